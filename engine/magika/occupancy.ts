/**
 * Occupation (OCC-1, OCC-2, U-24): any two mages may share a space; a third only if all three
 * wear one colour, one is the Ebon Mage, the move brings all three alignment artifacts together,
 * or all three are Black and of different races or of different alignments. Never a fourth.
 */
import type { Mage, World } from './types';

const ALIGNMENT = ['crown', 'orb', 'scepter'] as const;

function allDifferent<T>(xs: T[]): boolean {
	return new Set(xs).size === xs.length;
}

export function canEnter(world: World, cell: number, mover: Mage): boolean {
	const others = world.mages.filter((m) => m.at === cell && m !== mover);
	if (others.length < 2) return true;
	if (others.length >= 3) return false;
	const three = [...others, mover];
	if (three[0].donned && three.every((m) => m.donned === three[0].donned)) return true;
	if (three.some((m) => m.ebon)) return true;
	const together = ALIGNMENT.every((a) => {
		const where = world.artifacts[a];
		return 'at' in where ? where.at === cell : three.some((m) => m.id === where.holder);
	});
	if (together) return true;
	return three.every((m) => !m.donned) && (allDifferent(three.map((m) => m.race)) || allDifferent(three.map((m) => m.align)));
}
