import type { RollSource } from '../../core';
import { ELEMENT_NAMES } from '../elements';
import { GRIMOIRE } from '../grimoire';
import type { ArchmageState, LogEntry, Side } from './state';

/** Sentences for players: the current step and the lines of the duel log. */

export function nameOf(state: ArchmageState, side: Side): string {
	return state.duelists[side]?.sheet.name ?? state.seats[side]?.name ?? `Seat ${side + 1}`;
}

const LEVEL_WORDS = { 'first-blood': 'first blood', subdual: 'subdual', death: 'the death' } as const;

export function stepSentence(state: ArchmageState): string {
	const step = state.step;
	switch (step.kind) {
		case 'enter': {
			const missing = ([0, 1] as const).filter((s) => !state.duelists[s]).map((s) => nameOf(state, s));
			return `${missing.join(' and ')} to enter a wizard`;
		}
		case 'initiative':
			return 'roll off (d100 each) for the first spell';
		case 'announce':
			return `${nameOf(state, step.side)} to announce a ${step.role === 'spell' ? 'spell' : 'counterspell'}`;
		case 'roll': {
			const half = state.half!;
			const c = step.role === 'spell' ? half.spell! : half.counter!;
			return `${nameOf(state, step.side)} to roll d100 for ${GRIMOIRE[c.spell].name} (needs ${c.needed} or less)`;
		}
		case 'mulligan':
			return `${nameOf(state, step.side)} to keep the roll or claim the mulligan`;
		case 'amount':
			return `${nameOf(state, step.side)} to choose how many points to move (1 to ${step.max})`;
		case 'wall':
			return `${nameOf(state, step.side)} to choose which Wall to keep`;
		case 'over': {
			const r = state.result;
			if (!r) return 'the duel is over';
			return r.conceded
				? `${nameOf(state, r.loser)} conceded; ${nameOf(state, r.winner)} wins`
				: `${nameOf(state, r.winner)} wins to ${LEVEL_WORDS[r.level]}`;
		}
	}
}

/** Where a roll came from, after its line: nothing for this phone's own roll. */
function rollSource(source: RollSource): string {
	return source === 'fair' ? ' Fair roll between the phones.' : source === 'physical' ? ' Table die.' : '';
}

export function logLine(state: ArchmageState, e: LogEntry): string {
	const who = (side: Side) => nameOf(state, side);
	switch (e.t) {
		case 'enter':
			return `${e.name} enters the duel.`;
		case 'initiative':
			return (
				(e.first === null
					? `Roll-off: ${e.values[0]} against ${e.values[1]}, a tie; roll again.`
					: `Roll-off: ${e.values[0]} against ${e.values[1]}; ${who(e.first)} casts first.`) + rollSource(e.source)
			);
		case 'announce':
			if (e.spell === null) return `${who(e.side)} casts no counterspell.`;
			return `${who(e.side)} announces ${GRIMOIRE[e.spell].name}${e.role === 'counter' ? ' as a counterspell' : ''}.`;
		case 'roll':
			return `${who(e.side)} ${e.reroll ? 'rerolls' : 'rolls'} ${e.value} against ${ELEMENT_NAMES[e.element]} ${e.needed}: ${e.success ? 'success' : 'failure'}.${rollSource(e.source)}`;
		case 'keep':
			return `${who(e.side)} keeps the roll.`;
		case 'mulligan':
			return `${who(e.side)} claims the mulligan.`;
		case 'create':
			return `${who(e.side)} moves ${e.amount} from ${ELEMENT_NAMES[e.from]} to ${ELEMENT_NAMES[e.to]}.`;
		case 'heal':
			return `${who(e.side)} heals ${e.amount} ${ELEMENT_NAMES[e.element]}.`;
		case 'wall':
			if (e.kept !== e.spell) return `${who(e.side)} keeps ${GRIMOIRE[e.kept].name}; the new ${GRIMOIRE[e.spell].name} dissolves.`;
			return `${who(e.side)} raises ${GRIMOIRE[e.spell].name}, strength ${e.strength}${e.replaced ? `; ${GRIMOIRE[e.replaced].name} dissolves` : ''}.`;
		case 'damage': {
			const parts = [`${GRIMOIRE[e.attack].name} ${e.rolled}`];
			if (e.wall > 0) parts.push(`Wall −${e.wall}`);
			if (e.shield > 0) parts.push(`Shield −${e.shield}`);
			return `${parts.join(', ')}: ${who(e.side)} takes ${e.damage} on ${ELEMENT_NAMES[e.target]} (${e.before} → ${e.after}).`;
		}
		case 'concede':
			return `${who(e.side)} concedes.`;
		case 'victory':
			return `${who(e.winner)} wins to ${LEVEL_WORDS[e.level]}.`;
	}
}

/** The duel log, oldest first. */
export function logEntries(state: ArchmageState): LogEntry[] {
	const out: LogEntry[] = [];
	for (let n = state.log; n; n = n.prev) out.push(n.entry);
	return out.reverse();
}
