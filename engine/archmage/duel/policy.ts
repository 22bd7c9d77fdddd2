import { ELEMENT_NAMES, ELEMENTS } from '../elements';
import { GRIMOIRE } from '../grimoire';
import { creationAmount, keepsNewWall, meanDamage, pick, pickCounter, pickSpell, wantsMulligan } from './botChoices';
import { codeOf, KIND, positionOf, spellOf, STOPS, TARGET, type Position } from './position';
import type { ArchmageMove } from './lines';
import type { ArchmageState, Casting, Role } from './state';

/**
 * The duel bot at the table: a sensible wizard for the side the duel awaits, deterministic (the
 * dice are its only chance). It reads only the duel state, where nothing is secret, and answers
 * with the event a person would send, with its reason in the data for the History. Rolls are not
 * its to make: the table rolls for it as for anyone.
 */

/** The choices a bot makes (its rolls are the table's). */
export type BotMove = ArchmageMove<'archmage/announce' | 'archmage/keep' | 'archmage/mulligan' | 'archmage/amount' | 'archmage/keep-wall'>;

const pct = (chance: number) => `${Math.round(chance * 100)}%`;

/** Why the last pick (botChoices.ts) was made, in a few words after the spell's name. */
function reasonOf(p: Position, side: number, code: number): string {
	if (code < 0) return 'no counterspell pays';
	const about = pick.against;
	const chance = pct(pick.chance);
	switch (KIND[code]) {
		case 'attacking':
			return `${chance} × ${Math.round(meanDamage(p, side, code))}`;
		case 'healing':
			return `${ELEMENT_NAMES[ELEMENTS[about]]}: ${chance} × ${Math.round(pick.mean)}`;
		case 'interference':
			return (STOPS[code] >> about) & 1 ? `against ${GRIMOIRE[spellOf(about)].name}: ${chance}` : chance;
		case 'protection':
			return `${chance} against ${pick.mean} damage`;
		case 'creation': {
			const e = ELEMENT_NAMES[ELEMENTS[about]];
			return p.scores[side][about] <= 0 ? `to lift ${e} off 0: ${chance}` : `to keep ${e} above 0: ${chance}`;
		}
	}
}

function castingOf(state: ArchmageState, role: Role): Casting {
	return role === 'spell' ? state.half!.spell! : state.half!.counter!;
}

/** The bot's move for the side the duel awaits, or null when the duel waits for a roll (or is not at a choice). */
export function botMove(state: ArchmageState): BotMove | null {
	const step = state.step;
	if (step.kind !== 'announce' && step.kind !== 'mulligan' && step.kind !== 'amount' && step.kind !== 'wall') return null;
	const p = positionOf(state);
	const side = step.side;
	switch (step.kind) {
		case 'announce': {
			const code = step.role === 'spell' ? pickSpell(p, side) : pickCounter(p, side);
			return { kind: 'archmage/announce', data: { spell: code < 0 ? null : spellOf(code), reason: reasonOf(p, side, code) } };
		}
		case 'mulligan': {
			const c = castingOf(state, step.role);
			if (c.heal) {
				// the Heal under way: the state's healable went with its announcement
				p.healElement = ELEMENTS.indexOf(c.heal.element);
				p.healCap = c.heal.cap;
			}
			const claim = wantsMulligan(p, side, codeOf(c.spell), c.roll!, c.needed);
			const worth = `a reroll is worth ${Math.round(pick.worth)} on average, this roll ${Math.round(pick.mean)}`;
			return { kind: claim ? 'archmage/mulligan' : 'archmage/keep', data: { reason: worth } };
		}
		case 'amount': {
			const c = castingOf(state, step.role);
			const code = codeOf(c.spell);
			const amount = creationAmount(p, side, code, step.max);
			const to = ELEMENT_NAMES[ELEMENTS[TARGET[code]]];
			const saves = p.attack >= 0 && p.attackTarget === TARGET[code];
			return { kind: 'archmage/amount', data: { amount, reason: saves ? `for ${to} against the attack` : `${ELEMENT_NAMES[c.element]} and ${to} evened out` } };
		}
		case 'wall': {
			const keep = keepsNewWall(p, side, codeOf(step.fresh.spell), step.fresh.strength) ? 'new' : 'old';
			return { kind: 'archmage/keep-wall', data: { keep, reason: `the ${keep} Wall stops more` } };
		}
	}
}
