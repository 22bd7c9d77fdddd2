/**
 * Lasting effects: made by spells and surges, counted down at the end of every round, used up by a
 * trigger (Absorb, Armor, Reflection, Trap, Whack), rolled for every round (surge shapes, elementals,
 * gravity, the wizard who cannot stop), or ended by the table (Fly lands).
 */
import { checkRoll, reject, type GameEvent, type Rejection, type Roll } from '../core';
import { BRICK_REJECTIONS as R } from './rejections';
import { diceTotal, testTotal } from './rolls';
import { findSpell } from './spells';
import type { BrickState, Effect } from './state';
import { line } from './units';

/** The round an effect of `rounds` rounds ends after, counted from now. */
export function endsAfterFor(state: BrickState, rounds: number): number {
	return state.round + rounds - (state.options.castRoundCounts ? 1 : 0);
}

/** Rounds left including the current one. */
export function roundsLeft(state: BrickState, effect: Effect): number | null {
	return effect.endsAfter === null ? null : effect.endsAfter - state.round + 1;
}

export function blankEffect(id: string, label: string, text: string, state: BrickState): Effect {
	return { id, label, text, unit: null, where: '', seat: null, cast: null, since: state.round, endsAfter: null, triggered: false, due: false, tally: 0 };
}

export function addEffect(state: BrickState, effect: Effect): BrickState {
	return { ...state, effects: [...state.effects, effect] };
}

function removeEffect(state: BrickState, id: string): BrickState {
	return { ...state, effects: state.effects.filter((e) => e.id !== id) };
}

export function findEffect(state: BrickState, id: unknown): Effect | Rejection {
	const e = typeof id === 'string' ? state.effects.find((x) => x.id === id) : undefined;
	return e ?? reject(R.unknownEffect, 'That effect is no longer on the table.');
}

function describeWhere(e: Effect): string {
	return e.where ? ` on ${e.where}` : '';
}

/** The table ends an effect early (the flyer lands, the Whack is spent elsewhere, ...). */
export function endEffect(state: BrickState, event: GameEvent): BrickState | Rejection {
	if (state.phase !== 'battle') return reject(R.phase, 'The battle has not started.');
	const e = findEffect(state, (event.data as { effect?: unknown } | null)?.effect);
	if ('code' in e) return e;
	return line(removeEffect(state, e.id), `${e.label}${describeWhere(e)} ends.`);
}

/** Something sets the effect off. Without a roll it takes effect at once; with one, a roll is owed. */
export function triggerEffect(state: BrickState, event: GameEvent): BrickState | Rejection {
	if (state.phase !== 'battle') return reject(R.phase, 'The battle has not started.');
	const data = (event.data ?? {}) as Record<string, unknown>;
	const e = findEffect(state, data.effect);
	if ('code' in e) return e;
	const t = e.trigger;
	if (!t) return reject(R.notTriggerable, `${e.label} is not set off by anything; it runs its course.`);
	if (e.triggered) return reject(R.rollsOwed, `${e.label} is already set off: roll for it.`);
	let incoming: string | undefined;
	if (t.absorbs) {
		const spell = findSpell(state, data.spell);
		if (!spell) return reject(R.unknownSpell, 'Say which spell is cast on the wizard.');
		incoming = spell.id;
	}
	const where = typeof data.victim === 'string' ? data.victim.trim().slice(0, 40) : '';
	if (!t.roll) return line(removeEffect(state, e.id), `${e.label}${describeWhere(e)}: ${t.pass}`);
	const next: Effect = { ...e, triggered: true, ...(incoming ? { incoming } : {}), ...(where ? { where } : {}) };
	return { ...state, effects: state.effects.map((x) => (x.id === e.id ? next : x)) };
}

