/** The registry of games. The UI finds games here and never branches on which game it is. */
import type { AnyGame } from './core';
import { counters } from './counters';
import { serpent } from './serpent';
import { brick } from './brick';

export const games: readonly AnyGame[] = [counters, brick, serpent];

export function findGame(id: string): AnyGame | undefined {
	return games.find((g) => g.id === id);
}

export function defaultOptions(game: AnyGame): Record<string, boolean | number | string> {
	return Object.fromEntries(game.options.map((o) => [o.key, o.default]));
}
