/** The variants of the game (each one a reading of the rules, see docs/rules/brick-wizards.md). */
import { choice, count, flag, readOptionValues } from '../core/options';
import type { OptionSpec, OptionValues } from '../core/types';

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
	count('pointLimit', 'Army points (0: no limit)', 0, 0, 10000, { step: 5 }),
	flag('openBooks', "Everyone sees every wizard's spells", false, 'Otherwise a wizard shows the other players only the spells it has cast.'),
	choice(
		'attackDie',
		'Attack die',
		'6',
		[
			['6', 'd6'],
			['10', 'd10'],
			['20', 'd20']
		],
		'The die of the attack roll; a total of −5 or less after modifiers is a wild surge.'
	),
	choice(
		'surgeDice',
		'Wild surge roll',
		'halves',
		[
			['halves', '2D read as a d12'],
			['sum', '2D added (2–12)'],
			['d12', 'One d12']
		],
		'2D read as a d12: one die picks entries 1–6 or 7–12, the other the entry. 2D added never gives entry 1.'
	),
	choice('stuckStop', 'Surge 7: roll to stop casting', '2d6', [
		['2d6', '9+ on 2D'],
		['d12', '9+ on a d12']
	]),
	choice('halfDie', '1D/2 rounds', 'up', [
		['up', 'Rounded up (1–3)'],
		['down', 'Rounded down (0–3)']
	]),
	flag('idleLosesMana', 'Idle wizards lose mana', false, 'A wizard that neither concentrates, moves nor acts loses 1 mana too.'),
	flag('castRoundCounts', "The casting round counts as a spell's first round", false),
	flag('flyExtraPerDie', "Fly's extra blocks cost per 1D", false),
	flag('designApproval', 'New spells need every player’s approval', true)
];

/** Reads options as the new-game form gives them (the attack die is a choice, so a string), with defaults. */
export function readOptions(o: OptionValues | undefined): BrickOptions {
	const v = readOptionValues<Omit<BrickOptions, 'attackDie'> & { attackDie: string }>(BRICK_OPTIONS, o);
	return { ...v, attackDie: Number(v.attackDie) };
}
