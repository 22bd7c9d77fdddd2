import type { Component } from 'svelte';
import type { TableSession } from '$lib/table/types';

/** A game's table screen: the session, and (optional to use) the table's invite sheet, for a screen whose main action is to ask the other phones in. */
export type GameTableComponent = Component<{ session: TableSession; oninvite?: () => void }>;

/** The table UI of each game, loaded on demand so the home screen stays small. */
export const gameTables: Record<string, () => Promise<{ default: GameTableComponent }>> = {
	counters: () => import('./counters/CountersTable.svelte'),
	arena: () => import('./arena/ArenaTable.svelte'),
	brick: () => import('./brick/BrickTable.svelte'),
	archmage: () => import('./archmage/ArchmageTable.svelte'),
	serpent: () => import('./serpent/SerpentTable.svelte'),
	magika: () => import('./magika/MagikaTable.svelte')
};
