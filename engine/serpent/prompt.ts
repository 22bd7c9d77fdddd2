/** What the table is waiting for, in one sentence, and from which seats. */
import type { Prompt, SeatId } from '../core';
import { name, seatFor } from './beings';
import { hasSustainCost, resolvableNow } from './maintenance';
import { dampenedCost } from './dampen';
import { needsPreparation } from './round';
import type { SerpentState } from './state';

function seatsOf(s: SerpentState, ids: string[]): SeatId[] {
	const out: SeatId[] = [];
	for (const id of ids) {
		const seat = seatFor(s, id);
		if (seat !== null && !out.includes(seat)) out.push(seat);
	}
	return out;
}

export function promptFor(s: SerpentState): Prompt {
	if (s.outcome) return { waitingFor: [], text: s.outcome.text };
	const r = `Round ${s.round}`;
	switch (s.phase) {
		case 'setup':
			return { waitingFor: [], text: "Choose each Magi's cards, then roll the d10 to begin." };
		case 'initiative':
			if (s.step === 'ties') {
				const names = s.ties.map((g) => g.map((id) => name(s, id)).join(' and ')).join('; ');
				return { waitingFor: [], text: `${r}: ${names} tied for initiative: roll a die each.` };
			}
			if (s.step === 'events') {
				return { waitingFor: seatsOf(s, s.eventRolls), text: `${r}: ${s.eventRolls.map((id) => name(s, id)).join(', ')} must roll 2d10 for a Discord or Harmony event.` };
			}
			return { waitingFor: [], text: `Round ${s.round + 1}: roll the d10 for Resonance.` };
		case 'maintenance': {
			const now = resolvableNow(s);
			const first = now[0];
			if (!first) return { waitingFor: [], text: `${r}: maintenance.` };
			const decide = now.filter((sp) => hasSustainCost(s, sp)).map((sp) => sp.controller);
			return { waitingFor: seatsOf(s, decide), text: `${r}, maintenance: resolve ${now.map((sp) => sp.card.title).join(', ')}.` };
		}
		case 'preparation': {
			const waiting = s.roster.filter((id) => needsPreparation(s.beings[id]) && !s.beings[id].preparedReady);
			return { waitingFor: seatsOf(s, waiting), text: `${r}, spell preparation: ${waiting.map((id) => name(s, id)).join(', ')} to prepare up to 3 spells.` };
		}
		case 'action': {
			if (s.stack.length > 0) {
				const top = s.spells[s.stack[s.stack.length - 1]];
				const owed = dampenedCost(s, top);
				if (owed) return { waitingFor: seatsOf(s, [top.controller]), text: `${top.card.title} is Dampened: ${name(s, top.controller)} pays ${owed} more, or discards it.` };
				return { waitingFor: [], text: `${top?.card.title ?? 'A spell'} is manifesting: Responses now (Fasul!), or activate it.` };
			}
			const b = s.turn ? s.beings[s.turn] : undefined;
			if (!b) return { waitingFor: [], text: r };
			const full = b.fullActions === 1 ? '1 Full Action' : `${b.fullActions} Full Actions`;
			return { waitingFor: seatsOf(s, [b.id]), text: `${r}: ${b.name} to act (${full} left${b.stones ? `, ${b.stones} interrupt stone${b.stones > 1 ? 's' : ''}` : ''}).` };
		}
	}
}
