import { attackWorth, bestAttackWorth, lossOf, stakesInto, sumCapped, topRoll, wallStrengthAgainst, ZERO_BONUS } from './botValues';
import { ATTACKS, CREATION_OF, HEAL, KIND, ROLLS, SHIELD, STOPS, TARGET, WALLS, type Position } from './position';

/**
 * The duel bot's choices on a position (position.ts): each spell it may cast gets an expected worth
 * (botValues.ts) and the best is cast. Shared by the bot at the table (policy.ts) and the odds'
 * simulation (fastDuel.ts), so both play the same policy. The last pick's figures stay in `pick`
 * for the bot's reason.
 */

/** A Wall keeps stopping attacks after the turn it is raised: its worth for one turn, times this. */
export const WALL_PERSISTS = 1.5;
/** Lifting a score off 0 by creation earns this share of a zero's worth (the source pays the points). */
const LIFT_SHARE = 0.8;
/** Creation lifts a score off 0 only from a source at least this high. */
const LIFT_SOURCE_MIN = 10;
/** The mulligan is once a duel: the reroll must be worth this much more than the roll kept. */
export const MULLIGAN_GAIN = 6;

/** The last pick: spell code (-1: no counterspell), worth, chance, mean effect, and what it is about (a Wall: the attack it is against; Heal and creation: the element). */
export const pick = { code: -1, worth: 0, chance: 0, mean: 0, against: -1 };

const myPerPoint = new Float64Array(5);
const myZero = new Float64Array(5);
const foePerPoint = new Float64Array(5);
const foeZero = new Float64Array(5);

function offer(code: number, worth: number, chance: number, mean: number, against = -1): void {
	if (worth <= pick.worth) return;
	pick.code = code;
	pick.worth = worth;
	pick.chance = chance;
	pick.mean = mean;
	pick.against = against;
}

/** How much the opponent's best attack is worth against `side` behind a Wall (my stakes filled in). */
function threat(p: Position, side: number, wall: number, strength: number): number {
	return bestAttackWorth(p, 1 - side, wall, strength, myPerPoint, myZero);
}

/** What a Wall of `strength` takes off the opponent's best attack (the better of it and the Wall up is kept). */
function wallGain(p: Position, side: number, wall: number, strength: number, now: number): number {
	const next = threat(p, side, wall, strength);
	return (next < now ? now - next : 0) * WALL_PERSISTS;
}

const unwalled = new Float64Array(5);

/** The best worth among the attacks on `side` with only a Wall (code, strength) up, from their worths with none. */
function threatWith(p: Position, side: number, wall: number, strength: number): number {
	let best = 0;
	const stops = wall < 0 ? 0 : STOPS[wall];
	for (const a of ATTACKS) {
		const v = (stops >> a) & 1 ? attackWorth(p, 1 - side, a, wall, strength, myPerPoint, myZero) : unwalled[a];
		if (v > best) best = v;
	}
	return best;
}

/** The Walls that stop the opponent's likeliest attack, for what they would take off the opponent's best attack. */
function offerWalls(p: Position, side: number): void {
	const up = p.wall[side];
	const upStops = up < 0 ? 0 : STOPS[up];
	let now = 0;
	let likely = -1;
	// attack codes are 0..4: the worths by code with no Wall up, and the best with the Wall up
	for (const a of ATTACKS) {
		unwalled[a] = attackWorth(p, 1 - side, a, -1, 0, myPerPoint, myZero);
		const v = (upStops >> a) & 1 ? attackWorth(p, 1 - side, a, up, p.wallStrength[side], myPerPoint, myZero) : unwalled[a];
		if (v > now) {
			now = v;
			likely = a;
		}
	}
	// a Wall takes off at most the whole threat: then none can beat the pick so far
	if (likely < 0 || now * WALL_PERSISTS <= pick.worth) return;
	// a Wall up that stops it already keeps out anything weaker
	const upHolds = (upStops >> likely) & 1 ? p.wallStrength[side] : 0;
	for (const w of WALLS) {
		if (!((STOPS[w] >> likely) & 1)) continue;
		const m = topRoll(p.scores[side][ROLLS[w]]);
		if ((m / 100) * now * WALL_PERSISTS <= pick.worth || Math.ceil(m / 2) <= upHolds) continue;
		const next = threatWith(p, side, w, Math.ceil(m / 2));
		offer(w, (m / 100) * (next < now ? now - next : 0) * WALL_PERSISTS, m / 100, Math.ceil(m / 2), likely);
	}
}

function offerLifts(p: Position, side: number): void {
	const sc = p.scores[side];
	for (let e = 0; e < 5; e++) {
		if (sc[e] > 0) continue;
		const c = CREATION_OF[e];
		const source = sc[ROLLS[c]];
		if (source >= LIFT_SOURCE_MIN) offer(c, (topRoll(source) / 100) * ZERO_BONUS * LIFT_SHARE, topRoll(source) / 100, 0, e);
	}
}

