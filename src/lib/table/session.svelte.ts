import { fairInitial, fairStep, gameDomain, genesisHolders, historyLine, LogFolder, reject, UNDO, type FairGame, type FairState, type Folded, type GameEvent, type Rejection, type SeatId, type SeatInfo } from '$engine/core';
import type { FairPlay } from '$lib/fairplay/fairPlay';
import type { PlayedGame } from '$lib/fairplay/playedGame';
import type { GameMeta } from '$lib/store/gameDoc';
import type { GameLog } from '$lib/store/gameLog';
import { GmVerdicts } from '$lib/hidden/gmVerdicts';
import type { HiddenTable } from '$lib/hidden/hiddenTable';
import { Redraws } from '$lib/timing/redraws';
import { Shown } from '$lib/timing/shown.svelte';
import { DecodedLog } from './decodedLog';
import { FirstById, madeByText, undoLine, whoMade } from './historyText';
import { findRedoTarget, findUndoTarget } from './undoTargets';
import type { HistoryEntry, TableSession } from './types';

/**
 * One open game: reads the game's log (`GameLog`, src/lib/store/gameLog.ts), folds its log through the engine on every change (local
 * or remote) and appends this device's moves. The log is the truth; everything here is derived.
 * `game` is the engine that plays it (the caller finds it by `meta.game`, see openSession.ts).
 * Built in two steps by its owner (src/lib/root/playSession.ts): the session reads the log; its fair
 * play, built next on the session (a `PlayedGame`), is handed to `start`, which folds and follows the log.
 * Data flows one way: the session folds the log (with fair play's verdicts) and publishes each fold
 * (`onFold`); the protocols react by appending to the log, which the session folds again.
 */
