/**
 * The GM's phone: it holds the key set and, in memory only, the world. It reads the shared log,
 * opens the GM role, sets the game up once every seat has shown its contribution, runs a turn when
 * every seat has sealed (or when the GM says "run now"), and signs every GM action as a public
 * event. After a restart (or on a new phone with the backup) it rebuilds the world from the log.
 */
import type { GameEvent, SeatId, SetupContext } from '$engine/core';
import { choicesOf, collectSetup, gmCorrect, gmEvent, gmOpen, gmResend, gmReveal, gmRunTurn, gmSetUp, HIDDEN_KINDS, replayHidden, waitingFor, type AnyHiddenGame, type GmKeySet, type HiddenPosition, type HiddenSlice, type Replayed } from '$engine/core/hidden';
import { escrowData } from './gmKeys';
import { eventId, HiddenFold, type HiddenLog } from './hiddenLog';

export interface GmHostOptions {
	game: AnyHiddenGame;
	ctx: SetupContext;
	domain: string;
	keys: GmKeySet;
	log: HiddenLog;
	/** A GM who also plays: the god view is locked, and opening it is a public event (asked each time when a function). */
	blind?: boolean | (() => boolean);
	/**
	 * The id of each new GM event (random by default). At a table the GM's signature binds the id,
	 * so it must be the one the log keeps: one that begins with the device's key reference, which the
	 * signing chain leaves as it is (src/lib/hidden/hiddenTable.ts).
	 */
	newId?: () => string;
	/**
	 * The seats nobody at the table holds, which this phone plays as bots (at a table: the seats it
	 * holds itself); with nothing sealed they play as empty seats, so they count no misses.
	 */
	bots?: () => readonly SeatId[];
	/**
	 * The set-up waits while this says so, even with every seat's part of the mix in (at a table: until
	 * the GM presses Start, so the players' secret choices come first). By default it runs at once.
	 */
	holdSetUp?: () => boolean;
	/** The seats the GM plays itself: the set-up names them, so every phone knows from the start. */
	gmPlays?: () => readonly SeatId[];
}

export class GmHost {
	#position: HiddenPosition | null = null;
	readonly #fold: HiddenFold;
	readonly #id: () => string;

	constructor(readonly o: GmHostOptions) {
		this.#fold = new HiddenFold(o.domain, o.ctx.seats.map((s) => s.id), o.log);
		this.#id = o.newId ?? eventId;
	}

	get seats(): SeatId[] {
		return this.o.ctx.seats.map((s) => s.id);
	}

	/** The world as this phone holds it (the god view); null before the set-up or a reopen. */
	get position(): HiddenPosition | null {
		return this.#position;
	}

	slice(): Promise<HiddenSlice> {
		return this.#fold.slice();
	}

