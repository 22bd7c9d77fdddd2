/** Wild surges: reading the surge roll by variant, and what each entry of the chart leaves behind. */
import type { SeatId } from '../core';
import { addEffect, blankEffect, endsAfterFor } from './effects';
import type { SurgeDice } from './options';
import { findSpell } from './spells';
import { ELEMENTS, STUCK_STOP, SURGE_CHAOS_ROUNDS, SURGE_TABLE, SURGE_THRESHOLD, shapeOf, type SurgeEntry } from './surgeTable';
import type { BrickState, Cast, Effect } from './state';
import { line, withUnit } from './units';

/** Whether a spell roll's total sets off a wild surge: −5 or less. */
export function isWildSurge(total: number): boolean {
	return total <= SURGE_THRESHOLD;
}

export function surgeDice(reading: SurgeDice): { count: number; sides: number } {
	return reading === 'd12' ? { count: 1, sides: 12 } : { count: 2, sides: 6 };
}

/**
 * The chart entry a surge roll lands on. "halves": the first die picks entries 1–6 (1–3) or 7–12
 * (4–6), the second the entry; "sum": the two dice added (2–12); "d12": the die itself.
 */
export function surgeEntry(reading: SurgeDice, values: readonly number[]): SurgeEntry {
	let n: number;
	if (reading === 'd12') n = values[0];
	else if (reading === 'sum') n = values[0] + values[1];
	else n = (values[0] >= 4 ? 6 : 0) + values[1];
	return SURGE_TABLE[n - 1];
}

function wizardName(state: BrickState, cast: Cast): string {
	return state.units[cast.wizard]?.name ?? 'the wizard';
}

function surgeEffect(state: BrickState, cast: Cast, key: string, label: string, text: string): Effect {
	return { ...blankEffect(`${cast.id}/surge-${key}`, label, text, state), seat: cast.seat, cast: cast.id };
}

function down(state: BrickState, unitId: string): BrickState {
	const u = state.units[unitId];
	return u ? withUnit(state, { ...u, status: 'down', mana: 0, hidden: false }) : state;
}

/**
 * Applies a surge entry. Returns the state and the cast as it now stands: `owes` set when the entry
 * still needs a roll, or the cast reopened on the wizard (entry 6).
 */
