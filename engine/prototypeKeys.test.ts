/**
 * Prototype keys in every engine: a peer (or an imported file) may name a seat, a being, a unit or
 * a spell `__proto__`, `constructor` or `toString`, or put such a key in any object of an event's
 * data. Whatever it sends, no engine may throw, touch the prototypes every page shares, or fold the
 * same log two ways.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEvent, CORE_REJECTIONS, foldLog, seededRng, type AnyGame, type GameEvent, type Rng } from './core';
import { defaultOptions, games } from '.';
import { botMove as countersBot } from './counters/arbitrary';
import { botMove as brickBot, junkMove as brickJunk } from './brick/arbitrary';
import { botMove as serpentBot } from './serpent/bot';
import { randomLegalEvent, randomSheet } from './archmage/duel/bot';
import { serpent } from './serpent/game';
import type { ArchmageState } from './archmage/duel/state';
import { randomOrders, randomStart } from './arena/random';
import type { ArenaState } from './arena/state';

/** Names that every plain object inherits (or that reach its prototype). */
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString', '__defineGetter__', '__lookupGetter__'];

type Bot = (state: never, rng: Rng, id: string) => GameEvent | null;

/** A player of each registered game that mostly makes legal moves, so the hostile keys reach deep. */
const BOTS: Record<string, Bot> = {
	counters: countersBot as Bot,
	brick: ((s, rng, id) => (rng.below(4) ? brickBot(s, rng, id) : brickJunk(s, rng, id))) as Bot,
	serpent: serpentBot as Bot,
	archmage: ((s: ArchmageState, rng, id) => {
		const e = randomLegalEvent(s, rng, [randomSheet(rng, 'w1'), randomSheet(rng, 'w2')]);
		return e && { id, at: 0, ...e };
	}) as Bot,
	arena: ((s: ArenaState, rng, id) => {
		const waiting = s.order.filter((seat, at) => s.players[seat].alive && s.sealed[at] === null);
		if (waiting.length === 0) return null;
		const seat = rng.pick(waiting);
		if (s.phase === 'placing') return { id, seat, kind: 'arena/start', data: randomStart(s, rng), at: 0 };
		return { id, seat, kind: 'arena/orders', data: { turn: s.turn, ...randomOrders(s, seat, rng) }, at: 0 };
	}) as Bot,
	// Magika plays through the hidden protocol (engine/core/hidden: its own tests); its one public move is a note
	magika: ((_s, rng, id) => ({ id, seat: null, kind: 'magika/note', data: { text: rng.pick(['hello', '__proto__', 'constructor']) }, at: 0 })) as Bot
};

