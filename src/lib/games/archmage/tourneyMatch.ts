/**
 * A tourney match fought as a duel game carries this tag in its options (`tourneyMatch`), so that
 * the phone keeping the bracket reports the duel's winner when it ends.
 */
export interface MatchTag {
	tourney: string;
	round: number;
	index: number;
}

export const MATCH_OPTION = 'tourneyMatch';

export function matchTag(m: MatchTag): string {
	return `${m.tourney}/${m.round}/${m.index}`;
}

/** The match a duel was fought for, or null when the option is missing or not one. */
export function parseMatchTag(value: unknown): MatchTag | null {
	if (typeof value !== 'string') return null;
	const m = /^([\w-]{1,64})\/(\d{1,3})\/(\d{1,4})$/.exec(value);
	return m ? { tourney: m[1], round: Number(m[2]), index: Number(m[3]) } : null;
}
