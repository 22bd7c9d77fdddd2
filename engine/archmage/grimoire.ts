import { hasOwnKey } from '../core';
import type { Element, SpellClass } from './elements';

/** Part Four: the seventeen spells. */
export const SPELL_IDS = [
	'earthpower',
	'firepower',
	'metalpower',
	'waterpower',
	'woodpower',
	'make-earth',
	'make-fire',
	'make-metal',
	'make-water',
	'make-wood',
	'heal',
	'wall-of-earth',
	'wall-of-fire',
	'wall-of-metal',
	'wall-of-water',
	'wall-of-wood',
	'shield'
] as const;
export type SpellId = (typeof SPELL_IDS)[number];

/**
 * What a spell rolls against: an element's current score, the highest pre-combat score (Heal) or
 * the element the opponent's attack hit (Shield).
 */
export type RollAgainst = { kind: 'element'; element: Element } | { kind: 'highest-recorded' } | { kind: 'attacked' };

export interface SpellSpec {
	id: SpellId;
	name: string;
	class: SpellClass;
	roll: RollAgainst;
	/** Attacks: the opponent's element damaged. Creations: the element created. */
	target?: Element;
	/** Walls: the attacks they stop. */
	stops?: readonly SpellId[];
	asSpell: boolean;
	asCounter: boolean;
}

const attack = (id: SpellId, name: string, roll: Element, target: Element): SpellSpec => ({
	id,
	name,
	class: 'attacking',
	roll: { kind: 'element', element: roll },
	target,
	asSpell: true,
	asCounter: false
});

const creation = (id: SpellId, name: string, from: Element, target: Element): SpellSpec => ({
	id,
	name,
	class: 'creation',
	roll: { kind: 'element', element: from },
	target,
	asSpell: true,
	asCounter: true
});

const wall = (id: SpellId, name: string, element: Element, stops: readonly SpellId[]): SpellSpec => ({
	id,
	name,
	class: 'interference',
	roll: { kind: 'element', element },
	stops,
	asSpell: true,
	asCounter: true
});

export const GRIMOIRE: Record<SpellId, SpellSpec> = {
	earthpower: attack('earthpower', 'Earthpower', 'earth', 'water'),
	firepower: attack('firepower', 'Firepower', 'fire', 'metal'),
	metalpower: attack('metalpower', 'Metalpower', 'metal', 'wood'),
	waterpower: attack('waterpower', 'Waterpower', 'water', 'fire'),
	woodpower: attack('woodpower', 'Woodpower', 'wood', 'earth'),
	'make-earth': creation('make-earth', 'Make Earth from Fire', 'fire', 'earth'),
	'make-fire': creation('make-fire', 'Make Fire from Wood', 'wood', 'fire'),
	'make-metal': creation('make-metal', 'Make Metal from Earth', 'earth', 'metal'),
	'make-water': creation('make-water', 'Make Water from Metal', 'metal', 'water'),
	'make-wood': creation('make-wood', 'Make Wood from Water', 'water', 'wood'),
	heal: { id: 'heal', name: 'Heal', class: 'healing', roll: { kind: 'highest-recorded' }, asSpell: true, asCounter: false },
	'wall-of-earth': wall('wall-of-earth', 'Wall of Earth', 'earth', ['earthpower', 'firepower']),
	'wall-of-fire': wall('wall-of-fire', 'Wall of Fire', 'fire', ['firepower', 'woodpower']),
	'wall-of-metal': wall('wall-of-metal', 'Wall of Metal', 'metal', ['metalpower', 'earthpower']),
	'wall-of-water': wall('wall-of-water', 'Wall of Water', 'water', ['waterpower', 'metalpower']),
	'wall-of-wood': wall('wall-of-wood', 'Wall of Wood', 'wood', ['woodpower', 'waterpower']),
	shield: { id: 'shield', name: 'Shield', class: 'protection', roll: { kind: 'attacked' }, asSpell: false, asCounter: true }
};

/** Part Three: the classes a wizard may announce as a spell, and as a counterspell. */
export const SPELL_CLASSES: readonly SpellClass[] = ['attacking', 'creation', 'healing', 'interference'];
export const COUNTER_CLASSES: readonly SpellClass[] = ['creation', 'interference', 'protection'];

/** A roll of 100 always fails, whatever the score. */
export const ALWAYS_FAILS = 100;

export function isSpellId(v: unknown): v is SpellId {
	return hasOwnKey(GRIMOIRE, v);
}
