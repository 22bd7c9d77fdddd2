/**
 * A practice opponent: legal, sensible orders from the public state and a seeded Rng. It steps
 * away from the areas enemies can surely hit (never into one that could be lethal when another
 * square is safer), heals when in danger, and spends MP on the attacks with the best expected
 * damage for their cost, saving MP when no attack is worth it.
 */
import type { Rng, SeatId } from '../core';
import { colOf, isEdge, kingDistance, parseSquare, rowOf, squareName } from './board';
import { readAim } from './aims';
import { damageAt } from './areas';
import { aimOptions, moveReach, usableMagics } from './choices';
import { MAGIC_TYPES, type AttackMagic, type HealMagic, type Magic, type MagicType } from './magics';
import { burrowLanding } from './orders';
import { typesToChoose, type ArenaRules } from './rules';
import type { ArenaBoard, Cast, Orders, PlayerState, StartChoice } from './state';

/**
 * Expected damage per MP below which the bot keeps its MP for a later turn. MP saved up is worth
 * less and less (it cannot be spent any faster later), so the bar falls as MP piles up.
 */
function worthPerMp(mp: number): number {
	return Math.max(0.08, 0.6 - mp / 60);
}
/**
 * How likely an enemy is thought to stay on its square; the rest spreads evenly over the squares
 * it can move to. Players who expect to be aimed at rarely stay.
 */
const STAY = 0.08;
const MAX_CASTS = 6;
/** How likely an enemy who can Burrow is thought to do so. */
const BURROW = 0.25;
/** What an MP spent on moving is worth, in damage avoided: it is an MP not spent on attacks. */
const MOVE_MP_WEIGHT = 0.8;

export function botStart(board: ArenaBoard, rng: Rng): StartChoice {
	const n = board.rules.size;
	const pool = MAGIC_TYPES.slice();
	const types: MagicType[] = [];
	for (let i = typesToChoose(board.rules); i > 0; i--) types.push(pool.splice(rng.below(pool.length), 1)[0]);
	// away from the edges and the centre areas: the second ring from the edge
	const lo = Math.min(1, n - 1);
	const hi = Math.max(n - 2, lo);
	const col = rng.pick([lo, hi, lo + rng.below(hi - lo + 1)]);
	const row = rng.pick([lo, hi, lo + rng.below(hi - lo + 1)]);
	return { types, square: squareName(n, row * n + col) };
}

interface Enemy {
	player: PlayerState;
	at: number;
	/** Squares the enemy may stand on after moving, with their likelihood. */
	spread: { sq: number; p: number }[];
}

function enemiesOf(board: ArenaBoard, seat: SeatId): Enemy[] {
	const rules = board.rules;
	const out: Enemy[] = [];
	for (const id of board.order) {
		const p = board.players[id];
		if (id === seat || !p.alive || p.square === null) continue;
		const at = parseSquare(rules.size, p.square) ?? 0;
		const reach = moveReach(rules, at);
		const other = (1 - STAY) / Math.max(1, reach.length - 1);
		const spread = reach.map((sq) => ({ sq, p: sq === at ? STAY : other }));
		// a player who can Burrow may well be found across the board
		const burrow = usableMagics(rules, p.types).find((m) => m.kind === 'move' && m.move === 'burrow');
		if (burrow && burrow.cost <= p.mp) {
			for (const s of spread) s.p *= 1 - BURROW;
			const landing = burrowLanding(rules, at);
			const same = spread.find((s) => s.sq === landing);
			if (same) same.p += BURROW;
			else spread.push({ sq: landing, p: BURROW });
		}
		out.push({ player: p, at, spread });
	}
	return out;
}

const at2 = (rules: ArenaRules, sq: number) => [colOf(rules.size, sq), rowOf(rules.size, sq)] as const;

/**
 * How much an enemy could hurt a square this turn: the worst of its affordable attacks whose area
 * does not depend on guessing where we go (fixed areas, areas around the enemy), and a share of
 * the aimed ones around our current square, where a guess would land.
 */
