/**
 * Fair dice between devices: a roll opens with the opener's commitment, every device holding a seat
 * commits, then reveals its contribution; the last reveal settles the roll (fairDice.ts derives the
 * values), or a physical die typed in by hand settles a stalled one. The game receives the result as
 * its own `then` event, with `roll` in its data.
 */
import { checkRoll, type Roll } from '../../dice';
import { moveOf } from '../../moves';
import { CORE_REJECTIONS } from '../../rejections';
import { own } from '../../own';
import { isRejection, reject, type GameEvent, type Rejection, type SeatId } from '../../types';
import { FAIR_REJECTIONS as F } from '../../fairplay/codes';
import { diceCommitment, isHashText } from '../../fairplay/commitment';
import { deriveRoll, validDice } from '../../fairplay/fairDice';
import { FAIR_KINDS as K, type DiceCommitData, type DiceOpenData, type DicePhysicalData, type DiceRevealData, type RollThen } from '../../fairplay/kinds';
import { dataOf, isRecord } from '../data';
import { defineProtocol, type ProtocolContext } from '../shape';
import { deviceOf, seatBinding } from '../seats/protocol';

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

export interface DiceSlice {
	/** Fair rolls under way, by round id. */
	rounds: Readonly<Record<string, DiceRound>>;
	/** The latest finished rolls (at most RECENT_ROLLS), oldest first. */
	rolls: readonly RollResult[];
	/** How many rolls were finished in all. */
	rollCount: number;
}

/** How many finished rolls the state keeps: the state must not grow with the game's length. */
export const RECENT_ROLLS = 32;

function finishRoll(slice: DiceSlice, round: DiceRound, e: GameEvent, values: number[], source: 'fair' | 'physical', ctx: ProtocolContext): DiceSlice {
	const rounds = { ...slice.rounds };
	delete rounds[round.id];
	const result: RollResult = { round: round.id, by: e.id, sides: round.sides, values, source, seat: round.seat };
	if (round.then) result.then = round.then;
	const rolls = [...slice.rolls.slice(-(RECENT_ROLLS - 1)), result];
	if (round.then) {
		const roll: Roll = { sides: round.sides, values, source, proof: { round: round.id } };
		const refused = ctx.play({ id: e.id, seat: round.seat, kind: round.then.kind, data: { ...round.then.data, roll }, at: e.at });
		// a roll once settled stays settled: if the game refuses the move it was for, that is recorded
		// with it (otherwise the roll would stay open for ever, and could be settled a second time)
		if (refused) rolls[rolls.length - 1] = { ...result, refused: { code: refused.code, message: refused.message } };
	}
	return { rounds, rolls, rollCount: slice.rollCount + 1 };
}

function roundOf(slice: DiceSlice, id: unknown): DiceRound | Rejection {
	if (slice.rolls.some((r) => r.round === id)) return reject(F.diceClosed, 'This roll is already settled.');
	const round = own(slice.rounds, id);
	return round ?? reject(F.diceUnknown, 'There is no such roll under way.');
}

/** The roll under way that `e` is a part of, and the key of its device, a participant. */
function partOf(slice: DiceSlice, roundId: unknown, e: GameEvent, ctx: ProtocolContext): { round: DiceRound; key: string } | Rejection {
	const round = roundOf(slice, roundId);
	if (isRejection(round)) return round;
	const key = deviceOf(ctx.read(seatBinding), e.seat);
	if (!key || !round.participants.includes(key)) return reject(F.diceNotParticipant, 'This device takes no part in this roll.');
	return { round, key };
}

const withRound = (slice: DiceSlice, round: DiceRound): DiceSlice => ({ ...slice, rounds: { ...slice.rounds, [round.id]: round } });

