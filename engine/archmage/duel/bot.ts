import type { GameEvent, Rng, Roll } from '../../core';
import { costToRaise, createWizard, resolveBirth, scoresAfterBirth, type BirthResolution, type CreationInput } from '../creation';
import { ELEMENTS, ORDER_IDS, ORDERS, type OrderId, type Scores } from '../elements';
import { sheetOf } from '../roster';
import { CREATION_MP, ORDER_MIN_MP } from '../scoreCosts';
import type { DuelistSheet, Wizard } from '../wizard';
import { legalSpells } from './choices';
import type { ArchmageState } from './state';

/** Random legal play, for tests, simulations and the benchmark. Rules never call this. */

export function deviceRoll(rng: Rng, count = 1): Roll {
	const values: number[] = [];
	for (let i = 0; i < count; i++) values.push(rng.die(100));
	return { sides: 100, values, source: 'device' };
}

/** Birth rolls made with `rng` until the table's result is complete, and the scores they give. */
export function rollBirth(rng: Rng): { birthRolls: number[]; scores: Scores } {
	const birthRolls: number[] = [];
	let birth = resolveBirth(birthRolls) as BirthResolution;
	while (birth.status === 'incomplete') {
		birthRolls.push(rng.die(100));
		birth = resolveBirth(birthRolls) as BirthResolution;
	}
	return { birthRolls, scores: scoresAfterBirth(birth.influence) };
}

/** A random but legal creation: birth rolls, an Order (random unless given), 18+ MP in its element, the rest at random. */
export function randomCreation(rng: Rng, name = 'Wizard', fixedOrder?: OrderId): CreationInput {
	const { birthRolls, scores } = rollBirth(rng);
	const order = fixedOrder ?? rng.pick(ORDER_IDS);
	const input: CreationInput = { name, order, birthRolls, scores };
	const own = ORDERS[order].element;
	let spent = 0;
	let ownSpent = 0;
	const raise = (e: (typeof ELEMENTS)[number]) => {
		const c = costToRaise(input.scores[e], input.scores[e] + 1);
		if (c === null || spent + c > CREATION_MP) return false;
		input.scores[e]++;
		spent += c;
		if (e === own) ownSpent += c;
		return true;
	};
	while (ownSpent < ORDER_MIN_MP) raise(own);
	for (let tries = 0; tries < 60 && spent < CREATION_MP; tries++) raise(rng.pick(ELEMENTS));
	return input;
}

export function randomWizard(rng: Rng, id: string, owner = 'bot'): Wizard {
	return createWizard(randomCreation(rng, `Wizard ${id}`), id, owner) as Wizard;
}

export function randomSheet(rng: Rng, id: string): DuelistSheet {
	return sheetOf(randomWizard(rng, id));
}

/** One random legal event for the current step (the step's seat acts), or null when the duel is over. */
export function randomLegalEvent(
	state: ArchmageState,
	rng: Rng,
	sheets: [DuelistSheet, DuelistSheet]
): Pick<GameEvent, 'seat' | 'kind' | 'data'> | null {
	const step = state.step;
	if (step.kind === 'enter') {
		const side = state.duelists[0] ? 1 : 0;
		// a wizard cannot duel itself: when the rival entered with this side's sheet, the other one
		const rival = state.duelists[side === 0 ? 1 : 0];
		const wizard = rival && rival.sheet.id !== undefined && rival.sheet.id === sheets[side].id ? sheets[side === 0 ? 1 : 0] : sheets[side];
		return { seat: state.seats[side].id, kind: 'archmage/enter', data: { wizard } };
	}
	if (step.kind === 'initiative') return { seat: state.seats[0].id, kind: 'archmage/initiative', data: { roll: deviceRoll(rng, 2) } };
	if (step.kind === 'over') return null;
	const seat = state.seats[step.side].id;
	switch (step.kind) {
		case 'announce': {
			const spells = legalSpells(state, step.side, step.role);
			const declines = step.role === 'counter' ? 1 : 0;
			const i = rng.below(spells.length + declines);
			return { seat, kind: 'archmage/announce', data: { spell: spells[i] ?? null } };
		}
		case 'roll':
			return { seat, kind: 'archmage/roll', data: { roll: deviceRoll(rng) } };
		case 'mulligan':
			return { seat, kind: rng.below(2) ? 'archmage/mulligan' : 'archmage/keep', data: {} };
		case 'amount':
			return { seat, kind: 'archmage/amount', data: { amount: 1 + rng.below(step.max) } };
		case 'wall':
			return { seat, kind: 'archmage/keep-wall', data: { keep: rng.below(2) ? 'new' : 'old' } };
	}
}
