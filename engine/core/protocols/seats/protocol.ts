/**
 * Seat binding: which device's key holds each seat (claimed, handed over), and which devices ask
 * for a seat. Every other protocol that needs a seat's device reads this slice.
 */
import { own } from '../../own';
import { reject, type GameEvent, type SeatId } from '../../types';
import { FAIR_REJECTIONS as F } from '../../fairplay/codes';
import { deviceNameProblem } from '../../fairplay/deviceName';
import { FAIR_KINDS as K, type SeatAskData, type SeatKeyData } from '../../fairplay/kinds';
import { isPublicKeyText } from '../../fairplay/signature';
import { dataOf } from '../data';
import { defineProtocol } from '../shape';

export interface SeatAsk {
	id: string;
	seat: SeatId;
	publicKey: string;
	/** The name the asking device gives itself (none in a request from before names). */
	name?: string;
}

export interface SeatsSlice {
	/** Seat → public key of the device that holds it. Empty in a game made before fair play. */
	holders: Readonly<Record<SeatId, string>>;
	asks: readonly SeatAsk[];
}

function seatData(e: GameEvent): SeatKeyData | null {
	const d = dataOf<SeatKeyData>(e);
	if (typeof d.seat !== 'string' || d.seat !== e.seat || !isPublicKeyText(d.publicKey)) return null;
	return { seat: d.seat, publicKey: d.publicKey };
}

const withoutAsksFor = (asks: readonly SeatAsk[], seat: SeatId) => asks.filter((a) => a.seat !== seat);

const bind = (slice: SeatsSlice, d: SeatKeyData): SeatsSlice => ({ holders: { ...slice.holders, [d.seat]: d.publicKey }, asks: withoutAsksFor(slice.asks, d.seat) });

export const seatBinding = defineProtocol<SeatsSlice>({
	name: 'seats',
	kinds: [K.claim, K.handOver, K.ask],
	initial: ({ holders }) => ({ holders: { ...holders }, asks: [] }),
	step(slice, e) {
		const d = seatData(e);
		switch (e.kind) {
			case K.claim:
				if (!d) return reject(F.badSeatData, 'This seat claim does not name a seat and a device key.');
				if (own(slice.holders, d.seat)) return reject(F.seatTaken, 'This seat is already held by a device.');
				return bind(slice, d);
			case K.handOver:
				if (!d) return reject(F.badSeatData, 'This hand-over does not name a seat and a device key.');
				if (!own(slice.holders, d.seat)) return reject(F.seatUnclaimed, 'Nobody holds this seat, so nobody can hand it over.');
				return bind(slice, d);
			default: {
				// K.ask
				if (!d) return reject(F.badSeatData, 'This request does not name a seat and a device key.');
				const { name } = dataOf<SeatAskData>(e);
				const problem = name === undefined ? null : deviceNameProblem(name);
				if (problem !== null) return reject(F.badDeviceName, `The name of the device asking for this seat ${problem}.`);
				if (own(slice.holders, d.seat) === d.publicKey) return slice;
				const asks = slice.asks.filter((a) => !(a.seat === d.seat && a.publicKey === d.publicKey));
				const ask: SeatAsk = { id: e.id, seat: d.seat, publicKey: d.publicKey };
				return { ...slice, asks: [...asks, name === undefined ? ask : { ...ask, name }] };
			}
		}
	}
});

/** The key of the device acting for `seat` (the pre-pass has checked the signature). */
export function deviceOf(slice: SeatsSlice, seat: SeatId | null): string | undefined {
	return own(slice.holders, seat);
}