export function applySurge(state: BrickState, cast: Cast, entry: SurgeEntry): { state: BrickState; cast: Cast } {
	const who = wizardName(state, cast);
	const spellName = findSpell(state, cast.spell)?.name ?? cast.spell;
	let next = line(state, `Wild surge ${entry.n} (${entry.title}) for ${who}: ${entry.text}`);
	const settled = (c: Cast) => ({ ...c, surge: { ...c.surge!, entry: entry.n, owes: null } });
	switch (entry.follow) {
		case 'caster-dies':
		case 'sacrifice':
			return { state: down(next, cast.wizard), cast: settled(cast) };
		case 'shape':
			return { state: next, cast: { ...cast, surge: { ...cast.surge!, entry: entry.n, owes: 'shape' } } };
		case 'elementals':
			return { state: next, cast: { ...cast, surge: { ...cast.surge!, entry: entry.n, owes: 'elementals' } } };
		case 'lose-spell': {
			const u = next.units[cast.wizard];
			if (u && !u.lost.includes(cast.spell)) next = withUnit(next, { ...u, lost: [...u.lost, cast.spell] });
			return { state: next, cast: settled(cast) };
		}
		case 'recentre': {
			const onWizard = cast.targetUnit === cast.wizard;
			const target = onWizard ? `the unit nearest ${who}` : who;
			const reopened: Cast = { ...cast, target, targetUnit: onWizard ? null : cast.wizard, recentred: cast.recentred + 1, hit: null, results: [], surge: null };
			return { state: line(next, `${spellName} is now centred on ${target}: roll again to see if it works.`), cast: reopened };
		}
		case 'stuck': {
			const stop = STUCK_STOP[state.options.stuckStop];
			const e: Effect = {
				...surgeEffect(next, cast, 'stuck', "Can't turn its magic off", `Throws ${spellName} at a random target in range (itself included) once a round, with no mana; cannot move or fight.`),
				unit: cast.wizard,
				where: who,
				stuck: true,
				everyRound: { label: stop.label, count: stop.count, sides: stop.sides, atLeast: stop.atLeast, endText: 'it stops casting.' }
			};
			return { state: addEffect(next, e), cast: settled(cast) };
		}
		case 'chaos': {
			const e: Effect = {
				...surgeEffect(next, cast, 'chaos', 'Chaos', "Attacks the nearest target with melee weapons; anyone struck is afflicted too."),
				unit: cast.wizard,
				where: `${who} and everyone within 1'`,
				endsAfter: endsAfterFor(next, SURGE_CHAOS_ROUNDS)
			};
			return { state: addEffect(next, e), cast: settled(cast) };
		}
		case 'gain-spell': {
			const t = cast.targetUnit ? next.units[cast.targetUnit] : undefined;
			if (t && t.id !== cast.wizard && !t.gained.includes(cast.spell) && !t.spells.includes(cast.spell)) {
				next = line(withUnit(next, { ...t, gained: [...t.gained, cast.spell] }), `${t.name} can now cast ${spellName}.`);
			}
			return { state: next, cast: settled(cast) };
		}
		case 'gravity': {
			const e: Effect = {
				...surgeEffect(next, cast, 'gravity', 'Gravity takes a vacation', "Floats up 3D inches a round; a natural 3 and the victims fall."),
				unit: null,
				where: `everyone within 1' of ${who}`,
				everyRound: { label: '3D: inches floated up (a natural 3: they fall)', count: 3, sides: 6, atMost: 3, endText: 'a natural 3: the victims fall.', accumulate: 'inches' }
			};
			return { state: addEffect(next, e), cast: settled(cast) };
		}
		default:
			return { state: next, cast: settled(cast) };
	}
}

/** Entry 3's follow-up: the shape, then a roll of 6+ each round to return. */
export function applyShape(state: BrickState, cast: Cast, die: number): BrickState {
	const who = wizardName(state, cast);
	const shape = shapeOf(die);
	const e: Effect = {
		...surgeEffect(state, cast, 'shape', `Turned into a ${shape}`, 'Roll 6+ on 1D each round to return to normal shape.'),
		unit: cast.wizard,
		where: who,
		everyRound: { label: '6+ on 1D to return to normal shape', count: 1, sides: 6, atLeast: 6, endText: 'back in normal shape.' }
	};
	return line(addEffect(state, e), `${who} turns into a ${shape}.`);
}

/** Entry 4's follow-up: one elemental per army, each with a 1-in-6 chance of vanishing a round. */
export function applyElementals(state: BrickState, cast: Cast, dice: readonly number[]): BrickState {
	const who = wizardName(state, cast);
	let next = state;
	state.seats.forEach((seat, i) => {
		const kind = ELEMENTS[dice[i] - 1];
		const e: Effect = {
			...surgeEffect(next, cast, `elemental-${i}`, `${cap(kind)} elemental (${seat.name})`, `Serves ${seat.name}'s army; appears up to 1' from ${who}.`),
			seat: seat.id as SeatId,
			where: `near ${who}`,
			everyRound: { label: '1 on 1D: it disappears (1 in 6)', count: 1, sides: 6, atMost: 1, endText: 'it disappears.' }
		};
		next = addEffect(next, e);
	});
	return line(next, `Elementals appear near ${who}: ${state.seats.map((s, i) => `${ELEMENTS[dice[i] - 1]} for ${s.name}`).join(', ')}.`);
}

function cap(s: string): string {
	return s.charAt(0).toUpperCase() + s.slice(1);
}
