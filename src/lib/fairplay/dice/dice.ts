import {
	applyEvent,
	fairDice,
	canonicalJson,
	diceCommitment,
	FAIR_KINDS as K,
	FAIR_REJECTIONS,
	keyRef,
	randomToken,
	reject,
	validDice,
	type DiceRound,
	type GameEvent,
	type Rejection,
	type Roll,
	type RollThen,
	type SeatId
} from '$engine/core';
import { randomId, storedTime } from '$lib/store/codec';
import { rollDeviceDice } from '../deviceDice';
import type { Asking, FairView } from '../fairView.svelte';
import { deleteSecret, getSecret, putSecret } from '../keyStore';
import type { Outbox } from '../outbox';
import { newEvent } from '../ownEvents';
import type { RollsView } from './rollsView';
import type { Seats } from '../seats/seats';
import type { DeviceProtocol, Reacting, Reaction } from '../reaction';
import type { Build, SigningChain } from '../signingChain';
import type { PlayedGame } from '../playedGame';
import type { DeviceParts } from '../deviceParts';

/** A game roll asked for while the same move's roll is still under way. */
export const ROLL_UNDER_WAY = 'table/roll-under-way';

/** How long a roll's contribution stays in memory only (keyStore.putSecret's `lazy`). */
const DICE_SECRET_LAZY_MS = 500;

/** Where a device keeps its contribution to a roll until it reveals it. */
function diceSecret(round: string, publicKey: string): string {
	return `dice|${round}|${keyRef(publicKey)}`;
}

/** What a roll is asked for with. */
export interface RollAsk {
	sides: number;
	count?: number;
	then?: RollThen;
	seat?: SeatId | null;
}

/**
 * Fair dice: opening a roll, committing and revealing this device's contribution by itself, and
 * settling a stalled roll by hand. A roll on this device alone when it holds every seat.
 */
export class FairDice implements DeviceProtocol {
	readonly #table: PlayedGame;
	readonly #view: FairView;
	readonly #chain: SigningChain;
	readonly #seats: Seats;
	readonly #moves: Outbox;
	readonly #rolls: RollsView;
	/** Reveals of rolls this device opened, signed in advance, held back until every other part is in. */
	#presigned = new Map<string, Promise<GameEvent[] | null>>();
	/** Those reveals once signed. */
	#signed = new Map<string, GameEvent[]>();

	constructor({ table, view, chain, seats, outbox, rolls }: DeviceParts) {
		this.#table = table;
		this.#view = view;
		this.#chain = chain;
		this.#seats = seats;
		this.#moves = outbox;
		this.#rolls = rolls;
	}

