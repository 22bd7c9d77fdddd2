import {
	announcedKeys,
	applyEvent,
	Authenticator,
	canonicalJson,
	diceCommitment,
	FAIR_KINDS as K,
	FAIR_REJECTIONS,
	fairStep,
	fingerprint,
	gameDomain,
	keyRef,
	ordersCommitment,
	randomToken,
	reject,
	sameFairLayer,
	SignatureVerifier,
	signEvent,
	validDice,
	verifyGameFile,
	type AuthResult,
	type DeviceKeys,
	type DiceRound,
	type FairGame,
	type FairLayer,
	type FairState,
	type GameEvent,
	type Outcome,
	type Rejection,
	type Roll,
	type RollResult,
	type RollThen,
	type SealedStep,
	type SeatAsk,
	type SeatId,
	type SeatInfo,
	type Verdicts,
	type VerifyReport
} from '$engine/core';
import { untrack } from 'svelte';
import { afterPaint } from '$lib/app/afterPaint';
import { getStore } from '$lib/app/storage.svelte';
import { randomId } from '$lib/store/codec';
import type { GameMeta } from '$lib/store/gameDoc';
import { rollDeviceDice } from '$lib/table/deviceDice';
import { describeFair, isQuiet } from './describe';
import { FairView, type Asking } from './fairState.svelte';
import { OwnEvents, plainData } from './ownEvents';
import { deleteSecret, deviceKeys, getSecret, putSecret } from './keyStore';

/** What the fair-play controller needs of the session it serves (read when needed: they change). */
export interface FairHost {
	readonly meta: GameMeta;
	readonly game: FairGame;
	seats(): SeatInfo[];
	log(): readonly GameEvent[];
	outcomes(): readonly Outcome[];
	/** The state of the last fold, the game's included. */
	state(): FairState;
	mySeats(): SeatId[];
	/** Folds the log again (a signature check finished). */
	refold(): void;
	/** Appends signed events to the game document, as this device. */
	append(events: GameEvent[]): void;
	notify(message: string): void;
}

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

/** A seat's holder, as this device sees it. */
export type Holder = { kind: 'me' } | { kind: 'other'; fingerprint: string } | { kind: 'nobody' };

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

/** A game roll asked for while the same move's roll is still under way. */
export const ROLL_UNDER_WAY = 'table/roll-under-way';

/** How long a move waits for its seat to be handed to this device before it is dropped. */
const SEAT_WAIT_MS = 15_000;

interface Waiting {
	event: GameEvent;
	since: number;
}

/** Whether a protocol under way (a fair roll, sealed orders) waits for signatures to be checked. */
function waitsOnChecks(state: FairLayer): boolean {
	return state.sealed !== null || Object.keys(state.rounds).length > 0;
}

/** How long a roll's contribution stays in memory only (keyStore.putSecret's `lazy`). */
const DICE_SECRET_LAZY_MS = 500;

/** Where a device keeps its contribution to a roll until it reveals it. */
function diceSecret(round: string, publicKey: string): string {
	return `dice|${round}|${keyRef(publicKey)}`;
}

/** The time of a new event, to the second the log stores, so its signature survives the trip. */
function logTime(created: number): number {
	return created + Math.max(0, Math.round((Date.now() - created) / 1000)) * 1000;
}

/**
 * Fair play for one open game: this device's key, the signature of everything it appends, the
 * asynchronous check of everything it receives, the seats it holds, and the protocols that run by
 * themselves (claiming at creation, asking for and handing over seats, revealing sealed orders once
 * everyone has committed, taking part in fair rolls).
 */
