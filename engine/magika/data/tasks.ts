/**
 * The pool of Ebon Mage tasks (U-68): ten are drawn each game, 4 VP each, all or nothing.
 * X = a random novice, C = a random colour, R = a random alignment artifact. Task 8 needs a game
 * master's judgement and is never drawn by this engine (it has no GM adjustments yet).
 */
export interface TaskRow {
	id: number;
	kind: 'Grand Wizard' | 'Circle' | 'Event';
	text: string;
	param?: 'X' | 'C' | 'R';
	gmJudged?: boolean;
}

export const TASKS: readonly TaskRow[] = [
	{ id: 1, kind: 'Grand Wizard', text: 'Move or teleport successfully in every turn' },
	{ id: 2, kind: 'Grand Wizard', text: 'Escort X: end at least 8 turns within R3 of X', param: 'X' },
	{ id: 3, kind: 'Grand Wizard', text: 'Witness the finish: be within R3 of the mage who ends the game' },
	{ id: 4, kind: 'Grand Wizard', text: 'Share the lore: give a scroll to 3 different novices' },
	{ id: 5, kind: 'Grand Wizard', text: 'Return a heritage: give a racial artifact to a mage of that race' },
	{ id: 6, kind: 'Grand Wizard', text: 'Keep the arena whole: never cast Chaos or a major Fog Map' },
	{ id: 7, kind: 'Grand Wizard', text: 'Never keep an artifact more than 3 consecutive turns' },
	{ id: 8, kind: 'Grand Wizard', text: 'Grant 2 requests from novices', gmJudged: true },
	{ id: 9, kind: 'Circle', text: 'The Globe of Life is not formed' },
	{ id: 10, kind: 'Circle', text: 'Slow march: no novice reaches row j or above before turn 12' },
	{ id: 11, kind: 'Circle', text: 'Divided alliances: at the end no team has 3 members' },
	{ id: 12, kind: 'Circle', text: 'Hold R at the end', param: 'R' },
	{ id: 13, kind: 'Circle', text: 'Hold 2 racial artifacts at the end' },
	{ id: 14, kind: 'Circle', text: 'Stripped: novices hold at most 4 artifacts in total at the end' },
	{ id: 15, kind: 'Circle', text: 'Tired novices: the average novice Endurance at the end is below 40% of their max' },
	{ id: 16, kind: 'Circle', text: 'Deny X: X does not finish in the top three', param: 'X' },
	{ id: 17, kind: 'Circle', text: 'Demand master: 4 successful demands' },
	{ id: 18, kind: 'Circle', text: 'No perfect disciple: no novice ends with VP aptitude of 95 or more' },
	{ id: 19, kind: 'Circle', text: 'Outlast C: end with more Arcania than every wearer of C', param: 'C' },
	{ id: 20, kind: 'Event', text: 'Scatter: cast ScArt (either level) twice' },
	{ id: 21, kind: 'Event', text: 'Unseen referee: be invisible during 3 turns' },
	{ id: 22, kind: 'Event', text: 'Four wilds: end a phase on forest, hills, swamp and mountain' },
	{ id: 23, kind: 'Event', text: 'Sea bath: end a turn on row z after turn 10' },
	{ id: 24, kind: 'Event', text: 'Rebuke C: cast a major spell against colour C', param: 'C' },
	{ id: 25, kind: 'Event', text: 'Untouchable: no Plyze, AntMa or AtEnd succeeds against him' }
];

export const TASK_COUNT = 10;
export const TASK_VP = 4;
