import { DEFAULT_OPTIONS, type Wizard } from '$engine/archmage';
import { getStore } from '$lib/app/storage.svelte';
import { seatsFromNames } from '$lib/app/newGame';
import { newGameHere } from '$lib/fairplay/genesis';
import type { TourneyRow } from './rosterRows';
import { MATCH_OPTION, matchTag } from './tourneyMatch';

/**
 * The seats of a tourney match: the two entrants' players (the wizards' names when one person
 * plays both, since two seats need two names).
 */
export function matchSeatNames(a: Wizard, b: Wizard): [string, string] {
	return a.owner.trim().toLowerCase() === b.owner.trim().toLowerCase() || !a.owner.trim() || !b.owner.trim() ? [a.name, b.name] : [a.owner, b.owner];
}

/** Creates the ArchMage duel to subdual of one bracket match, tagged with it; returns the game's id. */
export async function fightMatch(t: TourneyRow, round: number, index: number, find: (id: string) => Wizard | undefined): Promise<string> {
	const m = t.bracket.rounds[round]?.[index];
	const a = m?.a ? find(m.a) : undefined;
	const b = m?.b ? find(m.b) : undefined;
	if (!a || !b) throw new Error('this match does not have both wizards yet');
	const store = await getStore();
	return store.create(
		await newGameHere({
		game: 'archmage',
		title: `Tourney, round ${round + 1}: ${a.name} v ${b.name}`,
		options: { ...DEFAULT_OPTIONS, victory: 'subdual', [MATCH_OPTION]: matchTag({ tourney: t.id, round, index }) },
			seats: seatsFromNames(matchSeatNames(a, b))
		})
	);
}
