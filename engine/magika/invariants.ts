/** What every reachable world keeps: for the contest tests and the 1,000-seed run. */
import { ARTIFACTS } from './data/artifacts';
import { CELLS } from './geometry';
import type { World } from './types';

/** The first broken invariant, in words, or null. */
export function brokenInvariant(w: World): string | null {
	const perCell = new Map<number, number>();
	for (const m of w.mages) {
		if (m.at < 0 || m.at >= CELLS) return `${m.id} is off the arena`;
		perCell.set(m.at, (perCell.get(m.at) ?? 0) + 1);
		if (m.end < 0 || m.end > m.maxEnd) return `${m.id} Endurance ${m.end} out of 0..${m.maxEnd}`;
		if (m.arc < 0 || m.arc > m.maxArc) return `${m.id} Arcania ${m.arc} out of 0..${m.maxArc}`;
		if (m.apt < -100 || m.apt > 100) return `${m.id} aptitude ${m.apt}`;
		if (m.scrolls.length > 6) return `${m.id} holds ${m.scrolls.length} scrolls`;
		if (m.cloaks.length > 2) return `${m.id} holds ${m.cloaks.length} cloaks`;
		if (m.donned && !m.cloaks.includes(m.donned)) return `${m.id} wears a cloak it does not hold`;
		if (m.ebon && m.skill !== 100) return 'the Ebon Mage skill moved';
		for (const a of m.artifacts) if (!('holder' in w.artifacts[a]) || (w.artifacts[a] as { holder: string }).holder !== m.id) return `${a} misplaced`;
	}
	for (const [cell, n] of perCell) if (n > 3 && cell !== 0) return `${n} mages in one space`;
	for (const a of ARTIFACTS) {
		const where = w.artifacts[a];
		if ('holder' in where && !w.mages.find((m) => m.id === where.holder)?.artifacts.includes(a)) return `${a} holder does not hold it`;
	}
	return null;
}