function ownKey(o: object, key: string, value: unknown): void {
	Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * The ways to put `key` into the event: in place of a value (its seat or id, any string of its data,
 * or for a key that is not a string any value of its data), or as a key of an object of its data
 * (renaming one, or beside the others), as JSON.parse makes it.
 */
function edits(event: GameEvent, key: unknown): { values: (() => void)[]; keys: (() => void)[] } {
	const name = typeof key === 'string' ? key : '__proto__';
	// the envelope is checked before any game sees it: only data may hold any value at all
	const values: (() => void)[] = [() => (event.data = key)];
	const keys: (() => void)[] = [];
	if (typeof key === 'string') values.push(() => (event.seat = key), () => (event.id = key));
	const walk = (o: unknown) => {
		if (typeof o !== 'object' || o === null) return;
		const obj = o as Record<string, unknown>;
		for (const k of Object.keys(obj)) {
			if (typeof obj[k] === 'string' || typeof key !== 'string') values.push(() => (obj[k] = key));
			if (!Array.isArray(obj)) {
				keys.push(() => {
					const v = obj[k];
					delete obj[k];
					ownKey(obj, name, v);
				});
			}
			walk(obj[k]);
		}
		if (!Array.isArray(obj)) keys.push(() => ownKey(obj, name, Object.values(obj)[0] ?? 1));
	};
	walk(event.data);
	return { values, keys };
}

/** A copy of `event` with `key` put in one place; two picks in three replace a value (where ids are). */
function hostile(event: GameEvent, pick: number, key: unknown): GameEvent {
	const copy = structuredClone(event);
	const { values, keys } = edits(copy, key);
	const from = pick % 3 < 2 || keys.length === 0 ? values : keys;
	from[Math.floor(pick / 3) % from.length]();
	return copy;
}

function show(v: unknown): string {
	try {
		return JSON.stringify(v) ?? String(v);
	} catch {
		return Object.prototype.toString.call(v);
	}
}

const SHARED = [Object.prototype, Array.prototype, Function.prototype, String.prototype, Number.prototype, Boolean.prototype];

/** What the shared prototypes hold: their own keys and each one's value or accessors. */
function prototypesNow(): unknown[][] {
	return SHARED.map((p) => Reflect.ownKeys(p).map((k) => [k, Object.getOwnPropertyDescriptor(p, k)]));
}

/** Puts the shared prototypes back as they were, so a failure here does not spill into other tests. */
function restore(before: unknown[][]): void {
	SHARED.forEach((p, i) => {
		const keep = new Set(before[i].map((kd) => (kd as [PropertyKey])[0]));
		for (const k of Reflect.ownKeys(p)) if (!keep.has(k)) delete (p as Record<PropertyKey, unknown>)[k];
		for (const [k, d] of before[i] as [PropertyKey, PropertyDescriptor][]) Object.defineProperty(p, k, d);
	});
}

/** Paths of objects in `value` whose prototype is not a plain object's or an array's. */
function oddPrototypes(value: unknown, path = '$', seen = new Set<object>()): string[] {
	if (typeof value !== 'object' || value === null || seen.has(value)) return [];
	seen.add(value);
	const proto = Object.getPrototypeOf(value);
	const bad = proto === Object.prototype || proto === Array.prototype || proto === null ? [] : [path];
	for (const k of Object.keys(value)) bad.push(...oddPrototypes((value as Record<string, unknown>)[k], `${path}.${k}`, seen));
	return bad;
}

/** Any JSON value a peer or a file may put in an event's data, and the numbers Yjs keeps too. */
const junkArb = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom<unknown>(NaN, Infinity, -0, [], {}, [null], ...PROTOTYPE_KEYS));

/** Anything at all, null-prototype and boxed objects included: a history line must survive it. */
const wildArb = fc.anything({ withNullPrototype: true, withBoxedValues: true, withObjectString: true, maxDepth: 2 });

/** `__proto__` and `constructor` do the most harm: they come up more often. */
const keyArb = fc.oneof({ weight: 3, arbitrary: fc.constantFrom('__proto__', 'constructor') }, { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) });

const stepArb = fc.record({
	// play: the bot's move; hostile / junk: it with a prototype key or junk in it; transplant: the
	// same with a move of any kind the bot ever made, so that rare moves are reached too
	mode: fc.constantFrom('play', 'play', 'play', 'hostile', 'hostile', 'transplant', 'transplant', 'junk'),
	pick: fc.nat(),
	key: keyArb,
	junk: junkArb,
	wild: wildArb
});

const corpora = new Map<string, GameEvent[]>();

/** Moves of every kind the bot makes over a few whole games, a few of each kind. */
function corpus(game: AnyGame): GameEvent[] {
	let found = corpora.get(game.id);
	if (found) return found;
	found = [];
	const perKind = new Map<string, number>();
	for (let seed = 1; seed <= 6; seed++) {
		const rng = seededRng(seed);
		let state = game.setup({ options: defaultOptions(game), seats: seatsOf(game) });
		for (let i = 0; i < 400; i++) {
			const e = BOTS[game.id](state as never, rng, `c${i}`);
			if (!e) break;
			const n = perKind.get(e.kind) ?? 0;
			if (n < 8) found.push(e);
			perKind.set(e.kind, n + 1);
			state = applyEvent(game, state, e).state;
		}
	}
	corpora.set(game.id, found);
	return found;
}

