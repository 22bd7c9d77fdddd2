/**
 * Moves the table makes when a card says something Familiar does not automate: change an energy,
 * set a spell's counters, discard a spell, make it Dormant, Disrupt a Magi, draw from an
 * Encounter's bag. Every one is logged and can be undone like any other move.
 */
import { checkRoll, own, reject, type GameEvent, type Rejection, type Roll } from '../core';
import { mayActFor } from './beings';
import { ENERGIES, type Energy } from './cards';
import { checkIncapacitation, tracked } from './energies';
import { showDice } from './lastDice';
import { SERPENT_REJECTIONS as R } from './rejections';
import { MAX_ENERGY } from './rules';
import type { SerpentState } from './state';
import { discardSpell, disrupt } from './table';

type Data = Record<string, unknown>;

const COUNTS = ['stones', 'foci', 'burnedFoci', 'fullActions'] as const;
type Count = (typeof COUNTS)[number];

/** A correction of one energy or count by a whole number. */
export function adjust(s: SerpentState, event: GameEvent): Rejection | void {
	const data = (event.data ?? {}) as Data;
	const b = own(s.beings, data.being);
	if (!b || b.gone) return reject(R.unknownBeing, 'There is no such being at this table.');
	const key = data.energy as Energy | Count;
	const delta = data.delta;
	if (typeof delta !== 'number' || !Number.isInteger(delta) || delta === 0 || Math.abs(delta) > MAX_ENERGY) {
		return reject(R.badData, 'A change is a whole number other than 0.');
	}
	if ((ENERGIES as readonly string[]).includes(key)) {
		const e = key as Energy;
		if (!tracked(s, e)) return reject(R.basicLevel, 'Basic play tracks only Resonance and Essence.');
		if (e === 'harmony') {
			if (b.harmony === null) return reject(R.noChange, `${b.name} has no Harmony.`);
			b.harmony = Math.max(-MAX_ENERGY, Math.min(MAX_ENERGY, b.harmony + delta));
		} else {
			const max = e === 'essence' ? b.essenceMax : MAX_ENERGY;
			const next = Math.max(0, Math.min(max, b[e] + delta));
			if (next === b[e]) return reject(R.noChange, `${b.name}'s ${e} is already ${next === 0 ? 'at 0' : `at its most (${next})`}.`);
			b[e] = next;
		}
	} else if ((COUNTS as readonly string[]).includes(key)) {
		const k = key as Count;
		const next = Math.max(0, Math.min(9, b[k] + delta));
		if (next === b[k]) return reject(R.noChange, `That count is already ${next}.`);
		b[k] = next;
	} else return reject(R.badData, 'Choose an energy or count to change.');
	// A correction may bring a Magi back (a mistaken Dmg) or take it down.
	if (b.kind !== 'koishaka' && b.incapacitated && b.essence > 0 && (b.harmony === null || b.harmony > -20)) {
		b.incapacitated = false;
		b.done = false;
	}
	checkIncapacitation(s, b.id);
}

const SPELL_COUNTERS = ['counters', 'durability', 'charges'] as const;
const MAX_COUNTER = 99;

/**
 * Changes a spell's Duration counters, Durability or charges: by `delta` (what a tap sends, so two
 * phones tapping at once both count), or to a value (`counters: 2`, kept for older logs).
 */
