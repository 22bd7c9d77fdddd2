import type { SerpentView } from '$engine/serpent';

/** A being as players say it; an id the table does not know stays as it is. */
export const beingName = (view: SerpentView, id: string | null | undefined): string => (id ? (view.beings[id]?.name ?? id) : '');

/** A team as players say it: a Magi who plays alone is a team by their own id, shown by their name. */
export const teamName = (view: SerpentView, team: string): string => view.beings[team]?.name ?? team;
