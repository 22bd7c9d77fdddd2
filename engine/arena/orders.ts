/**
 * Checking a player's orders against the rules (rule 5, rule 6 and "Any illegal moves ... are
 * ignored"). A malformed order is rejected; a well-formed order with illegal parts is accepted and
 * those parts are ignored, each with its reason, as the rules say. Pure: the commit/reveal layer
 * calls `validateOrders` on a revealed order exactly as the engine does.
 */
import { CORE_REJECTIONS, own, reject, text, type Rejection, type SeatId } from '../core';
import { colOf, isEdge, kingDistance, onBoard, parseSquare, readSquareName, rowOf, squareAt, squareName } from './board';
import { aimOnBoard, readAim, type Aim } from './aims';
import { findMagic, TYPE_NAME, type AttackMagic, type Magic, type MagicType } from './magics';
import { notationContext, printCast } from './notation';
import { MAX_CASTS, type ArenaRules } from './rules';
import type { ArenaBoard, Cast, Ignored, MoveHow, Orders, PlayerState } from './state';

export const ORDER_REJECTIONS = {
	notAPlayer: 'arena/not-a-player',
	notOrdering: 'arena/not-ordering',
	eliminated: 'arena/eliminated',
	malformed: 'arena/malformed-orders',
	unknownMagic: 'arena/unknown-magic',
	badTarget: 'arena/bad-target',
	tooMany: 'arena/too-many-magics'
} as const;

const R = ORDER_REJECTIONS;

export interface PlannedAttack {
	magic: AttackMagic;
	aim: Aim;
	target?: string;
}

/** What a player's orders do this turn, once the ignored parts are set aside. */
export interface Plan {
	seat: SeatId;
	from: number;
	to: number;
	how: MoveHow;
	attacks: PlannedAttack[];
	heals: { magic: string; amount: number }[];
	spent: number;
	ignored: Ignored[];
}

/** The magics a player may use at all (rule 6 and the variants), as a reason when they may not. */
export function forbiddenReason(rules: ArenaRules, types: readonly MagicType[], magic: Magic): string | null {
	if (magic.kind === 'heal') return rules.healing ? null : 'Healing is not played in this game.';
	if (magic.type === null || rules.types === 'all') return null;
	if (types.includes(magic.type)) return null;
	if (rules.levelOneAll && magic.level === 1) return null;
	const yours = types.map((t) => TYPE_NAME[t]).join(' and ') || 'no type yet';
	const type = TYPE_NAME[magic.type];
	return `${magic.name} is ${/^[AEIOU]/.test(type) ? 'an' : 'a'} ${type} magic; you use ${yours}.`;
}

/** Where Burrow takes a player: to the opposite side of the board, across its centre. */
export function burrowLanding(rules: ArenaRules, from: number): number {
	const n = rules.size;
	const col = colOf(n, from);
	const row = rowOf(n, from);
	const c = rules.burrow === 'rank' ? col : n - 1 - col;
	const r = rules.burrow === 'file' ? row : n - 1 - row;
	return squareAt(n, c, r);
}

