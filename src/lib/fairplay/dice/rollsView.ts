import { untrack } from 'svelte';
import { fairDice, seatBinding, type DiceRound, type FairLayer, type FairState, type GameEvent, type RollResult, type RollThen, type SeatId } from '$engine/core';
import { describeFair, isQuiet } from '../describe';
import type { Asking, FairView } from '../fairView.svelte';
import { SEAT_WAIT_MS } from '../outbox';
import type { PlayedGame } from '../playedGame';

/** A fair roll under way, for the table to see who it waits for. */
export interface RoundView {
	id: string;
	sides: number;
	count: number;
	seat: SeatId;
	/** Names of the seats of each device that has not played its part of the current step. */
	waitingFor: string[];
	step: 'commit' | 'reveal';
	/** Whether this device may settle it with a physical die (it played its part). */
	canSettle: boolean;
	mine: boolean;
	/** The game's move the roll is for (none: a roll for the table). */
	then?: RollThen;
	/** Asked for on this device, its opening not in the log yet (being signed, or waiting for its seat). */
	sending: boolean;
}

/**
 * A roll between phones usually settles in a few milliseconds: a screen shows it under way only once
 * it has taken longer than this, so that it does not flash by, and the phones build nothing for it
 * while its messages are still crossing.
 */
export const SHOW_AFTER_MS = 300;

/** What the table and game screens show of fair rolls: those under way, those done, and where. */
export class RollsView {
	readonly #table: PlayedGame;
	readonly #view: FairView;
	/** Every finished roll seen, by the event that settled it (for the history's sentences). */
	#settled = new Map<string, RollResult>();
	/** When this device first listed each roll under way (`shownRounds`). */
	#firstSeen = new Map<string, number>();
	#wake: ReturnType<typeof setTimeout> | null = null;
	/** When `#wake` fires. */
	#due = Infinity;
	/** The last rolls under way worked out, and what from (`rounds`). */
	#rounds: { state: FairLayer | null; asking: readonly Asking[]; me: string | null; seats: readonly unknown[]; rounds: RoundView[] } | null = null;

	constructor(table: PlayedGame, view: FairView) {
		this.#table = table;
		this.#view = view;
	}

	/** Reads a fold: rolls finished, and rolls asked for here whose opening is now in the log. */
	folded(state: FairState) {
		let added = false;
		for (const r of fairDice.of(state).rolls) {
			if (!this.#settled.has(r.by)) {
				this.#settled.set(r.by, r);
				added = true;
			}
		}
		if (added) this.#view.version++;
		if (this.#view.asking.length > 0) this.#forgetAsked();
	}

	/** Rolls asked for here stop being "sending" once their opening is in the log (or they waited too long for a seat). */
	#forgetAsked() {
		const log = this.#table.log;
		const inLog = (id: string) => {
			for (let i = log.length - 1; i >= 0; i--) if (log[i].id === id) return true;
			return false;
		};
		const now = Date.now();
		const still = this.#view.asking.filter((a) => !inLog(a.id) && now - a.since < SEAT_WAIT_MS + 1000);
		if (still.length !== this.#view.asking.length) this.#view.asking = still;
	}

	/** Fair rolls under way, with the devices they wait for (and this device's rolls still being sent). */
	get rounds(): RoundView[] {
		const state = this.#view.fair;
		const asking = this.#view.asking;
		const me = this.#view.publicKey;
		const seats = this.#table.seats;
		// every list of rolls reads them after every fold: worked out again only when what they come from changed
		const last = this.#rounds;
		if (last && last.state === state && last.asking === asking && last.me === me && last.seats === seats) return last.rounds;
		const rounds = this.#roundsOf(state, asking, me);
		this.#rounds = { state, asking, me, seats, rounds };
		return rounds;
	}

	#roundsOf(state: FairLayer | null, asking: readonly Asking[], me: string | null): RoundView[] {
		if (!state) return [];
		const names = (key: string) =>
			this.#table.seats
				.filter((s) => seatBinding.of(state).holders[s.id] === key)
				.map((s) => s.name)
				.join(' & ') || 'a device';
		const open = Object.values(fairDice.of(state).rounds).map((r: DiceRound): RoundView => {
			const step = r.participants.every((p) => r.commits[p]) ? 'reveal' : 'commit';
			const done = step === 'commit' ? r.commits : r.reveals;
			const waiting = r.participants.filter((p) => !done[p]);
			const view: RoundView = {
				id: r.id,
				sides: r.sides,
				count: r.count,
				seat: r.seat,
				waitingFor: waiting.map(names),
				step,
				canSettle: !!me && r.participants.includes(me) && !!done[me],
				mine: r.seat !== null && seatBinding.of(state).holders[r.seat] === me,
				sending: false
			};
			if (r.then) view.then = r.then;
			return view;
		});
		const settled = new Set(fairDice.of(state).rolls.map((r) => r.round));
		const sending = asking
			.filter((a) => !fairDice.of(state).rounds[a.id] && !settled.has(a.id))
			.map((a): RoundView => ({ id: a.id, sides: a.sides, count: a.count, seat: a.seat, waitingFor: [], step: 'commit', canSettle: false, mine: true, sending: true, ...(a.then ? { then: a.then } : {}) }));
		return [...open, ...sending];
	}

