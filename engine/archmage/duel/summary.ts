import { ELEMENT_NAMES, ELEMENTS } from '../elements';
import { zeroCount } from './casting';
import type { ArchmageState } from './state';

/**
 * How close each wizard is to losing, the one further from it first: the scores already at 0 (the
 * duel is lost on them), else the weakest element: "Merla Fire 35%, Oswin 1 score at 0".
 */
export function archmageLeaders(state: ArchmageState): string {
	const standing = state.duelists.flatMap((d) => {
		if (!d) return [];
		const zeros = zeroCount(d.scores);
		const weakest = ELEMENTS.reduce((low, e) => (d.scores[e] < d.scores[low] ? e : low));
		const text = zeros > 0 ? `${zeros} score${zeros > 1 ? 's' : ''} at 0` : `${ELEMENT_NAMES[weakest]} ${d.scores[weakest]}%`;
		return [{ text: `${d.sheet.name} ${text}`, rank: -zeros * 1000 + d.scores[weakest] }];
	});
	standing.sort((a, b) => b.rank - a.rank);
	return standing.map((s) => s.text).join(', ');
}
