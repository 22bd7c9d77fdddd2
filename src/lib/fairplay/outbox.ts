import { announcedKeys, cleanDeviceName, fairStep, FAIR_KINDS as K, UNDO, type FairState, type GameEvent, type Rejection, type SeatId } from '$engine/core';
import type { FairView } from './fairView.svelte';
import { newEvent } from './ownEvents';
import { plainData } from './signBatch';
import type { Seats } from './seats/seats';
import type { SigningChain } from './signingChain';
import type { EventSink, PlayedGame } from './playedGame';
import type { DeviceProtocol, Reacting, Reaction } from './reaction';

/** How long a move waits for its seat to be handed to this device before it is dropped. */
export const SEAT_WAIT_MS = 15_000;

interface Waiting {
	event: GameEvent;
	since: number;
}

/**
 * This device's moves on their way to the log: signed and appended in order, or held until the seat
 * they are for is handed to this device (asked for at once), or dropped with a notice after a while.
 */
export class Outbox implements DeviceProtocol {
	readonly #table: PlayedGame;
	readonly #view: FairView;
	readonly #chain: SigningChain;
	readonly #seats: Seats;
	readonly #sink: EventSink;
	#waiting: Waiting[] = [];
	/** Events handed in and not yet in the log (for checking the next move against them). */
	#unsent: GameEvent[] = [];
	#deviceSent = false;
	/** The name this device last announced in this game (or found announced). */
	#named: string | null = null;
	readonly #name: () => string;
	/** The fold's step (the protocols over the game), to check a move before it is signed. */
	readonly #step: ReturnType<typeof fairStep>;
	/** Runs `react` on the last fold now (fair play's `reactNow`). */
	readonly #reactNow: () => void;

	/** `reactNow`: asks fair play to run `react` now, on the last fold; `name`: the name this device gives itself. */
	constructor(table: PlayedGame, sink: EventSink, view: FairView, chain: SigningChain, seats: Seats, reactNow: () => void, name: () => string = () => '') {
		this.#reactNow = reactNow;
		this.#name = name;
		this.#step = fairStep(table.game);
		this.#sink = sink;
		this.#table = table;
		this.#view = view;
		this.#chain = chain;
		this.#seats = seats;
	}

	/** Moves handed in but not in the log yet: the next move is checked as if they were. */
	get unsent(): readonly GameEvent[] {
		return this.#unsent;
	}

	/** The last fold's state with this device's moves still being signed played on it: what the next move is checked against. */
	get expected(): FairState {
		let state = this.#table.folded;
		for (const e of this.#unsent) {
			const r = this.#step(state, e);
			if (r.ok) state = r.state;
		}
		return state;
	}

	/**
	 * A move of this device's player (or a roll made on this device alone): refused when this device
	 * may not act as `seat`, or the game would refuse it after the moves still being signed; else
	 * signed and appended (`submit`).
	 */
	move(kind: string, data: unknown, seat: SeatId | null): Rejection | null {
		const event = newEvent(this.#table.meta.created, seat, kind, data);
		const notMine = this.#seats.check(seat);
		if (notMine) return notMine;
		if (kind !== UNDO) {
			const r = this.#step(this.expected, event);
			if (!r.ok) return r.rejection;
		}
		this.submit(event);
		return null;
	}

	/** Signs and appends a move that has been checked. Without WebCrypto, it goes unsigned. */
	submit(event: GameEvent) {
		const view = this.#view;
		if (view.unavailable) {
			if (view.auth.signed) {
				this.#table.notify(`This device cannot sign moves (${view.unavailable}), so it cannot play in this game.`);
				return;
			}
			this.#sink.append([{ ...event, data: plainData(event.data) }]);
			return;
		}
		this.#unsent.push(event);
		const me = view.publicKey;
		const seat = event.seat;
		const mustWait = view.auth.signed && seat !== null && (me === null || view.seats?.holders[seat] !== me || this.#waiting.some((w) => w.event.seat === seat));
		if (mustWait) {
			if (seat !== null && me !== null && view.seats?.holders[seat] !== me) this.#seats.want(seat);
			this.#waiting.push({ event, since: Date.now() });
			// given up then (`react`), unless a fold sent it before
			setTimeout(() => this.#reactNow(), SEAT_WAIT_MS + 50);
			return;
		}
		// a move the player just made is appended in this task when it can be (SigningChain.append's `now`)
		const { build, done } = this.#sending(event);
		void this.#chain.append(build, { now: true }).finally(done);
	}

	/** Like `submit`, for a move of a seat this device holds now; resolves once it is sent. */
	submitHeld(event: GameEvent): Promise<boolean> {
		this.#unsent.push(event);
		const { build, options, done } = this.#sending(event);
		return this.#chain.append(build, options).finally(done);
	}

	/** `event` as the chain appends it, after this device's key and name when the log lacks them; `done` forgets it as unsent. */
	#sending(event: GameEvent): Reaction & { done(): void } {
		const build = () => {
			const me = this.#chain.keys!.publicKey;
			const out: GameEvent[] = [];
			// a device with no seat makes its key known before its first table move, and every device
			// its name (signed: History says "by Ana's phone for Bo" when it acts for a seat it does not hold now)
			const keyNeeded = event.seat === null && !this.#deviceSent && this.#table.meta.genesis?.key !== me && !announcedKeys(this.#table.log).has(me);
			const name = this.#nameToAnnounce(me);
			if (this.#view.auth.signed && (keyNeeded || name !== null)) {
				this.#deviceSent = true;
				if (name !== null) this.#named = name;
				out.push(newEvent(this.#table.meta.created, null, K.device, name !== null ? { publicKey: me, name } : { publicKey: me }));
			}
			out.push(event);
			return out;
		};
		return { build, options: {}, done: () => (this.#unsent = this.#unsent.filter((e) => e !== event)) };
	}

	/**
	 * This device's name (cleaned: the settings field holds what was typed, the engine shows only what
	 * `deviceNameProblem` passes) when the log does not carry it yet as its latest announcement, else null.
	 */
	#nameToAnnounce(me: string): string | null {
		const name = cleanDeviceName(this.#name());
		if (name === null || name === this.#named) return null;
		const log = this.#table.log;
		for (let i = log.length - 1; i >= 0; i--) {
			const e = log[i];
			const d = e.kind === K.device ? (e.data as { publicKey?: unknown; name?: unknown } | null) : null;
			if (d?.publicKey !== me) continue;
			if (d.name === name) this.#named = name;
			return d.name === name ? null : name;
		}
		return name;
	}

	/**
	 * After a fold, or when asked now (`reactNow`): the moves that waited for their seat go, in order,
	 * once the seat is this device's; those that waited too long are dropped, with a notice.
	 */
	react({ me }: Reacting): Reaction[] {
		const out: Reaction[] = [];
		if (this.#waiting.length === 0) return out;
		const still: Waiting[] = [];
		const blocked = new Set<SeatId | null>();
		for (const w of this.#waiting) {
			const seat = w.event.seat;
			if (!blocked.has(seat) && me && this.#view.seats?.holders[seat as SeatId] === me) {
				out.push(this.#sending(w.event));
			} else if (Date.now() - w.since > SEAT_WAIT_MS) {
				this.#unsent = this.#unsent.filter((e) => e !== w.event);
				this.#table.notify(`${this.#seats.seatName(seat)}'s seat was not handed to this device: that move was not played.`);
			} else {
				blocked.add(seat);
				still.push(w);
			}
		}
		this.#waiting = still;
		return out;
	}

	destroy() {
		this.#waiting = [];
	}
}