function isRecord(v: unknown): v is Record<string, unknown> {
	return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Structural checks of an order: shape, known magics, targets written as the magic needs. */
export function checkOrderShape(orders: unknown): Rejection | null {
	if (!isRecord(orders)) return reject(R.malformed, 'These orders are not readable.');
	const move = orders.move;
	if (move !== null && (typeof move !== 'string' || !readSquareName(move))) {
		return reject(R.malformed, `The move must be a square like D4, or none ("-"), not ${JSON.stringify(move) ?? 'nothing'}.`);
	}
	const casts = orders.casts;
	if (!Array.isArray(casts)) return reject(R.malformed, 'The magics of these orders are not a list.');
	if (casts.length > MAX_CASTS) return reject(R.tooMany, `One turn holds at most ${MAX_CASTS} magics.`);
	for (const cast of casts as unknown[]) {
		if (!isRecord(cast)) return reject(R.malformed, 'A magic of these orders is not readable.');
		const magic = findMagic(cast.magic);
		if (!magic) return reject(R.unknownMagic, `There is no magic "${text(cast.magic)}".`);
		const target = cast.target;
		if (target !== undefined && typeof target !== 'string') {
			return reject(R.badTarget, `${magic.name} is aimed with text, like its notation.`);
		}
		if (!readAim(magic.aim, target)) {
			return reject(R.badTarget, `${magic.name} cannot be aimed at "${target ?? ''}".`);
		}
	}
	return null;
}

/** The player giving orders, or why they cannot. */
export function orderingPlayer(state: ArenaBoard, seat: SeatId | null): PlayerState | Rejection {
	const player = own(state.players, seat);
	if (!player) return reject(R.notAPlayer, 'Only a player of this arena can give orders.');
	if (state.phase === 'placing') return reject(R.notOrdering, 'Every player chooses a type and a starting square first.');
	if (state.phase === 'over') return reject(CORE_REJECTIONS.gameOver, 'The game is over.');
	if (!player.alive) return reject(R.eliminated, `${player.name} has been removed from the arena.`);
	return player;
}

/**
 * What `orders` do for `seat` this turn, or why they are not orders at all. The parts the rules
 * ignore are listed in `ignored`; magics are paid in written order.
 */
export function validateOrders(state: ArenaBoard, seat: SeatId | null, orders: unknown): Plan | Rejection {
	const player = orderingPlayer(state, seat);
	if ('code' in player) return player;
	const shape = checkOrderShape(orders);
	if (shape) return shape;
	return planOrders(state.rules, player, orders as Orders);
}

/** The plan of well-formed orders (see validateOrders). */
export function planOrders(rules: ArenaRules, player: PlayerState, orders: Orders): Plan {
	const n = rules.size;
	const from = player.square === null ? 0 : (parseSquare(n, player.square) ?? 0);
	const ignored: Ignored[] = [];
	const attacks: PlannedAttack[] = [];
	const heals: { magic: string; amount: number }[] = [];
	const voidRule = rules.overspend === 'void';
	const accepted: number[] = [];
	let movement: { to: number; how: MoveHow } | null = null;
	let spent = 0;

	const casts = orders.casts;
	for (let index = 0; index < casts.length; index++) {
		const cast = casts[index];
		const magic = findMagic(cast.magic)!;
		const aim = readAim(magic.aim, cast.target)!;
		let reason = forbiddenReason(rules, player.types, magic);
		let landing: { to: number; how: MoveHow } | null = null;
		if (!reason && magic.kind === 'move') {
			if (movement) reason = 'Only one movement magic a turn: this one is ignored.';
			else if (magic.move === 'burrow') landing = { to: burrowLanding(rules, from), how: 'burrow' };
			else if (aim.kind === 'square' && !onBoard(n, aim.col, aim.row)) reason = `${cast.target} is not on the board.`;
			else if (aim.kind === 'square') {
				landing = { to: squareAt(n, aim.col, aim.row), how: magic.move };
				if (magic.move === 'sail') {
					if (!isEdge(n, colOf(n, from), rowOf(n, from))) reason = 'Sail is cast only from the edge of the board.';
					else if (!isEdge(n, aim.col, aim.row)) reason = `Sail reaches only the edge of the board, not ${cast.target}.`;
				}
			}
		}
		if (!reason && magic.kind === 'attack' && !aimOnBoard(n, aim)) reason = `${cast.target} is not on the board.`;
		if (!reason && !voidRule && magic.cost > player.mp - spent) {
			reason = `${magic.name} costs ${magic.cost} MP; you have ${player.mp - spent} left.`;
		}
		if (reason) {
			ignored.push(ignoredCast(rules, player, index, cast, reason));
			continue;
		}
		spent += magic.cost;
		if (landing) movement = landing;
		if (magic.kind === 'attack') attacks.push({ magic, aim, target: cast.target });
		else if (magic.kind === 'heal') heals.push({ magic: magic.code, amount: magic.heal });
		if (voidRule) accepted.push(index);
	}
	if (voidRule && spent > player.mp) {
		const why = `These magics cost ${spent} MP in all; you have ${player.mp}, so all are ignored.`;
		for (const index of accepted) ignored.push(ignoredCast(rules, player, index, casts[index], why));
		attacks.length = 0;
		heals.length = 0;
		movement = null;
		spent = 0;
	}

	let to = from;
	let how: MoveHow = 'stay';
	if (orders.move !== null) {
		const dest = parseSquare(n, orders.move);
		let reason: string | null = null;
		if (dest === null) reason = `${orders.move} is not on the board.`;
		else if (kingDistance(n, from, dest) > 2) {
			reason = `${orders.move} is ${kingDistance(n, from, dest)} squares from ${squareName(n, from)}; a move reaches 2.`;
		} else if (movement && dest !== from) reason = 'A player who casts a movement magic may not also move.';
		if (reason) ignored.push({ index: -1, text: orders.move, reason });
		else if (dest !== null && dest !== from) {
			to = dest;
			how = 'walk';
		}
	}
	if (movement) {
		to = movement.to;
		how = movement.how;
	}
	if (ignored.length > 1) ignored.sort((a, b) => a.index - b.index);
	return { seat: player.seat, from, to, how, attacks, heals, spent, ignored };
}

function ignoredCast(rules: ArenaRules, player: PlayerState, index: number, cast: Cast, reason: string): Ignored {
	return { index, text: printCast(cast, notationContext(rules, player.types)), reason };
}
