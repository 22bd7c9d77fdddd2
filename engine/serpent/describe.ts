/** One history line per move. It is given the latest state, so it reads names from the event itself where it can. */
import { diceText, own, rollFaces, text, type GameEvent } from '../core';
import { name } from './beings';
import { lookupCard } from './casting';
import { resonanceForRoll } from './rules';
import type { SerpentState } from './state';

type Data = Record<string, unknown>;

function cardTitle(s: SerpentState, d: Data): string {
	const inline = d.card as { title?: unknown } | null | undefined;
	if (typeof inline === 'object' && inline && typeof inline.title === 'string') return inline.title;
	if (typeof d.cardId === 'string') return lookupCard(s, d.cardId)?.title ?? d.cardId;
	return 'a spell';
}

function spellTitle(s: SerpentState, id: unknown): string {
	if (typeof id !== 'string') return 'the next spell';
	return own(s.spells, id)?.card.title ?? 'a spell';
}

function dice(d: Data): string {
	return diceText(d.roll);
}

export function describeMove(s: SerpentState, event: GameEvent): string {
	const d = (event.data ?? {}) as Data;
	const who = name(s, d.being as string);
	switch (event.kind) {
		case 'serpent/team':
			return `${who} joins ${text(d.team)}`;
		case 'serpent/specialization':
			return `${who} brings ${cardTitle(s, d)}`;
		case 'serpent/encounter':
			return `Encounter: ${typeof d.sheet === 'string' ? d.sheet : text((d.sheet as Data | null)?.name ?? '?')}${d.easy ? ' (Easy)' : ''}`;
		case 'serpent/encounter-mode':
			return `${who}: ${d.easy ? 'Easy mode' : 'full strength'}`;
		case 'serpent/library-add':
			return `Library: ${cardTitle(s, d)}`;
		case 'serpent/library-remove':
			return `Library: removed ${text(d.cardId)}`;
		case 'serpent/resonance-roll': {
			const face = rollFaces(d.roll)[0] ?? 0;
			return `Resonance roll ${dice(d)}: +${resonanceForRoll(face)} Resonance${face === 10 ? ', Overload (−1 Harmony)' : ''}`;
		}
		case 'serpent/tie-roll':
			return `Initiative tie roll: ${dice(d)}`;
		case 'serpent/event-roll':
			return `${who}'s Discord/Harmony roll: ${dice(d)}`;
		case 'serpent/resolve':
			return `Maintenance: ${spellTitle(s, d.spell)}${d.sustain === false ? ' let go' : ' resolved'}${d.evaded ? ' (evaded)' : ''}`;
		case 'serpent/prepare':
			return `${who} prepares ${Array.isArray(d.cards) ? d.cards.length : 0} spell${Array.isArray(d.cards) && d.cards.length === 1 ? '' : 's'}`;
		case 'serpent/reattune':
			return d.focus ? `${who} re-attunes a burned Focus` : `${who} re-attunes a spell`;
		case 'serpent/cast': {
			const t = cardTitle(s, d);
			if (d.intone === 'miscast') return `${who} miscasts ${t} (Kotukh!)`;
			const target = typeof d.target === 'string' && d.target !== d.being ? ` on ${name(s, d.target)}` : '';
			return `${who} ${d.response ? 'responds with' : 'casts'} ${t}${target}${d.intone === 'spoken' ? ' (spoken: Alum!)' : ''}`;
		}
		case 'serpent/dampen':
			return `${spellTitle(s, d.spell)}: the Dampen is ${d.pay === true ? 'paid' : 'refused, the spell discarded'}`;
		case 'serpent/activate':
			return `${spellTitle(s, d.spell)} activates${Array.isArray(d.evaded) && d.evaded.length ? ' (evaded)' : ''}`;
		case 'serpent/advance-rite':
			return `${who} invests a Full Action in a Rite`;
		case 'serpent/ability':
			return `${who} uses ${typeof d.label === 'string' ? d.label : 'an ability'}${typeof d.target === 'string' && d.target !== d.being ? ` on ${name(s, d.target)}` : ''}`;
		case 'serpent/meditate':
			return `${who} meditates`;
		case 'serpent/shed-stone':
			return `${who} sheds an interrupt stone`;
		case 'serpent/exchange':
			return `${who} exchanges ${d.give === 'voice' ? '10 Voice' : '1 Will'} for ${text(d.get)}`;
		case 'serpent/pass':
			return `${who} ends their round`;
		case 'serpent/dismiss':
			return `${who} dismisses ${spellTitle(s, d.spell)}`;
		case 'serpent/swap-focus':
			return `${who} swaps Focus onto ${spellTitle(s, d.spell)}`;
		case 'serpent/upgrade-spec':
			return `${who} unlocks a tier of tree ${text(d.tree)}`;
		case 'serpent/extra-action':
			return `${who} gains a Full Action`;
		case 'serpent/stone':
			return `${who} takes an interrupt stone`;
		case 'serpent/adjust': {
			const n = typeof d.delta === 'number' ? d.delta : NaN;
			return `${who}: ${text(d.energy)} ${n > 0 ? '+' : '−'}${Math.abs(n)}`;
		}
		case 'serpent/counters': {
			const delta = (d.delta ?? {}) as Record<string, unknown>;
			const moved = Object.entries(delta)
				.filter(([, n]) => typeof n === 'number' && n !== 0)
				.map(([k, n]) => `${k === 'counters' ? 'Duration' : k} ${(n as number) > 0 ? '+' : '−'}${Math.abs(n as number)}`);
			return moved.length ? `${spellTitle(s, d.spell)}: ${moved.join(', ')}` : `Counters of ${spellTitle(s, d.spell)} set`;
		}
		case 'serpent/evade':
			return `${who} ${d.evades === false ? 'tries to evade' : 'evades'} ${spellTitle(s, d.spell)}`;
		case 'serpent/codex':
			return `${who}'s Codex ${d.entries === null ? 'no longer tracked' : 'set'}`;
		case 'serpent/shield-order':
			return `${who} re-orders their Shields`;
		case 'serpent/discard':
			return `${spellTitle(s, d.spell)} discarded`;
		case 'serpent/dormant':
			return `${spellTitle(s, d.spell)} ${d.dormant === false ? 'wakes' : 'goes Dormant'}`;
		case 'serpent/disrupt':
			return `${who} is Disrupted`;
		case 'serpent/draw':
			return `${who} draws from the bag`;
		default:
			return event.kind;
	}
}
