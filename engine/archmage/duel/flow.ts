import { GRIMOIRE } from '../grimoire';
import { duelRankChange } from '../ranks';
import { hasLost, other } from './casting';
import type { ArchmageState, Attack, Casting, Duelist, HalfCycle, LogEntry, Role, Side, Wall } from './state';

/**
 * State transitions of the turn cycle, shared by the event handlers. They work on a draft: a
 * shallow copy of the state made once per event by `apply`, whose top-level fields they replace.
 * Nested objects are never changed in place, always replaced, so the input state stays untouched.
 */
export type Draft = ArchmageState;

export function log(s: Draft, entry: LogEntry): void {
	s.log = { entry, prev: s.log };
}

export function setDuelist(s: Draft, side: Side, d: Duelist): void {
	s.duelists = side === 0 ? [d, s.duelists[1]] : [s.duelists[0], d];
}

/** A half-cycle with one part replaced (built field by field: this runs for every event). */
export function patchHalf(h: HalfCycle, spell: Casting | null, counter: Casting | null, attack: Attack | null, declined = h.counterDeclined): HalfCycle {
	return { n: h.n, caster: h.caster, spell, counter, counterDeclined: declined, attack };
}

export function duelist(s: ArchmageState, side: Side): Duelist {
	return s.duelists[side]!;
}

export function startHalf(s: Draft, caster: Side, n: number): void {
	s.half = { n, caster, spell: null, counter: null, counterDeclined: false, attack: null };
	s.step = { kind: 'announce', side: caster, role: 'spell' };
}

export function finishDuel(s: Draft, loser: Side, conceded: boolean): void {
	const winner = other(loser);
	const level = s.options.victory;
	const rankChange = duelRankChange(duelist(s, winner).sheet, duelist(s, loser).sheet, level, !conceded, s.options.studentDuel);
	log(s, conceded ? { t: 'concede', side: loser } : { t: 'victory', winner, level });
	s.step = { kind: 'over' };
	s.result = { winner, loser, conceded, level, rankChange };
}

/** The spell is done: the caster may have emptied a score with creation magic; else the counterspell. */
export function toCounter(s: Draft): void {
	const caster = s.half!.caster;
	if (hasLost(duelist(s, caster).scores, s.options.victory)) finishDuel(s, caster, false);
	else s.step = { kind: 'announce', side: other(caster), role: 'counter' };
}

/** The defender's Wall meets the attack (once), if it stops that kind of attack. */
export function applyWall(s: Draft): void {
	const half = s.half!;
	const attack = half.attack;
	if (!attack || attack.wallDone) return;
	const defender = other(half.caster);
	const d = duelist(s, defender);
	const wall = d.wall;
	if (!wall || !GRIMOIRE[wall.spell].stops!.includes(attack.spell)) {
		s.half = patchHalf(half, half.spell, half.counter, { ...attack, wallDone: true });
		return;
	}
	const absorbed = Math.min(wall.strength, attack.damage);
	const left = wall.strength - absorbed;
	s.half = patchHalf(half, half.spell, half.counter, { ...attack, wallDone: true, wallAbsorbed: absorbed, damage: attack.damage - absorbed });
	setDuelist(s, defender, { ...d, wall: left > 0 ? { spell: wall.spell, strength: left } : null });
}

/** Damage to the defender, if any, is recorded; then the defender casts the next spell. */
export function finishHalf(s: Draft): void {
	applyWall(s);
	const half = s.half!;
	const defender = other(half.caster);
	s.healable = null;
	const attack = half.attack;
	if (attack) {
		const d = duelist(s, defender);
		const before = d.scores[attack.target];
		const after = Math.max(0, before - attack.damage);
		setDuelist(s, defender, { ...d, scores: { ...d.scores, [attack.target]: after } });
		log(s, {
			t: 'damage',
			side: defender,
			attack: attack.spell,
			target: attack.target,
			rolled: attack.rolled,
			wall: attack.wallAbsorbed,
			shield: attack.shieldAbsorbed,
			damage: attack.damage,
			before,
			after
		});
		if (after < before) s.healable = { side: defender, element: attack.target, amount: before - after };
	}
	if (hasLost(duelist(s, defender).scores, s.options.victory)) finishDuel(s, defender, false);
	else startHalf(s, defender, half.n + 1);
}

export function afterStep(s: Draft, role: Role): void {
	if (role === 'spell') toCounter(s);
	else finishHalf(s);
}

/** Raises a Wall; with one already up, the wizard must choose at once which to keep. */
export function raiseWall(s: Draft, side: Side, role: Role, fresh: Wall): void {
	const d = duelist(s, side);
	if (d.wall) {
		s.step = { kind: 'wall', side, role, fresh };
		return;
	}
	setDuelist(s, side, { ...d, wall: fresh });
	log(s, { t: 'wall', side, spell: fresh.spell, strength: fresh.strength, kept: fresh.spell, replaced: null });
	afterStep(s, role);
}

/** The roll of the current casting stands: its effect happens. */
export function resolveCasting(s: Draft, side: Side, role: Role): void {
	const half = s.half!;
	const c = role === 'spell' ? half.spell! : half.counter!;
	if (!c.success) return afterStep(s, role);
	const v = c.roll!;
	const spec = GRIMOIRE[c.spell];
	switch (spec.class) {
		case 'attacking':
			s.half = patchHalf(half, half.spell, half.counter, {
				spell: c.spell,
				target: spec.target!,
				rolled: v,
				wallAbsorbed: 0,
				shieldAbsorbed: 0,
				wallDone: false,
				damage: v
			});
			if (!s.options.shieldFirst) applyWall(s);
			return toCounter(s);
		case 'creation':
			s.step = { kind: 'amount', side, role, max: v };
			return;
		case 'healing': {
			const heal = c.heal!;
			const amount = Math.min(v, heal.cap);
			const d = duelist(s, side);
			setDuelist(s, side, { ...d, scores: { ...d.scores, [heal.element]: d.scores[heal.element] + amount } });
			log(s, { t: 'heal', side, element: heal.element, amount });
			return toCounter(s);
		}
		case 'interference':
			return raiseWall(s, side, role, { spell: c.spell, strength: v });
		case 'protection': {
			const attack = half.attack!;
			const absorbed = Math.min(v, attack.damage);
			s.half = patchHalf(half, half.spell, half.counter, { ...attack, shieldAbsorbed: absorbed, damage: attack.damage - absorbed });
			return finishHalf(s);
		}
	}
}
