/** Properties over random play: never a throw, the same fold everywhere, inputs never changed, the rules' bounds always hold. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEvent, foldLog, LogFolder, seededRng, type GameEvent } from '../core';
import { botMove } from './bot';
import { serpent, SERPENT_MOVES } from './game';
import { DISCORD_LIMIT, ENHANCEMENT_SLOTS } from './rules';
import type { SerpentState } from './state';
import { fociInUse } from './table';

const SEATS = [
	{ id: 'w', name: 'White' },
	{ id: 'b', name: 'Black' },
	{ id: 'g', name: 'Grey' }
];

const optionsArb = fc.record({
	level: fc.constantFrom('crucible', 'basic'),
	essence: fc.integer({ min: 3, max: 12 }),
	teams: fc.constantFrom('duel', 'pairs', 'coop'),
	victoryCheck: fc.constantFrom('maintenance', 'immediate'),
	enforcePreparation: fc.boolean()
});

function initial(options: Record<string, unknown>, seats: number, encounter: boolean): { state: SerpentState; log: GameEvent[] } {
	let state = serpent.setup({ options: options as never, seats: SEATS.slice(0, seats) });
	const log: GameEvent[] = [];
	if (encounter) {
		const e: GameEvent = { id: 'enc', seat: null, kind: 'serpent/encounter', data: { sheet: 'sentient-shadow' }, at: 0 };
		const r = applyEvent(serpent, state, e);
		state = r.state;
		log.push(e);
	}
	return { state, log };
}

/** Plays `moves` bot moves from a seed; returns the log (applied and refused moves alike). */
function play(options: Record<string, unknown>, seats: number, encounter: boolean, seed: number, moves: number) {
	const rng = seededRng(seed);
	const start = initial(options, seats, encounter);
	let state = start.state;
	const log = start.log.slice();
	const states: SerpentState[] = [];
	for (let i = 0; i < moves; i++) {
		const e = botMove(state, rng, `m${i}`);
		log.push(e);
		const before = JSON.stringify(state);
		const r = applyEvent(serpent, state, e);
		if (JSON.stringify(state) !== before) throw new Error(`${e.kind} changed the state it was given`);
		state = r.state;
		states.push(state);
		if (serpent.status!(state).phase === 'finished') break;
	}
	return { start: initial(options, seats, false).state, log, state, states };
}

/** The bounds the rules promise, as a list of what is broken (empty when all hold). */
function violations(s: SerpentState): string[] {
	const bad: string[] = [];
	const check = (ok: boolean, what: string) => {
		if (!ok) bad.push(what);
	};
	for (const b of Object.values(s.beings)) {
		check(b.resonance >= 0 && b.will >= 0 && b.voice >= 0 && b.stones >= 0 && b.fullActions >= 0, `${b.id}: a count below 0`);
		check(b.essence >= 0 && b.essence <= b.essenceMax, `${b.id}: Essence ${b.essence} outside 0..${b.essenceMax}`);
		if (s.options.level === 'basic') check(b.harmony === null || b.harmony === 0, `${b.id}: Harmony moved in basic play`);
		const down = b.essence === 0 || (b.kind !== 'koishaka' && b.harmony !== null && b.harmony <= -DISCORD_LIMIT);
		if (!b.gone) check(b.incapacitated === down, `${b.id}: incapacitated ${b.incapacitated} but Essence ${b.essence}, Harmony ${b.harmony}`);
		check(fociInUse(s, b.id) <= Math.max(0, b.foci - b.burnedFoci), `${b.id}: more Foci in use than it has`);
	}
	const spells = Object.values(s.spells);
	for (const sp of spells) {
		check(sp.counters >= 0 && sp.durability >= 0 && sp.charges >= 0, `${sp.id}: a counter below 0`);
		if (sp.duration === 'F' && sp.status !== 'manifesting') check(sp.focus !== null, `${sp.id}: Focus spell without a Focus`);
		if (sp.status === 'manifesting') check(s.stack.includes(sp.id), `${sp.id}: manifesting but not on the stack`);
	}
	for (const id of s.stack) check(s.spells[id]?.status === 'manifesting', `stack holds ${id}, not manifesting`);
	for (const id of s.roster) {
		const enh = spells.filter((sp) => sp.zone === 'enhancement' && sp.bearer === id && sp.status !== 'manifesting');
		check(enh.length <= ENHANCEMENT_SLOTS, `${id}: ${enh.length} Enhancements`);
		check(enh.filter((sp) => sp.status === 'active' && sp.card.shapeShift).length <= 1, `${id}: two Shape-Shifts`);
	}
	if (s.phase === 'action' && s.stack.length === 0 && !s.outcome) {
		const t = s.turn ? s.beings[s.turn] : undefined;
		check(!!t && !t.done && !t.incapacitated && !t.gone, `turn with ${s.turn}, who cannot act`);
	}
	return bad;
}

describe('random play', () => {
	it('keeps every bound of the rules, never mutates its input, and folds to the same state', () => {
		fc.assert(
			fc.property(optionsArb, fc.integer({ min: 1, max: 3 }), fc.boolean(), fc.integer(), (options, seats, encounter, seed) => {
				const run = play(options, seats, encounter, seed, 200);
				expect(run.states.flatMap(violations)).toEqual([]);
				// plain JSON data: no Map, Set, class or undefined hiding in it
				expect(JSON.parse(JSON.stringify(run.state))).toEqual(run.state);
				const again = play(options, seats, encounter, seed, 200);
				expect(again.state).toEqual(run.state);
				const start = initial(options, seats, false).state;
				const folded = foldLog(serpent, start, run.log);
				expect(folded.state).toEqual(run.state);
				const cached = new LogFolder(serpent, start, 16);
				for (let n = 0; n <= run.log.length; n += 37) cached.fold(run.log.slice(0, n));
				expect(cached.fold(run.log).state).toEqual(folded.state);
			}),
			{ numRuns: 40 }
		);
	}, 120_000);

	it('plays whole battles to their end', () => {
		let finished = 0;
		for (let seed = 1; seed <= 30; seed++) {
			const run = play({ essence: 4 }, 2, false, seed, 3000);
			if (serpent.status!(run.state).phase === 'finished') finished++;
		}
		expect(finished).toBeGreaterThan(20);
	}, 60_000);

	it('never throws, whatever the data of any of its moves', () => {
		const kinds = Object.keys(SERPENT_MOVES);
		fc.assert(
			fc.property(fc.integer(), fc.array(fc.tuple(fc.constantFrom(...kinds), fc.anything(), fc.constantFrom('w', 'b', null)), { maxLength: 30 }), (seed, junk) => {
				const rng = seededRng(seed);
				let state = initial({}, 2, true).state;
				junk.forEach(([kind, data, seat], i) => {
					for (let k = 0; k < 3; k++) {
						const r = applyEvent(serpent, state, botMove(state, rng, `b${i}-${k}`));
						state = r.state;
					}
					const e: GameEvent = { id: `j${i}`, seat, kind, data, at: 0 };
					let next: unknown;
					expect(() => (next = serpent.apply(state, e))).not.toThrow();
					expect(next).toBeDefined();
				});
			}),
			{ numRuns: 150 }
		);
	}, 60_000);
});