export class GameSession implements TableSession, PlayedGame {
	readonly gameId: string;
	readonly game: FairGame;
	readonly meta: GameMeta;
	#fair: FairPlay | null = null;
	#gameLog: GameLog;
	#folder: LogFolder<FairState>;
	/** Who hears each fold (fair play's protocols). */
	#listeners: ((state: FairState) => void)[] = [];
	#decoded: DecodedLog;
	/** A hidden game's GM signatures, checked asynchronously (null: the game has no game master). */
	readonly #gm: GmVerdicts | null;
	/** A hidden game's device side (set by the composition root, src/lib/root/playSession.ts), which its screens read. */
	hidden: HiddenTable | null = null;
	#firstById = new FirstById();
	/** When the screen is told of a fold (fair play holds it while a roll's part is signed or checked). */
	readonly redraws = new Redraws();
	readonly #shown = new Shown<Folded<FairState>>(this.redraws, { state: fairInitial(null), outcomes: [] });
	/**
	 * The game's own state alone feeds the view: a step of a fair roll or a signature check (the
	 * fair-play layer) changes the fold, not this, and redraws nothing of the game.
	 */
	#gameState = $derived(this.#shown.value.state.game);
	/** The last fold, as it is now (the screen reads `#shown`). */
	get #folded(): Folded<FairState> {
		return this.#shown.value;
	}
	#seats = $state.raw<SeatInfo[]>([]);
	#refoldQueued = false;
	#toast = $state<{ message: string; id: number } | null>(null);
	#unobserve = () => {};
	#onChange: ((s: GameSession, local: boolean) => void) | undefined;
	actingSeat = $state<SeatId | null>(null);
	/** Every seat: what a device plays until its player picks (the device that made the game). */
	readonly #allSeats: SeatId[];
	#mySeats = $state<SeatId[]>([]);
	#chosen = false;

	constructor(gameLog: GameLog, game: FairGame, onChange?: (s: GameSession, local: boolean) => void) {
		const meta = gameLog.meta();
		if (!meta) throw new Error('This game file has no description (meta).');
		if (meta.game !== game.id) throw new Error(`This is a game of "${meta.game}", not of "${game.id}".`);
		this.#gameLog = gameLog;
		this.meta = meta;
		this.game = game;
		this.gameId = game.id;
		this.#onChange = onChange;
		this.#seats = gameLog.seats();
		const bound = genesisHolders(meta.genesis, this.#seats.map((s) => s.id));
		this.#gm = game.hidden ? new GmVerdicts(gameDomain(meta)) : null;
		const step = fairStep(game, undefined, { gmSig: this.#gm?.sigs.check });
		this.#folder = new LogFolder(game, fairInitial(game.setup({ options: meta.options, seats: this.#seats }), bound, this.#seats.map((s) => s.id)), 256, step);
		this.#decoded = new DecodedLog(gameLog, meta);
		this.#allSeats = this.#seats.map((s) => s.id);
		this.#mySeats = this.#allSeats;
		this.actingSeat = this.#allSeats[0] ?? null;
	}

	/**
	 * Folds the log with the verdicts of `fair` (this session's fair play, built on it) and follows
	 * the log from now on. Once: the session plays with one fair play.
	 */
	start(fair: FairPlay) {
		if (this.#fair) throw new Error('This session has started already.');
		this.#fair = fair;
		const gameLog = this.#gameLog;
		// what fair play learns that changes the fold's verdicts (a check finished) folds again
		fair.onStale(() => this.refold());
		this.refold();
		const stopLog = gameLog.observe((local) => {
			this.#decoded.update();
			if (local) return this.#refoldSoon();
			this.refold();
			this.#onChange?.(this, false);
		});
		const stopSeats = gameLog.observeSeats(() => {
			this.#seats = gameLog.seats();
		});
		this.#unobserve = () => {
			stopLog();
			stopSeats();
		};
	}

	/** The log's events, decoded. */
	get #log(): GameEvent[] {
		return this.#decoded.events;
	}

	/**
	 * A move of this device is folded right after its transaction, not inside it: Yjs calls this
	 * observer before it hands the update to the transports, and the other phones need the move
	 * more than this one needs its refold (which shows the same move a millisecond later).
	 */
	#refoldSoon() {
		if (this.#refoldQueued) return;
		this.#refoldQueued = true;
		queueMicrotask(() => {
			this.#refoldQueued = false;
			this.refold();
			this.#onChange?.(this, true);
		});
	}

	/** Signatures, seat bindings, sealed orders and fair rolls (src/lib/fairplay), given to `start`. */
	get fair(): FairPlay {
		if (!this.#fair) throw new Error('This session has not started: it has no fair play yet.');
		return this.#fair;
	}

	/** `listener` hears the state of every fold, as it ends (fair play's protocols react to it). */
	onFold(listener: (state: FairState) => void): () => void {
		this.#listeners = [...this.#listeners, listener];
		return () => {
			this.#listeners = this.#listeners.filter((l) => l !== listener);
		};
	}

	/** Folds the log again (when it changed, or fair play's verdicts did). */
	refold() {
		// the screen is told of the fold as it ends, or once the part of a roll it started is sent
		// (fair play holds the redraw meanwhile: timing/redraws.ts)
		this.redraws.during(() => {
			// a refold that changed nothing (a signature found good) gives the same result: nothing redraws
			// what the decoded log only added to is neither compared nor copied again (an append costs what it adds)
			const kept = this.#decoded.takeKept();
			let verdicts = this.fair.verdicts(this.#log, kept);
			this.fair.folding();
			let unchanged = Math.min(kept, this.fair.unchanged);
			if (this.#gm) ({ verdicts, kept: unchanged } = this.#gm.apply(this.#log, verdicts, unchanged));
			this.#shown.value = this.#folder.fold(this.#log, verdicts, unchanged);
			this.#gm?.checkSoon(() => this.refold());
			const state = this.#folded.state;
			for (const listener of this.#listeners) listener(state);
			if (!this.#chosen) this.#leaveSeatsHeldElsewhere();
		});
	}

	/** The seats this device plays (set when its player picks; the fair-play layer asks for them at once). */
	get mySeats(): SeatId[] {
		return this.#mySeats;
	}

	set mySeats(seats: SeatId[]) {
		this.#chosen = true;
		this.#mySeats = seats;
		this.fair.seatsChosen();
	}

	/** The seats fair play acts for: those the player picked, every seat until then (pass and play). */
	get fairSeats(): SeatId[] {
		return this.#chosen ? this.#mySeats : this.#allSeats;
	}

	/**
	 * A device that plays every seat because it made the game (no pick) stops offering a seat another
	 * device now holds (handed over to a phone that joined).
	 */
	#leaveSeatsHeldElsewhere() {
		// before this device's key is loaded, every held seat looks held elsewhere
		if (this.fair.publicKey === null) return;
		const offered = this.#allSeats.filter((s) => this.fair.holder(s).kind !== 'other');
		if (offered.join('\n') === this.#mySeats.join('\n')) return;
		this.#mySeats = offered;
		if (this.actingSeat === null || !offered.includes(this.actingSeat)) this.actingSeat = offered[0] ?? null;
	}

	/** The game's log, for the table's sync (src/lib/root/openTable.ts). */
	get gameLog(): GameLog {
		return this.#gameLog;
	}
	get title() {
		return this.meta.title;
	}
	get options() {
		return this.meta.options;
	}
	get seats() {
		return this.#seats;
	}
	/** The game's state: on the screen as it was last shown, to code as it is now. */
	get state() {
		return $effect.tracking() ? this.#gameState : this.#folded.state.game;
	}
	get log(): readonly GameEvent[] {
		return this.#log;
	}
	get outcomes() {
		return this.#folded.outcomes;
	}
	/** The state of the last fold, the fair-play layer's included. */
	get folded(): FairState {
		return this.#folded.state;
	}
	view = $derived.by(() => this.game.view(this.#gameState, this.actingSeat));
	status = $derived.by(() => this.game.status?.(this.#gameState) ?? { phase: 'playing' as const });
	prompt = $derived.by(() => this.game.prompt?.(this.#gameState) ?? null);

	get history(): HistoryEntry[] {
		return this.historyRange(0, this.#log.length);
	}

	/** History entries in [from, to) of the log, newest last. */
	historyRange(from: number, to: number): HistoryEntry[] {
		const { outcomes } = this.#folded;
		const state = this.#folded.state.game;
		const out: HistoryEntry[] = [];
		for (let i = Math.max(0, from); i < Math.min(to, this.#log.length); i++) {
			const event = this.#log[i];
			if (outcomes[i]?.kind !== 'rejected' && this.fair.isQuiet(event)) continue;
			const by = whoMade(this.#log, i, this.fair.auth, this.fair.deviceNames, this.seatName(event.seat));
			out.push({ index: i, event, outcome: outcomes[i], text: this.describe(event, state), who: madeByText(by), by });
		}
		return out;
	}

	/** The history line of an event. Total: whatever the log holds (undo cycles, junk data), a line. */
	describe(event: GameEvent, state: unknown = this.#folded.state.game): string {
		if (event.kind === UNDO) return undoLine(event, (id) => this.#firstById.find(this.#log, id), (e) => this.#describeMove(e, state));
		return this.#describeMove(event, state);
	}

	#describeMove(event: GameEvent, state: unknown): string {
		try {
			const fair = this.fair.describe(event, state);
			if (fair !== null) return fair;
		} catch {
			return event.kind;
		}
		return historyLine(this.game, state, event);
	}

	seatName(seat: SeatId | null): string {
		return seat === null ? 'Table' : (this.#seats.find((s) => s.id === seat)?.name ?? seat);
	}

	// derived, so that a move which leaves them as they were redraws nothing that reads them
	canUndo = $derived.by(() => this.#undoTarget() !== null);
	canRedo = $derived.by(() => this.#redoTarget() !== null);

	#undoTarget() {
		return findUndoTarget(this.#log, this.#folded.outcomes, this.#undoSeats(), this.game);
	}

	#redoTarget() {
		return findRedoTarget(this.#log, this.#folded.outcomes);
	}

	#undoSeats(): (SeatId | null)[] {
		return [...this.mySeats, null];
	}

	/** A move of this device's player, as `actingSeat` by default: fair play checks it, then signs and appends it (or says why not). */
	act(kind: string, data: unknown, seat: SeatId | null = this.actingSeat): Rejection | null {
		return this.fair.move(kind, data, seat);
	}

	undo(): Rejection | null {
		const target = this.#undoTarget();
		if (!target) return reject('table/nothing-to-undo', 'There is nothing of yours to undo.');
		return this.act(UNDO, { target: target.id }, target.seat);
	}

	redo(): Rejection | null {
		const undo = this.#redoTarget();
		if (!undo) return reject('table/nothing-to-redo', 'There is nothing to redo.');
		return this.act(UNDO, { target: undo.id }, undo.seat);
	}

	get toast() {
		return this.#toast;
	}
	notify(message: string) {
		this.#toast = { message, id: Date.now() };
	}

	/** Stops following the log (its fair play is its owner's to take down, before this). */
	destroy() {
		this.#unobserve();
	}
}
