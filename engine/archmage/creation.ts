import { reject, type Rejection } from '../core';
import { ALL_INFLUENCE, BIRTH_TABLE, DOUBLE_INFLUENCE, SINGLE_INFLUENCE, type BirthEffect } from './birthTable';
import { ELEMENTS, ELEMENT_NAMES, ORDERS, isOrder, uniformScores, type Element, type OrderId, type Scores } from './elements';
import { ARCHMAGE_REJECTIONS as R } from './rejections';
import {
	BASE_SCORE,
	COST_BANDS,
	CREATION_MP,
	MAX_NAME_LENGTH,
	MAX_SCORE,
	ORDER_MIN_MP,
	START_RANK
} from './scoreCosts';
import type { Influence, Wizard } from './wizard';

/** MP for the point that brings a score up to `score`; null above the cap. Points up to 15 cost 1 (education). */
export function pointCost(score: number): number | null {
	if (score <= BASE_SCORE) return 1;
	for (const band of COST_BANDS) if (score >= band.from && score <= band.to) return band.cost;
	return null;
}

/** MP to raise a score from `from` to `to`; null if `to` is below `from` or above the cap. */
export function costToRaise(from: number, to: number): number | null {
	if (!Number.isInteger(from) || !Number.isInteger(to) || to < from || from < 0) return null;
	let total = 0;
	for (let s = from + 1; s <= to; s++) {
		const c = pointCost(s);
		if (c === null) return null;
		total += c;
	}
	return total;
}

/** What a set of scores is worth in MP from zero: 150 for a new Acolyte who spent everything. */
export function scoresValue(scores: Scores): number {
	let total = 0;
	for (const e of ELEMENTS) total += costToRaise(0, scores[e]) ?? Infinity;
	return total;
}

/** The birth table row of one d100 roll (1..100, 00 = 100). */
export function birthEffect(roll: number): BirthEffect | null {
	if (!Number.isInteger(roll)) return null;
	return BIRTH_TABLE.find((row) => roll >= row.min && roll <= row.max)?.effect ?? null;
}

export type BirthResolution =
	| { status: 'complete'; influence: Influence; used: number }
	| { status: 'incomplete'; picked: Element[] };

/**
 * Reads the birth rolls in order: the first on the table; after an 81-95, the following rolls
 * until two different single influences came up (81+ and duplicates are rerolled).
 */
export function resolveBirth(rolls: readonly number[]): BirthResolution | Rejection {
	for (const r of rolls) {
		if (!birthEffect(r)) return reject(R.badBirthRoll, `A d100 shows 1 to 100, not ${String(r)}.`);
	}
	if (rolls.length === 0) return { status: 'incomplete', picked: [] };
	const first = birthEffect(rolls[0])!;
	if (first.kind === 'single') return { status: 'complete', influence: { kind: 'single', element: first.element }, used: 1 };
	if (first.kind === 'all') return { status: 'complete', influence: { kind: 'all' }, used: 1 };
	const picked: Element[] = [];
	let i = 1;
	for (; i < rolls.length && picked.length < 2; i++) {
		const e = birthEffect(rolls[i])!;
		if (e.kind === 'single' && !picked.includes(e.element)) picked.push(e.element);
	}
	if (picked.length < 2) return { status: 'incomplete', picked };
	return { status: 'complete', influence: { kind: 'double', elements: [picked[0], picked[1]] }, used: i };
}

/** The five scores after basic education and the influences of birth. */
export function scoresAfterBirth(influence: Influence): Scores {
	const s = uniformScores(BASE_SCORE);
	if (influence.kind === 'single') s[influence.element] += SINGLE_INFLUENCE;
	else if (influence.kind === 'double') for (const e of influence.elements) s[e] += DOUBLE_INFLUENCE;
	else for (const e of ELEMENTS) s[e] += ALL_INFLUENCE;
	return s;
}

export function describeInfluence(influence: Influence): string {
	if (influence.kind === 'single') return `+${SINGLE_INFLUENCE}% ${ELEMENT_NAMES[influence.element]}`;
	if (influence.kind === 'double') {
		return influence.elements.map((e) => `+${DOUBLE_INFLUENCE}% ${ELEMENT_NAMES[e]}`).join(', ');
	}
	return `+${ALL_INFLUENCE}% to all five`;
}

