/**
 * The names of the games, without their engines: what the home screen needs to list games, so it
 * loads no rules code. A test keeps it equal to the registry in engine/index.ts.
 */
export const gameTitles: Readonly<Record<string, string>> = {
	counters: 'Counters',
	arena: 'Magic Arena',
	archmage: 'ArchMage',
	serpent: "Serpent's Tongue",
	brick: 'Brick-wargame wizards',
	magika: 'Magika'
};