/** Expected worth of a Heal whose rolls up to `m` succeed (my stakes filled in); lifting a 0 is worth most. */
function healWorth(p: Position, side: number, m: number): number {
	const lifts = p.scores[side][p.healElement] <= 0;
	return (sumCapped(m, p.healCap) * (lifts ? 1 : myPerPoint[p.healElement]) + (lifts ? m * ZERO_BONUS : 0)) / 100;
}

/** The spell of `side`'s turn: the best attack, Heal, a Wall, or a creation lifting a score off 0. */
export function pickSpell(p: Position, side: number): number {
	stakesInto(p, side, myPerPoint, myZero);
	stakesInto(p, 1 - side, foePerPoint, foeZero);
	const foe = 1 - side;
	pick.code = ATTACKS[0];
	pick.worth = -1;
	let likeliest = ATTACKS[0];
	for (const a of ATTACKS) {
		const m = topRoll(p.scores[side][ROLLS[a]]);
		if (m > topRoll(p.scores[side][ROLLS[likeliest]])) likeliest = a;
		// the mean damage is for the reason only (meanDamage)
		offer(a, attackWorth(p, side, a, p.wall[foe], p.wallStrength[foe], foePerPoint, foeZero), m / 100, 0);
	}
	if (pick.worth <= 0) {
		// nothing to gain anywhere: the likeliest attack
		pick.worth = -1;
		offer(likeliest, 0, topRoll(p.scores[side][ROLLS[likeliest]]) / 100, 0);
	}
	if (p.healSide === side) {
		const m = topRoll(p.healNeeds[side]);
		// Heal wins a tie: the chance to cast it is gone after this turn
		offer(HEAL, healWorth(p, side, m) + 1e-9, m / 100, m > 0 ? sumCapped(m, p.healCap) / m : 0, p.healElement);
	}
	offerWalls(p, side);
	offerLifts(p, side);
	return pick.code;
}

/** The mean damage an attack of `side` lands when it succeeds (after the Wall, at most the target's score). */
export function meanDamage(p: Position, side: number, code: number): number {
	const foe = 1 - side;
	const m = topRoll(p.scores[side][ROLLS[code]]);
	const through = m - wallStrengthAgainst(p.wall[foe], p.wallStrength[foe], code);
	return m > 0 ? sumCapped(through, p.scores[foe][TARGET[code]]) / m : 0;
}

/** The damage the attack under way does after a Shield roll of `v` (0: none) and a Wall still to meet it. */
export function damageAfter(p: Position, v: number, pendingWall: number): number {
	const left = p.attackDamage - v;
	return Math.max(0, (left > 0 ? left : 0) - pendingWall);
}

/** The points a creation counterspell must move to keep the attacked element above 0 (0: none needed, -1: impossible). */
export function pointsToSave(p: Position, side: number, pendingWall: number): number {
	const t = p.attackTarget;
	const s = p.scores[side][t];
	const need = damageAfter(p, 0, pendingWall) - s + 1;
	if (s <= 0 || need <= 0) return 0;
	return need <= p.scores[side][ROLLS[CREATION_OF[t]]] - 1 ? need : -1;
}

/** The Wall of `side` the attack under way has still to meet (the Shield-first variant). */
function pendingWall(p: Position, side: number): number {
	return p.attackWallDone ? 0 : wallStrengthAgainst(p.wall[side], p.wallStrength[side], p.attack);
}

/** Expected worth of a Shield rolled against `needed` (my stakes filled in). */
function shieldWorth(p: Position, side: number, needed: number): number {
	const t = p.attackTarget;
	const s = p.scores[side][t];
	const incoming = damageAfter(p, 0, pendingWall(p, side));
	const base = lossOf(s, incoming, myPerPoint[t], myZero[t]);
	if (base <= 0) return 0;
	const m = topRoll(needed);
	// the Shield rolls v = 1..m; the damage left, max(0, incoming - v), runs down from incoming - 1
	const low = incoming - m;
	const landed = sumCapped(incoming - 1, s) - sumCapped(low - 1, s);
	const emptied = Math.max(0, incoming - Math.max(s, low));
	return (m * base - (landed * myPerPoint[t] + emptied * myZero[t])) / 100;
}

function offerAgainstAttack(p: Position, side: number): void {
	const t = p.attackTarget;
	const s = p.scores[side][t];
	offer(SHIELD, shieldWorth(p, side, s), topRoll(s) / 100, damageAfter(p, 0, pendingWall(p, side)));
	const need = pointsToSave(p, side, pendingWall(p, side));
	if (need > 0) {
		const c = CREATION_OF[t];
		const count = Math.max(0, topRoll(p.scores[side][ROLLS[c]]) - need + 1);
		offer(c, (count / 100) * (myZero[t] - need * myPerPoint[ROLLS[c]]), count / 100, need, t);
	}
}

