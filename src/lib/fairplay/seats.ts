import { seatBinding } from '$engine/core';
import { fingerprint, FAIR_KINDS as K, reject, type FairLayer, type GameEvent, type Rejection, type SeatAsk, type SeatId } from '$engine/core';
import { getStore } from '$lib/app/storage.svelte';
import type { FairView } from './fairState.svelte';
import { newEvent } from './ownEvents';
import type { SigningChain } from './signingChain';
import type { FairTable } from './table';

/** A seat's holder, as this device sees it. */
export type Holder = { kind: 'me' } | { kind: 'other'; fingerprint: string } | { kind: 'nobody' };

/**
 * Whether this device joined the game from another device rather than made it. The join flow
 * (src/lib/sync) records the seat a joining device picks under "seat:<table id>"; the device that
 * made a game has no such record.
 */
async function joinedHere(tableId: string): Promise<boolean> {
	try {
		const store = await getStore();
		return (await store.getSetting(`seat:${tableId}`)) != null;
	} catch {
		return false;
	}
}

/**
 * The seat protocol: claiming every seat when an unsigned game is made here, asking for the seats
 * this device's player picked (or moves for), handing seats over when asked, and who holds which.
 */
export class Seats {
	readonly #table: FairTable;
	readonly #view: FairView;
	readonly #chain: SigningChain;
	/**
	 * The session's seats before anyone chose (all of them): a device asks for seats only once its
	 * player has picked (the join flow sets mySeats), or when it moves for a seat it lacks.
	 */
	readonly #defaultSeats: SeatId[];
	#wanted = new Set<SeatId>();
	#refused = new Set<string>();

	constructor(table: FairTable, view: FairView, chain: SigningChain) {
		this.#table = table;
		this.#view = view;
		this.#chain = chain;
		this.#defaultSeats = table.fairSeats;
	}

	/** Claims every seat of a game made on this device before seats were bound at creation. */
	claimAtStart(): Promise<boolean> {
		const table = this.#table;
		return this.#chain.append(
			async () => {
				// a game with a genesis had its seats bound when it was made
				if (table.meta.genesis || table.log.length > 0 || (await joinedHere(table.meta.tableId))) return [];
				const me = this.#chain.keys!.publicKey;
				return table.seats.map((seat) => this.#event(seat.id, K.claim, me));
			},
			{ once: 'claim' }
		);
	}

	/** Seats this device asked for and does not hold yet, with the seats of the device that holds each. */
	get awaited(): { seat: SeatId; holderSeats: SeatId[] }[] {
		const state = this.#view.fair;
		const me = this.#view.publicKey;
		if (!state || !me) return [];
		return seatBinding.of(state).asks
			.filter((a) => a.publicKey === me && seatBinding.of(state).holders[a.seat] !== me)
			.map((a) => ({ seat: a.seat, holderSeats: this.#table.seats.map((s) => s.id).filter((s) => seatBinding.of(state).holders[s] === seatBinding.of(state).holders[a.seat]) }));
	}

	/** Asks for the seats this device's player picked or moved for, claiming those nobody holds. */
	ask(state: FairLayer, me: string) {
		const chosen = this.#table.fairSeats === this.#defaultSeats ? [] : this.#table.fairSeats;
		for (const seat of new Set([...chosen, ...this.#wanted])) {
			const holder = seatBinding.of(state).holders[seat];
			if (holder === me || !this.#table.seats.some((s) => s.id === seat)) continue;
			if (!holder) {
				// a game with a genesis bound its seats when it was made: a claim would only be refused
				if (this.#table.meta.genesis) continue;
				this.#chain.append(() => (this.#view.seats?.holders[seat] ? [] : [this.#event(seat, K.claim, me)]), { once: `claim|${seat}` });
				continue;
			}
			if (seatBinding.of(state).asks.some((a) => a.seat === seat && a.publicKey === me)) continue;
			this.#chain.append(() => [this.#event(seat, K.ask, me)], { once: `ask|${seat}` });
		}
	}

	/** A move for `seat` waits for it: ask for it now. */
	want(seat: SeatId, me: string) {
		this.#wanted.add(seat);
		if (this.#view.fair) this.ask(this.#view.fair, me);
	}

	/**
	 * Asks for seats this device holds: handed over at once when this device does not play the seat
	 * (or it is pass-and-play and nobody has moved for the seat yet); otherwise the holder decides.
	 */
	answer(state: FairLayer, me: string) {
		for (const ask of this.#autoAnswerable(state, me)) this.handOver(ask);
	}

	#autoAnswerable(state: FairLayer, me: string): SeatAsk[] {
		const all = this.#table.seats.length;
		const mine = this.#table.fairSeats;
		return seatBinding.of(state).asks.filter((a) => {
			if (seatBinding.of(state).holders[a.seat] !== me || a.publicKey === me) return false;
			if (!mine.includes(a.seat)) return true;
			return mine.length === all && !this.#seatHasMoved(a.seat);
		});
	}

	#seatHasMoved(seat: SeatId): boolean {
		const { log, outcomes } = this.#table;
		return log.some((e, i) => e.seat === seat && !e.kind.startsWith('core/') && outcomes[i]?.kind === 'applied');
	}

	#event(seat: SeatId, kind: string, publicKey: string): GameEvent {
		return newEvent(this.#table.meta.created, seat, kind, { seat, publicKey });
	}

	/** Requests for seats this device holds that wait for its player's answer. */
	get requests(): SeatAsk[] {
		void this.#view.version;
		const state = this.#view.fair;
		const me = this.#view.publicKey;
		if (!state || !me) return [];
		const auto = new Set(this.#autoAnswerable(state, me).map((a) => a.id));
		return seatBinding.of(state).asks.filter((a) => seatBinding.of(state).holders[a.seat] === me && a.publicKey !== me && !auto.has(a.id) && !this.#refused.has(a.id));
	}

	handOver(ask: SeatAsk) {
		void this.#chain.append(() => (this.#view.seats?.holders[ask.seat] === this.#view.publicKey ? [this.#event(ask.seat, K.handOver, ask.publicKey)] : []), { once: `give|${ask.id}` });
	}

	/** Leaves a request unanswered on this device (the asking device keeps waiting, and can ask again). */
	refuse(ask: SeatAsk) {
		this.#refused.add(ask.id);
		this.#view.version++;
	}

	holder(seat: SeatId): Holder {
		const key = this.#view.seats?.holders[seat];
		if (!key) return { kind: 'nobody' };
		return key === this.#view.publicKey ? { kind: 'me' } : { kind: 'other', fingerprint: fingerprint(key) };
	}

	/** One seat the device with this key holds (a device acts in a roll through any of its seats). */
	seatOf(state: FairLayer, key: string): SeatId | null {
		return this.#table.seats.find((s) => seatBinding.of(state).holders[s.id] === key)?.id ?? null;
	}

	seatName(seat: SeatId | null): string {
		return seat === null ? 'The table' : (this.#table.seats.find((s) => s.id === seat)?.name ?? seat);
	}

	/**
	 * Whether this device may act as `seat` now, or once a seat it asked for arrives. A rejection
	 * when it never will (another device plays that seat).
	 */
	check(seat: SeatId | null): Rejection | null {
		if (!this.#view.auth.signed || seat === null) return null;
		const me = this.#view.publicKey;
		const holder = this.#view.seats?.holders[seat];
		const mine = this.#table.fairSeats.includes(seat);
		if (holder === me || (holder !== undefined && mine)) return null;
		if (holder === undefined && mine) return null;
		return reject('core/wrong-device', `This device does not hold ${this.seatName(seat)}'s seat.`);
	}
}
