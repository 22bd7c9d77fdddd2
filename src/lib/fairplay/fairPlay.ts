import { fairDice, fingerprint, gameDomain, sameFairLayer, verifyGameFile, type AuthResult, type FairState, type GameEvent, type Rejection, type RollResult, type SealedStep, type SeatAsk, type SeatId, type Verdicts, type VerifyReport } from '$engine/core';
import { DeviceNames } from './deviceNames';
import { HeadKeeper } from './headKeeper';
import { CheckSchedule, waitsOnChecks } from './checkSchedule';
import { FairDice, type RollAsk } from './dice/dice';
import { FairView } from './fairView.svelte';
import { RollHolds } from './dice/rollHolds';
import { Outbox } from './outbox';
import { RollsView, type RoundView } from './dice/rollsView';
import { SealedOrders } from './sealed/sealedOrders';
import { Seats, type Holder } from './seats/seats';
import { SigningChain } from './signingChain';
import type { FairPlayParts, PlayedGame } from './playedGame';
import type { DeviceProtocol, MoreProtocols, Reaction } from './reaction';

export { ROLL_UNDER_WAY } from './dice/dice';
export type { Holder, RoundView };

/**
 * Fair play for one open game, as the table and game screens use it: this device's key and the
 * signature of everything it appends (signingChain.ts, outbox.ts), the check of everything it
 * receives (checkSchedule.ts), and the device side of each table protocol, which reacts to every
 * fold the game publishes: seat binding (seats/), sealed orders (sealed/) and fair rolls (dice/).
 */
export class FairPlay {
	readonly domain: string;
	readonly #table: PlayedGame;
	readonly #view: FairView;
	readonly #checks: CheckSchedule;
	readonly #chain: SigningChain;
	readonly #seats: Seats;
	readonly #moves: Outbox;
	readonly #sealed: SealedOrders;
	readonly #rolls: RollsView;
	readonly #dice: FairDice;
	/** Background jobs wait while a roll is under way here (rollHolds.ts). */
	readonly #rollHolds = new RollHolds();
	/** The names devices gave themselves in the log (History's "by Ana's phone for Bo"). */
	readonly deviceNames = new DeviceNames();
	/** The heads of the devices' hash chains: sent, received, stored (headKeeper.ts). */
	readonly heads: HeadKeeper;
	/** The device side of each table protocol, in the order they react to a fold. */
	readonly #protocols: readonly DeviceProtocol[];
	#stale: () => void = () => {};
	readonly #unfollow: () => void;
	#destroyed = false;