function threatMap(board: ArenaBoard, me: number, enemies: Enemy[]): { sure: number[]; likely: number[] } {
	const rules = board.rules;
	const cells = rules.size * rules.size;
	const sure = new Array<number>(cells).fill(0);
	const likely = new Array<number>(cells).fill(0);
	for (const e of enemies) {
		const attacks = usableMagics(rules, e.player.types).filter((m): m is AttackMagic => m.kind === 'attack' && m.cost <= e.player.mp);
		const [ex, ey] = at2(rules, e.at);
		const worstSure = new Array<number>(cells).fill(0);
		const worstAimed = new Array<number>(cells).fill(0);
		for (const m of attacks) {
			const aimed = m.aim === 'square' || m.aim === 'line' || m.aim === 'corner';
			const aims = aimed ? [aimAt(rules, m, me)] : m.aim === 'direction' ? aimOptions(rules, m, e.at) : [''];
			for (const text of aims) {
				const aim = readAim(m.aim, text);
				if (!aim) continue;
				for (let sq = 0; sq < cells; sq++) {
					const d = damageAt(rules, m, ex, ey, aim, sq % rules.size, (sq - (sq % rules.size)) / rules.size);
					if (d === 0) continue;
					// a ray can point anywhere: its squares are only as sure as a guess
					if (aimed || m.aim === 'direction') worstAimed[sq] = Math.max(worstAimed[sq], d);
					else worstSure[sq] = Math.max(worstSure[sq], d);
				}
			}
		}
		for (let sq = 0; sq < cells; sq++) {
			sure[sq] += worstSure[sq];
			likely[sq] += 0.5 * worstSure[sq] + 0.4 * worstAimed[sq];
		}
	}
	return { sure, likely };
}

/** The aim an enemy would most likely choose against a player on `sq`. */
function aimAt(rules: ArenaRules, magic: Magic, sq: number): string {
	const n = rules.size;
	const col = colOf(n, sq);
	const row = rowOf(n, sq);
	if (magic.aim === 'square') return squareName(n, sq);
	if (magic.aim === 'line') return String(row + 1);
	const north = row >= n / 2;
	const east = col >= n / 2;
	return (north ? 'N' : 'S') + (east ? 'E' : 'W');
}

interface Destination {
	to: number;
	cast: Cast | null;
	cost: number;
}

function destinations(board: ArenaBoard, me: PlayerState, from: number): Destination[] {
	const rules = board.rules;
	const out: Destination[] = moveReach(rules, from).map((to) => ({ to, cast: null, cost: 0 }));
	for (const m of usableMagics(rules, me.types)) {
		if (m.kind !== 'move' || m.cost > me.mp) continue;
		if (m.move === 'burrow') out.push({ to: burrowLanding(rules, from), cast: { magic: m.code }, cost: m.cost });
		else {
			for (const target of aimOptions(rules, m, from)) {
				const to = parseSquare(rules.size, target);
				if (to !== null && kingDistance(rules.size, from, to) > 2) out.push({ to, cast: { magic: m.code, target }, cost: m.cost });
			}
		}
	}
	return out;
}

function bestHeal(rules: ArenaRules, me: PlayerState, mp: number, need: number): HealMagic | null {
	const heals = usableMagics(rules, me.types).filter((m): m is HealMagic => m.kind === 'heal' && m.cost <= mp);
	if (heals.length === 0) return null;
	// the cheapest heal that covers the need, else the strongest affordable
	const enough = heals.filter((h) => h.heal >= need);
	return enough.length ? enough[0] : heals[heals.length - 1];
}

