import type { Rng } from '../../core';
import { creationAmount, keepsNewWall, pickCounter, pickSpell, wantsMulligan } from './botChoices';
import { wallStrengthAgainst } from './botValues';
import { KIND, ROLLS, TARGET, zerosOf, type Position } from './position';

/**
 * A duel played out by the bot on both sides, on a position changed in place: the turn cycle of
 * flow.ts and apply.ts in numbers, without events, copies or log. It exists for speed (the odds
 * simulate a thousand duels in the time of a tap; through the events a bot duel costs several
 * times too much), and it is held to the rules by a test that plays the same seeded duels through
 * the real events and through this and gets the same duels (fastDuel.test.ts). It draws the d100s
 * in the order the table would: roll-off, spell, mulligan reroll, counterspell, reroll.
 */

/** A duel still going after this many half-cycles counts as undecided. */
export const MAX_HALVES = 2000;

/** The defender's Wall meets the attack under way, once (flow.ts applyWall). */
function applyWall(p: Position, defender: number): void {
	if (p.attack < 0 || p.attackWallDone) return;
	p.attackWallDone = true;
	const w = wallStrengthAgainst(p.wall[defender], p.wallStrength[defender], p.attack);
	if (w === 0) return;
	const absorbed = Math.min(w, p.attackDamage);
	p.attackDamage -= absorbed;
	p.wallStrength[defender] = w - absorbed;
	if (w - absorbed === 0) p.wall[defender] = -1;
}

function raiseWall(p: Position, side: number, code: number, strength: number): void {
	if (p.wall[side] < 0 || keepsNewWall(p, side, code, strength)) {
		p.wall[side] = code;
		p.wallStrength[side] = strength;
	}
}

/** A d100 for `side`'s casting of `code` against `needed`, with the mulligan when the bot claims it. */
function rollFor(p: Position, side: number, code: number, element: number, needed: number, rng: Rng): number {
	const v = rng.die(100);
	const qualifies = element === p.orderElement[side] || KIND[code] === p.orderKind[side];
	if (!p.mulligan || p.mulliganUsed[side] || !qualifies || !wantsMulligan(p, side, code, v, needed)) return v;
	p.mulliganUsed[side] = true;
	return rng.die(100);
}

const succeeds = (v: number, needed: number) => v !== 100 && v <= needed;

function move(p: Position, side: number, code: number, roll: number): void {
	const amount = creationAmount(p, side, code, roll);
	p.scores[side][ROLLS[code]] -= amount;
	p.scores[side][TARGET[code]] += amount;
}

/** The caster's spell; true when the caster has emptied their own scores by creation. */
function castSpell(p: Position, caster: number, rng: Rng): boolean {
	const code = pickSpell(p, caster);
	p.healSide = -1;
	p.attack = -1;
	const kind = KIND[code];
	const element = kind === 'healing' ? p.healRolls[caster] : ROLLS[code];
	const needed = kind === 'healing' ? p.healNeeds[caster] : p.scores[caster][element];
	const v = rollFor(p, caster, code, element, needed, rng);
	if (!succeeds(v, needed)) return false;
	if (kind === 'attacking') {
		p.attack = code;
		p.attackTarget = TARGET[code];
		p.attackDamage = v;
		p.attackWallDone = false;
		if (!p.shieldFirst) applyWall(p, 1 - caster);
	} else if (kind === 'creation') move(p, caster, code, v);
	else if (kind === 'healing') p.scores[caster][p.healElement] += Math.min(v, p.healCap);
	else raiseWall(p, caster, code, v);
	return zerosOf(p.scores[caster]) >= p.zerosToLose;
}

function castCounter(p: Position, defender: number, rng: Rng): void {
	const code = pickCounter(p, defender);
	if (code < 0) return;
	const kind = KIND[code];
	if (kind !== 'protection') applyWall(p, defender);
	const element = kind === 'protection' ? p.attackTarget : ROLLS[code];
	const needed = p.scores[defender][element];
	const v = rollFor(p, defender, code, element, needed, rng);
	if (!succeeds(v, needed)) return;
	if (kind === 'creation') move(p, defender, code, v);
	else if (kind === 'interference') raiseWall(p, defender, code, v);
	else p.attackDamage -= Math.min(v, p.attackDamage);
}

/** Damage is recorded; true when the defender has lost. */
function finishHalf(p: Position, defender: number): boolean {
	applyWall(p, defender);
	p.healSide = -1;
	if (p.attack >= 0) {
		const sc = p.scores[defender];
		const before = sc[p.attackTarget];
		const after = Math.max(0, before - p.attackDamage);
		sc[p.attackTarget] = after;
		if (after < before) {
			p.healSide = defender;
			p.healElement = p.attackTarget;
			p.healCap = before - after;
		}
		p.attack = -1;
	}
	return zerosOf(p.scores[defender]) >= p.zerosToLose;
}

/**
 * Plays on from a position where `caster` is to announce a spell (-1: the roll-off comes first)
 * and returns the winner (0 or 1), or -1 when the duel is still going after MAX_HALVES.
 */
export function fastDuel(p: Position, caster: number, rng: Rng): number {
	while (caster < 0) {
		const a = rng.die(100);
		const b = rng.die(100);
		caster = a > b ? 0 : b > a ? 1 : -1;
	}
	for (let half = 0; half < MAX_HALVES; half++) {
		const defender = 1 - caster;
		if (castSpell(p, caster, rng)) return defender;
		castCounter(p, defender, rng);
		if (finishHalf(p, defender)) return caster;
		caster = defender;
	}
	return -1;
}
