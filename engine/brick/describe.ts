/** One history line per event. Army events do not name a wizard's spells: they may be secret. */
import { diceText, own, rollFaces, text, type GameEvent } from '../core';
import { findSpell } from './spells';
import type { BrickState } from './state';
import { surgeEntry } from './surges';

export function describeEvent(state: BrickState, event: GameEvent): string {
	const d = (event.data ?? {}) as Record<string, unknown>;
	const unit = (id: unknown) => own(state.units, id)?.name || 'a unit';
	const spell = (id: unknown) => findSpell(state, id)?.name ?? 'a spell';
	const dice = (r: unknown) => diceText(r, '');
	const castOf = (id: unknown) => own(state.casts, id);
	switch (event.kind) {
		case 'brick/add-unit': {
			const spells = Array.isArray(d.spells) ? d.spells.length : 0;
			const kind = d.kind === 'wizard' ? `wizard, ${spells} spell${spells === 1 ? '' : 's'}` : d.kind === 'medic' ? 'medic' : `${text(d.points)} points`;
			return `Mustered ${text(d.name)} (${kind})`;
		}
		case 'brick/remove-unit':
			return `Removed ${unit(d.unit)} from the army`;
		case 'brick/start-battle':
			return 'The battle begins';
		case 'brick/concentrate':
			return `${unit(d.unit)} concentrates`;
		case 'brick/move':
			return `${unit(d.unit)} moves`;
		case 'brick/act':
			return `${unit(d.unit)} ${d.attack === true ? 'attacks' : 'acts'}`;
		case 'brick/hold':
			return `${unit(d.unit)} holds still`;
		case 'brick/cast': {
			const units = typeof d.units === 'number' && d.units > 1 ? ` ×${d.units}` : '';
			const target = typeof d.target === 'string' && d.target ? ` at ${d.target}` : typeof d.targetUnit === 'string' ? ` at ${unit(d.targetUnit)}` : '';
			return `${unit(d.unit)} casts ${spell(d.spell)}${units}${target}${d.absorbed ? ' (absorbed, no mana)' : ''}`;
		}
		case 'brick/roll': {
			if (typeof d.effect === 'string') {
				const e = state.effects.find((x) => x.id === d.effect);
				return `Roll for ${e?.label ?? 'an effect'}: ${dice(d.roll)}`;
			}
			const cast = castOf(d.cast);
			const who = cast ? `${unit(cast.wizard)}'s ${spell(cast.spell)}` : 'A spell';
			const mod = typeof d.modifier === 'number' && d.modifier !== 0 ? ` ${d.modifier > 0 ? '+' : '−'} ${Math.abs(d.modifier)}` : '';
			if (d.step === 'surge') {
				const values = rollFaces(d.roll);
				const entry = values.length ? surgeEntry(state.options.surgeDice, values) : undefined;
				return `${who}: wild surge roll ${dice(d.roll)}${entry ? ` → ${entry.n}, ${entry.title}` : ''}`;
			}
			return `${who}: ${text(d.step)} roll ${dice(d.roll)}${mod}`;
		}
		case 'brick/hit': {
			const cast = castOf(d.cast);
			return `${cast ? `${unit(cast.wizard)}'s ${spell(cast.spell)}` : 'The spell'} ${d.hit === true ? 'hits' : 'misses'}`;
		}
		case 'brick/trigger':
			return `Set off: ${state.effects.find((e) => e.id === d.effect)?.label ?? 'an effect'}${d.spell ? ` by ${spell(d.spell)}` : ''}`;
		case 'brick/end-effect':
			return 'An effect is ended';
		case 'brick/hide':
			return `${unit(d.unit)} hides`;
		case 'brick/reveal':
			return `${unit(d.unit)} is seen`;
		case 'brick/notice':
			return `Roll to notice ${unit(d.unit)}: ${dice(d.roll)} (needs 6)`;
		case 'brick/down':
			return `${unit(d.unit)} is down`;
		case 'brick/revive':
			return `${unit(d.medic)} tries to revive ${unit(d.unit)}: ${dice(d.roll)} (needs 6)`;
		case 'brick/design-spell':
			return `New spell designed: ${text(d.name)}`;
		case 'brick/approve-spell':
			return `Approved ${spell(d.spell)}`;
		case 'brick/end-round':
			return 'End of the round';
		case 'brick/end-battle':
			return 'The battle is over';
		default:
			return event.kind;
	}
}