export class FairPlay {
	readonly domain: string;
	readonly #host: FairHost;
	readonly #verifier: SignatureVerifier;
	/** Seat bindings and signature verdicts, read on from the last fold when the log only grew. */
	readonly #authenticator = new Authenticator();
	/** Ids bound to this device and `after` for what it signs (no copy placed elsewhere can steer it). */
	readonly #own = new OwnEvents();
	#keys: DeviceKeys | null = null;
	#keysReady: Promise<DeviceKeys>;
	/** Appends happen one after the other, in the order they were asked for. */
	#chain: Promise<void> = Promise.resolve();
	/** Reactions under way, so the next fold does not start them again. */
	#busy = new Set<string>();
	#waiting: Waiting[] = [];
	#flushing = false;
	#flushed: Promise<void> = Promise.resolve();
	#flushScheduled = false;
	#destroyed = false;
	#deviceSent = false;
	#rolls = new Map<string, RollResult>();
	/** Reveals of rolls this device opened, signed in advance, held back until every other part is in. */
	#presigned = new Map<string, Promise<GameEvent[] | null>>();
	#refused = new Set<string>();
	/** Events handed to the chain and not yet in the log (for checking the next move against them). */
	#unsent: GameEvent[] = [];
	/** Appends handed to the chain and not done yet. */
	#inChain = 0;
	/**
	 * The session's seats before anyone chose (all of them): a device asks for seats only once its
	 * player has picked (the join flow sets mySeats), or when it moves for a seat it lacks.
	 */
	readonly #defaultSeats: SeatId[];
	#wanted = new Set<SeatId>();

	readonly #view = new FairView();
	/** The fold's step (fair-play layer over the game), to check a roll's move before opening it. */
	readonly #step: ReturnType<typeof fairStep>;