export interface CreationInput {
	name: string;
	order: OrderId;
	/** The birth roll, then the rerolls of an 81-95 in the order they were made. */
	birthRolls: number[];
	/** The scores the player bought up to (equal to the birth scores where nothing was bought). */
	scores: Scores;
}

export interface CreationCheck {
	/** Scores before spending, or null while the birth is incomplete. */
	base: Scores | null;
	spent: number;
	orderSpent: number;
	left: number;
	problems: Rejection[];
}

function checkName(name: unknown): Rejection | null {
	const n = typeof name === 'string' ? name.trim() : '';
	if (n.length === 0 || n.length > MAX_NAME_LENGTH) {
		return reject(R.badName, `A wizard needs a name of 1 to ${MAX_NAME_LENGTH} characters.`);
	}
	return null;
}

/** Checks a creation in progress and tells what was spent; the roster screen shows `problems`. */
export function checkCreation(input: CreationInput): CreationCheck {
	const problems: Rejection[] = [];
	const nameProblem = checkName(input.name);
	if (nameProblem) problems.push(nameProblem);
	if (!isOrder(input.order)) problems.push(reject(R.badOrder, 'Choose one of the five Orders of Magic.'));
	const birth = resolveBirth(Array.isArray(input.birthRolls) ? input.birthRolls : []);
	if (!('status' in birth)) return { base: null, spent: 0, orderSpent: 0, left: CREATION_MP, problems: [...problems, birth] };
	if (birth.status === 'incomplete') {
		problems.push(reject(R.birthIncomplete, 'Roll the d100 again for the circumstances of your birth.'));
		return { base: null, spent: 0, orderSpent: 0, left: CREATION_MP, problems };
	}
	if (birth.used < input.birthRolls.length) {
		problems.push(reject(R.extraBirthRolls, 'More birth rolls were given than the table asks for.'));
	}
	const base = scoresAfterBirth(birth.influence);
	let spent = 0;
	let orderSpent = 0;
	const orderElement = isOrder(input.order) ? ORDERS[input.order].element : null;
	for (const e of ELEMENTS) {
		const to = input.scores?.[e];
		if (!Number.isInteger(to) || to < base[e]) {
			problems.push(reject(R.scoreLowered, `${ELEMENT_NAMES[e]} cannot go below ${base[e]}%.`));
			continue;
		}
		if (to > MAX_SCORE) {
			problems.push(reject(R.scoreCap, `${ELEMENT_NAMES[e]} cannot be raised above ${MAX_SCORE}%.`));
			continue;
		}
		const cost = costToRaise(base[e], to)!;
		spent += cost;
		if (e === orderElement) orderSpent = cost;
	}
	if (spent > CREATION_MP) {
		problems.push(reject(R.notEnoughMp, `These raises cost ${spent} MP; a new wizard has ${CREATION_MP}.`));
	}
	if (orderElement && orderSpent < ORDER_MIN_MP) {
		problems.push(
			reject(
				R.orderMinimum,
				`At least ${ORDER_MIN_MP} MP must go to ${ELEMENT_NAMES[orderElement]}, the element of the ${ORDERS[input.order].name}; ${orderSpent} MP went there.`
			)
		);
	}
	return { base, spent, orderSpent, left: CREATION_MP - spent, problems };
}

/** A new Acolyte (rank 30) from a finished creation, or the first problem with it. */
export function createWizard(input: CreationInput, id: string, owner: string): Wizard | Rejection {
	const check = checkCreation(input);
	if (check.problems.length > 0) return check.problems[0];
	const birth = resolveBirth(input.birthRolls) as { status: 'complete'; influence: Influence; used: number };
	return {
		id,
		name: input.name.trim(),
		owner,
		order: input.order,
		birth: { rolls: input.birthRolls.slice(), influence: birth.influence },
		scores: { ...input.scores },
		rank: START_RANK,
		highestRank: START_RANK,
		master: false,
		masterAwarded: false,
		grandmaster: false,
		grandmasterAwarded: false,
		duels: [],
		settledMonths: [],
		status: 'active'
	};
}
