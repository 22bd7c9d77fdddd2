import { cleanDeviceName, fingerprint, FAIR_KINDS as K, reject, seatBinding, type FairLayer, type GameEvent, type Rejection, type SeatAsk, type SeatId } from '$engine/core';
import type { FairView } from '../fairView.svelte';
import { newEvent } from '../ownEvents';
import type { DeviceProtocol, Reacting, Reaction } from '../reaction';
import type { SigningChain } from '../signingChain';
import type { PlayedGame } from '../playedGame';

/** A seat's holder, as this device sees it. */
export type Holder = { kind: 'me' } | { kind: 'other'; fingerprint: string } | { kind: 'nobody' };

/**
 * The seat protocol: claiming every seat when an unsigned game is made here, asking for the seats
 * this device's player picked (or moves for), handing seats over when asked, and who holds which.
 */
export class Seats implements DeviceProtocol {
	readonly #table: PlayedGame;
	readonly #view: FairView;
	readonly #chain: SigningChain;
	/**
	 * The session's seats before anyone chose (all of them): a device asks for seats only once its
	 * player has picked (the join flow sets mySeats), or when it moves for a seat it lacks.
	 */
	readonly #defaultSeats: SeatId[];
	#wanted = new Set<SeatId>();
	#refused = new Set<string>();
	/** Asks this device's player handed over, until the seat is handed (`react` answers them). */
	#giving = new Set<string>();
	readonly #joinedHere: (tableId: string) => Promise<boolean>;
	/** The name this device gives itself, sent with its requests (the holder's phone says who asks). */
	readonly #deviceName: () => string;
	/** Runs this protocol's `react` on the last fold now (fair play's `reactNow`). */
	readonly #reactNow: () => void;

	/**
	 * `joinedHere`: whether this device joined the game from another device rather than made it (the
	 * composition root knows); `reactNow`: asks fair play to run `react` now, on the last fold;
	 * `deviceName`: the name this device gives itself (the settings').
	 */
	constructor(table: PlayedGame, view: FairView, chain: SigningChain, reactNow: () => void, joinedHere: (tableId: string) => Promise<boolean> = async () => false, deviceName: () => string = () => '') {
		this.#reactNow = reactNow;
		this.#joinedHere = joinedHere;
		this.#deviceName = deviceName;
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
				if (table.meta.genesis || table.log.length > 0 || (await this.#joinedHere(table.meta.tableId).catch(() => false))) return [];
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

	/**
	 * After a fold, or when asked now (`reactNow`): asks for the seats this device wants, and hands
	 * over those it need not keep or its player handed over.
	 */
	react({ state, me }: Reacting): Reaction[] {
		return [...this.#asks(state, me), ...this.#answers(state, me)];
	}

	/** Asks for the seats this device's player picked or moved for, claiming those nobody holds. */
	#asks(state: FairLayer, me: string): Reaction[] {
		const out: Reaction[] = [];
		const chosen = this.#table.fairSeats === this.#defaultSeats ? [] : this.#table.fairSeats;
		for (const seat of new Set([...chosen, ...this.#wanted])) {
			const holder = seatBinding.of(state).holders[seat];
			if (holder === me || !this.#table.seats.some((s) => s.id === seat)) continue;
			if (!holder) {
				// a game with a genesis bound its seats when it was made: a claim would only be refused
				if (this.#table.meta.genesis) continue;
				out.push({ build: () => (this.#view.seats?.holders[seat] ? [] : [this.#event(seat, K.claim, me)]), options: { once: `claim|${seat}` } });
				continue;
			}
			if (seatBinding.of(state).asks.some((a) => a.seat === seat && a.publicKey === me)) continue;
			out.push({ build: () => [this.#ask(seat, me)], options: { once: `ask|${seat}` } });
		}
		return out;
	}

	/** A move for `seat` waits for it: ask for it now (not at the next fold, which may be long in coming). */
	want(seat: SeatId) {
		this.#wanted.add(seat);
		this.#reactNow();
	}

	/**
	 * Asks for seats this device holds: handed over at once when this device does not play the seat
	 * (or it is pass-and-play and nobody has moved for the seat yet), or once its player hands it
	 * over; otherwise the holder decides.
	 */
	#answers(state: FairLayer, me: string): Reaction[] {
		const auto = this.#autoAnswerable(state, me);
		const given = seatBinding.of(state).asks.filter((a) => this.#giving.has(a.id) && seatBinding.of(state).holders[a.seat] === me && !auto.includes(a));
		return [...auto, ...given].map((ask) => this.#handOver(ask));
	}

	#autoAnswerable(state: FairLayer, me: string): SeatAsk[] {
		const all = this.#table.seats.length;
		const mine = this.#table.fairSeats;
		return seatBinding.of(state).asks.filter((a) => {
			if (seatBinding.of(state).holders[a.seat] !== me || a.publicKey === me) return false;
			// a game with a game master: the phone that made it is the GM's, which plays no seat of its own
			if (!mine.includes(a.seat) || this.#table.game.hidden) return true;
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

	/** A request for `seat`, with this device's name when it has one (cleaned: the engine refuses what it could not show). */
	#ask(seat: SeatId, publicKey: string): GameEvent {
		const name = cleanDeviceName(this.#deviceName());
		return newEvent(this.#table.meta.created, seat, K.ask, name === null ? { seat, publicKey } : { seat, publicKey, name });
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

	/** The player hands a seat this device holds to the device that asked for it (`react` signs it, now). */
	handOver(ask: SeatAsk) {
		this.#giving.add(ask.id);
		this.#reactNow();
	}

	#handOver(ask: SeatAsk): Reaction {
		return { build: () => (this.#view.seats?.holders[ask.seat] === this.#view.publicKey ? [this.#event(ask.seat, K.handOver, ask.publicKey)] : []), options: { once: `give|${ask.id}` } };
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