	#append(out: { id: string; kind: string; data: unknown }): GameEvent {
		const event: GameEvent = { id: out.id, seat: null, kind: out.kind, data: out.data, at: Date.now() };
		this.o.log.append([event]);
		return event;
	}

	#byId(): Map<string, GameEvent> {
		return new Map(this.o.log.events().map((e) => [e.id, e]));
	}

	/** Rebuilds the world from the log and this phone's secrets, checking every published hash. */
	async reopen(): Promise<Replayed> {
		const slice = await this.slice();
		const replayed = await replayHidden({ game: this.o.game, ctx: this.o.ctx, domain: this.o.domain, log: this.o.log.events(), slice, secret: this.o.keys.secret, orders: this.o.keys.orders });
		this.#position = replayed.position;
		return replayed;
	}

	async #current(slice: HiddenSlice): Promise<HiddenPosition> {
		if (this.#position?.turn !== slice.turn) await this.reopen();
		if (!this.#position) throw new Error('The world cannot be rebuilt from this log.');
		return this.#position;
	}

	/**
	 * What the GM's phone does by itself: open the role, set up when the mix is in, and run the turn
	 * once every seat has sealed (`autoRun`) or once the deadline (ms since the epoch; by default the
	 * one the GM published, `core/gm-deadline`) has passed.
	 */
	async react({ autoRun = true, deadline = undefined as number | undefined, now = Date.now() } = {}): Promise<GameEvent[]> {
		const slice = await this.slice();
		deadline ??= slice.deadline?.turn === slice.turn + 1 ? slice.deadline.at : Infinity;
		if (!slice.gm) return [this.#append(await gmOpen(this.o.keys, this.o.domain, this.#id()))];
		if (slice.turn < 0 && slice.seats.every((s) => slice.mixReveals[s]) && !this.o.holdSetUp?.()) return [await this.setUp()];
		const due = (autoRun && waitingFor(slice).length === 0) || now >= deadline;
		if (due && slice.turn >= 0 && !slice.over && !slice.paused) return [await this.runTurn()];
		return [];
	}

	/** The world, for the GM's eyes; for a blind GM, opening it first tells the table (`core/gm-peek`). */
	async godView(): Promise<HiddenPosition | null> {
		const slice = await this.slice();
		if (typeof this.o.blind === 'function' ? this.o.blind() : this.o.blind) await this.peek();
		return slice.turn >= 0 ? this.#current(slice) : null;
	}

	/** The set-up choices the seats have sealed so far, opened here and checked, by seat (the GM's preview before the start). */
	async setupChoices(): Promise<Record<SeatId, unknown>> {
		const { used } = await collectSetup(this.o.game, this.o.keys.orders, this.o.domain, await this.slice(), this.#byId());
		return choicesOf(used);
	}

	/** The set-up; seats that never showed their contribution are named in it. */
	async setUp(): Promise<GameEvent> {
		const slice = await this.slice();
		const { event, position } = await gmSetUp(this.o.game, this.o.ctx, this.o.keys, this.o.domain, slice, this.#id(), this.#byId(), this.o.gmPlays?.() ?? []);
		this.#position = position;
		return this.#append(event);
	}

	/** Runs the next turn now: seats that sealed nothing play their default, shown publicly. */
	async runTurn(adjustments: readonly unknown[] = []): Promise<GameEvent> {
		const slice = await this.slice();
		const at = await this.#current(slice);
		const { event, position } = await gmRunTurn(this.o.game, this.o.keys, this.o.domain, slice, at, this.#byId(), this.#id(), adjustments, this.o.bots?.() ?? []);
		this.#position = position;
		return this.#append(event);
	}

	/** A player's lost phone: its new box key (and device), then its latest report sealed to it. */
	async rebind(seat: SeatId, key: string, device?: string): Promise<GameEvent[]> {
		const rebind = this.#append(await gmEvent(this.o.keys, this.o.domain, this.#id(), HIDDEN_KINDS.rebind, device ? { seat, key, device } : { seat, key }));
		const slice = await this.slice();
		const at = await this.#current(slice);
		return [rebind, this.#append(await gmResend(this.o.game, this.o.keys, this.o.domain, slice, at, seat, this.#id()))];
	}

	async #signed(kind: string, data: object): Promise<GameEvent> {
		return this.#append(await gmEvent(this.o.keys, this.o.domain, this.#id(), kind, data));
	}

	/** Opening the god view: every phone shows that the GM looked. */
	async peek(): Promise<GameEvent> {
		return this.#signed(HIDDEN_KINDS.peek, { turn: (await this.slice()).turn });
	}

	/** The deadline of the next turn (ms since the epoch), or none; every phone shows it. */
	async setDeadline(at: number | null): Promise<GameEvent> {
		return this.#signed(HIDDEN_KINDS.deadline, { turn: (await this.slice()).turn + 1, at });
	}

	/** A correction applied before the next turn resolves: `reason` in the clear, `change` sealed. */
	async correct(reason: string, change: unknown): Promise<GameEvent> {
		return this.#append(await gmCorrect(this.o.keys, this.o.domain, await this.slice(), this.#id(), reason, change));
	}

	pause(paused: boolean): Promise<GameEvent> {
		return this.#signed(HIDDEN_KINDS.pause, { paused });
	}

	async escrow(coGm: string): Promise<GameEvent> {
		return this.#signed(HIDDEN_KINDS.escrow, await escrowData(this.o.keys, this.o.domain, coGm));
	}

	/** The GM role moves to another device (after an escrow to it); this phone should then forget its keys. */
	handOver(device: string): Promise<GameEvent> {
		return this.#signed(HIDDEN_KINDS.handOver, { device });
	}

	/** This phone takes the GM role over (restored from the backup, or a co-GM with the escrow). */
	takeover(device: string): Promise<GameEvent> {
		return this.#signed(HIDDEN_KINDS.takeover, { device });
	}

	async reveal(): Promise<GameEvent> {
		return this.#append(await gmReveal(this.o.keys, this.o.domain, this.#id()));
	}
}
