import { randomId } from '$lib/store/codec';
import type { GameStore } from '$lib/store/gameStore';
import { LEGACY_KEYS, mergeTourney, mergeWizardRows, putTourney, putWizards, readLegacyRoster, type RosterData } from './rosterRows';

/**
 * The roster an older Familiar kept in localStorage, merged into `present`: the rows that change
 * and the tourney to keep. Written to the store, then the keys are removed; without IndexedDB, or
 * when the write fails (told to `onError`), the keys stay, so a reload loses nothing. Null when
 * there is no such roster.
 */
export async function moveLegacyRoster(store: GameStore, present: RosterData, onError: (err: unknown) => void): Promise<RosterData | null> {
	if (typeof localStorage === 'undefined') return null;
	const legacy = readLegacyRoster(localStorage, Date.now(), () => randomId(12));
	if (!legacy) return null;
	const merged = { wizards: mergeWizardRows(present.wizards, legacy.wizards), tourney: mergeTourney(present.tourney, legacy.tourney) };
	if (!store.persistent) return merged;
	try {
		await putWizards(store, merged.wizards);
		if (merged.tourney) await putTourney(store, merged.tourney);
		localStorage.removeItem(LEGACY_KEYS.roster);
		localStorage.removeItem(LEGACY_KEYS.tourney);
	} catch (err) {
		onError(err);
	}
	return merged;
}