function open(slice: DiceSlice, e: GameEvent, ctx: ProtocolContext): DiceSlice | Rejection {
	const d = dataOf<DiceOpenData>(e);
	const seats = ctx.read(seatBinding);
	const key = deviceOf(seats, e.seat);
	const game = ctx.game;
	if (!key) return reject(F.notSigned, 'A fair roll needs the seats bound to devices.');
	if (!validDice(d.sides, d.count)) return reject(F.diceBad, 'A fair roll is 1 to 100 dice of 2 to 1000 faces.');
	if (d.then !== undefined && game.status?.(ctx.gameState).phase === 'finished') return reject(CORE_REJECTIONS.gameOver, 'The game is over; undo to play on.');
	if (!isHashText(d.hash)) return reject(F.badCommitment, 'This commitment is not a SHA-256 hash.');
	let then: RollThen | undefined;
	if (d.then !== undefined) {
		if (!isRecord(d.then) || typeof d.then.kind !== 'string' || !moveOf(game, d.then.kind)?.dice || !isRecord(d.then.data)) {
			return reject(F.diceBad, `What this roll is for is not a move of ${game.title} that takes a roll.`);
		}
		then = { kind: d.then.kind, data: d.then.data };
	}
	const participants = [...new Set(Object.values(seats.holders))].sort();
	const round: DiceRound = { id: e.id, seat: e.seat!, sides: d.sides!, count: d.count!, opener: key, participants, commits: { [key]: d.hash }, reveals: {} };
	if (then) round.then = then;
	return withRound(slice, round);
}

function commit(slice: DiceSlice, e: GameEvent, ctx: ProtocolContext): DiceSlice | Rejection {
	const d = dataOf<DiceCommitData>(e);
	const part = partOf(slice, d.round, e, ctx);
	if (isRejection(part)) return part;
	const { round, key } = part;
	if (own(round.commits, key)) return reject(F.alreadyCommitted, 'This device has already committed to this roll.');
	if (!isHashText(d.hash)) return reject(F.badCommitment, 'This commitment is not a SHA-256 hash.');
	return withRound(slice, { ...round, commits: { ...round.commits, [key]: d.hash } });
}

function reveal(slice: DiceSlice, e: GameEvent, ctx: ProtocolContext): DiceSlice | Rejection {
	const d = dataOf<DiceRevealData>(e);
	const part = partOf(slice, d.round, e, ctx);
	if (isRejection(part)) return part;
	const { round, key } = part;
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
	if (next.participants.some((p) => !own(next.reveals, p))) return withRound(slice, next);
	const values = deriveRoll(round.id, next.participants.map((p) => own(next.reveals, p)!), round.sides, round.count);
	if (!values) return reject(F.diceMismatch, 'A contribution to this roll is malformed.');
	return finishRoll(slice, next, e, values, 'fair', ctx);
}

function physical(slice: DiceSlice, e: GameEvent, ctx: ProtocolContext): DiceSlice | Rejection {
	const d = dataOf<DicePhysicalData>(e);
	const part = partOf(slice, d.round, e, ctx);
	if (isRejection(part)) return part;
	const { round, key } = part;
	const allCommitted = round.participants.every((p) => own(round.commits, p));
	if (allCommitted ? !own(round.reveals, key) : !own(round.commits, key)) {
		return reject(F.diceSelfStalled, 'Only a device that has played its part can settle a stalled roll by hand.');
	}
	const roll = { sides: round.sides, values: d.values, source: 'physical' };
	const bad = checkRoll(roll, round.sides, round.count);
	if (bad) return bad;
	return finishRoll(slice, round, e, (d.values as number[]).slice(), 'physical', ctx);
}

const STEPS: Record<string, (slice: DiceSlice, e: GameEvent, ctx: ProtocolContext) => DiceSlice | Rejection> = {
	[K.diceOpen]: open,
	[K.diceCommit]: commit,
	[K.diceReveal]: reveal,
	[K.dicePhysical]: physical
};

export const fairDice = defineProtocol<DiceSlice>({
	name: 'dice',
	kinds: Object.keys(STEPS),
	initial: () => ({ rounds: {}, rolls: [], rollCount: 0 }),
	step: (slice, e, ctx) => STEPS[e.kind](slice, e, ctx)
});
