/** The registry of games. The UI finds games here and never branches on which game it is. */
import type { AnyGame } from './core';
import { counters } from './counters';
import { serpent } from './serpent';
import { brick } from './brick';
import { archmage } from './archmage';
import { arena } from './arena';

export const games: readonly AnyGame[] = [counters, brick, serpent, archmage, arena];

export function findGame(id: string): AnyGame | undefined {
	return games.find((g) => g.id === id);
}

export function defaultOptions(game: AnyGame): Record<string, boolean | number | string> {
	return Object.fromEntries(game.options.map((o) => [o.key, o.default]));
}
