import type { SerpentView } from '$engine/serpent';

/** A team as players say it: a Magi who plays alone is a team by their own id, shown by their name. */
export const teamName = (view: SerpentView, team: string): string => view.beings[team]?.name ?? team;