	/** Devices (distinct keys) holding seats: a fair roll needs more than one. */
	get devices(): number {
		return new Set(Object.values(this.#view.seats?.holders ?? {})).size;
	}

	/** This device's part in every roll under way (`checked`: no signature of the log waits). */
	react({ state, me, checked }: Reacting): Reaction[] {
		const out: Reaction[] = [];
		const seat = this.#seats.seatOf(state, me);
		if (seat === null) return out;
		const { tableId, created } = this.#table.meta;
		for (const round of Object.values(fairDice.of(state).rounds)) {
			if (!round.participants.includes(me)) continue;
			const what = diceSecret(round.id, me);
			if (!round.commits[me]) {
				// The last device to commit sends its reveal with its commitment: every other part is fixed.
				// It waits for the others' commitments to be checked first (a commitment found forged later
				// would let its device commit again, knowing this one), except when the only other is the
				// opener's: a forged opening voids the whole roll.
				const mayReveal = (r: DiceRound) => r.participants.every((p) => p === me || r.commits[p]) && (this.#view.auth.pending === 0 || r.participants.every((p) => p === me || p === r.opener));
				const last = round.participants.every((p) => p === me || round.commits[p]);
				if (last && !mayReveal(round)) continue;
				out.push(this.#part(`dice-commit|${round.id}`, () => {
					const contribution = randomToken(32);
					const now = this.#view.dice?.rounds[round.id];
					// the last to commit reveals at once, with no commitment of its own (it would bind nothing)
					if (now && mayReveal(now)) return [newEvent(created, seat, K.diceReveal, { round: round.id, contribution })];
					void putSecret(tableId, what, contribution, DICE_SECRET_LAZY_MS);
					return [newEvent(created, seat, K.diceCommit, { round: round.id, hash: diceCommitment(round.id, contribution) })];
				}, () => {
					// still under way once what came in is checked (a forged opening voids the roll)
					const r = this.#view.dice?.rounds[round.id];
					return !!r && !r.commits[me] && !r.reveals[me];
				}));
			} else if (!round.reveals[me] && round.participants.every((p) => round.commits[p])) {
				// signed in advance, nothing ahead of it and nothing to check: it goes now, not after the redraw
				// of this fold; otherwise at its turn in the chain: signed beside the checks of what came in,
				// and sent only once they found every part good (a part found forged later would let its
				// device choose another knowing this one)
				const signed = this.#signed.get(round.id);
				const ready = this.#presigned.get(round.id);
				const reveal: Build = signed
					? () => signed
					: ready
						? async () => (await ready) ?? []
						: async () => {
								const contribution = await getSecret<string>(tableId, what);
								if (!contribution) return [];
								return [newEvent(created, seat, K.diceReveal, { round: round.id, contribution })];
							};
				const wanted = () => {
					const r = this.#view.dice?.rounds[round.id];
					return this.#view.auth.pending === 0 && !!r && !r.reveals[me] && r.participants.every((p) => r.commits[p]);
				};
				out.push(this.#part(`dice-reveal|${round.id}`, reveal, wanted, checked && !!signed, (sent) => sent && this.#forget(round.id, what)));
			}
		}
		return out;
	}

	/**
	 * This device's part in a roll, once at a time, at its turn in the chain (or `now`, signed in
	 * advance): the screen is told of what changes meanwhile once it is sent (a redraw first would
	 * delay it, timing/redraws.ts).
	 */
	#part(key: string, build: Build, wanted?: () => boolean, now = false, done?: (sent: boolean) => void): Reaction {
		return { build, options: { once: key, wanted, now, holdRedraw: true }, done };
	}

	/** This device's part in a roll is sent: what it kept for it goes. */
	#forget(round: string, what: string) {
		this.#signed.delete(round);
		this.#presigned.delete(round);
		void deleteSecret(this.#table.meta.tableId, what);
	}

	/**
	 * A roll for the game: between phones when several devices hold seats (every device commits a
	 * random contribution, then reveals it; about two round trips, by themselves), on this device
	 * alone otherwise. `then` is the game's event that receives the roll (with `roll` in its data).
	 * A fair roll's move is checked against the game before the roll opens (with a stand-in roll), and
	 * a second roll for the same move and seat is refused while the first is under way.
	 */
	roll(opts: RollAsk): Rejection | null {
		const count = opts.count ?? 1;
		const me = this.#view.publicKey;
		const mySeats = this.#table.fairSeats;
		const seat = opts.seat ?? mySeats.find((s) => this.#view.seats?.holders[s] === me) ?? mySeats[0] ?? null;
		// a die of one face needs no fairness
		if (!this.#view.auth.signed || this.devices <= 1 || !me || opts.sides === 1) {
			if (!opts.then) return reject('core/dice-bad', 'A roll on this device alone needs a move to put it in.');
			return this.#moves.move(opts.then.kind, { ...opts.then.data, roll: rollDeviceDice(opts.sides, count) }, seat);
		}
		if (seat === null) return reject('core/dice-not-participant', 'A fair roll is asked for by a device that holds a seat.');
		if (!validDice(opts.sides, count)) return reject(FAIR_REJECTIONS.diceBad, 'A fair roll is 1 to 100 dice of 2 to 1000 faces.');
		if (opts.then) {
			const kind = opts.then.kind;
			const same = canonicalJson(opts.then.data);
			if (this.#rolls.rounds.some((r) => r.then?.kind === kind && r.seat === seat && canonicalJson(r.then.data) === same)) return reject(ROLL_UNDER_WAY, 'This roll is already under way.');
			const bad = this.#check(seat, opts.then, opts.sides, count);
			if (bad) return bad;
		}
		this.#open(seat, me, opts.sides, count, opts.then);
		return null;
	}

	#open(seat: SeatId, me: string, sides: number, count: number, then: RollThen | undefined) {
		const { tableId, created } = this.#table.meta;
		// the round is the opening's id, bound to this device as everything it signs (ownEvents.ts)
		const id = keyRef(me) + randomId(10);
		const contribution = randomToken(32);
		const data: Record<string, unknown> = { sides, count, hash: diceCommitment(id, contribution) };
		if (then) data.then = then;
		const asked: Asking = { id, sides, count, seat, since: Date.now() };
		if (then) asked.then = then;
		// the screen shows the roll once its opening is sent
		const release = this.#view.redraws.hold();
		this.#view.asking = [...this.#view.asking, asked];
		const keep = () => void putSecret(tableId, diceSecret(id, me), contribution, DICE_SECRET_LAZY_MS);
		const reveal = newEvent(created, seat, K.diceReveal, { round: id, contribution });
		const opening = newEvent(created, seat, K.diceOpen, data, id);
		if (this.#view.seats?.holders[seat] !== me) {
			keep();
			this.#moves.submit(opening);
			release();
			return;
		}
		// this device's reveal is signed once the opening is on its way (not before: it would delay
		// it), and sent as soon as the others' parts are in and checked
		const sent = this.#moves.submitHeld(opening);
		// the contribution is kept on the device (for a reveal after a reload) once the opening is out
		void sent.then((ok) => {
			release();
			if (ok) keep();
			else this.#view.asking = this.#view.asking.filter((a) => a.id !== id);
		});
		const presigned = sent.then((ok) => (ok ? this.#chain.prepare(() => [reveal]) : null));
		this.#presigned.set(id, presigned);
		// a failure to sign shows when the reveal goes through the chain (`play`)
		void presigned.then(
			(events) => events && this.#presigned.get(id) === presigned && this.#signed.set(id, events),
			() => {}
		);
	}

	/** Whether the game would take `then` with a roll of these dice now (after this device's moves still being signed). */
	#check(seat: SeatId, then: RollThen, sides: number, count: number): Rejection | null {
		const state = this.#moves.expected;
		const roll: Roll = { sides, values: Array.from({ length: count }, () => 1), source: 'fair' };
		const r = applyEvent(this.#table.game, state.game, { id: 'roll-check', seat, kind: then.kind, data: { ...then.data, roll }, at: storedTime(this.#table.meta.created) });
		return r.ok ? null : r.rejection;
	}

	/** Settles a stalled fair roll with physical dice typed in by hand (logged as such). */
	settleByHand(round: string, values: number[]): Rejection | null {
		const state = this.#view.fair;
		const me = this.#view.publicKey;
		if (!state || !me) return reject('core/dice-unknown-round', 'There is no such roll under way.');
		const seat = this.#seats.seatOf(state, me);
		if (!seat) return reject('core/dice-not-participant', 'This device takes no part in this roll.');
		this.#moves.submit(newEvent(this.#table.meta.created, seat, K.dicePhysical, { round, values }));
		return null;
	}
}
