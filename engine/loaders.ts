/**
 * The games' rules, loaded one game at a time: a table awaits `loadGame` for the game it opens, and
 * the app's bundler makes each game's rules a chunk of its own (with the core they share), so a
 * Counters table never loads Magika's. Node code that wants every game at once (tests, `npm run
 * verify`) imports engine/index.ts instead; the app may not (lint).
 */
import type { AnyGame } from './core';

const LOADERS: Readonly<Record<string, () => Promise<AnyGame>>> = {
	counters: async () => (await import('./counters/game')).counters,
	brick: async () => (await import('./brick/game')).brick,
	serpent: async () => (await import('./serpent/game')).serpent,
	archmage: async () => (await import('./archmage/duel/game')).archmage,
	arena: async () => (await import('./arena/game')).arena,
	magika: async () => (await import('./magika/game')).magika
};

/** The ids `loadGame` knows. */
export const loadableGames: readonly string[] = Object.keys(LOADERS);

/** The rules of the game `id`, or undefined for a game this version does not know. */
export function loadGame(id: string): Promise<AnyGame | undefined> {
	return Object.hasOwn(LOADERS, id) ? LOADERS[id]() : Promise.resolve(undefined);
}
