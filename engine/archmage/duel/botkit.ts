import { applyEvent, seededRng, type GameEvent, type Rng } from '../../core';
import { randomSheet } from './bot';
import { MAX_HALVES } from './fastDuel';
import { archmage } from './game';
import { startOfDuel } from './odds';
import type { ArchmageOptions } from './options';
import { nextBotEvent } from './simulate';
import type { ArchmageState } from './state';

/** Helpers for the tests of the duel bot and the odds: duels through the real events. */

/** Options drawn at random, for duels under every variant. */
export function randomOptions(rng: Rng): ArchmageOptions {
	return {
		victory: rng.pick(['first-blood', 'subdual', 'death'] as const),
		first: rng.pick(['roll-off', 'first-seat'] as const),
		mulligan: rng.below(4) > 0,
		shieldFirst: rng.below(2) === 0,
		studentDuel: 'both-acolytes'
	};
}

/** Two random wizards entered in a duel with random options. */
export function randomStart(seed: number): ArchmageState {
	const rng = seededRng(seed);
	return startOfDuel(randomSheet(rng, `a${seed}`), randomSheet(rng, `b${seed}`), randomOptions(rng));
}

let n = 0;

/** Applies an event through the core, as the table does (envelope checks included); throws on a refusal. */
export function play(state: ArchmageState, move: Pick<GameEvent, 'seat' | 'kind' | 'data'>): ArchmageState {
	const r = applyEvent<ArchmageState>(archmage, state, { id: `e${n++}`, at: n, ...move });
	if (!r.ok) throw new Error(`${move.kind} ${JSON.stringify(move.data)} was refused: ${r.rejection.message}`);
	return r.state;
}

/** The duel played on by the bot on both sides, every event through the core, up to its end or `maxHalves` more spells. */
export function playByEvents(state: ArchmageState, rng: Rng, maxHalves = MAX_HALVES): ArchmageState {
	let s = state;
	let spells = 0;
	while (!s.result) {
		if (s.step.kind === 'announce' && s.step.role === 'spell' && ++spells > maxHalves) break;
		const move = nextBotEvent(s, rng);
		if (!move) break;
		s = play(s, move);
	}
	return s;
}