function transplant(game: AnyGame, pick: number, id: string): GameEvent {
	const all = corpus(game);
	return { ...all[pick % all.length], id };
}

function seatsOf(game: AnyGame) {
	return Array.from({ length: game.seats.default }, (_, i) => ({ id: `s${i}`, name: `Player ${i + 1}` }));
}

const runArb = fc.record({ seed: fc.nat(), steps: fc.array(stepArb, { minLength: 1, maxLength: 60 }) });

type Run = typeof runArb extends fc.Arbitrary<infer T> ? T : never;

function check(game: AnyGame, run: Run) {
	const seats = seatsOf(game);
	const initial = game.setup({ options: defaultOptions(game), seats });
	const rng = seededRng(run.seed);
	const before = prototypesNow();
	try {
		let state = initial;
		const log: GameEvent[] = [];
		const wild: GameEvent[] = [];
		run.steps.forEach((step, i) => {
			const made = step.mode === 'transplant' ? transplant(game, step.pick, `m${i}`) : BOTS[game.id](state as never, rng, `m${i}`);
			if (!made) return;
			const event = step.mode === 'play' ? made : hostile(made, step.pick >>> 4, step.mode === 'junk' ? step.junk : step.key);
			const r = applyEvent(game, state, event);
			if (!r.ok) expect(r.rejection.code, `${event.kind} ${show(event.data)}: ${r.rejection.message}`).not.toBe(CORE_REJECTIONS.internal);
			expect(oddPrototypes(r.state), show(event)).toEqual([]);
			state = r.state;
			log.push(event);
			wild.push(hostile(made, step.pick, step.wild));
		});
		const once = foldLog(game, initial, log);
		expect(prototypesNow()).toEqual(before);
		const twice = foldLog(game, game.setup({ options: defaultOptions(game), seats }), log);
		expect(JSON.stringify(twice)).toBe(JSON.stringify(once));
		for (const seat of [...seats.map((s) => s.id), null]) game.view(once.state, seat);
		game.prompt?.(once.state);
		game.status?.(once.state);
		log.forEach((e, i) => {
			if (!game.describe) return;
			expect(game.describe(once.state, e), show(e)).toBeTypeOf('string');
			expect(game.describe(once.state, wild[i]), show(wild[i])).toBeTypeOf('string');
		});
	} finally {
		const after = prototypesNow();
		restore(before);
		expect(after).toEqual(before);
	}
}

describe('prototype keys in every engine', () => {
	it('serpent: a correction of the being "__proto__" (the case of issue 17) is refused and touches no prototype', () => {
		const state = serpent.setup({ options: defaultOptions(serpent) as never, seats: seatsOf(serpent) });
		const before = prototypesNow();
		for (const being of PROTOTYPE_KEYS) {
			for (const [kind, data] of [
				['serpent/adjust', { being, energy: 'harmony', delta: -3 }],
				['serpent/adjust', { being, energy: 'essence', delta: 2 }],
				['serpent/counters', { spell: being, counters: 2 }]
			] as const) {
				const r = applyEvent(serpent, state, { id: 'x', seat: null, kind, data, at: 0 });
				expect(r.ok, `${kind} ${being}`).toBe(false);
				if (!r.ok) expect(r.rejection.code).not.toBe(CORE_REJECTIONS.internal);
			}
		}
		expect(prototypesNow()).toEqual(before);
		expect(({} as Record<string, unknown>).harmony).toBeUndefined();
	});

	it('every registered game has a player here', () => {
		for (const g of games) expect(BOTS[g.id], g.id).toBeTypeOf('function');
	});

	for (const game of games) {
		it(`${game.id}: ids and keys like __proto__ or constructor are refused or harmless, and fold the same twice`, () => {
			fc.assert(fc.property(runArb, (run) => check(game, run)), { numRuns: 200 });
		});
	}
});
