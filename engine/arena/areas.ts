import { DIRECTION_STEP, bandWidth, centredBand, cornerSquare, halfLength, isDark } from './board';
import type { Aim } from './aims';
import type { AttackMagic } from './magics';
import type { ArenaRules } from './rules';

/**
 * The damage an attack does on square (x, y), 0 when the square is outside its area. The caster
 * stands on (cx, cy) after the moves of the turn. The caster's own square is inside every area
 * that contains it (other players standing there are hit; the caster never is, rule 5d), except
 * Flame Thrower's ray, which starts next to the caster.
 */
export function damageAt(
	rules: ArenaRules,
	magic: AttackMagic,
	cx: number,
	cy: number,
	aim: Aim,
	x: number,
	y: number
): number {
	const area = magic.area;
	const hit = magic.damage[0];
	const n = rules.size;
	switch (area.shape) {
		case 'ray': {
			if (aim.kind !== 'direction') return 0;
			const [dx, dy] = DIRECTION_STEP[aim.dir];
			const k = dx !== 0 ? (x - cx) / dx : (y - cy) / dy;
			return k >= 1 && Number.isInteger(k) && cx + k * dx === x && cy + k * dy === y ? hit : 0;
		}
		case 'cross':
			return x === cx || y === cy ? hit : 0;
		case 'star':
			return x === cx || y === cy || Math.abs(x - cx) === Math.abs(y - cy) ? hit : 0;
		case 'dark':
			return isDark(x, y) ? hit : 0;
		case 'light':
			return isDark(x, y) ? 0 : hit;
		case 'around-caster':
			return Math.abs(x - cx) <= area.radius && Math.abs(y - cy) <= area.radius ? hit : 0;
		case 'corner': {
			if (aim.kind !== 'corner') return 0;
			const [kx, ky] = cornerSquare(n, aim.corner);
			return Math.abs(x - kx) + Math.abs(y - ky) <= area.reach ? hit : 0;
		}
		case 'centre':
		case 'centre-quarter': {
			const target = area.shape === 'centre' ? 2 : n / 2;
			const [lo, hi] = centredBand(n, bandWidth(n, target, rules.rounding));
			return x >= lo && x <= hi && y >= lo && y <= hi ? hit : 0;
		}
		case 'quarter': {
			if (aim.kind !== 'corner') return 0;
			const half = halfLength(n, rules.rounding);
			const east = aim.corner === 'NE' || aim.corner === 'SE';
			const north = aim.corner === 'NW' || aim.corner === 'NE';
			const inX = east ? x >= n - half : x < half;
			const inY = north ? y >= n - half : y < half;
			return inX && inY ? hit : 0;
		}
		case 'line':
			if (aim.kind !== 'line') return 0;
			return (aim.axis === 'col' ? x : y) === aim.index ? hit : 0;
		case 'box': {
			if (aim.kind !== 'square') return 0;
			const ring = Math.max(Math.abs(x - aim.col), Math.abs(y - aim.row));
			if (ring > area.radius) return 0;
			return magic.damage[Math.min(ring, magic.damage.length - 1)];
		}
	}
}

/** Every square of the board an attack hits, with its damage: for previews and the replay. */
export function areaSquares(
	rules: ArenaRules,
	magic: AttackMagic,
	cx: number,
	cy: number,
	aim: Aim
): { col: number; row: number; damage: number }[] {
	const out: { col: number; row: number; damage: number }[] = [];
	for (let row = 0; row < rules.size; row++) {
		for (let col = 0; col < rules.size; col++) {
			const damage = damageAt(rules, magic, cx, cy, aim, col, row);
			if (damage > 0) out.push({ col, row, damage });
		}
	}
	return out;
}
