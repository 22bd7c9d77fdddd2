import type { OptionSpec, OptionValues } from '../core';
import { MAX_BOARD, MIN_BOARD, type Rounding } from './board';

/** Which magics a player may use (rule 6 and its suggested variants). */
export type TypeRule = 'one' | 'two' | 'all';
/** Rule 4's "turn 0": the placement itself (default), or the first turn of orders. */
export type FirstTurn = 'placement' | 'orders';
/** Where Burrow lands: mirrored through the centre point, or across one centre line only. */
export type BurrowRule = 'centre' | 'file' | 'rank';
/** Several magics costing more than the MP: skip the unaffordable ones, or ignore them all. */
export type OverspendRule = 'skip' | 'void';

/** The variant rules of one game, read once from its options. */
export interface ArenaRules {
	hp: number;
	size: number;
	types: TypeRule;
	levelOneAll: boolean;
	healing: boolean;
	healCap: boolean;
	firstTurn: FirstTurn;
	burrow: BurrowRule;
	rounding: Rounding;
	overspend: OverspendRule;
}

export const MP_PER_TURN = 5;
/** A bound on the magics of one order, so a hostile event cannot make a turn slow. */
export const MAX_CASTS = 64;

export const DEFAULT_RULES: ArenaRules = {
	hp: 20,
	size: 8,
	types: 'one',
	levelOneAll: false,
	healing: true,
	healCap: true,
	firstTurn: 'placement',
	burrow: 'centre',
	rounding: 'wide',
	overspend: 'skip'
};

export const ARENA_OPTIONS: OptionSpec[] = [
	{ key: 'hp', label: 'Starting HP', type: 'number', default: 20, min: 1, max: 99 },
	{ key: 'size', label: 'Board size (squares a side)', type: 'number', default: 8, min: MIN_BOARD, max: MAX_BOARD },
	{
		key: 'types',
		label: 'Magic types per player',
		type: 'choice',
		default: 'one',
		choices: [
			{ value: 'one', label: 'One type (rule 6)' },
			{ value: 'two', label: 'Two types' },
			{ value: 'all', label: 'All magics' }
		]
	},
	{ key: 'levelOneAll', label: 'Level 1 magics of all types', type: 'boolean', default: false },
	{ key: 'healing', label: 'Healing magics (H1–H4)', type: 'boolean', default: true },
	{
		key: 'healCap',
		label: 'Healing cannot raise HP above the start',
		type: 'boolean',
		default: true,
		help: 'Healing "returns" HP; off lets it raise HP above the starting value.'
	},
	{
		key: 'firstTurn',
		label: 'Turn 0 is',
		type: 'choice',
		default: 'placement',
		help: 'The placement: first orders with 10 MP. The first orders: with 5 MP.',
		choices: [
			{ value: 'placement', label: 'the placement' },
			{ value: 'orders', label: 'the first orders' }
		]
	},
	{
		key: 'burrow',
		label: 'Burrow lands',
		type: 'choice',
		default: 'centre',
		help: 'From C2: through the centre to F7, east–west to F2, north–south to C7.',
		choices: [
			{ value: 'centre', label: 'through the centre' },
			{ value: 'file', label: 'east–west' },
			{ value: 'rank', label: 'north–south' }
		]
	},
	{
		key: 'rounding',
		label: 'Centre areas on other board sizes',
		type: 'choice',
		default: 'wide',
		help: 'Flush, Quake and the quarters when the board cannot be split evenly.',
		choices: [
			{ value: 'wide', label: 'wider' },
			{ value: 'narrow', label: 'narrower' }
		]
	},
	{
		key: 'overspend',
		label: 'Magics beyond your MP',
		type: 'choice',
		default: 'skip',
		help: 'Skip: magics are paid in written order and those beyond the MP left are ignored. Cancel: all magics of the order are ignored.',
		choices: [
			{ value: 'skip', label: 'skip those' },
			{ value: 'void', label: 'cancel them all' }
		]
	}
];

function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
	return allowed.includes(value as T) ? (value as T) : fallback;
}

function int(value: unknown, min: number, max: number, fallback: number): number {
	return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

/** Reads a game's options; anything missing or out of range takes the rules' default. */
export function readRules(options: OptionValues | undefined): ArenaRules {
	const o = options ?? {};
	const d = DEFAULT_RULES;
	return {
		hp: int(o.hp, 1, 99, d.hp),
		size: int(o.size, MIN_BOARD, MAX_BOARD, d.size),
		types: pick(o.types, ['one', 'two', 'all'], d.types),
		levelOneAll: typeof o.levelOneAll === 'boolean' ? o.levelOneAll : d.levelOneAll,
		healing: typeof o.healing === 'boolean' ? o.healing : d.healing,
		healCap: typeof o.healCap === 'boolean' ? o.healCap : d.healCap,
		firstTurn: pick(o.firstTurn, ['placement', 'orders'], d.firstTurn),
		burrow: pick(o.burrow, ['centre', 'file', 'rank'], d.burrow),
		rounding: pick(o.rounding, ['wide', 'narrow'], d.rounding),
		overspend: pick(o.overspend, ['skip', 'void'], d.overspend)
	};
}

/** How many types a player chooses at the start (0: every type is open). */
export function typesToChoose(rules: ArenaRules): number {
	return rules.types === 'one' ? 1 : rules.types === 'two' ? 2 : 0;
}

/** Whether orders mark the type before a magic's number (any variant opening several types). */
export function markedNotation(rules: ArenaRules): boolean {
	return rules.types !== 'one' || rules.levelOneAll;
}
