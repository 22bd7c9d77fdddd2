/**
 * The round, phase by phase: Initiative (Resonance roll, order, ties, Discord and Harmony rolls),
 * Maintenance, Spell Preparation, Action; then the next round. The victory check follows the
 * maintenance phase (or every move, in the "immediate" variant).
 */
import { isUp, present, teams } from './beings';
import { discordOf, gain, lose } from './energies';
import { pendingMaintenance, startMaintenance } from './maintenance';
import {
	DISCORD_EVENT_ESSENCE,
	EVENT_THRESHOLD,
	HARMONY_EVENT_WILL,
	OVERLOAD_FACE,
	OVERLOAD_HARMONY,
	resonanceForRoll
} from './rules';
import type { Being, BeingId, SerpentState } from './state';

/** What decides initiative, highest first: Harmony, Resonance, Will, Essence (basic play: Resonance, Essence). */
export function initiativeKey(s: SerpentState, b: Being): number[] {
	if (s.options.level === 'basic') return [b.resonance, b.essence];
	return [b.harmony ?? 0, b.resonance, b.will, b.essence];
}

function compareKeys(a: number[], b: number[]): number {
	for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i] - a[i];
	return 0;
}

/** Initiative order of the beings able to act, and the groups still tied on every energy. */
export function computeInitiative(s: SerpentState): { order: BeingId[]; ties: BeingId[][] } {
	const up = present(s).filter((b) => isUp(b));
	const sorted = up.slice().sort((a, b) => compareKeys(initiativeKey(s, a), initiativeKey(s, b)));
	const ties: BeingId[][] = [];
	let group: Being[] = [];
	const flush = () => {
		if (group.length > 1) ties.push(group.map((b) => b.id));
		group = [];
	};
	for (const b of sorted) {
		if (group.length > 0 && compareKeys(initiativeKey(s, group[0]), initiativeKey(s, b)) !== 0) flush();
		group.push(b);
	}
	flush();
	return { order: sorted.map((b) => b.id), ties };
}

function resetRound(b: Being): void {
	b.fullActions = b.incapacitated || b.gone ? 0 : b.actionsPerRound;
	b.extraActionThisRound = false;
	b.offensiveStoneThisRound = false;
	b.exchangedThisRound = false;
	b.specUpgradedThisRound = false;
	b.reattunedThisRound = false;
	b.done = b.incapacitated || b.gone;
	b.abilityUses = {};
	b.miscastThisTurn = [];
	b.firstRound = false;
	b.preparedReady = false;
}

/** Initiative phase, a): every being gains the roll's Resonance; a 10 is an Overload. */
export function resonanceRoll(s: SerpentState, face: number): void {
	s.round += 1;
	s.lastImpacts = [];
	const overload = face === OVERLOAD_FACE;
	const resonance = resonanceForRoll(face);
	s.lastRoll = { face, resonance, overload };
	for (const b of present(s)) {
		resetRound(b);
		gain(s, b.id, 'resonance', resonance + b.resonanceBonus);
		if (overload) lose(s, b.id, 'harmony', OVERLOAD_HARMONY);
	}
	const { order, ties } = computeInitiative(s);
	s.initiative = order;
	s.ties = ties;
	s.phase = 'initiative';
	if (ties.length > 0) s.step = 'ties';
	else startEventRolls(s);
}

/** Initiative phase, b): one die for each tied being, in the order of `s.ties`; equal dice roll again. */
export function breakTies(s: SerpentState, values: number[]): void {
	const next: BeingId[][] = [];
	let k = 0;
	for (const group of s.ties) {
		const dice = group.map((id) => ({ id, die: values[k++] }));
		const positions = group.map((id) => s.initiative.indexOf(id)).sort((a, b) => a - b);
		const sorted = dice.slice().sort((a, b) => b.die - a.die);
		sorted.forEach((d, i) => (s.initiative[positions[i]] = d.id));
		let run: BeingId[] = [];
		sorted.forEach((d, i) => {
			if (i > 0 && sorted[i - 1].die !== d.die) {
				if (run.length > 1) next.push(run);
				run = [];
			}
			run.push(d.id);
		});
		if (run.length > 1) next.push(run);
	}
	s.ties = next;
	if (next.length === 0) startEventRolls(s);
}

export function tiedCount(s: SerpentState): number {
	return s.ties.reduce((n, g) => n + g.length, 0);
}

/** Initiative phase, c): who must roll 2d10 for a Discord or Harmony event. */
export function owesEventRoll(s: SerpentState, b: Being): boolean {
	if (s.options.level === 'basic' || !isUp(b) || b.harmony === null) return false;
	return discordOf(b.harmony) >= EVENT_THRESHOLD || b.harmony >= EVENT_THRESHOLD;
}

