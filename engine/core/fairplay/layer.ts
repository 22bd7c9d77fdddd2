/**
 * The fair-play layer of the fold: it sits between the log and a game's own rules. Seat changes,
 * sealed orders and fair rolls are handled here, the same way for every game; everything else goes
 * to the game. Revealed orders and finished rolls reach the game as events of its own kinds, so a
 * game's rules never see a commitment, a salt or a contribution.
 */
import { applyEvent, checkEnvelope, type ApplyResult } from '../apply';
import { checkRoll, type Roll } from '../dice';
import { moveOf } from '../moves';
import { CORE_REJECTIONS } from '../rejections';
import { own } from '../own';
import { isRejection, reject, type AnyGame, type GameEvent, type Rejection, type SeatId } from '../types';
import { FAIR_REJECTIONS as F } from './codes';
import { diceCommitment, isHashText, ordersCommitment } from './commitment';
import { deriveRoll, validDice } from './fairDice';
import {
	FAIR_KINDS as K,
	type CommitData,
	type DiceCommitData,
	type DiceOpenData,
	type DicePhysicalData,
	type DiceRevealData,
	type RevealData,
	type RollThen,
	type SeatKeyData
} from './kinds';
import { isPublicKeyText } from './signature';

/** A step of a game where seats choose at the same time: who must commit, and what the orders become. */
export interface SealedStep {
	/** The turn the orders are for; unique for every sealed step of a game. */
	turn: number;
	/** The game's event kind that revealed orders become (e.g. "arena/orders"). */
	kind: string;
	/** Every seat that must commit before anyone reveals. */
	seats: readonly SeatId[];
}

