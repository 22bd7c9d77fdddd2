/**
 * An Evade in a Response phase: a being a manifesting effect (or a resolving maintenance spell)
 * would impact dodges it, paying what its Evade costs (the Sentient Shadow: "pay 1 Resonance to
 * try to Evade the effect", then a draw decides). `evades: false` records a paid attempt that failed.
 * Evade spells cast as Responses go through `serpent/cast` instead.
 */
import { own, reject, type GameEvent, type Rejection } from '../core';
import { isUp, mayActFor } from './beings';
import { lose } from './energies';
import { SERPENT_REJECTIONS as R } from './rejections';
import type { SerpentState } from './state';

type Data = Record<string, unknown>;

export function evade(s: SerpentState, event: GameEvent): Rejection | void {
	const data = (event.data ?? {}) as Data;
	const b = typeof data.being === 'string' ? own(s.beings, data.being) : undefined;
	if (!isUp(b)) return reject(R.unknownBeing, 'There is no such being able to evade.');
	if (!mayActFor(s, event.seat, b.id)) return reject(R.notYourBeing, `Only ${b.name}'s player decides its Evades.`);
	const id = typeof data.spell === 'string' ? data.spell : '';
	const sp = own(s.spells, id);
	if (!sp || !(s.stack.includes(id) || s.resolving === id)) return reject(R.notOnStack, 'An Evade answers an effect in its Response phase.');
	if (sp.team !== null || sp.global) return reject(R.evadeArea, 'Area effects cannot be Evaded.');
	const targets = sp.ability ? sp.ability.targets : sp.bearer ? [sp.bearer] : [];
	if (sp.card.role !== 'attack' || !targets.includes(b.id)) return reject(R.target, `${sp.card.title} does not impact ${b.name}.`);
	if (sp.evading.includes(b.id)) return reject(R.noChange, `${b.name} already evades ${sp.card.title}.`);
	const pay = (data.pay ?? {}) as Data;
	const resonance = pay.resonance ?? 0;
	if (typeof resonance !== 'number' || !Number.isInteger(resonance) || resonance < 0 || resonance > 99) return reject(R.badData, 'An Evade costs a whole number of Resonance.');
	if (b.resonance < resonance) return reject(R.resonance, `The Evade costs ${resonance} Resonance; ${b.name} has ${b.resonance}.`);
	lose(s, b.id, 'resonance', resonance);
	if (data.evades !== false) sp.evading = [...sp.evading, b.id];
}