/** The dice an effect owes now, or null. */
export function effectDice(e: Effect): { step: 'trigger' | 'round'; count: number; sides: number; label: string } | null {
	if (e.triggered && e.trigger?.roll) return { step: 'trigger', count: e.trigger.roll.count, sides: e.trigger.roll.sides, label: e.trigger.label };
	if (e.due && e.everyRound) return { step: 'round', count: e.everyRound.count, sides: e.everyRound.sides, label: e.everyRound.label };
	return null;
}

/** A roll for an effect: its trigger roll or its roll of the round. */
export function rollForEffect(state: BrickState, event: GameEvent): BrickState | Rejection {
	const data = (event.data ?? {}) as Record<string, unknown>;
	const e = findEffect(state, data.effect);
	if ('code' in e) return e;
	const owed = effectDice(e);
	if (!owed) return reject(R.noRollOwed, `No roll is owed for ${e.label} now.`);
	if (data.step !== owed.step) return reject(R.wrongStep, `${e.label} needs its ${owed.label.toLowerCase()} roll now.`);
	if (data.modifier !== undefined && data.modifier !== 0) return reject(R.badModifier, 'This roll takes no modifier.');
	const bad = checkRoll(data.roll, owed.sides, owed.count);
	if (bad) return bad;
	const total = diceTotal((data.roll as Roll).values, false, state.options.halfDie);
	return owed.step === 'trigger' ? resolveTrigger(state, e, total) : resolveRound(state, e, total);
}

function resolveTrigger(state: BrickState, e: Effect, total: number): BrickState {
	const t = e.trigger!;
	let next = removeEffect(state, e.id);
	if (t.holdsFor) {
		if (total <= 0) return line(next, `${e.label}: ${t.pass} (0 rounds)`);
		const held: Effect = { ...blankEffect(`${e.id}/held`, 'Held by a trap', 'Cannot move.', state), where: e.where, seat: e.seat, cast: e.cast, endsAfter: endsAfterFor(state, total) };
		return line(addEffect(next, held), `${e.label}: ${t.pass} ${total} rounds.`);
	}
	const passed = testTotal(total, t.roll ?? {}) !== false;
	next = line(next, `${e.label}${describeWhere(e)}: ${total} — ${passed ? t.pass : (t.fail ?? 'No effect.')}`);
	if (t.absorbs && passed && e.incoming) {
		const name = findSpell(state, e.incoming)?.name ?? e.incoming;
		const held: Effect = {
			...blankEffect(`${e.id}/absorbed`, `Absorbed ${name}`, 'Cast it back at any target next round, with no mana, or it is lost.', state),
			unit: e.unit,
			where: e.where,
			seat: e.seat,
			cast: e.cast,
			endsAfter: state.round + 1,
			absorbed: e.incoming
		};
		next = addEffect(next, held);
	}
	return next;
}

function resolveRound(state: BrickState, e: Effect, total: number): BrickState {
	const r = e.everyRound!;
	const passed = testTotal(total, r) === true;
	if (passed) return line(removeEffect(state, e.id), `${e.label}${describeWhere(e)}: rolled ${total} — ${r.endText}`);
	const tally = r.accumulate ? e.tally + total : e.tally;
	const next: Effect = { ...e, due: false, tally };
	const more = r.accumulate ? ` (${tally} ${r.accumulate} in all)` : '';
	return line({ ...state, effects: state.effects.map((x) => (x.id === e.id ? next : x)) }, `${e.label}${describeWhere(e)}: rolled ${total}${more}, it goes on.`);
}

/** End of a round: effects whose time is up end; every per-round roll falls due. */
export function countDown(state: BrickState): BrickState {
	let next = state;
	const kept: Effect[] = [];
	for (const e of state.effects) {
		if (e.endsAfter !== null && e.endsAfter <= state.round) {
			next = line(next, `${e.label}${describeWhere(e)} ends after round ${state.round}.`);
		} else kept.push(e.everyRound ? { ...e, due: true } : e);
	}
	return { ...next, effects: kept };
}
