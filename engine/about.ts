/**
 * The games as the new-game screen offers them, without their rules: each game's name, one
 * sentence, seats and options (its `about.ts`), in order. The new-game screen and Import read only
 * this, so they load no rules code; a table loads its one game's rules through engine/loaders.ts,
 * and the home screen needs only the names (engine/catalog.ts). A test keeps all three equal to
 * the registry in engine/index.ts.
 */
import { optionDefaults } from './core/options';
import type { GameAbout, OptionValues } from './core/types';
import { COUNTERS_ABOUT } from './counters/about';
import { BRICK_ABOUT } from './brick/about';
import { SERPENT_ABOUT } from './serpent/about';
import { ARCHMAGE_ABOUT } from './archmage/about';
import { ARENA_ABOUT } from './arena/about';
import { MAGIKA_ABOUT } from './magika/about';

export const gamesAbout: readonly GameAbout[] = [COUNTERS_ABOUT, BRICK_ABOUT, SERPENT_ABOUT, ARCHMAGE_ABOUT, ARENA_ABOUT, MAGIKA_ABOUT];

/** The game of this id as listed, or undefined for a game this version does not know. */
export function aboutGame(id: string): GameAbout | undefined {
	return gamesAbout.find((g) => g.id === id);
}

/** A new game's options before anyone changes them. */
export function defaultOptions(game: GameAbout): OptionValues {
	return optionDefaults(game.options);
}
