import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEvent, foldLog, LogFolder, seededRng, UNDO, type GameEvent } from '../core';
import { hasLost, zeroCount } from './duel/casting';
import { randomLegalEvent, randomSheet } from './duel/bot';
import { archmage } from './duel/game';
import type { ArchmageOptions } from './duel/options';
import type { ArchmageState } from './duel/state';
import { logEntries } from './duel/words';
import { ELEMENTS } from './elements';
import { SPELL_IDS } from './grimoire';
import { SEATS } from './testkit';

const KINDS = ['enter', 'initiative', 'announce', 'roll', 'keep', 'mulligan', 'amount', 'keep-wall', 'concede', 'dance'].map((k) => `archmage/${k}`);

const rollArb = fc.oneof(
	fc.record({ sides: fc.constantFrom(100, 20), values: fc.array(fc.integer({ min: -1, max: 101 }), { minLength: 0, maxLength: 3 }), source: fc.constantFrom('device', 'fair', 'physical', 'x') }),
	fc.anything()
);
const sheetArb = fc.record({
	id: fc.constantFrom('w1', 'w2', undefined),
	name: fc.string({ maxLength: 45 }),
	order: fc.constantFrom('mars', 'venus', 'jupiter', 'saturn', 'mercury', 'pluto'),
	scores: fc.record(Object.fromEntries(ELEMENTS.map((e) => [e, fc.integer({ min: 10, max: 80 })]))),
	rank: fc.integer({ min: -5, max: 120 }),
	highestRank: fc.integer({ min: -5, max: 120 })
});
const junkArb = fc.record({
	seat: fc.constantFrom('a', 'b', 'z', null),
	kind: fc.constantFrom(...KINDS, 'counters/adjust', 'core/undo'),
	data: fc.oneof(
		fc.anything(),
		fc.record({
			spell: fc.constantFrom(...SPELL_IDS, null, 'fireball'),
			roll: rollArb,
			amount: fc.integer({ min: -5, max: 120 }),
			keep: fc.constantFrom('new', 'old', 'both'),
			wizard: sheetArb
		})
	)
});

/** What to do at each point of a generated log: the bot's legal move, a junk event, or an undo. */
const planArb = fc.array(
	fc.oneof(
		{ weight: 8, arbitrary: fc.constant({ t: 'legal' as const }) },
		{ weight: 2, arbitrary: junkArb.map((e) => ({ t: 'junk' as const, e })) },
		{ weight: 1, arbitrary: fc.nat(10).map((back) => ({ t: 'undo' as const, back })) }
	),
	{ maxLength: 160 }
);

const optionsArb = fc.record({
	victory: fc.constantFrom('first-blood', 'subdual', 'death'),
	first: fc.constantFrom('roll-off', 'first-seat'),
	mulligan: fc.boolean(),
	shieldFirst: fc.boolean(),
	studentDuel: fc.constantFrom('both-acolytes', 'any-acolyte')
}) as fc.Arbitrary<ArchmageOptions>;

function initial(options: ArchmageOptions): ArchmageState {
	return archmage.setup({ options, seats: SEATS });
}

/** Builds a log from a plan, folding as it goes so that legal moves fit the state reached. */
type Plan = { t: 'legal' } | { t: 'junk'; e: unknown } | { t: 'undo'; back: number };

function buildLog(options: ArchmageOptions, seed: number, plan: Plan[]): GameEvent[] {
	const rng = seededRng(seed);
	const sheets = [randomSheet(rng, 'w1'), randomSheet(rng, 'w2')] as const;
	const folder = new LogFolder<ArchmageState>(archmage, initial(options), 8);
	const log: GameEvent[] = [];
	plan.forEach((p, i) => {
		const id = `e${i}`;
		if (p.t === 'legal') {
			const e = randomLegalEvent(folder.current, rng, [sheets[0], sheets[1]]);
			if (e) log.push({ id, at: i, ...e });
		} else if (p.t === 'junk') {
			log.push({ id, at: i, ...(p.e as Pick<GameEvent, 'seat' | 'kind' | 'data'>) });
		} else {
			const target = log[log.length - 1 - p.back]?.id ?? 'nothing';
			log.push({ id, seat: 'a', kind: UNDO, data: { target }, at: i });
		}
		folder.fold(log);
	});
	return log;
}

function checkInvariants(s: ArchmageState): void {
	expect(JSON.parse(JSON.stringify(s))).toEqual(s);
	const entered = s.duelists[0] !== null && s.duelists[1] !== null;
	if (s.step.kind !== 'enter') expect(entered).toBe(true);
	for (const d of s.duelists) {
		if (!d) continue;
		for (const e of ELEMENTS) {
			expect(Number.isInteger(d.scores[e])).toBe(true);
			expect(d.scores[e]).toBeGreaterThanOrEqual(0);
		}
		if (d.wall) expect(d.wall.strength).toBeGreaterThan(0);
	}
	const entries = logEntries(s);
	for (const side of [0, 1] as const) {
		expect(entries.filter((e) => e.t === 'mulligan' && e.side === side).length).toBeLessThanOrEqual(1);
	}
	const finished = archmage.status!(s).phase === 'finished';
	expect(finished).toBe(s.step.kind === 'over');
	expect(finished).toBe(s.result !== null);
	if (s.result && !s.result.conceded) {
		expect(hasLost(s.duelists[s.result.loser]!.scores, s.options.victory)).toBe(true);
		expect(hasLost(s.duelists[s.result.winner]!.scores, s.options.victory)).toBe(false);
	}
	if (!finished && entered) {
		for (const d of s.duelists) expect(hasLost(d!.scores, s.options.victory)).toBe(false);
	}
}

