/**
 * What a player may choose, for the order builder and the bot: the magics open to them, the squares
 * a move reaches, the aims a magic takes, and a preview of whom a magic would hit.
 */
import type { SeatId } from '../core';
import { CORNERS, DIRECTIONS, colOf, columnName, isEdge, onBoard, parseSquare, rowOf, squareAt, squareName } from './board';
import { readAim, type Aim } from './aims';
import { damageAt } from './areas';
import { MAGICS, type AttackMagic, type Magic, type MagicType } from './magics';
import { burrowLanding, forbiddenReason, planOrders } from './orders';
import type { ArenaRules } from './rules';
import type { ArenaBoard, Cast, Orders } from './state';

/** The magics a player of these types may use in this game, in the order of the rules. */
export function usableMagics(rules: ArenaRules, types: readonly MagicType[]): readonly Magic[] {
	let byTypes = usableCache.get(rules);
	if (!byTypes) usableCache.set(rules, (byTypes = new WeakMap()));
	let found = byTypes.get(types);
	if (!found) {
		found = MAGICS.filter((m) => forbiddenReason(rules, types, m) === null);
		byTypes.set(types, found);
	}
	return found;
}

/** Rules and types arrays are shared from state to state, so they key a cache well. */
const usableCache = new WeakMap<ArenaRules, WeakMap<readonly MagicType[], readonly Magic[]>>();

/** Squares a regular move reaches from `from`: the 5×5 area around it, on the board (rule 5a). */
export function moveReach(rules: ArenaRules, from: number): number[] {
	const n = rules.size;
	const c = colOf(n, from);
	const r = rowOf(n, from);
	const out: number[] = [];
	for (let dr = -2; dr <= 2; dr++) {
		for (let dc = -2; dc <= 2; dc++) {
			if (onBoard(n, c + dc, r + dr)) out.push(squareAt(n, c + dc, r + dr));
		}
	}
	return out;
}

/** Every aim a magic accepts from a player on `from`, written as in notation ('' for none). */
export function aimOptions(rules: ArenaRules, magic: Magic, from: number): string[] {
	const n = rules.size;
	const all = Array.from({ length: n * n }, (_, i) => i);
	switch (magic.aim) {
		case 'none':
			return [''];
		case 'direction':
			return DIRECTIONS.slice();
		case 'corner':
			return CORNERS.slice();
		case 'line':
			return [...Array.from({ length: n }, (_, i) => columnName(i)), ...Array.from({ length: n }, (_, i) => String(i + 1))];
		case 'square': {
			if (magic.kind === 'move' && magic.move === 'sail') {
				if (!isEdge(n, colOf(n, from), rowOf(n, from))) return [];
				return all.filter((s) => isEdge(n, colOf(n, s), rowOf(n, s))).map((s) => squareName(n, s));
			}
			return all.map((s) => squareName(n, s));
		}
	}
}

/** Where a movement magic takes its caster, or null when it cannot be cast that way. */
export function movementLanding(rules: ArenaRules, magic: Magic, from: number, target: string | undefined): number | null {
	if (magic.kind !== 'move') return null;
	if (magic.move === 'burrow') return burrowLanding(rules, from);
	const to = target === undefined ? null : parseSquare(rules.size, target);
	if (to === null) return null;
	if (magic.move === 'sail') {
		const n = rules.size;
		if (!isEdge(n, colOf(n, from), rowOf(n, from)) || !isEdge(n, colOf(n, to), rowOf(n, to))) return null;
	}
	return to;
}

export interface CastPreview {
	/** Squares hit, with their damage. */
	squares: { square: string; damage: number }[];
	/** Other players standing in the area now, with the damage they would take. */
	hits: { seat: SeatId; damage: number }[];
}

/**
 * The squares an attack hits when cast from `from` (the caster's square after moving) and the other
 * players who stand in them now. Null for a magic that is not an attack or a target it does not take.
 */
export function castPreview(board: ArenaBoard, seat: SeatId, cast: Cast, from: number): CastPreview | null {
	const magic = MAGICS.find((m) => m.code === cast.magic);
	if (!magic || magic.kind !== 'attack') return null;
	const aim = readAim(magic.aim, cast.target);
	if (!aim) return null;
	const rules = board.rules;
	const n = rules.size;
	const cx = colOf(n, from);
	const cy = rowOf(n, from);
	const squares: CastPreview['squares'] = [];
	for (let s = 0; s < n * n; s++) {
		const damage = damageAt(rules, magic, cx, cy, aim, colOf(n, s), rowOf(n, s));
		if (damage > 0) squares.push({ square: squareName(n, s), damage });
	}
	const hits: CastPreview['hits'] = [];
	for (const other of board.order) {
		const p = board.players[other];
		if (other === seat || !p.alive || p.square === null) continue;
		const at = parseSquare(n, p.square);
		if (at === null) continue;
		const damage = damageAt(rules, magic, cx, cy, aim, colOf(n, at), rowOf(n, at));
		if (damage > 0) hits.push({ seat: other, damage });
	}
	return { squares, hits };
}

/** The damage of an attack on one square, aimed and cast from given squares (bot and tests). */
export function attackDamage(rules: ArenaRules, magic: AttackMagic, from: number, aim: Aim, at: number): number {
	const n = rules.size;
	return damageAt(rules, magic, colOf(n, from), rowOf(n, from), aim, colOf(n, at), rowOf(n, at));
}

/** One magic the order builder offers, with its cost and whether it can be added now. */
export interface CastOption {
	magic: Magic;
	/** The MP left if it were added. */
	after: number;
	/** Why it cannot be added to the order now, or null when it can. */
	blocked: string | null;
}

/**
 * The magics `seat` may add to `orders`: every magic open to the player, in the rules' order, with
 * what is left after paying it and the reason when it would be ignored.
 */
export function castOptions(board: ArenaBoard, seat: SeatId, orders: Orders): CastOption[] {
	const player = board.players[seat];
	if (!player || player.square === null) return [];
	const rules = board.rules;
	const n = rules.size;
	const from = parseSquare(n, player.square) ?? 0;
	const plan = planOrders(rules, player, orders);
	const left = player.mp - plan.spent;
	const moving = orders.casts.some((c) => MAGICS.find((m) => m.code === c.magic)?.kind === 'move');
	return usableMagics(rules, player.types).map((magic) => {
		let blocked: string | null = null;
		if (magic.cost > left) blocked = `${magic.cost} MP; ${left} left`;
		else if (magic.kind === 'move' && moving) blocked = 'one movement magic a turn';
		else if (magic.kind === 'move' && magic.move === 'sail' && !isEdge(n, colOf(n, from), rowOf(n, from))) blocked = 'only from the edge';
		return { magic, after: left - magic.cost, blocked };
	});
}

/** Where `seat` stands after `orders` are carried out (the square attacks are cast from). */
export function destinationOf(board: ArenaBoard, seat: SeatId, orders: Orders): string | null {
	const player = board.players[seat];
	if (!player || player.square === null) return null;
	return squareName(board.rules.size, planOrders(board.rules, player, orders).to);
}