function startEventRolls(s: SerpentState): void {
	s.eventRolls = s.initiative.filter((id) => owesEventRoll(s, s.beings[id]));
	if (s.eventRolls.length > 0) s.step = 'events';
	else beginMaintenance(s);
}

/** A Discord roll under the Discord costs 3 Essence, unblockable; a Harmony roll under the Harmony gives 1 Will. */
export function eventRoll(s: SerpentState, id: BeingId, sum: number): 'discord' | 'harmony' | 'none' {
	const b = s.beings[id];
	s.eventRolls = s.eventRolls.filter((x) => x !== id);
	let result: 'discord' | 'harmony' | 'none' = 'none';
	if (b && b.harmony !== null) {
		const discord = discordOf(b.harmony);
		if (discord >= EVENT_THRESHOLD && sum < discord) {
			lose(s, id, 'essence', DISCORD_EVENT_ESSENCE);
			result = 'discord';
		} else if (b.harmony >= EVENT_THRESHOLD && sum < b.harmony) {
			gain(s, id, 'will', HARMONY_EVENT_WILL);
			result = 'harmony';
		}
	}
	if (s.eventRolls.length === 0) beginMaintenance(s);
	return result;
}

function beginMaintenance(s: SerpentState): void {
	s.step = null;
	s.phase = 'maintenance';
	startMaintenance(s);
	if (pendingMaintenance(s).length === 0) finishMaintenance(s);
}

/** After the last spell is resolved: the victory check, then spell preparation. */
export function finishMaintenance(s: SerpentState): void {
	checkVictory(s);
	if (s.outcome) return;
	s.phase = 'preparation';
	for (const b of present(s)) b.preparedReady = !needsPreparation(b);
	if (present(s).every((b) => b.preparedReady)) startActions(s);
}

export function needsPreparation(b: Being): boolean {
	return b.kind === 'magi' && isUp(b);
}

export function finishPreparationIfReady(s: SerpentState): void {
	if (present(s).every((b) => b.preparedReady || !needsPreparation(b))) startActions(s);
}

function canTakeTurn(b: Being | undefined): boolean {
	return isUp(b) && !b.done;
}

function startActions(s: SerpentState): void {
	s.phase = 'action';
	s.turn = s.initiative.find((id) => canTakeTurn(s.beings[id])) ?? null;
	if (s.turn === null) endRound(s);
}

/** The turn passes to the next being in initiative order that has not ended its round. */
export function advanceTurn(s: SerpentState): void {
	for (const b of present(s)) b.miscastThisTurn = [];
	const order = s.initiative;
	const at = s.turn === null ? -1 : order.indexOf(s.turn);
	for (let i = 1; i <= order.length; i++) {
		const id = order[(at + i + order.length) % order.length];
		if (canTakeTurn(s.beings[id])) {
			s.turn = id;
			return;
		}
	}
	endRound(s);
}

/** Everyone has ended their round: unprepared spells go back, and the next round waits for its roll. */
export function endRound(s: SerpentState): void {
	for (const b of present(s)) {
		b.prepared = [];
		b.preparedReady = false;
	}
	s.turn = null;
	s.phase = 'initiative';
	s.step = 'roll';
}

/** A team with every Magi (and Encounter) incapacitated has lost; if every team is down, a draw. */
export function checkVictory(s: SerpentState): void {
	const all = teams(s);
	if (all.length < 2 && present(s).some((b) => isUp(b))) return;
	const standing = all.filter((t) => present(s).some((b) => b.team === t && b.kind !== 'koishaka' && isUp(b)));
	if (standing.length > 1) return;
	if (standing.length === 0) {
		s.outcome = { standing, winners: [], text: 'Every team is incapacitated: a draw.' };
		return;
	}
	const winners = present(s).filter((b) => b.team === standing[0] && b.kind === 'magi');
	const names = present(s)
		.filter((b) => b.team === standing[0] && b.kind !== 'koishaka')
		.map((b) => b.name);
	s.outcome = {
		standing,
		winners: winners.map((b) => b.seat).filter((x): x is string => x !== null),
		text: `${names.join(' and ')} ${names.length > 1 ? 'win' : 'wins'}.`
	};
}

/** A being that has just become incapacitated or left during its own turn gives the turn on. */
export function settleTurn(s: SerpentState): void {
	if (s.outcome) return;
	// A Response may have removed the last spell waiting for maintenance.
	if (s.phase === 'maintenance' && s.stack.length === 0 && !s.resolving && pendingMaintenance(s).length === 0) finishMaintenance(s);
	if (s.phase !== 'action' || s.outcome) return;
	if (s.turn !== null && !canTakeTurn(s.beings[s.turn]) && s.stack.length === 0) advanceTurn(s);
	else if (s.turn === null) advanceTurn(s);
}
