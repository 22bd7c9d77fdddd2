import { ELEMENTS, ORDERS, type Element, type SpellClass } from '../elements';
import { GRIMOIRE, SPELL_IDS, type SpellId } from '../grimoire';
import { healElement, zerosToLose } from './casting';
import type { ArchmageState, Side } from './state';

/**
 * A duel in numbers, for the bot and the odds: elements and spells by index, one flat object the
 * fast simulation (fastDuel.ts) changes in place. The bot (policy.ts) decides on the position made
 * from the real state; the simulation decides on its own copy, by the same functions.
 */

const el = (e: Element | undefined) => (e === undefined ? -1 : ELEMENTS.indexOf(e));

/** Per spell code (its index in SPELL_IDS): class, element rolled against (-1: Heal, Shield), target element, stopped attacks (bits by code). */
export const KIND: readonly SpellClass[] = SPELL_IDS.map((id) => GRIMOIRE[id].class);
export const ROLLS: readonly number[] = SPELL_IDS.map((id) => (GRIMOIRE[id].roll.kind === 'element' ? el((GRIMOIRE[id].roll as { element: Element }).element) : -1));
export const TARGET: readonly number[] = SPELL_IDS.map((id) => el(GRIMOIRE[id].target));
export const STOPS: readonly number[] = SPELL_IDS.map((id) => (GRIMOIRE[id].stops ?? []).reduce((bits, s) => bits | (1 << SPELL_IDS.indexOf(s)), 0));
const codesOf = (kind: SpellClass) => SPELL_IDS.map((_, i) => i).filter((i) => KIND[i] === kind);
export const ATTACKS = codesOf('attacking');
export const CREATIONS = codesOf('creation');
export const WALLS = codesOf('interference');
export const HEAL = SPELL_IDS.indexOf('heal');
export const SHIELD = SPELL_IDS.indexOf('shield');
/** The creation spell that makes each element. */
export const CREATION_OF: readonly number[] = ELEMENTS.map((_, e) => CREATIONS.find((c) => TARGET[c] === e)!);

export const codeOf = (id: SpellId) => SPELL_IDS.indexOf(id);
export const spellOf = (code: number): SpellId => SPELL_IDS[code];

export interface Position {
	zerosToLose: number;
	shieldFirst: boolean;
	mulligan: boolean;
	/** Scores now, by side and element index. */
	scores: [number[], number[]];
	/** Heal: the pre-combat score it rolls against and its element (the mulligan's test). */
	healNeeds: [number, number];
	healRolls: [number, number];
	orderElement: [number, number];
	orderKind: [SpellClass, SpellClass];
	/** The Wall up (spell code, -1: none) and its strength. */
	wall: [number, number];
	wallStrength: [number, number];
	mulliganUsed: [boolean, boolean];
	/** Heal allowed for this side (-1: none), on which element, up to how much. */
	healSide: number;
	healElement: number;
	healCap: number;
	/** The successful attack of the half-cycle under way (-1: none), its target, damage and whether the Wall has met it. */
	attack: number;
	attackTarget: number;
	attackDamage: number;
	attackWallDone: boolean;
}

export function positionOf(state: ArchmageState): Position {
	const [a, b] = state.duelists;
	const sides = [a!, b!];
	const attack = state.half?.attack ?? null;
	const pair = <T>(f: (side: Side) => T): [T, T] => [f(0), f(1)];
	return {
		zerosToLose: zerosToLose(state.options.victory),
		shieldFirst: state.options.shieldFirst,
		mulligan: state.options.mulligan,
		scores: pair((s) => ELEMENTS.map((e) => sides[s].scores[e])),
		healNeeds: pair((s) => sides[s].sheet.scores[healElement(sides[s])]),
		healRolls: pair((s) => el(healElement(sides[s]))),
		orderElement: pair((s) => el(ORDERS[sides[s].sheet.order].element)),
		orderKind: pair((s) => ORDERS[sides[s].sheet.order].specialty),
		wall: pair((s) => (sides[s].wall ? codeOf(sides[s].wall!.spell) : -1)),
		wallStrength: pair((s) => sides[s].wall?.strength ?? 0),
		mulliganUsed: pair((s) => sides[s].mulliganUsed),
		healSide: state.healable ? state.healable.side : -1,
		healElement: state.healable ? el(state.healable.element) : -1,
		healCap: state.healable ? state.healable.amount : 0,
		attack: attack ? codeOf(attack.spell) : -1,
		attackTarget: attack ? el(attack.target) : -1,
		attackDamage: attack ? attack.damage : 0,
		attackWallDone: attack ? attack.wallDone : true
	};
}

export function copyPosition(p: Position): Position {
	return {
		...p,
		scores: [p.scores[0].slice(), p.scores[1].slice()],
		wall: [p.wall[0], p.wall[1]],
		wallStrength: [p.wallStrength[0], p.wallStrength[1]],
		mulliganUsed: [p.mulliganUsed[0], p.mulliganUsed[1]]
	};
}

export function zerosOf(scores: number[]): number {
	let n = 0;
	for (let e = 0; e < 5; e++) if (scores[e] <= 0) n++;
	return n;
}
