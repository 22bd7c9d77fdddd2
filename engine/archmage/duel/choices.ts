import { CLASS_NAMES, ELEMENT_NAMES, type Element, type SpellClass } from '../elements';
import { COUNTER_CLASSES, GRIMOIRE, SPELL_CLASSES, SPELL_IDS, type SpellId } from '../grimoire';
import { announceCasting, chanceOf, mulliganQualifies, other } from './casting';
import type { ArchmageState, Attack, Role, Side } from './state';

/** What the duel screen shows for each spell a wizard could announce now. */
export interface SpellChoice {
	/** null: cast no counterspell. */
	spell: SpellId | null;
	name: string;
	class: SpellClass | null;
	allowed: boolean;
	/** Why it is not allowed now. */
	reason: string | null;
	element: Element | null;
	needed: number;
	/** Chance of success, 0..1. */
	chance: number;
	/** Attacks: expected damage to the opponent, after the opponent's Wall. */
	expectedDamage: number | null;
	/** Counterspells against an incoming attack: expected damage you take. */
	expectedTaken: number | null;
	/** What a success does, in words. */
	effect: string;
	/** The mulligan could be claimed on this roll. */
	mulligan: boolean;
}

const SPELLS_AS_SPELL = SPELL_IDS.filter((id) => GRIMOIRE[id].asSpell);
const SPELLS_AS_COUNTER = SPELL_IDS.filter((id) => GRIMOIRE[id].asCounter);

/** Expected damage of an attack rolled against `score` into a Wall of `wall` strength (0: none). */
export function expectedAttackDamage(score: number, wall: number): number {
	const m = Math.max(0, Math.min(score, 99));
	if (wall >= m) return 0;
	return ((m - wall) * (m - wall + 1)) / 200;
}

/** Strength of the defender's Wall against this attack, 0 when it has none that stops it. */
function wallAgainst(state: ArchmageState, defender: Side, attack: SpellId): number {
	const wall = state.duelists[defender]?.wall;
	return wall && GRIMOIRE[wall.spell].stops!.includes(attack) ? wall.strength : 0;
}

/** Damage the defender takes from `attack` if a Shield takes off `shield` points. */
function damageAfter(state: ArchmageState, attack: Attack, defender: Side, shield: number): number {
	if (attack.wallDone) return Math.max(0, attack.damage - shield);
	return Math.max(0, Math.max(0, attack.damage - shield) - wallAgainst(state, defender, attack.spell));
}

function expectedTaken(state: ArchmageState, attack: Attack, defender: Side, shieldScore: number | null): number {
	const none = damageAfter(state, attack, defender, 0);
	if (shieldScore === null) return none;
	const m = Math.max(0, Math.min(shieldScore, 99));
	let total = 0;
	for (let v = 1; v <= m; v++) total += damageAfter(state, attack, defender, v);
	return (total + (100 - m) * none) / 100;
}

/** The spells `side` may announce in `role` now (for bots; the screen uses spellChoices). */
export function legalSpells(state: ArchmageState, side: Side, role: Role): SpellId[] {
	if (role === 'spell') {
		const healable = state.healable?.side === side;
		return healable ? SPELLS_AS_SPELL : SPELLS_AS_SPELL.filter((id) => id !== 'heal');
	}
	return state.half?.attack ? SPELLS_AS_COUNTER : SPELLS_AS_COUNTER.filter((id) => id !== 'shield');
}

function effectOf(id: SpellId, heal: { element: Element; cap: number } | null): string {
	const spec = GRIMOIRE[id];
	switch (spec.class) {
		case 'attacking':
			return `damages ${ELEMENT_NAMES[spec.target!]} by the roll`;
		case 'creation':
			return `${ELEMENT_NAMES[(spec.roll as { element: Element }).element]} → ${ELEMENT_NAMES[spec.target!]}, up to the roll`;
		case 'healing':
			return heal ? `restores up to ${heal.cap} ${ELEMENT_NAMES[heal.element]}` : 'restores a score an attack reduced';
		case 'interference':
			return `stops ${spec.stops!.map((s) => GRIMOIRE[s].name).join(', ')}`;
		case 'protection':
			return 'takes the roll off the incoming damage';
	}
}

/** Every spell of the Grimoire for the announcement `side` makes now, with chance and expectation. */
export function spellChoices(state: ArchmageState, side: Side, role: Role): SpellChoice[] {
	const d = state.duelists[side];
	if (!d || !state.half) return [];
	const attack = role === 'counter' ? state.half.attack : null;
	const healable = role === 'spell' && state.healable?.side === side ? state.healable : null;
	const canMulligan = state.options.mulligan && !d.mulliganUsed;
	const allowed = role === 'spell' ? SPELL_CLASSES : COUNTER_CLASSES;
	const choices: SpellChoice[] = SPELL_IDS.map((id) => {
		const spec = GRIMOIRE[id];
		let reason: string | null = null;
		if (!allowed.includes(spec.class)) {
			reason = `${CLASS_NAMES[spec.class]} magic is ${role === 'spell' ? 'a counterspell only' : 'never a counterspell'}.`;
		} else if (id === 'heal' && !healable) {
			reason = 'Only on your first turn after an attack reduced one of your scores.';
		} else if (id === 'shield' && !attack) {
			reason = 'Only against an attack spell that succeeded.';
		}
		const c = announceCasting(d, id, attack, healable);
		const known = id !== 'shield' || attack !== null;
		return {
			spell: id,
			name: spec.name,
			class: spec.class,
			allowed: reason === null,
			reason,
			element: known ? c.element : null,
			needed: known ? c.needed : 0,
			chance: known ? chanceOf(c.needed) : 0,
			expectedDamage: spec.class === 'attacking' ? expectedAttackDamage(c.needed, wallAgainst(state, other(side), id)) : null,
			expectedTaken: attack ? expectedTaken(state, attack, side, id === 'shield' ? c.needed : null) : null,
			effect: effectOf(id, c.heal),
			mulligan: canMulligan && known && mulliganQualifies(d, c)
		};
	});
	if (role === 'counter') {
		choices.push({
			spell: null,
			name: 'No counterspell',
			class: null,
			allowed: true,
			reason: null,
			element: null,
			needed: 0,
			chance: 0,
			expectedDamage: null,
			expectedTaken: attack ? expectedTaken(state, attack, side, null) : null,
			effect: 'let the spell stand',
			mulligan: false
		});
	}
	return choices;
}
