/** The variants of the game (each one a reading of the rules, see docs/rules/brick-wizards.md). */
import type { OptionSpec, OptionValues } from '../core';

export type SurgeDice = 'halves' | 'sum' | 'd12';
export type StuckStop = '2d6' | 'd12';
export type HalfDie = 'up' | 'down';

export interface BrickOptions {
	/** Points an army may spend; 0 for no limit. */
	pointLimit: number;
	/** Every player sees every wizard's spells (otherwise only the spells it has cast). */
	openBooks: boolean;
	/** Sides of the wargame's attack die. */
	attackDie: number;
	surgeDice: SurgeDice;
	stuckStop: StuckStop;
	halfDie: HalfDie;
	/** A wizard that neither concentrates nor acts loses 1 mana too. */
	idleLosesMana: boolean;
	/** The round a lasting spell is cast counts as its first round. */
	castRoundCounts: boolean;
	/** Fly's +1 per block beyond 1 is paid for each 1D of duration. */
	flyExtraPerDie: boolean;
	/** A designed spell needs every player's approval before a wizard can carry it. */
	designApproval: boolean;
}

export const BRICK_OPTIONS: OptionSpec[] = [
	{ key: 'pointLimit', label: 'Army points (0: no limit)', type: 'number', default: 0, min: 0, max: 10000, step: 5 },
	{ key: 'openBooks', label: "Everyone sees every wizard's spells", type: 'boolean', default: false, help: 'Otherwise a wizard shows the other players only the spells it has cast.' },
	{
		key: 'attackDie',
		label: 'Attack die',
		type: 'choice',
		default: '6',
		choices: [
			{ value: '6', label: 'd6' },
			{ value: '10', label: 'd10' },
			{ value: '20', label: 'd20' }
		],
		help: 'The die of the attack roll; a total of −5 or less after modifiers is a wild surge.'
	},
	{
		key: 'surgeDice',
		label: 'Wild surge roll',
		type: 'choice',
		default: 'halves',
		choices: [
			{ value: 'halves', label: '2D read as a d12' },
			{ value: 'sum', label: '2D added (2–12)' },
			{ value: 'd12', label: 'One d12' }
		],
		help: '2D read as a d12: one die picks entries 1–6 or 7–12, the other the entry. 2D added never gives entry 1.'
	},
	{
		key: 'stuckStop',
		label: "Surge 7: roll to stop casting",
		type: 'choice',
		default: '2d6',
		choices: [
			{ value: '2d6', label: '9+ on 2D' },
			{ value: 'd12', label: '9+ on a d12' }
		]
	},
	{
		key: 'halfDie',
		label: '1D/2 rounds',
		type: 'choice',
		default: 'up',
		choices: [
			{ value: 'up', label: 'Rounded up (1–3)' },
			{ value: 'down', label: 'Rounded down (0–3)' }
		]
	},
	{ key: 'idleLosesMana', label: 'Idle wizards lose mana', type: 'boolean', default: false, help: 'A wizard that neither concentrates, moves nor acts loses 1 mana too.' },
	{ key: 'castRoundCounts', label: "The casting round counts as a spell's first round", type: 'boolean', default: false },
	{ key: 'flyExtraPerDie', label: "Fly's extra blocks cost per 1D", type: 'boolean', default: false },
	{ key: 'designApproval', label: 'New spells need every player’s approval', type: 'boolean', default: true }
];

function pick<T extends string>(v: unknown, allowed: readonly T[], fallback: T): T {
	return typeof v === 'string' && (allowed as readonly string[]).includes(v) ? (v as T) : fallback;
}

/** Reads options as the new-game form gives them (choices are strings), with defaults. */
export function readOptions(o: OptionValues | undefined): BrickOptions {
	const v = o ?? {};
	const limit = Number(v.pointLimit ?? 0);
	const die = Number(v.attackDie ?? 6);
	return {
		pointLimit: Number.isInteger(limit) && limit > 0 && limit <= 10000 ? limit : 0,
		openBooks: v.openBooks === true,
		attackDie: [6, 10, 20].includes(die) ? die : 6,
		surgeDice: pick(v.surgeDice, ['halves', 'sum', 'd12'], 'halves'),
		stuckStop: pick(v.stuckStop, ['2d6', 'd12'], '2d6'),
		halfDie: pick(v.halfDie, ['up', 'down'], 'up'),
		idleLosesMana: v.idleLosesMana === true,
		castRoundCounts: v.castRoundCounts === true,
		flyExtraPerDie: v.flyExtraPerDie === true,
		designApproval: v.designApproval !== false
	};
}
