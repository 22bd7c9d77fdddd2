import type { Being, SerpentView } from '$engine/serpent';

/** The human Magi still at the table. */
const magi = (view: SerpentView) => view.roster.map((id) => view.beings[id]).filter((b) => b && b.kind === 'magi' && !b.gone);

/**
 * A team as players say it: a Magi who plays alone is a team by their own id, shown by their name;
 * the team of every Magi at the table (co-op, "team v Encounter") is "all the Magi".
 */
export const teamName = (view: SerpentView, team: string): string => {
	const named = view.beings[team]?.name;
	if (named) return named;
	const all = magi(view);
	return all.length > 1 && all.every((b) => b.team === team) ? 'all the Magi' : team;
};

/**
 * The team shown beside a Magi's name, or null: only when the Magi at the table are split into
 * teams. A Magi alone has no team to show, and in co-op every Magi is on the same side (against
 * the Encounter, whose panel says so), so a team name there would say nothing.
 */
export const teamLabel = (view: SerpentView, being: Being): string | null => {
	if (being.kind !== 'magi' || being.team === being.id) return null;
	return magi(view).every((b) => b.team === being.team) ? null : being.team;
};
