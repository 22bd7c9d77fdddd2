/**
 * Every game's rules at once, for Node: tests, `npm run verify`, the bench. The app never imports
 * this (lint): it lists games from engine/about.ts and engine/catalog.ts and loads one game's rules at a table through
 * engine/loaders.ts, so a table loads only its own game's rules. The UI never branches on which
 * game it is.
 */
import type { AnyGame } from './core';
import { counters } from './counters';
import { serpent } from './serpent';
import { brick } from './brick';
import { archmage } from './archmage';
import { arena } from './arena';
import { magika } from './magika/game';

export { defaultOptions } from './about';

export const games: readonly AnyGame[] = [counters, brick, serpent, archmage, arena, magika];

export function findGame(id: string): AnyGame | undefined {
	return games.find((g) => g.id === id);
}