/** Orders for `seat` this turn. Every part of them is legal. */
export function botOrders(board: ArenaBoard, seat: SeatId, rng: Rng): Orders {
	const rules = board.rules;
	const me = board.players[seat];
	const from = me.square === null ? 0 : (parseSquare(rules.size, me.square) ?? 0);
	const enemies = enemiesOf(board, seat);
	const { sure, likely } = threatMap(board, from, enemies);

	// 1. where to stand: never where the sure damage could be lethal if a square avoids it
	let best: Destination | null = null;
	let bestScore = -Infinity;
	for (const d of destinations(board, me, from)) {
		const lethal = sure[d.to] >= me.hp ? 1000 : 0;
		const edge = isEdge(rules.size, colOf(rules.size, d.to), rowOf(rules.size, d.to)) ? 0.2 : 0;
		const score = -lethal - likely[d.to] - d.cost * MOVE_MP_WEIGHT - edge + rng.below(100) / 1000;
		if (score > bestScore) {
			bestScore = score;
			best = d;
		}
	}
	const dest = best ?? { to: from, cast: null, cost: 0 };
	const casts: Cast[] = dest.cast ? [dest.cast] : [];
	let mp = me.mp - dest.cost;

	// 2. heal when the likely damage here could bring HP low
	const danger = likely[dest.to];
	const cap = rules.healCap ? rules.hp - me.hp : Infinity;
	if (rules.healing && me.hp - danger <= Math.max(3, rules.hp * 0.3) && cap > 0) {
		const heal = bestHeal(rules, me, mp, Math.min(cap, Math.ceil(danger) + 1));
		if (heal && heal.heal <= cap + 2) {
			casts.push({ magic: heal.code });
			mp -= heal.cost;
		}
	}

	// 3. attacks with the best expected damage per MP, from where we will stand. The damage
	// already planned against each square an enemy may end on is kept, so that damage beyond
	// what kills there counts for nothing.
	const planned = enemies.map((e) => new Array<number>(e.spread.length).fill(0));
	const [cx, cy] = at2(rules, dest.to);
	const attacks = usableMagics(rules, me.types).filter((m): m is AttackMagic => m.kind === 'attack');
	for (let k = 0; k < MAX_CASTS; k++) {
		let pick: { cast: Cast; ratio: number; cost: number; hits: number[][] } | null = null;
		for (const m of attacks) {
			if (m.cost > mp) continue;
			for (const text of candidateAims(rules, m, enemies)) {
				const aim = readAim(m.aim, text)!;
				let gain = 0;
				const hits = enemies.map((e, i) => {
					const hp = e.player.hp;
					return e.spread.map((s, j) => {
						const d = damageAt(rules, m, cx, cy, aim, colOf(rules.size, s.sq), rowOf(rules.size, s.sq));
						const was = planned[i][j];
						gain += s.p * (Math.min(hp, was + d) - Math.min(hp, was));
						return d;
					});
				});
				const ratio = gain / m.cost;
				if (gain >= 0.3 && ratio >= worthPerMp(mp) && (!pick || ratio > pick.ratio)) {
					pick = { cast: text === '' ? { magic: m.code } : { magic: m.code, target: text }, ratio, cost: m.cost, hits };
				}
			}
		}
		if (!pick) break;
		casts.push(pick.cast);
		mp -= pick.cost;
		pick.hits.forEach((row, i) => row.forEach((d, j) => (planned[i][j] += d)));
	}

	const move = dest.cast ? null : dest.to === from ? null : squareName(rules.size, dest.to);
	return { move, casts };
}

/** The aims worth trying for a magic: all of them, except squares far from every enemy. */
function candidateAims(rules: ArenaRules, magic: AttackMagic, enemies: Enemy[]): string[] {
	if (magic.aim !== 'square') return aimOptions(rules, magic, 0);
	const radius = magic.area.shape === 'box' ? magic.area.radius : 0;
	const seen = new Set<number>();
	const out: string[] = [];
	for (const e of enemies) {
		for (const s of e.spread) {
			if (seen.has(s.sq) || kingDistance(rules.size, s.sq, e.at) > Math.max(0, 2 - radius)) continue;
			seen.add(s.sq);
			out.push(squareName(rules.size, s.sq));
		}
	}
	return out;
}
