import type { DuelResultInput } from '../roster';
import type { ArchmageView } from './view';

/** What a finished duel writes into each wizard's record: the input of recordDuel, by wizard id. */
export function duelResults(view: ArchmageView, date: string, duelId: string): { wizardId: string; input: DuelResultInput }[] {
	const r = view.result;
	if (!r) return [];
	const out: { wizardId: string; input: DuelResultInput }[] = [];
	for (const d of view.duelists) {
		if (!d || d.id === null) continue;
		const rival = view.duelists[d.side === 0 ? 1 : 0]!;
		const won = d.seat === r.winner;
		out.push({
			wizardId: d.id,
			input: {
				duelId,
				date,
				opponent: rival.name,
				opponentRank: rival.rank,
				level: view.options.victory,
				won,
				conceded: r.conceded,
				delta: won ? r.rankChange.winner : r.rankChange.loser
			}
		});
	}
	return out;
}

/** A d100 roll typed by a player: 1 to 100, "00" or "0" meaning 100. Null when it is not one. */
export function parseD100(text: string): number | null {
	const t = text.trim();
	if (!/^\d{1,3}$/.test(t)) return null;
	const n = Number(t);
	if (n === 0) return 100;
	return n >= 1 && n <= 100 ? n : null;
}
