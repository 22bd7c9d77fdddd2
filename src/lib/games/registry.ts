import type { Component } from 'svelte';
import type { TableSession } from '$lib/table/types';

export type GameTableComponent = Component<{ session: TableSession }>;

/** The table UI of each game, loaded on demand so the home screen stays small. */
export const gameTables: Record<string, () => Promise<{ default: GameTableComponent }>> = {
	counters: () => import('./counters/CountersTable.svelte'),
	arena: () => import('./arena/ArenaTable.svelte'),
	brick: () => import('./brick/BrickTable.svelte'),
	archmage: () => import('./archmage/ArchmageTable.svelte'),
	serpent: () => import('./serpent/SerpentTable.svelte'),
	magika: () => import('./magika/MagikaTable.svelte')
};