	/**
	 * The rolls under way that screens show: those under way for `SHOW_AFTER_MS` at least. The list
	 * changes (through `FairView.lateTick`) when the next one has waited that long.
	 */
	get shownRounds(): RoundView[] {
		void this.#view.lateTick;
		const now = Date.now();
		const seen = new Map<string, number>();
		let due = Infinity;
		const shown = this.rounds.filter((r) => {
			const since = this.#firstSeen.get(r.id) ?? now;
			seen.set(r.id, since);
			const at = since + SHOW_AFTER_MS;
			if (at > now) due = Math.min(due, at);
			return at <= now;
		});
		this.#firstSeen = seen;
		this.#wakeAt(due, now);
		return shown;
	}

	/** Tells the lists (`lateTick`) at `due`, when the next roll under way is to be shown (Infinity: none). */
	#wakeAt(due: number, now: number) {
		if (due === this.#due) return;
		this.#due = due;
		if (this.#wake) clearTimeout(this.#wake);
		this.#wake = due === Infinity ? null : setTimeout(() => {
			this.#due = Infinity;
			this.#wake = null;
			this.#view.lateTick++;
		}, due - now);
	}

	/**
	 * Rolls under way for any of these moves of the game (any seat, any device); with `data`, only
	 * those whose move has these values (`{ cast: id }`: the rolls of one cast).
	 */
	rollsFor(kinds: readonly string[], data?: Readonly<Record<string, unknown>>): RoundView[] {
		return this.rounds.filter(forMoves(kinds, data));
	}

	/** `rollsFor`, of the rolls screens show (`shownRounds`). */
	shownRollsFor(kinds: readonly string[]): RoundView[] {
		return this.shownRounds.filter(forMoves(kinds));
	}

	destroy() {
		if (this.#wake) clearTimeout(this.#wake);
		this.#wake = null;
		this.#due = Infinity;
	}

	/**
	 * A game screen shows its own rolls of these kinds while they are under way (with the fallback to
	 * a physical die): the table's notices leave them out until the returned function is called.
	 */
	showInPlace(kinds: readonly string[]): () => void {
		// called from a component's effect: reading the list there would make the effect depend on its own write
		untrack(() => (this.#view.inPlace = [...this.#view.inPlace, kinds]));
		return () => untrack(() => (this.#view.inPlace = this.#view.inPlace.filter((k) => k !== kinds)));
	}

	/** Whether a game screen shows this roll where it was asked for. */
	shownInPlace(round: RoundView): boolean {
		const kind = round.then?.kind;
		return kind !== undefined && this.#view.inPlace.some((k) => k.includes(kind));
	}

	/** The latest finished rolls, newest last. */
	get rolls(): readonly RollResult[] {
		void this.#view.version;
		return this.#view.dice?.rolls ?? [];
	}

	describe(event: GameEvent, state: unknown, seatName: (seat: SeatId | null) => string): string | null {
		void this.#view.version;
		return describeFair(event, { game: this.#table.game, state, seatName, rollSettledBy: (id) => this.#settled.get(id) });
	}

	isQuiet(event: GameEvent): boolean {
		return isQuiet(event, { rollSettledBy: (id) => this.#settled.get(id) });
	}
}

/** Whether a roll is for one of these moves of the game (with these values in its data, if given). */
function forMoves(kinds: readonly string[], data?: Readonly<Record<string, unknown>>): (r: RoundView) => boolean {
	return (r) => !!r.then && kinds.includes(r.then.kind) && (!data || Object.entries(data).every(([k, v]) => r.then!.data[k] === v));
}