describe('ArchMage duel properties', () => {
	it('random legal and illegal events never throw, never mutate, and keep the invariants', () => {
		fc.assert(
			fc.property(optionsArb, fc.nat(), fc.array(fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: junkArb }), { maxLength: 250 }), (options, seed, plan) => {
				const rng = seededRng(seed);
				const sheets: [ReturnType<typeof randomSheet>, ReturnType<typeof randomSheet>] = [randomSheet(rng, 'w1'), randomSheet(rng, 'w2')];
				let state = initial(options);
				plan.forEach((junk, i) => {
					const move = junk ?? randomLegalEvent(state, rng, sheets);
					if (!move) return;
					const before = structuredClone(state);
					const r = applyEvent<ArchmageState>(archmage, state, { id: `e${i}`, at: i, ...move });
					expect(state).toEqual(before);
					if (!r.ok) {
						expect(r.rejection.code).toMatch(/^(archmage|core)\//);
						expect(r.rejection.code).not.toBe('core/internal-error');
						expect(r.rejection.message.length).toBeGreaterThan(5);
						if (junk === null) throw new Error(`a legal move was rejected: ${r.rejection.code} ${r.rejection.message}`);
					}
					state = r.state;
					checkInvariants(state);
				});
			}),
			{ numRuns: 150 }
		);
	});

	it('folds deterministically, and the cached fold equals the plain one, with undos', () => {
		fc.assert(
			fc.property(optionsArb, fc.nat(), planArb, fc.integer({ min: 1, max: 30 }), (options, seed, plan, interval) => {
				const log = buildLog(options, seed, plan);
				const a = foldLog(archmage, initial(options), log);
				const b = foldLog(archmage, initial(options), log);
				expect(b).toEqual(a);
				const cached = new LogFolder<ArchmageState>(archmage, initial(options), interval);
				for (let n = 0; n <= log.length; n += 5) cached.fold(log.slice(0, n));
				expect(cached.fold(log)).toEqual(a);
				checkInvariants(a.state as ArchmageState);
			}),
			{ numRuns: 120 }
		);
	});

	it('legal duels end, and scores move only by creation, damage and healing', () => {
		fc.assert(
			fc.property(optionsArb, fc.nat(), (options, seed) => {
				const rng = seededRng(seed);
				const sheets: [ReturnType<typeof randomSheet>, ReturnType<typeof randomSheet>] = [randomSheet(rng, 'w1'), randomSheet(rng, 'w2')];
				let state = initial(options);
				for (let i = 0; i < 100_000; i++) {
					const move = randomLegalEvent(state, rng, sheets);
					if (!move) break;
					const r = archmage.apply(state, { id: `e${i}`, at: i, ...move });
					if (!('step' in r)) throw new Error(r.message);
					state = r;
				}
				// Duels to the death between worn-out wizards can crawl on (1% rolls); only a concession ends them quickly.
				if (options.victory !== 'death') expect(state.result).not.toBeNull();
				const sum = (side: 0 | 1) => ELEMENTS.reduce((t, e) => t + state.duelists[side]!.scores[e], 0);
				for (const side of [0, 1] as const) {
					const start = ELEMENTS.reduce((t, e) => t + sheets[side].scores[e], 0);
					let expected = start;
					for (const e of logEntries(state)) {
						if (e.t === 'damage' && e.side === side) expected -= e.before - e.after;
						if (e.t === 'heal' && e.side === side) expected += e.amount;
					}
					expect(sum(side)).toBe(expected);
				}
				if (state.result) {
					expect(zeroCount(state.duelists[state.result.loser]!.scores)).toBeGreaterThanOrEqual({ 'first-blood': 1, subdual: 2, death: 5 }[options.victory]);
				}
			}),
			{ numRuns: 60 }
		);
	});

	it('never hides anything: every seat sees the same duel', () => {
		const rng = seededRng(7);
		const sheets: [ReturnType<typeof randomSheet>, ReturnType<typeof randomSheet>] = [randomSheet(rng, 'w1'), randomSheet(rng, 'w2')];
		let state = initial({ victory: 'subdual', first: 'roll-off', mulligan: true, shieldFirst: false, studentDuel: 'both-acolytes' });
		for (let i = 0; i < 40; i++) {
			const move = randomLegalEvent(state, rng, sheets);
			if (!move) break;
			state = archmage.apply(state, { id: `e${i}`, at: i, ...move }) as ArchmageState;
		}
		const { choices: _a, me: _b, ...forA } = archmage.view(state, 'a');
		const { choices: _c, me: _d, ...forB } = archmage.view(state, 'b');
		expect(forA).toEqual(forB);
	});
});

describe('the random legal move (the bot)', () => {
	it('enters the other sheet when the rival entered with this side\'s (a wizard cannot duel itself)', () => {
		const rng = seededRng(1);
		const sheets: [ReturnType<typeof randomSheet>, ReturnType<typeof randomSheet>] = [randomSheet(rng, 'w1'), randomSheet(rng, 'w2')];
		const options: ArchmageOptions = { victory: 'first-blood', first: 'roll-off', mulligan: false, shieldFirst: false, studentDuel: 'both-acolytes' };
		const entered = applyEvent<ArchmageState>(archmage, initial(options), { id: 'e0', at: 0, seat: SEATS[1].id, kind: 'archmage/enter', data: { wizard: sheets[0] } });
		expect(entered.ok).toBe(true);
		if (!entered.ok) return;
		const move = randomLegalEvent(entered.state, rng, sheets)!;
		expect(move.data).toEqual({ wizard: sheets[1] });
		expect(applyEvent<ArchmageState>(archmage, entered.state, { id: 'e1', at: 1, ...move }).ok).toBe(true);
	});
});