/** The counterspell of `side`: a Shield or a saving creation against the attack, a Wall for later, or none (-1). */
export function pickCounter(p: Position, side: number): number {
	stakesInto(p, side, myPerPoint, myZero);
	pick.code = -1;
	pick.worth = 0;
	if (p.attack >= 0) offerAgainstAttack(p, side);
	offerWalls(p, side);
	offerLifts(p, side);
	return pick.code;
}

/** What a roll of `v` on spell `code` (needing `needed`) is worth to `side` now. */
function outcomeWorth(p: Position, side: number, code: number, v: number, needed: number, now: number): number {
	if (v === 100 || v > needed) return 0;
	const sc = p.scores[side];
	switch (KIND[code]) {
		case 'attacking': {
			const foe = 1 - side;
			const t = TARGET[code];
			return lossOf(p.scores[foe][t], v - wallStrengthAgainst(p.wall[foe], p.wallStrength[foe], code), foePerPoint[t], foeZero[t]);
		}
		case 'healing': {
			const amount = Math.min(v, p.healCap);
			return sc[p.healElement] > 0 ? amount * myPerPoint[p.healElement] : amount + ZERO_BONUS;
		}
		case 'interference':
			return wallGain(p, side, code, v, now);
		case 'protection': {
			const pending = pendingWall(p, side);
			const s = sc[p.attackTarget];
			const t = p.attackTarget;
			return lossOf(s, damageAfter(p, 0, pending), myPerPoint[t], myZero[t]) - lossOf(s, damageAfter(p, v, pending), myPerPoint[t], myZero[t]);
		}
		default: {
			const t = TARGET[code];
			if (sc[t] <= 0) return ZERO_BONUS * LIFT_SHARE;
			if (p.attack < 0 || p.attackTarget !== t) return 0;
			const need = pointsToSave(p, side, 0);
			return need > 0 && v >= need ? myZero[t] : 0;
		}
	}
}

/** The expected worth of a fresh roll of spell `code` against `needed` (closed forms but for Walls). */
function rerollWorth(p: Position, side: number, code: number, needed: number, now: number): number {
	const m = topRoll(needed);
	switch (KIND[code]) {
		case 'attacking':
			return attackWorth(p, side, code, p.wall[1 - side], p.wallStrength[1 - side], foePerPoint, foeZero);
		case 'healing':
			return healWorth(p, side, m);
		case 'protection':
			return shieldWorth(p, side, needed);
		case 'interference': {
			// a Wall's worth steps up slowly with its strength: each block of 5 rolls at its middle
			let worth = 0;
			for (let v = 1; v <= m; v += 5) {
				const block = Math.min(5, m - v + 1);
				worth += block * outcomeWorth(p, side, code, v + (block >> 1), needed, now);
			}
			return worth / 100;
		}
		default: {
			let worth = 0;
			for (let v = 1; v <= m; v++) worth += outcomeWorth(p, side, code, v, needed, now);
			return worth / 100;
		}
	}
}

/** Whether `side` claims the mulligan on roll `roll` of spell `code` (needing `needed`): the reroll's expectation against the roll's worth. */
export function wantsMulligan(p: Position, side: number, code: number, roll: number, needed: number): boolean {
	stakesInto(p, side, myPerPoint, myZero);
	stakesInto(p, 1 - side, foePerPoint, foeZero);
	const now = KIND[code] === 'interference' ? threat(p, side, p.wall[side], p.wallStrength[side]) : 0;
	const kept = outcomeWorth(p, side, code, roll, needed, now);
	const reroll = rerollWorth(p, side, code, needed, now);
	pick.worth = reroll;
	pick.mean = kept;
	return reroll - kept >= MULLIGAN_GAIN;
}

/**
 * Creation points: just enough to keep the attacked element above 0 (a counterspell meets the
 * attack after the Wall did: its damage is final); else the two scores evened out, never emptying
 * the source. From the Order's own element (the mulligan's) only a third of the difference moves,
 * so that it stays the wizard's strength.
 */
export function creationAmount(p: Position, side: number, code: number, max: number): number {
	const sc = p.scores[side];
	const to = TARGET[code];
	const from = sc[ROLLS[code]];
	const most = Math.max(1, Math.min(max, from - 1));
	const need = p.attack >= 0 && p.attackTarget === to ? p.attackDamage - sc[to] + 1 : 0;
	if (need > 0) return need <= most ? need : 1;
	const share = p.orderElement[side] === ROLLS[code] ? 3 : 2;
	return Math.max(1, Math.min(most, Math.floor((from - sc[to]) / share)));
}

/** Whether `side` keeps a new Wall over the one up: the one that leaves the opponent's best attack weaker. */
export function keepsNewWall(p: Position, side: number, wall: number, strength: number): boolean {
	stakesInto(p, side, myPerPoint, myZero);
	return threat(p, side, wall, strength) < threat(p, side, p.wall[side], p.wallStrength[side]);
}