export function setCounters(s: SerpentState, event: GameEvent): Rejection | void {
	const data = (event.data ?? {}) as Data;
	const sp = own(s.spells, data.spell);
	if (!sp) return reject(R.unknownSpell, 'There is no such spell on the table.');
	const delta = (data.delta ?? {}) as Data;
	if (typeof delta !== 'object' || delta === null || Array.isArray(delta)) return reject(R.badData, 'A change of counters names each counter and how much it moves.');
	let changed = false;
	for (const k of SPELL_COUNTERS) {
		const v = data[k];
		const d = delta[k];
		if (v === undefined && d === undefined) continue;
		if (k === 'counters' && typeof sp.duration !== 'number') return reject(R.badData, `${sp.card.title} has no Duration counters.`);
		let next: number;
		if (d !== undefined) {
			if (typeof d !== 'number' || !Number.isInteger(d) || Math.abs(d) > MAX_COUNTER) return reject(R.badData, 'A change of counters is a whole number.');
			next = Math.max(0, Math.min(MAX_COUNTER, sp[k] + d));
		} else {
			if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > MAX_COUNTER) return reject(R.badData, 'Counters are whole numbers from 0 to 99.');
			next = v;
		}
		if (sp[k] !== next) changed = true;
		sp[k] = next;
	}
	if (!changed) return reject(R.noChange, 'Those are already its counters.');
	const counting = typeof sp.duration === 'number' && sp.counters > 0;
	if (typeof sp.duration === 'number' && !counting && sp.durability === 0 && sp.status !== 'manifesting') discardSpell(s, sp.id);
}

/** Discards a spell because a card says so (not the Dismiss action). */
export function discardEvent(s: SerpentState, event: GameEvent): Rejection | void {
	const data = (event.data ?? {}) as Data;
	const sp = own(s.spells, data.spell);
	if (!sp) return reject(R.unknownSpell, 'There is no such spell on the table.');
	discardSpell(s, sp.id);
}

/** Dormant: the spell counts down and must be sustained, but has no effect; its Transmutes sleep with it. */
export function dormant(s: SerpentState, event: GameEvent): Rejection | void {
	const data = (event.data ?? {}) as Data;
	const sp = own(s.spells, data.spell);
	const sleep = data.dormant !== false;
	if (!sp) return reject(R.unknownSpell, 'There is no such spell on the table.');
	if (sleep && sp.status !== 'active') return reject(R.badData, 'Only an active spell can go Dormant.');
	if (!sleep && sp.status !== 'dormant') return reject(R.badData, `${sp.card.title} is not Dormant.`);
	sp.status = sleep ? 'dormant' : 'active';
	for (const t of Object.values(s.spells)) {
		if (t.zone === 'attached' && t.targetSpell === sp.id && t.status === (sleep ? 'active' : 'dormant')) t.status = sp.status;
	}
}

export function disruptEvent(s: SerpentState, event: GameEvent): Rejection | void {
	const data = (event.data ?? {}) as Data;
	const b = own(s.beings, data.being);
	if (!b || b.gone) return reject(R.unknownBeing, 'There is no such being at this table.');
	disrupt(s, b.id);
}

/** Draws a token from an Encounter's bag with a die of as many faces as tokens in the bag. */
export function draw(s: SerpentState, event: GameEvent): Rejection | void {
	const data = (event.data ?? {}) as Data;
	const b = own(s.beings, data.being);
	if (!b || !b.bag) return reject(R.bag, 'That being has no draw bag.');
	if (!mayActFor(s, event.seat, b.id)) return reject(R.notYourBeing, `Only ${b.name}'s player can draw for it.`);
	const bag = b.bag;
	const colours = Object.keys(bag.tokens).sort();
	const left = colours.map((c) => ({ c, n: bag.tokens[c] - (own(bag.out, c) ?? 0) })).filter((x) => x.n > 0);
	const total = left.reduce((n, x) => n + x.n, 0);
	if (total === 0) return reject(R.bag, 'The bag is empty.');
	const bad = checkRoll(data.roll, total, 1);
	if (bad) return bad;
	let face = (data.roll as Roll).values[0];
	let colour = left[0].c;
	for (const x of left) {
		if (face <= x.n) {
			colour = x.c;
			break;
		}
		face -= x.n;
	}
	const out = { ...bag.out };
	if (data.back !== true) out[colour] = (own(out, colour) ?? 0) + 1;
	const reset = bag.resetWhenOut;
	const full = reset && Object.keys(reset).every((c) => (own(out, c) ?? 0) >= reset[c]);
	b.bag = { ...bag, out: full ? {} : out, last: colour };
	showDice(s, event, 'draw', [b.id], `${colour}${data.back === true ? ' (it goes back)' : ''}`);
}