/** What a game declares to take sealed simultaneous orders. */
export interface FairPlayHooks<S> {
	/** The step now taking sealed orders, or null when none is. */
	sealed?(state: S): SealedStep | null;
	/** Kinds the game takes only through a reveal; sent in the clear they are refused. */
	sealedKinds?: readonly string[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FairGame<S = any> = AnyGame & { fairPlay?: FairPlayHooks<S> };

export interface SealedRecord {
	turn: number;
	kind: string;
	commits: Readonly<Record<SeatId, string>>;
	revealed: readonly SeatId[];
}

export interface SeatAsk {
	id: string;
	seat: SeatId;
	publicKey: string;
}

export interface DiceRound {
	/** The id of the event that opened it. */
	id: string;
	/** The seat that opened the roll; the game event of the result is this seat's. */
	seat: SeatId;
	sides: number;
	count: number;
	then?: RollThen;
	/** The key of the device that opened it (its commitment is in the opening event). */
	opener: string;
	/** The keys of every device holding a seat when the roll opened, sorted. */
	participants: readonly string[];
	commits: Readonly<Record<string, string>>;
	reveals: Readonly<Record<string, string>>;
}

export interface RollResult {
	round: string;
	/** The id of the event that settled it (the last reveal, or the physical roll). */
	by: string;
	sides: number;
	values: number[];
	source: 'fair' | 'physical';
	seat: SeatId;
	/** The game's event the roll was for. */
	then?: RollThen;
	/** Why the game refused that event (the roll itself stands, settled and on record). */
	refused?: { code: string; message: string };
}

export interface FairState<S = unknown> {
	game: S;
	/** Seat → public key of the device that holds it. Empty in a game made before fair play. */
	holders: Readonly<Record<SeatId, string>>;
	asks: readonly SeatAsk[];
	sealed: SealedRecord | null;
	/** Fair rolls under way, by round id. */
	rounds: Readonly<Record<string, DiceRound>>;
	/** The latest finished rolls (at most RECENT_ROLLS), oldest first. */
	rolls: readonly RollResult[];
	/** How many rolls were finished in all. */
	rollCount: number;
}

/** The fair-play part of the state, without the game's own. */
export type FairLayer = Omit<FairState, 'game'>;

/** Whether two states hold the same fair-play part (a game move leaves it as it was). */
export function sameFairLayer(a: FairLayer | null, b: FairLayer): boolean {
	return a !== null && a.holders === b.holders && a.asks === b.asks && a.sealed === b.sealed && a.rounds === b.rounds && a.rolls === b.rolls && a.rollCount === b.rollCount;
}

/** How many finished rolls the state keeps: the state must not grow with the game's length. */
export const RECENT_ROLLS = 32;

/** The state before the first event; `holders`: the seats bound when the game was made (genesisHolders). */
export function fairInitial<S>(game: S, holders: Readonly<Record<SeatId, string>> = {}): FairState<S> {
	return { game, holders: { ...holders }, asks: [], sealed: null, rounds: {}, rolls: [], rollCount: 0 };
}

type Step<S> = (state: FairState<S>, event: GameEvent) => FairState<S> | Rejection;

function isRecord(v: unknown): v is Record<string, unknown> {
	return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function dataOf<T>(e: GameEvent): Partial<T> {
	return (isRecord(e.data) ? e.data : {}) as Partial<T>;
}

function seatData(state: FairState, e: GameEvent): SeatKeyData | null {
	const d = dataOf<SeatKeyData>(e);
	if (typeof d.seat !== 'string' || d.seat !== e.seat || !isPublicKeyText(d.publicKey)) return null;
	return { seat: d.seat, publicKey: d.publicKey };
}

const withoutAsksFor = (asks: readonly SeatAsk[], seat: SeatId) => asks.filter((a) => a.seat !== seat);

/** The key of the device acting for `seat` (the pre-pass has checked the signature). */
function deviceOf(state: FairState, seat: SeatId | null): string | undefined {
	return own(state.holders, seat);
}

function applyGame<S>(game: AnyGame, state: FairState<S>, event: GameEvent): FairState<S> | Rejection {
	const r = applyEvent(game, state.game, event);
	return r.ok ? { ...state, game: r.state } : r.rejection;
}

function seatSteps<S>(): Record<string, Step<S>> {
	return {
		[K.claim](state, e) {
			const d = seatData(state, e);
			if (!d) return reject(F.badSeatData, 'This seat claim does not name a seat and a device key.');
			if (own(state.holders, d.seat)) return reject(F.seatTaken, 'This seat is already held by a device.');
			return { ...state, holders: { ...state.holders, [d.seat]: d.publicKey }, asks: withoutAsksFor(state.asks, d.seat) };
		},
		[K.handOver](state, e) {
			const d = seatData(state, e);
			if (!d) return reject(F.badSeatData, 'This hand-over does not name a seat and a device key.');
			if (!own(state.holders, d.seat)) return reject(F.seatUnclaimed, 'Nobody holds this seat, so nobody can hand it over.');
			return { ...state, holders: { ...state.holders, [d.seat]: d.publicKey }, asks: withoutAsksFor(state.asks, d.seat) };
		},
		[K.device](state, e) {
			const d = dataOf<{ publicKey: string }>(e);
			return e.seat === null && isPublicKeyText(d.publicKey) ? state : reject(F.badSeatData, 'This device announcement does not carry a device key.');
		},
		[K.ask](state, e) {
			const d = seatData(state, e);
			if (!d) return reject(F.badSeatData, 'This request does not name a seat and a device key.');
			if (own(state.holders, d.seat) === d.publicKey) return state;
			const asks = state.asks.filter((a) => !(a.seat === d.seat && a.publicKey === d.publicKey));
			return { ...state, asks: [...asks, { id: e.id, seat: d.seat, publicKey: d.publicKey }] };
		}
	};
}

function sealedSteps<S>(game: FairGame<S>): Record<string, Step<S>> {
	const open = (state: FairState<S>, turn: unknown): SealedStep | Rejection => {
		const step = game.fairPlay?.sealed?.(state.game) ?? null;
		if (!step) return reject(F.notSealing, 'No sealed orders are being taken now.');
		if (turn !== step.turn) return reject(F.notSealing, `These sealed orders are for turn ${String(turn)}, not turn ${step.turn}.`);
		return step;
	};
	return {
		[K.commit](state, e) {
			const d = dataOf<CommitData>(e);
			const step = open(state, d.turn);
			if (isRejection(step)) return step;
			if (e.seat === null || !step.seats.includes(e.seat)) return reject(F.notSealing, 'This seat gives no orders this turn.');
			if (!isHashText(d.hash)) return reject(F.badCommitment, 'This commitment is not a SHA-256 hash.');
			const record = state.sealed && state.sealed.turn === step.turn ? state.sealed : { turn: step.turn, kind: step.kind, commits: {}, revealed: [] };
			if (own(record.commits, e.seat)) return reject(F.alreadyCommitted, 'This seat has already sealed its orders for this turn.');
			return { ...state, sealed: { ...record, commits: { ...record.commits, [e.seat]: d.hash } } };
		},
		[K.reveal](state, e) {
			const d = dataOf<RevealData>(e);
			const step = open(state, d.turn);
			if (isRejection(step)) return step;
			const record = state.sealed && state.sealed.turn === step.turn ? state.sealed : null;
			if (e.seat === null || !record || !own(record.commits, e.seat)) {
				return reject(F.notCommitted, 'These orders were never sealed, so they cannot be revealed.');
			}
			const missing = step.seats.filter((s) => !own(record.commits, s));
			if (missing.length) {
				return reject(F.revealEarly, `Orders are revealed only once every seat has sealed its own (waiting for ${missing.length}).`);
			}
			if (record.revealed.includes(e.seat)) return reject(F.alreadyRevealed, 'These orders are already revealed.');
			if (d.kind !== step.kind || typeof d.salt !== 'string' || ordersCommitment(step.turn, e.seat, d.orders, d.salt) !== own(record.commits, e.seat)) {
				return reject(F.ordersChanged, 'These orders are not the ones that were sealed: they were changed after committing.');
			}
			const next = applyGame(game, state, { id: e.id, seat: e.seat, kind: step.kind, data: d.orders, at: e.at });
			if (isRejection(next)) return next;
			// the game may have moved on to its next step: keep the record of this one as it was
			return { ...next, sealed: { ...record, revealed: [...record.revealed, e.seat] } };
		}
	};
}

function finishRoll<S>(game: AnyGame, state: FairState<S>, round: DiceRound, e: GameEvent, values: number[], source: 'fair' | 'physical'): FairState<S> | Rejection {
	const rounds = { ...state.rounds };
	delete rounds[round.id];
	const result: RollResult = { round: round.id, by: e.id, sides: round.sides, values, source, seat: round.seat };
	if (round.then) result.then = round.then;
	const rolls = [...state.rolls.slice(-(RECENT_ROLLS - 1)), result];
	let next: FairState<S> = { ...state, rounds, rolls, rollCount: state.rollCount + 1 };
	if (round.then) {
		const roll: Roll = { sides: round.sides, values, source, proof: { round: round.id } };
		const applied = applyGame(game, next, { id: e.id, seat: round.seat, kind: round.then.kind, data: { ...round.then.data, roll }, at: e.at });
		// a roll once settled stays settled: if the game refuses the move it was for, that is recorded
		// with it (otherwise the roll would stay open for ever, and could be settled a second time)
		if (isRejection(applied)) rolls[rolls.length - 1] = { ...result, refused: { code: applied.code, message: applied.message } };
		else next = applied;
	}
	return next;
}

function diceSteps<S>(game: FairGame<S>): Record<string, Step<S>> {
	const roundOf = (state: FairState<S>, id: unknown): DiceRound | Rejection => {
		if (state.rolls.some((r) => r.round === id)) return reject(F.diceClosed, 'This roll is already settled.');
		const round = own(state.rounds, id);
		return round ?? reject(F.diceUnknown, 'There is no such roll under way.');
	};
	const participant = (state: FairState<S>, round: DiceRound, e: GameEvent): string | Rejection => {
		const key = deviceOf(state, e.seat);
		if (!key || !round.participants.includes(key)) return reject(F.diceNotParticipant, 'This device takes no part in this roll.');
		return key;
	};
	return {
		[K.diceOpen](state, e) {
			const d = dataOf<DiceOpenData>(e);
			const key = deviceOf(state, e.seat);
			if (!key) return reject(F.notSigned, 'A fair roll needs the seats bound to devices.');
			if (!validDice(d.sides, d.count)) return reject(F.diceBad, 'A fair roll is 1 to 100 dice of 2 to 1000 faces.');
			if (d.then !== undefined && game.status?.(state.game).phase === 'finished') return reject(CORE_REJECTIONS.gameOver, 'The game is over; undo to play on.');
			if (!isHashText(d.hash)) return reject(F.badCommitment, 'This commitment is not a SHA-256 hash.');
			let then: RollThen | undefined;
			if (d.then !== undefined) {
				if (!isRecord(d.then) || typeof d.then.kind !== 'string' || !moveOf(game, d.then.kind)?.dice || !isRecord(d.then.data)) {
					return reject(F.diceBad, `What this roll is for is not a move of ${game.title} that takes a roll.`);
				}
				then = { kind: d.then.kind, data: d.then.data };
			}
			const participants = [...new Set(Object.values(state.holders))].sort();
			const round: DiceRound = { id: e.id, seat: e.seat!, sides: d.sides!, count: d.count!, opener: key, participants, commits: { [key]: d.hash }, reveals: {} };
			if (then) round.then = then;
			return { ...state, rounds: { ...state.rounds, [round.id]: round } };
		},
		[K.diceCommit](state, e) {
			const d = dataOf<DiceCommitData>(e);
			const round = roundOf(state, d.round);
			if (isRejection(round)) return round;
			const key = participant(state, round, e);
			if (isRejection(key)) return key;
			if (own(round.commits, key)) return reject(F.alreadyCommitted, 'This device has already committed to this roll.');
			if (!isHashText(d.hash)) return reject(F.badCommitment, 'This commitment is not a SHA-256 hash.');
			return { ...state, rounds: { ...state.rounds, [round.id]: { ...round, commits: { ...round.commits, [key]: d.hash } } } };
		},
		[K.diceReveal](state, e) {
			const d = dataOf<DiceRevealData>(e);
			const round = roundOf(state, d.round);
			if (isRejection(round)) return round;
			const key = participant(state, round, e);
			if (isRejection(key)) return key;
			// The last device to commit may reveal without committing first: every other part is fixed
			// already, so its own commitment would bind nothing more.
			const waiting = round.participants.filter((p) => p !== key && !own(round.commits, p)).length;
			if (waiting) return reject(F.revealEarly, `A contribution is revealed only once every device has committed (waiting for ${waiting}).`);
			if (own(round.reveals, key)) return reject(F.alreadyRevealed, 'This device has already revealed its contribution.');
			const hash = typeof d.contribution === 'string' ? diceCommitment(round.id, d.contribution) : null;
			if (!hash || (own(round.commits, key) && hash !== own(round.commits, key))) {
				return reject(F.diceMismatch, 'This dice contribution does not match the commitment made for it.');
			}
			const next: DiceRound = { ...round, commits: { ...round.commits, [key]: hash }, reveals: { ...round.reveals, [key]: d.contribution! } };
			if (next.participants.some((p) => !own(next.reveals, p))) return { ...state, rounds: { ...state.rounds, [round.id]: next } };
			const values = deriveRoll(round.id, next.participants.map((p) => own(next.reveals, p)!), round.sides, round.count);
			if (!values) return reject(F.diceMismatch, 'A contribution to this roll is malformed.');
			return finishRoll(game, state, next, e, values, 'fair');
		},
		[K.dicePhysical](state, e) {
			const d = dataOf<DicePhysicalData>(e);
			const round = roundOf(state, d.round);
			if (isRejection(round)) return round;
			const key = participant(state, round, e);
			if (isRejection(key)) return key;
			const allCommitted = round.participants.every((p) => own(round.commits, p));
			if (allCommitted ? !own(round.reveals, key) : !own(round.commits, key)) {
				return reject(F.diceSelfStalled, 'Only a device that has played its part can settle a stalled roll by hand.');
			}
			const roll = { sides: round.sides, values: d.values, source: 'physical' };
			const bad = checkRoll(roll, round.sides, round.count);
			if (bad) return bad;
			return finishRoll(game, state, round, e, (d.values as number[]).slice(), 'physical');
		}
	};
}

/**
 * The step function of the fold for a game with the fair-play layer: handles the shared events
 * and passes everything else to the game (see LogFolder's `step`).
 */
export function fairStep<S>(game: FairGame<S>): (state: FairState<S>, event: GameEvent) => ApplyResult<FairState<S>> {
	const steps: Record<string, Step<S>> = { ...seatSteps<S>(), ...sealedSteps(game), ...diceSteps(game) };
	const sealedKinds = new Set(game.fairPlay?.sealedKinds ?? []);
	return (state, event) => {
		const step = event && typeof event === 'object' ? own(steps, event.kind) : undefined;
		if (!step) {
			if (event && sealedKinds.has(event.kind)) {
				return { ok: false, state, rejection: reject(F.mustSeal, 'These orders must be sealed first, then revealed.') };
			}
			const r = applyEvent(game, state.game, event);
			return r.ok ? { ok: true, state: { ...state, game: r.state } } : { ok: false, state, rejection: r.rejection };
		}
		const bad = checkEnvelope(event);
		if (bad) return { ok: false, state, rejection: bad };
		try {
			const next = step(state, event);
			return isRejection(next) ? { ok: false, state, rejection: next } : { ok: true, state: next };
		} catch (err) {
			const why = err instanceof Error ? err.message : String(err);
			return { ok: false, state, rejection: reject(CORE_REJECTIONS.internal, `The fair-play layer could not apply this (${why}).`) };
		}
	};
}
