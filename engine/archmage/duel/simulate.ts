import { isRejection, type GameEvent, type Rng } from '../../core';
import { fastDuel } from './fastDuel';
import { archmage } from './game';
import { botMove } from './policy';
import { copyPosition, positionOf, type Position } from './position';
import type { ArchmageState, Side } from './state';

/**
 * Duels played on by the bot on both sides with seeded d100s. From the middle of a half-cycle the
 * real rules play on (a few events, through `archmage.apply`) up to the next spell or the roll-off;
 * from there the fast duel (fastDuel.ts) takes over.
 */

function d100s(rng: Rng, count: number): { sides: number; values: number[]; source: 'device' } {
	const values = count === 1 ? [rng.die(100)] : [rng.die(100), rng.die(100)];
	return { sides: 100, values, source: 'device' };
}

/** The next event of a duel played by the bot on both sides: its choice, or the table's roll. */
export function nextBotEvent(state: ArchmageState, rng: Rng): Pick<GameEvent, 'seat' | 'kind' | 'data'> | null {
	const step = state.step;
	if (step.kind === 'over' || step.kind === 'enter') return null;
	if (step.kind === 'initiative') return { seat: state.seats[0].id, kind: 'archmage/initiative', data: { roll: d100s(rng, 2) } };
	const seat = state.seats[step.side].id;
	if (step.kind === 'roll') return { seat, kind: 'archmage/roll', data: { roll: d100s(rng, 1) } };
	const move = botMove(state)!;
	return { seat, kind: move.kind, data: move.data };
}

/** Where the fast duel can take over: who is to cast (-1: the roll-off), or null in the middle of a half-cycle. */
export function fastStart(state: ArchmageState): number | null {
	const step = state.step;
	if (step.kind === 'initiative') return -1;
	if (step.kind === 'announce' && step.role === 'spell') return step.side;
	return null;
}

/** A duel's state at the next point where the fast duel can take over (or its end). */
export function toFastStart(state: ArchmageState, rng: Rng): ArchmageState {
	let s = state;
	while (!s.result && fastStart(s) === null) {
		const next = nextBotEvent(s, rng);
		if (!next) return s;
		const r = archmage.apply(s, { id: 'sim', at: 0, ...next });
		if (isRejection(r)) throw new Error(`the duel bot's ${next.kind} was refused: ${r.message}`);
		s = r;
	}
	return s;
}

/** The winner of the duel played on from `state`, or null when it is still going after the fast duel's limit. */
export function playOut(state: ArchmageState, rng: Rng): Side | null {
	const s = toFastStart(state, rng);
	if (s.result) return s.result.winner;
	const w = fastDuel(positionOf(s), fastStart(s)!, rng);
	return w < 0 ? null : (w as Side);
}

/** Many duels from the same fast start: its position is made once and copied for each. */
export function playOutFrom(start: Position, caster: number, rng: Rng): Side | null {
	const w = fastDuel(copyPosition(start), caster, rng);
	return w < 0 ? null : (w as Side);
}
