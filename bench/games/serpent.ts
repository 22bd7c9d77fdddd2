/**
 * serpent_fold_events_per_s: folding the log of a long Serpent's Tongue battle from scratch (four
 * Magi in two teams, Crucible rules, 99 Essence so that it lasts), as every phone does when it opens
 * the game or a peer's move lands early in the log. serpent_rounds_per_s: the whole rounds (Resonance
 * roll, maintenance, preparation, every turn) that fold covers per second. The log is recorded once
 * from a seeded random player, keeping only accepted moves. Best of the runs in about 1.5 s.
 */
import { applyEvent, foldLog, seededRng, type GameEvent } from '../../engine/core';
import { serpent, type SerpentOptions } from '../../engine/serpent';
import { botMove } from '../../engine/serpent/bot';

const EVENTS = 4000;
const seats = ['a', 'b', 'c', 'd'].map((id) => ({ id, name: `Magi ${id.toUpperCase()}` }));
const options: SerpentOptions = { level: 'crucible', essence: 99, will: 3, teams: 'pairs', victoryCheck: 'maintenance', enforcePreparation: true };

function record() {
	const initial = serpent.setup({ options, seats });
	const rng = seededRng(7785);
	let state = initial;
	const log: GameEvent[] = [];
	for (let i = 0; log.length < EVENTS && i < EVENTS * 50; i++) {
		const e = botMove(state, rng, `e${i}`);
		const r = applyEvent(serpent, state, e);
		if (!r.ok) continue;
		log.push(e);
		state = r.state;
		if (state.outcome) break;
	}
	return { initial, log, rounds: state.round };
}

export default function run(): Record<string, number> {
	const { initial, log, rounds } = record();
	let best = Infinity;
	const until = performance.now() + 1500;
	while (performance.now() < until) {
		const t = performance.now();
		foldLog(serpent, initial, log);
		best = Math.min(best, performance.now() - t);
	}
	return {
		serpent_fold_events_per_s: Math.round(log.length / (best / 1000)),
		serpent_rounds_per_s: Math.round(rounds / (best / 1000))
	};
}
