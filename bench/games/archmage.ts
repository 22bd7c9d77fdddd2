/**
 * archmage_duels_per_s: full ArchMage duels to subdual per second between two random new Acolytes,
 * every choice random among the legal ones (spell, counterspell or none, d100 rolls, mulligan or
 * keep, creation amount, Wall kept), every event applied through the core (envelope checks
 * included). Uniform random play makes long duels (about a thousand events), so the events per
 * second and the mean duel length are reported too, and the same duels with spells drawn from
 * the five attacks only (closer to how people duel) as archmage_attack_duels_per_s.
 */
import { applyEvent, seededRng, type GameEvent, type Rng } from '../../engine/core';
import { archmage, DEFAULT_OPTIONS, randomLegalEvent, randomSheet, type ArchmageState } from '../../engine/archmage';

const seats = [
	{ id: 'a', name: 'Ann' },
	{ id: 'b', name: 'Bo' }
];
const ATTACKS = ['earthpower', 'firepower', 'metalpower', 'waterpower', 'woodpower'];

function duel(rng: Rng, attacksOnly: boolean, id: { n: number }): number {
	const sheets = [randomSheet(rng, `w${id.n}`), randomSheet(rng, `v${id.n}`)] as const;
	let state = archmage.setup({ options: { ...DEFAULT_OPTIONS, victory: 'subdual' }, seats });
	let events = 0;
	for (;;) {
		const move = randomLegalEvent(state, rng, [sheets[0], sheets[1]]);
		if (!move) return events;
		if (attacksOnly && state.step.kind === 'announce' && state.step.role === 'spell') move.data = { spell: rng.pick(ATTACKS) };
		const event: GameEvent = { id: `e${id.n++}`, seat: move.seat, kind: move.kind, data: move.data, at: 0 };
		const r = applyEvent<ArchmageState>(archmage, state, event);
		if (!r.ok) throw new Error(`a random legal move was rejected: ${r.rejection.code} ${r.rejection.message}`);
		state = r.state;
		events++;
	}
}

function measure(attacksOnly: boolean, budgetMs: number): { duels: number; events: number; ms: number } {
	const rng = seededRng(attacksOnly ? 1994 : 121);
	const id = { n: 0 };
	let duels = 0;
	let events = 0;
	const started = performance.now();
	let now = started;
	while (now - started < budgetMs) {
		events += duel(rng, attacksOnly, id);
		duels++;
		now = performance.now();
	}
	return { duels, events, ms: now - started };
}

export default function run(): Record<string, number> {
	measure(false, 150); // warm up
	const uniform = measure(false, 1200);
	const attacks = measure(true, 600);
	return {
		archmage_duels_per_s: Math.round((uniform.duels * 1000) / uniform.ms),
		archmage_events_per_s: Math.round((uniform.events * 1000) / uniform.ms),
		archmage_events_per_duel: Math.round(uniform.events / uniform.duels),
		archmage_attack_duels_per_s: Math.round((attacks.duels * 1000) / attacks.ms)
	};
}