	constructor(host: FairHost) {
		this.#host = host;
		this.#defaultSeats = host.mySeats();
		this.domain = gameDomain(host.meta);
		this.#verifier = new SignatureVerifier(this.domain);
		if (host.meta.genesis) this.#verifier.learnKey(host.meta.genesis.key);
		this.#step = fairStep(host.game);
		this.#keysReady = deviceKeys();
		this.#keysReady.then(
			(keys) => {
				this.#keys = keys;
				this.#view.publicKey = keys.publicKey;
				this.#host.refold();
			},
			(err: unknown) => {
				this.#view.unavailable = err instanceof Error ? err.message : String(err);
			}
		);
		// First in the chain, so that no move of this device can come before the claims.
		void this.#once('claim', async () => {
			// a game with a genesis had its seats bound when it was made
			if (host.meta.genesis || host.log().length > 0 || (await joinedHere(host.meta.tableId))) return [];
			const me = this.#keys!.publicKey;
			return host.seats().map((seat) => ({ id: randomId(8), seat: seat.id, kind: K.claim, data: { seat: seat.id, publicKey: me }, at: 0 }));
		});
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

	// ---- the fold ------------------------------------------------------------------------------

	/** Verdicts for the fold: signatures and seat bindings. Unchecked signatures are checked soon. */
	verdicts(log: readonly GameEvent[]): Verdicts {
		this.#verifier.learnKeys(log);
		const auth = this.#authenticator.run(log, this.#host.seats().map((s) => s.id), this.#verifier.check, this.#verifier.answers, this.#host.meta.genesis);
		this.#view.auth = auth;
		this.#own.folded();
		// a roll or sealed orders under way wait on these checks: they go to the crypto thread now,
		// and run there while this thread folds and draws (afterFold would start them after that)
		const fair = this.#view.fair;
		if (this.#verifier.queued && this.#inChain === 0 && fair && waitsOnChecks(fair)) void this.#flush();
		return auth.verdicts;
	}

	async #flush() {
		if (this.#flushing) return this.#flushed;
		this.#flushing = true;
		this.#flushed = (async () => {
			try {
				await this.#verifier.flush();
			} finally {
				this.#flushing = false;
			}
			if (!this.#destroyed) this.#host.refold();
		})();
		return this.#flushed;
	}

	/**
	 * Waits until no signature of the log is unchecked (and the fold has read the answers), so that
	 * what this device signs next names every event it has seen (a forged one would void it).
	 */
	async #checked() {
		for (let i = 0; i < 3 && this.auth.pending > 0 && !this.#destroyed; i++) await this.#flush();
	}

	/** Called by the session after every fold: runs the protocols that go by themselves. */
	afterFold(state: FairState) {
		if (!sameFairLayer(this.#view.fair, state)) this.#view.fair = state;
		let added = false;
		for (const r of state.rolls) {
			if (!this.#rolls.has(r.by)) {
				this.#rolls.set(r.by, r);
				added = true;
			}
		}
		if (added) this.#view.version++;
		if (this.#view.asking.length > 0) this.#forgetAsked();
		if (this.#destroyed) return;
		// What this device must sign now goes to the crypto thread first, and is sent (the transport
		// encrypts it on that thread too); then the checks of what arrived.
		void this.#react(state);
		if (!this.#verifier.queued) return;
		if (this.#inChain > 0) void this.#chain.then(() => this.#flush());
		else if (waitsOnChecks(state)) void this.#flush();
		else this.#flushSoon();
	}

	/**
	 * Checks what arrived in the next task: a move from another phone is drawn first (it shows as
	 * unchecked until then). While a roll or sealed orders wait on the checks, they run at once.
	 */
	#flushSoon() {
		if (this.#flushScheduled) return;
		this.#flushScheduled = true;
		afterPaint(() => {
			this.#flushScheduled = false;
			void this.#flush();
		});
	}

	async #react(state: FairState) {
		if (!this.#keys) return;
		const me = this.#keys.publicKey;
		this.#flushWaiting(me);
		if (!this.auth.signed) return;
		this.#askForSeats(state, me);
		this.#answerAsks(state, me);
		// committing shows nothing; revealing waits until every signature in the log is checked, so
		// that a forged commitment cannot draw a reveal out early
		const checked = this.auth.pending === 0;
		this.#playDice(state, me, checked);
		if (checked) this.#revealOrders(state, me);
	}

	/**
	 * The player picked seats (the session's mySeats changed): asks for them now, not at the next
	 * fold, which may be long in coming when the other devices wait for this one.
	 */
	seatsChosen() {
		const me = this.#keys?.publicKey;
		if (me && this.auth.signed && this.#view.fair && !this.#destroyed) this.#askForSeats(this.#view.fair, me);
	}

	#askForSeats(state: FairLayer, me: string) {
		const chosen = this.#host.mySeats() === this.#defaultSeats ? [] : this.#host.mySeats();
		for (const seat of new Set([...chosen, ...this.#wanted])) {
			const holder = state.holders[seat];
			if (holder === me || !this.#host.seats().some((s) => s.id === seat)) continue;
			if (!holder) {
				// a game with a genesis bound its seats when it was made: a claim would only be refused
				if (this.#host.meta.genesis) continue;
				this.#once(`claim|${seat}`, () => (this.#view.fair?.holders[seat] ? [] : [{ id: randomId(8), seat, kind: K.claim, data: { seat, publicKey: me }, at: 0 }]));
				continue;
			}
			if (state.asks.some((a) => a.seat === seat && a.publicKey === me)) continue;
			this.#once(`ask|${seat}`, () => [{ id: randomId(8), seat, kind: K.ask, data: { seat, publicKey: me }, at: 0 }]);
		}
	}

	/**
	 * Asks for seats this device holds: handed over at once when this device does not play the seat
	 * (or it is pass-and-play and nobody has moved for the seat yet); otherwise the holder decides.
	 */
	#answerAsks(state: FairLayer, me: string) {
		for (const ask of this.#autoAnswerable(state, me)) {
			this.#once(`give|${ask.id}`, () => (this.#view.fair?.holders[ask.seat] === me ? [this.#handOverEvent(ask.seat, ask.publicKey)] : []));
		}
	}

	#autoAnswerable(state: FairLayer, me: string): SeatAsk[] {
		const all = this.#host.seats().length;
		const mine = this.#host.mySeats();
		return state.asks.filter((a) => {
			if (state.holders[a.seat] !== me || a.publicKey === me) return false;
			if (!mine.includes(a.seat)) return true;
			return mine.length === all && !this.#seatHasMoved(a.seat);
		});
	}

	#seatHasMoved(seat: SeatId): boolean {
		const log = this.#host.log();
		const outcomes = this.#host.outcomes();
		return log.some((e, i) => e.seat === seat && !e.kind.startsWith('core/') && outcomes[i]?.kind === 'applied');
	}

	#handOverEvent(seat: SeatId, to: string): GameEvent {
		return { id: randomId(8), seat, kind: K.handOver, data: { seat, publicKey: to }, at: 0 };
	}

	#revealOrders(state: FairState, me: string) {
		const step = this.sealedStep;
		const record = state.sealed;
		if (!step || !record || record.turn !== step.turn) return;
		if (step.seats.some((s) => !record.commits[s])) return;
		for (const seat of step.seats) {
			if (state.holders[seat] !== me || record.revealed.includes(seat)) continue;
			const what = `orders|${step.turn}|${seat}`;
			this.#once(`reveal|${what}`, async () => {
				const secret = await getSecret<{ orders: unknown; salt: string; kind: string }>(this.#host.meta.tableId, what);
				if (!secret) {
					this.#host.notify(`${this.seatName(seat)}'s sealed orders are not on this device any more: they cannot be revealed.`);
					return [];
				}
				return [{ id: randomId(8), seat, kind: K.reveal, data: { turn: step.turn, kind: secret.kind, orders: secret.orders, salt: secret.salt }, at: 0 }];
			}).then(async (sent) => {
				if (sent) await deleteSecret(this.#host.meta.tableId, what);
			});
		}
	}

	#playDice(state: FairState, me: string, checked: boolean) {
		const seat = this.#seatOf(state, me);
		if (seat === null) return;
		for (const round of Object.values(state.rounds)) {
			if (!round.participants.includes(me)) continue;
			const what = diceSecret(round.id, me);
			if (!round.commits[me]) {
				// The last device to commit sends its reveal with its commitment: every other part is fixed.
				// It waits for the others' commitments to be checked first (a commitment found forged later
				// would let its device commit again, knowing this one), except when the only other is the
				// opener's: a forged opening voids the whole roll.
				const mayReveal = (r: DiceRound) => r.participants.every((p) => p === me || r.commits[p]) && (this.auth.pending === 0 || r.participants.every((p) => p === me || p === r.opener));
				const last = round.participants.every((p) => p === me || round.commits[p]);
				if (last && !mayReveal(round)) continue;
				this.#once(`dice-commit|${round.id}`, () => {
					const contribution = randomToken(32);
					const now = this.#view.fair?.rounds[round.id];
					// the last to commit reveals at once, with no commitment of its own (it would bind nothing)
					if (now && mayReveal(now)) return [{ id: randomId(8), seat, kind: K.diceReveal, data: { round: round.id, contribution }, at: 0 }];
					void putSecret(this.#host.meta.tableId, what, contribution, DICE_SECRET_LAZY_MS);
					return [{ id: randomId(8), seat, kind: K.diceCommit, data: { round: round.id, hash: diceCommitment(round.id, contribution) }, at: 0 }];
				});
			} else if (checked && !round.reveals[me] && round.participants.every((p) => round.commits[p])) {
				const ready = this.#presigned.get(round.id);
				const reveal = ready
					? async () => (await ready) ?? []
					: async () => {
							const contribution = await getSecret<string>(this.#host.meta.tableId, what);
							if (!contribution) return [];
							return [{ id: randomId(8), seat, kind: K.diceReveal, data: { round: round.id, contribution }, at: 0 }];
						};
				this.#presigned.delete(round.id);
				void this.#once(`dice-reveal|${round.id}`, reveal).then(async (sent) => {
					if (sent) await deleteSecret(this.#host.meta.tableId, what);
				});
			}
		}
	}

	/** One seat this device holds (a device acts in a roll through any of its seats). */
	#seatOf(state: FairLayer, key: string): SeatId | null {
		return this.#host.seats().find((s) => state.holders[s.id] === key)?.id ?? null;
	}

	// ---- appending -----------------------------------------------------------------------------

	/**
	 * Runs `build` (at its turn in the chain) and signs and appends what it gives, one at a time per
	 * key. Resolves true when something was appended.
	 */
	#once(key: string, build: () => GameEvent[] | Promise<GameEvent[]>): Promise<boolean> {
		if (this.#busy.has(key)) return Promise.resolve(false);
		this.#busy.add(key);
		return this.#enqueue(build).finally(() => this.#busy.delete(key));
	}

	/**
	 * Builds and signs at once (signing runs beside whatever the page does next), and appends in the
	 * order things were asked for.
	 */
	#enqueue(build: () => GameEvent[] | Promise<GameEvent[]>): Promise<boolean> {
		this.#inChain++;
		const built = this.#build(build);
		// signed at its turn: what it names in `after` (this device's last event) is in the log by then
		const run = async (): Promise<boolean> => {
			const made = await built;
			if (made && this.auth.signed) await this.#checked();
			const events = made && (await this.#sign(made.keys, made.events));
			if (this.#destroyed || !events || events.length === 0) return false;
			this.#host.append(events);
			this.#own.appended(events);
			return true;
		};
		const next = this.#chain.then(run).catch((err: unknown) => {
			this.#host.notify(`This device could not sign a move (${err instanceof Error ? err.message : String(err)}).`);
			return false;
		});
		this.#chain = next.then(() => {
			this.#inChain--;
		});
		return next;
	}

	async #build(build: () => GameEvent[] | Promise<GameEvent[]>): Promise<{ keys: DeviceKeys; events: GameEvent[] } | null> {
		const keys = this.#keys ?? (await this.#keysReady.catch(() => null));
		if (!keys || this.#destroyed) return null;
		const built = build();
		return { keys, events: Array.isArray(built) ? built : await built };
	}

	/** Signs events in order (each names the one before in `after`); those signed in advance are kept. */
	async #sign(keys: DeviceKeys, events: GameEvent[]): Promise<GameEvent[]> {
		const at = logTime(this.#host.meta.created);
		const out: GameEvent[] = [];
		for (const e of events) {
			if (e.sig) {
				out.push(e);
				continue;
			}
			const event = this.#own.prepare(e, keys.publicKey, this.auth.signed ? this.auth.frontier : null, at, out[out.length - 1]);
			event.sig = await signEvent(keys, this.domain, event);
			this.#verifier.trust(event, keys.publicKey);
			out.push(event);
		}
		return out;
	}

	/** Builds and signs at once (a reveal signed in advance, sent later). */
	async #prepare(build: () => GameEvent[] | Promise<GameEvent[]>): Promise<GameEvent[] | null> {
		const made = await this.#build(build);
		return made && this.#sign(made.keys, made.events);
	}

	/** Moves handed in but not in the log yet: the next move is checked as if they were. */
	get unsent(): readonly GameEvent[] {
		return this.#unsent;
	}

	/**
	 * Whether this device may act as `seat` now, or once a seat it asked for arrives. A rejection
	 * when it never will (another device plays that seat).
	 */
	checkSeat(seat: SeatId | null): Rejection | null {
		if (!this.auth.signed || seat === null) return null;
		const me = this.publicKey;
		const holder = this.#view.fair?.holders[seat];
		if (holder === me || (holder !== undefined && this.#host.mySeats().includes(seat))) return null;
		if (holder === undefined && this.#host.mySeats().includes(seat)) return null;
		return reject('core/wrong-device', `This device does not hold ${this.seatName(seat)}'s seat.`);
	}

	/** Signs and appends a move the session has checked. Without WebCrypto, it goes unsigned. */
	submit(event: GameEvent) {
		if (this.unavailable) {
			if (this.auth.signed) {
				this.#host.notify(`This device cannot sign moves (${this.unavailable}), so it cannot play in this game.`);
				return;
			}
			this.#host.append([{ ...event, data: plainData(event.data), at: logTime(this.#host.meta.created) }]);
			return;
		}
		this.#unsent.push(event);
		const me = this.publicKey;
		const seat = event.seat;
		const mustWait = this.auth.signed && seat !== null && (me === null || this.#view.fair?.holders[seat] !== me || this.#waiting.some((w) => w.event.seat === seat));
		if (mustWait) {
			if (seat !== null && me !== null && this.#view.fair?.holders[seat] !== me) {
				this.#wanted.add(seat);
				if (this.#view.fair) this.#askForSeats(this.#view.fair, me);
			}
			this.#waiting.push({ event, since: Date.now() });
			setTimeout(() => this.#flushWaiting(this.publicKey), SEAT_WAIT_MS + 50);
			return;
		}
		this.#send(event);
	}

	#send(event: GameEvent): Promise<boolean> {
		return this.#enqueue(() => {
			const me = this.#keys!.publicKey;
			const out: GameEvent[] = [];
			// a device with no seat makes its key known before its first table move
			if (event.seat === null && this.auth.signed && !this.#deviceSent && this.#host.meta.genesis?.key !== me && !announcedKeys(this.#host.log()).has(me)) {
				this.#deviceSent = true;
				out.push({ id: randomId(8), seat: null, kind: K.device, data: { publicKey: me }, at: 0 });
			}
			out.push(event);
			return out;
		}).finally(() => {
			this.#unsent = this.#unsent.filter((e) => e !== event);
		});
	}

	/** Like `submit`, for a move of a seat this device holds now; resolves once it is sent. */
	#submitHeld(event: GameEvent): Promise<boolean> {
		this.#unsent.push(event);
		return this.#send(event);
	}

	/** Sends the moves that waited for their seat, in order, once the seat is this device's. */
	#flushWaiting(me: string | null) {
		if (this.#waiting.length === 0) return;
		const still: Waiting[] = [];
		const blocked = new Set<SeatId | null>();
		for (const w of this.#waiting) {
			const seat = w.event.seat;
			if (!blocked.has(seat) && me && this.#view.fair?.holders[seat as SeatId] === me) {
				this.#send(w.event);
			} else if (Date.now() - w.since > SEAT_WAIT_MS) {
				this.#unsent = this.#unsent.filter((e) => e !== w.event);
				this.#host.notify(`${this.seatName(seat)}'s seat was not handed to this device: that move was not played.`);
			} else {
				blocked.add(seat);
				still.push(w);
			}
		}
		this.#waiting = still;
	}

	// ---- what the table screen and game UIs use -------------------------------------------------

	seatName(seat: SeatId | null): string {
		return seat === null ? 'The table' : (this.#host.seats().find((s) => s.id === seat)?.name ?? seat);
	}

	holder(seat: SeatId): Holder {
		const key = this.#view.fair?.holders[seat];
		if (!key) return { kind: 'nobody' };
		return key === this.publicKey ? { kind: 'me' } : { kind: 'other', fingerprint: fingerprint(key) };
	}

	/** This device's fingerprint, for people to compare. */
	get fingerprint(): string {
		return this.publicKey ? fingerprint(this.publicKey) : '';
	}

	/** Requests for seats this device holds that wait for its player's answer. */
	get requests(): SeatAsk[] {
		void this.#view.version;
		const state = this.#view.fair;
		const me = this.publicKey;
		if (!state || !me) return [];
		const auto = new Set(this.#autoAnswerable(state, me).map((a) => a.id));
		return state.asks.filter((a) => state.holders[a.seat] === me && a.publicKey !== me && !auto.has(a.id) && !this.#refused.has(a.id));
	}

	/** Seats this device asked for and does not hold yet, with the seats of the device that holds each. */
	get awaitedSeats(): { seat: SeatId; holderSeats: SeatId[] }[] {
		const state = this.#view.fair;
		const me = this.publicKey;
		if (!state || !me) return [];
		return state.asks
			.filter((a) => a.publicKey === me && state.holders[a.seat] !== me)
			.map((a) => ({ seat: a.seat, holderSeats: this.#host.seats().map((s) => s.id).filter((s) => state.holders[s] === state.holders[a.seat]) }));
	}

	handOver(ask: SeatAsk) {
		void this.#once(`give|${ask.id}`, () => (this.#view.fair?.holders[ask.seat] === this.publicKey ? [this.#handOverEvent(ask.seat, ask.publicKey)] : []));
	}

	/** Leaves a request unanswered on this device (the asking device keeps waiting, and can ask again). */
	refuse(ask: SeatAsk) {
		this.#refused.add(ask.id);
		this.#view.version++;
	}

	/** The step of the game now taking sealed orders, if any. */
	get sealedStep(): SealedStep | null {
		try {
			return this.#host.game.fairPlay?.sealed?.(this.#host.state().game) ?? null;
		} catch {
			return null;
		}
	}

	/** Seats of the current sealed step that have committed. */
	get committed(): SeatId[] {
		const step = this.sealedStep;
		const record = this.#view.fair?.sealed;
		if (!step || !record || record.turn !== step.turn) return [];
		return step.seats.filter((s) => record.commits[s]);
	}

	/**
	 * Seals `seat`'s orders for the current step: only their hash goes into the game; the orders and
	 * their salt stay on this device until every seat has committed, then are revealed by themselves.
	 */
	async seal(seat: SeatId, orders: unknown): Promise<Rejection | null> {
		const step = this.sealedStep;
		if (!step) return reject('core/not-sealing', 'No sealed orders are being taken now.');
		if (!step.seats.includes(seat)) return reject('core/not-sealing', `${this.seatName(seat)} gives no orders this turn.`);
		if (this.committed.includes(seat)) return reject('core/already-committed', `${this.seatName(seat)} has already sealed orders this turn.`);
		const bad = this.checkSeat(seat);
		if (bad) return bad;
		const salt = randomToken(16);
		const hash = ordersCommitment(step.turn, seat, orders, salt);
		if (!hash) return reject('core/bad-commitment', 'These orders cannot be sealed.');
		await putSecret(this.#host.meta.tableId, `orders|${step.turn}|${seat}`, { orders, salt, kind: step.kind });
		this.submit({ id: randomId(8), seat, kind: K.commit, data: { turn: step.turn, hash }, at: 0 });
		return null;
	}

	/** Devices (distinct keys) holding seats: a fair roll needs more than one. */
	get devices(): number {
		return new Set(Object.values(this.#view.fair?.holders ?? {})).size;
	}

	/**
	 * A roll for the game: between phones when several devices hold seats (every device commits a
	 * random contribution, then reveals it; about two round trips, by themselves), on this device
	 * alone otherwise. `then` is the game's event that receives the roll (with `roll` in its data).
	 * A fair roll's move is checked against the game before the roll opens (with a stand-in roll), and
	 * a second roll for the same move and seat is refused while the first is under way.
	 */
	roll(opts: { sides: number; count?: number; then?: RollThen; seat?: SeatId | null }, act: (kind: string, data: unknown, seat?: SeatId | null) => Rejection | null): Rejection | null {
		const count = opts.count ?? 1;
		const seat = opts.seat ?? this.#host.mySeats().find((s) => this.#view.fair?.holders[s] === this.publicKey) ?? this.#host.mySeats()[0] ?? null;
		// a die of one face needs no fairness
		if (!this.auth.signed || this.devices <= 1 || !this.publicKey || opts.sides === 1) {
			if (!opts.then) return reject('core/dice-bad', 'A roll on this device alone needs a move to put it in.');
			return act(opts.then.kind, { ...opts.then.data, roll: rollDeviceDice(opts.sides, count) }, seat);
		}
		if (seat === null) return reject('core/dice-not-participant', 'A fair roll is asked for by a device that holds a seat.');
		if (!validDice(opts.sides, count)) return reject(FAIR_REJECTIONS.diceBad, 'A fair roll is 1 to 100 dice of 2 to 1000 faces.');
		if (opts.then) {
			const kind = opts.then.kind;
			const same = canonicalJson(opts.then.data);
			if (this.rounds.some((r) => r.then?.kind === kind && r.seat === seat && canonicalJson(r.then.data) === same)) return reject(ROLL_UNDER_WAY, 'This roll is already under way.');
			const bad = this.#check(seat, opts.then, opts.sides, count);
			if (bad) return bad;
		}
		// the round is the opening's id, bound to this device as everything it signs (ownEvents.ts)
		const id = keyRef(this.publicKey) + randomId(10);
		const contribution = randomToken(32);
		const data: Record<string, unknown> = { sides: opts.sides, count, hash: diceCommitment(id, contribution) };
		if (opts.then) data.then = opts.then;
		const asked: Asking = { id, sides: opts.sides, count, seat, since: Date.now() };
		if (opts.then) asked.then = opts.then;
		this.#view.asking = [...this.#view.asking, asked];
		const keep = () => void putSecret(this.#host.meta.tableId, diceSecret(id, this.publicKey!), contribution, DICE_SECRET_LAZY_MS);
		const reveal = { id: randomId(8), seat, kind: K.diceReveal, data: { round: id, contribution }, at: 0 };
		if (this.#view.fair?.holders[seat] !== this.publicKey) {
			keep();
			this.submit({ id, seat, kind: K.diceOpen, data, at: 0 });
			return null;
		}
		// this device's reveal is signed once the opening is on its way (not before: it would delay
		// it), and sent as soon as the others' parts are in and checked
		const sent = this.#submitHeld({ id, seat, kind: K.diceOpen, data, at: 0 });
		// the contribution is kept on the device (for a reveal after a reload) once the opening is out
		void sent.then((ok) => {
			if (ok) keep();
			else this.#view.asking = this.#view.asking.filter((a) => a.id !== id);
		});
		this.#presigned.set(id, sent.then((ok) => (ok ? this.#prepare(() => [reveal]) : null)));
		return null;
	}

	/** Whether the game would take `then` with a roll of these dice now (after this device's moves still being signed). */
	#check(seat: SeatId, then: RollThen, sides: number, count: number): Rejection | null {
		let state = this.#host.state();
		for (const e of this.#unsent) {
			const r = this.#step(state, e);
			if (r.ok) state = r.state;
		}
		const roll: Roll = { sides, values: Array.from({ length: count }, () => 1), source: 'fair' };
		const r = applyEvent(this.#host.game, state.game, { id: 'roll-check', seat, kind: then.kind, data: { ...then.data, roll }, at: logTime(this.#host.meta.created) });
		return r.ok ? null : r.rejection;
	}

	/** Rolls asked for here stop being "sending" once their opening is in the log (or they waited too long for a seat). */
	#forgetAsked() {
		const log = this.#host.log();
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
		if (!state) return [];
		const me = this.publicKey;
		const open = Object.values(state.rounds).map((r: DiceRound): RoundView => {
			const step = r.participants.every((p) => r.commits[p]) ? 'reveal' : 'commit';
			const done = step === 'commit' ? r.commits : r.reveals;
			const waiting = r.participants.filter((p) => !done[p]);
			const names = (key: string) => this.#host.seats().filter((s) => state.holders[s.id] === key).map((s) => s.name).join(' & ') || 'a device';
			const view: RoundView = {
				id: r.id,
				sides: r.sides,
				count: r.count,
				seat: r.seat,
				waitingFor: waiting.map(names),
				step,
				canSettle: !!me && r.participants.includes(me) && !!done[me],
				mine: r.seat !== null && state.holders[r.seat] === me,
				sending: false
			};
			if (r.then) view.then = r.then;
			return view;
		});
		const settled = new Set(state.rolls.map((r) => r.round));
		const sending = this.#view.asking
			.filter((a) => !state.rounds[a.id] && !settled.has(a.id))
			.map((a): RoundView => ({ id: a.id, sides: a.sides, count: a.count, seat: a.seat, waitingFor: [], step: 'commit', canSettle: false, mine: true, sending: true, ...(a.then ? { then: a.then } : {}) }));
		return [...open, ...sending];
	}

	/**
	 * Rolls under way for any of these moves of the game (any seat, any device); with `data`, only
	 * those whose move has these values (`{ cast: id }`: the rolls of one cast).
	 */
	rollsFor(kinds: readonly string[], data?: Readonly<Record<string, unknown>>): RoundView[] {
		const matches = (then: RollThen) => kinds.includes(then.kind) && (!data || Object.entries(data).every(([k, v]) => then.data[k] === v));
		return this.rounds.filter((r) => r.then && matches(r.then));
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
		return this.#view.fair?.rolls ?? [];
	}

	/** Settles a stalled fair roll with physical dice typed in by hand (logged as such). */
	settleByHand(round: string, values: number[]): Rejection | null {
		const state = this.#view.fair;
		const me = this.publicKey;
		if (!state || !me) return reject('core/dice-unknown-round', 'There is no such roll under way.');
		const seat = this.#seatOf(state, me);
		if (!seat) return reject('core/dice-not-participant', 'This device takes no part in this roll.');
		this.submit({ id: randomId(8), seat, kind: K.dicePhysical, data: { round, values }, at: 0 });
		return null;
	}

	/** Re-verifies the whole game as it is on this device (what "Verify" shows). */
	verify(): Promise<VerifyReport> {
		const { meta, game } = this.#host;
		return verifyGameFile({ meta, seats: this.#host.seats(), log: this.#host.log().slice() }, game);
	}

	describe(event: GameEvent, state: unknown): string | null {
		void this.#view.version;
		return describeFair(event, { game: this.#host.game, state, seatName: (s) => this.seatName(s), rollSettledBy: (id) => this.#rolls.get(id) });
	}

	isQuiet(event: GameEvent): boolean {
		return isQuiet(event, { rollSettledBy: (id) => this.#rolls.get(id) });
	}

	/** Resolves once every move asked for so far is signed and in the log (or given up). */
	settled(): Promise<void> {
		return this.#chain;
	}

	destroy() {
		this.#destroyed = true;
		this.#waiting = [];
	}
}

