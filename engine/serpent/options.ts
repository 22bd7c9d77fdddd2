/** The options of a new battle (docs/rules/serpents-tongue.md): data apart from the rules, for the new-game screen. */
import { choice, count, flag } from '../core/options';
import type { OptionSpec } from '../core/types';
import { START } from './rules';

export const SERPENT_OPTIONS: OptionSpec[] = [
	choice(
		'level',
		'Rules',
		'crucible',
		[
			['crucible', 'Crucible Update'],
			['basic', 'Basic (level 1)']
		],
		'Basic tracks only Resonance and Essence, as the Walkthrough Act I.'
	),
	count('essence', 'Starting Essence', START.essence, 1, 99, { help: 'The Walkthrough Act I starts at 7.' }),
	count('will', 'Starting Will', START.will, 0, 99),
	choice(
		'teams',
		'Teams',
		'duel',
		[
			['duel', 'Each Magi alone'],
			['pairs', 'Two teams'],
			['coop', 'All against an Encounter']
		],
		'Two teams: players 1 and 3 against 2 and 4.'
	),
	choice(
		'victoryCheck',
		'Victory check',
		'maintenance',
		[
			['maintenance', 'After maintenance'],
			['immediate', 'At once']
		],
		'The Crucible rules check after the maintenance phase; the Walkthrough ends at once.'
	),
	flag('enforcePreparation', 'Only prepared spells can be cast', true, 'Up to three a round, chosen in spell preparation.')
];
