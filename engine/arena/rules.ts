import { choice, count, flag, optionDefaults, readOptionValues } from '../core/options';
import type { OptionSpec, OptionValues } from '../core/types';
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

export const ARENA_OPTIONS: OptionSpec[] = [
	count('hp', 'Starting HP', 20, 1, 99),
	count('size', 'Board size (squares a side)', 8, MIN_BOARD, MAX_BOARD),
	choice('types', 'Magic types per player', 'one', [
		['one', 'One type (rule 6)'],
		['two', 'Two types'],
		['all', 'All magics']
	]),
	flag('levelOneAll', 'Level 1 magics of all types', false),
	flag('healing', 'Healing magics (H1–H4)', true),
	flag('healCap', 'Healing cannot raise HP above the start', true, 'Healing "returns" HP; off lets it raise HP above the starting value.'),
	choice(
		'firstTurn',
		'Turn 0 is',
		'placement',
		[
			['placement', 'the placement'],
			['orders', 'the first orders']
		],
		'The placement: first orders with 10 MP. The first orders: with 5 MP.'
	),
	choice(
		'burrow',
		'Burrow lands',
		'centre',
		[
			['centre', 'through the centre'],
			['file', 'east–west'],
			['rank', 'north–south']
		],
		'From C2: through the centre to F7, east–west to F2, north–south to C7.'
	),
	choice(
		'rounding',
		'Centre areas on other board sizes',
		'wide',
		[
			['wide', 'wider'],
			['narrow', 'narrower']
		],
		'Flush, Quake and the quarters when the board cannot be split evenly.'
	),
	choice(
		'overspend',
		'Magics beyond your MP',
		'skip',
		[
			['skip', 'skip those'],
			['void', 'cancel them all']
		],
		'Skip: magics are paid in written order and those beyond the MP left are ignored. Cancel: all magics of the order are ignored.'
	)
];

export const DEFAULT_RULES: ArenaRules = optionDefaults<ArenaRules>(ARENA_OPTIONS);

/** Reads a game's options; anything missing or out of range takes the rules' default. */
export function readRules(options: OptionValues | undefined): ArenaRules {
	return readOptionValues<ArenaRules>(ARENA_OPTIONS, options);
}

/** How many types a player chooses at the start (0: every type is open). */
export function typesToChoose(rules: ArenaRules): number {
	return rules.types === 'one' ? 1 : rules.types === 'two' ? 2 : 0;
}

/** Whether orders mark the type before a magic's number (any variant opening several types). */
export function markedNotation(rules: ArenaRules): boolean {
	return rules.types !== 'one' || rules.levelOneAll;
}
