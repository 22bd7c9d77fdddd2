/**
 * Random legal orders and starts, driven by a seeded Rng: for property tests and the benchmark.
 * Every order made here is legal: nothing of it is ignored by the rules.
 */
import type { Rng, SeatId } from '../core';
import { CORNERS, DIRECTIONS, colOf, columnName, isEdge, onBoard, parseSquare, rowOf, squareAt, squareName } from './board';
import { MAGIC_TYPES, type Magic, type MagicType } from './magics';
import { usableMagics } from './choices';
import { typesToChoose } from './rules';
import type { ArenaBoard, Cast, Orders, StartChoice } from './state';

export function randomStart(board: ArenaBoard, rng: Rng): StartChoice {
	const n = board.rules.size;
	const pool = MAGIC_TYPES.slice();
	const types: MagicType[] = [];
	for (let i = typesToChoose(board.rules); i > 0; i--) types.push(pool.splice(rng.below(pool.length), 1)[0]);
	return { types, square: squareName(n, rng.below(n * n)) };
}

function randomTarget(board: ArenaBoard, magic: Magic, rng: Rng): string | undefined {
	const n = board.rules.size;
	switch (magic.aim) {
		case 'none':
			return undefined;
		case 'direction':
			return rng.pick(DIRECTIONS);
		case 'corner':
			return rng.pick(CORNERS);
		case 'line':
			return rng.below(2) === 0 ? columnName(rng.below(n)) : String(rng.below(n) + 1);
		case 'square': {
			if (magic.kind === 'move' && magic.move === 'sail') {
				// an edge square: a random square pushed to a random side
				const c = rng.below(n);
				const side = rng.below(4);
				const col = side === 0 ? 0 : side === 1 ? n - 1 : c;
				const row = side === 2 ? 0 : side === 3 ? n - 1 : c;
				return columnName(col) + String(row + 1);
			}
			return squareName(n, rng.below(n * n));
		}
	}
}

/** Random legal orders for `seat`: a move or a movement magic, then a few affordable magics. */
export function randomOrders(board: ArenaBoard, seat: SeatId, rng: Rng, maxCasts = 3): Orders {
	const rules = board.rules;
	const n = rules.size;
	const player = board.players[seat];
	const from = player.square === null ? 0 : (parseSquare(n, player.square) ?? 0);
	const magics = usableMagics(rules, player.types);
	let mp = player.mp;
	const casts: Cast[] = [];
	let move: string | null = null;
	const roll = rng.below(8);
	const movers =
		roll === 0
			? magics.filter((m) => m.kind === 'move' && m.cost <= mp && (m.move !== 'sail' || isEdge(n, colOf(n, from), rowOf(n, from))))
			: [];
	if (movers.length > 0) {
		const m = rng.pick(movers);
		casts.push(m.aim === 'none' ? { magic: m.code } : { magic: m.code, target: randomTarget(board, m, rng) });
		mp -= m.cost;
	} else if (roll > 1) {
		const col = colOf(n, from) + rng.below(5) - 2;
		const row = rowOf(n, from) + rng.below(5) - 2;
		move = onBoard(n, col, row) ? squareName(n, squareAt(n, col, row)) : squareName(n, from);
	}
	const count = rng.below(maxCasts + 1);
	for (let i = 0; i < count; i++) {
		let pick: Magic | null = null;
		for (let tries = 0; tries < 4 && !pick; tries++) {
			const m = magics[rng.below(magics.length)];
			if (m.kind !== 'move' && m.cost <= mp) pick = m;
		}
		if (!pick) break;
		const target = randomTarget(board, pick, rng);
		casts.push(target === undefined ? { magic: pick.code } : { magic: pick.code, target });
		mp -= pick.cost;
	}
	return { move, casts };
}