	/** Built on the game it serves, with what the composition root hands it (`parts`: the sink, the device's name, where it joined). */
	constructor(table: PlayedGame, parts: FairPlayParts & MoreProtocols) {
		const sink = parts;
		this.#table = table;
		this.domain = gameDomain(table.meta);
		const view = (this.#view = new FairView(table.redraws));
		this.#checks = new CheckSchedule(this.domain, table, view, () => this.#stale());
		this.#chain = new SigningChain(this.domain, table, sink, view, this.#checks);
		this.#seats = new Seats(table, view, this.#chain, parts.joinedHere);
		this.#moves = new Outbox(table, sink, view, this.#chain, this.#seats, parts.deviceName);
		this.#sealed = new SealedOrders(table, view, this.#seats, this.#moves);
		this.#rolls = new RollsView(table, view);
		this.#dice = new FairDice(table, view, this.#chain, this.#seats, this.#moves, this.#rolls);
		this.#protocols = [this.#seats, this.#dice, this.#sealed, ...(parts.protocols?.((r) => this.#append(r)) ?? [])];
		this.heads = new HeadKeeper(table, sink, this.#chain, this.#checks, () => this.auth.signed);
		this.#unfollow = table.onFold((state) => this.#folded(state));
		this.#chain.keysReady.then(
			(keys) => {
				// taken down before its key was loaded (the table was left, or could not be built)
				if (this.#destroyed) return;
				view.publicKey = keys.publicKey;
				this.#chain.chain.recall(keys.publicKey);
				this.#stale();
				// a head the page closed on before it reached the stored document
				this.heads.store();
			},
			(err: unknown) => {
				view.unavailable = err instanceof Error ? err.message : String(err);
			}
		);
		// First in the chain, so that no move of this device can come before the claims.
		void this.#seats.claimAtStart();
	}

	/** This device's public key, once loaded. */
	get publicKey(): string | null {
		return this.#view.publicKey;
	}

	/** Why this device cannot sign (no WebCrypto: an insecure page), or ''. */
	get unavailable(): string {
		return this.#view.unavailable;
	}

	/** Seat holders and signature checks of the last fold. */
	get auth(): AuthResult {
		return this.#view.auth;
	}

	/** This device's fingerprint, for people to compare. */
	get fingerprint(): string {
		return this.publicKey ? fingerprint(this.publicKey) : '';
	}

	// ---- the fold ------------------------------------------------------------------------------

	/**
	 * `fold` is called when the fold's inputs changed here (a signature check finished, this device's
	 * key loaded, a batch signed ahead went into the log): the game that folds (the session) folds
	 * again. Fair play never calls into it otherwise.
	 */
	onStale(fold: () => void) {
		this.#stale = fold;
	}

	/** How many entries at the start the last `verdicts` kept as they were, with their verdicts. */
	get unchanged(): number {
		return this.#checks.unchanged;
	}

	/**
	 * Verdicts for the fold: signatures and seat bindings. Unchecked signatures are checked soon.
	 * `kept`: how many entries at the start are those of the last call (not compared again).
	 */
	verdicts(log: readonly GameEvent[], kept?: number): Verdicts {
		const verdicts = this.#checks.verdicts(log, kept);
		this.#chain.folded();
		// a roll or sealed orders under way (or starting with what arrived) wait on these checks: they
		// go to the crypto thread now, and run there while this thread folds and draws (the reaction
		// to the fold would start them after that)
		const fair = this.#view.fair;
		if (this.#checks.queued && !this.#chain.busy && ((fair && waitsOnChecks(fair)) || this.#checks.started)) void this.#checks.flush();
		return verdicts;
	}

	/** After every fold of the game (it publishes each): runs the protocols that go by themselves. */
	#folded(state: FairState) {
		if (!sameFairLayer(this.#view.fair, state)) this.#view.fair = state;
		this.#rolls.folded(state);
		if (this.#destroyed) return;
		this.#rollHolds.update(Object.keys(fairDice.of(state).rounds));
		// What this device must sign now goes to the crypto thread first, and is sent (the transport
		// encrypts it on that thread too); then the checks of what arrived.
		this.#react(state);
		// a move signed while the checks ran goes with the fold that found them done, and is folded
		// at once: the page draws the two folds once
		if (this.#chain.afterFold()) {
			this.#stale();
			return;
		}
		if (!this.#checks.queued) return;
		// while a roll or sealed orders wait on the checks, they run at once
		if (this.#chain.busy) void this.#chain.idle().then(() => this.#checks.flush());
		else if (waitsOnChecks(state)) void this.#checks.flush();
		else this.#checks.flushSoon();
	}

	/** What each protocol must sign now goes through the one chain, in the order they ask. */
	#react(state: FairState) {
		const me = this.#chain.keys?.publicKey;
		if (!me) return;
		this.#moves.flushWaiting(me);
		if (!this.auth.signed) return;
		const fold = { state, me, checked: this.auth.pending === 0 };
		for (const protocol of this.#protocols) for (const r of protocol.react(fold)) this.#append(r);
	}

	#append({ build, options, done }: Reaction) {
		const sent = this.#chain.append(build, options);
		if (done) void sent.then(done);
	}

	// ---- this device's moves -------------------------------------------------------------------

	/** Moves handed in but not in the log yet: the next move is checked as if they were. */
	get unsent(): readonly GameEvent[] {
		return this.#moves.unsent;
	}

	/**
	 * A move of this device's player: refused when this device never may act as `seat` or the game
	 * refuses it (after this device's moves still being signed); else signed and appended.
	 */
	move(kind: string, data: unknown, seat: SeatId | null): Rejection | null {
		return this.#moves.move(kind, data, seat);
	}

	// ---- seats ---------------------------------------------------------------------------------

	seatName(seat: SeatId | null): string {
		return this.#seats.seatName(seat);
	}

	holder(seat: SeatId): Holder {
		return this.#seats.holder(seat);
	}

	/** Requests for seats this device holds that wait for its player's answer. */
	get requests(): SeatAsk[] {
		return this.#seats.requests;
	}

	/** Seats this device asked for and does not hold yet, with the seats of the device that holds each. */
	get awaitedSeats(): { seat: SeatId; holderSeats: SeatId[] }[] {
		return this.#seats.awaited;
	}

	/**
	 * The player picked seats (the session's mySeats changed): asks for them now, not at the next
	 * fold, which may be long in coming when the other devices wait for this one.
	 */
	seatsChosen() {
		const me = this.#chain.keys?.publicKey;
		if (me && this.auth.signed && this.#view.fair && !this.#destroyed) this.#seats.ask(this.#view.fair, me);
	}

	handOver(ask: SeatAsk) {
		this.#seats.handOver(ask);
	}

	/** Leaves a request unanswered on this device (the asking device keeps waiting, and can ask again). */
	refuse(ask: SeatAsk) {
		this.#seats.refuse(ask);
	}

	// ---- sealed orders -------------------------------------------------------------------------

	/** The step of the game now taking sealed orders, if any. */
	get sealedStep(): SealedStep | null {
		return this.#sealed.step;
	}

	/** Seats of the current sealed step that have committed. */
	get committed(): SeatId[] {
		return this.#sealed.committed;
	}

	/** Seals `seat`'s orders for the current step (sealedOrders.ts). */
	seal(seat: SeatId, orders: unknown): Promise<Rejection | null> {
		return this.#sealed.seal(seat, orders);
	}

	// ---- dice ----------------------------------------------------------------------------------

	/** Devices (distinct keys) holding seats: a fair roll needs more than one. */
	get devices(): number {
		return this.#dice.devices;
	}

	/** A roll for the game, fair between phones or on this device alone (dice.ts). */
	roll(opts: RollAsk): Rejection | null {
		return this.#dice.roll(opts);
	}

	/** Settles a stalled fair roll with physical dice typed in by hand (logged as such). */
	settleByHand(round: string, values: number[]): Rejection | null {
		return this.#dice.settleByHand(round, values);
	}

	/** Fair rolls under way, with the devices they wait for (and this device's rolls still being sent). */
	get rounds(): RoundView[] {
		return this.#rolls.rounds;
	}

	/** Rolls under way for any of these moves of the game; with `data`, only for moves with these values. */
	rollsFor(kinds: readonly string[], data?: Readonly<Record<string, unknown>>): RoundView[] {
		return this.#rolls.rollsFor(kinds, data);
	}

	/** The rolls under way that screens show (under way for a moment already, rollsView.ts), for these moves if given. */
	shownRolls(kinds?: readonly string[]): RoundView[] {
		return kinds ? this.#rolls.shownRollsFor(kinds) : this.#rolls.shownRounds;
	}

	/** A game screen shows its own rolls of these kinds while under way; call the result to stop. */
	showInPlace(kinds: readonly string[]): () => void {
		return this.#rolls.showInPlace(kinds);
	}

	/** Whether a game screen shows this roll where it was asked for. */
	shownInPlace(round: RoundView): boolean {
		return this.#rolls.shownInPlace(round);
	}

	/** The latest finished rolls, newest last. */
	get rolls(): readonly RollResult[] {
		return this.#rolls.rolls;
	}

	// ---- the history and the verify screen -----------------------------------------------------

	/** Re-verifies the whole game as it is on this device (what "Verify" shows). */
	verify(): Promise<VerifyReport> {
		const { meta, game } = this.#table;
		// with the heads this phone holds and the log does not have yet
		const log = [...this.#table.log, ...this.#chain.chain.unstored(this.#table.log)];
		return verifyGameFile({ meta, seats: this.#table.seats, log }, game);
	}

	describe(event: GameEvent, state: unknown): string | null {
		return this.#rolls.describe(event, state, (s) => this.seatName(s));
	}

	isQuiet(event: GameEvent): boolean {
		return this.#rolls.isQuiet(event);
	}

	/** Resolves once every move asked for so far is signed and in the log (or given up). */
	settled(): Promise<void> {
		return this.#chain.idle();
	}

	destroy() {
		this.#unfollow();
		this.heads.close();
		this.#destroyed = true;
		this.#checks.destroy();
		this.#chain.destroy();
		this.#moves.destroy();
		this.#rolls.destroy();
		this.#rollHolds.destroy();
		for (const p of this.#protocols) p.destroy?.();
	}
}
