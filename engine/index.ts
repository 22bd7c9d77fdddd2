/** The registry of games. The UI finds games here and never branches on which game it is. */
import { optionDefaults, type AnyGame, type OptionValues } from './core';
import { counters } from './counters';
import { serpent } from './serpent';
import { brick } from './brick';
import { archmage } from './archmage';
import { arena } from './arena';
import { magika } from './magika/game';

export const games: readonly AnyGame[] = [counters, brick, serpent, archmage, arena, magika];

export function findGame(id: string): AnyGame | undefined {
	return games.find((g) => g.id === id);
}

export function defaultOptions(game: AnyGame): OptionValues {
	return optionDefaults(game.options);
}
