import type { DeviceData } from '$lib/store/deviceData';
import { isTourneyRow, isWizardRow, mergeTourney, mergeWizardRows, putTourney, putWizards, readRoster, type RosterData } from './rosterRows';
import { localRosterJournal, withKept } from './rosterJournal';

function isObject(v: unknown): v is Record<string, unknown> {
	return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A backup's roster, checked whole: a damaged roster refuses the backup. */
export function checkRoster(v: unknown): RosterData {
	if (!isObject(v) || !Array.isArray(v.wizards)) throw new Error('The wizards in this backup are missing or damaged.');
	const bad = v.wizards.findIndex((w) => !isWizardRow(w));
	if (bad >= 0) throw new Error(`Wizard ${bad + 1} of this backup is damaged.`);
	if (v.tourney !== null && v.tourney !== undefined && !isTourneyRow(v.tourney)) throw new Error('The Grandmaster tourney in this backup is damaged.');
	return { wizards: v.wizards, tourney: (v.tourney as RosterData['tourney']) ?? null };
}

/**
 * ArchMage's device data: the roster (wizards, rivals, the tourney), in a backup's `roster` field
 * as backups have carried it since it was kept. Restoring merges it into this device's: new
 * wizards are added, a wizard already here is kept at the newer copy (`isNewer` in rosterRows.ts:
 * own over rival, then more duels, then the later change), and a backup's tourney is taken only
 * when none is being fought here.
 */
export const rosterData: DeviceData<RosterData> = {
	field: 'roster',
	// with the changes not yet saved (rosterJournal.ts): a score raised just before the backup is in it
	export: async (store) => withKept(await readRoster(store), localRosterJournal()?.kept() ?? { wizards: [] }).roster,
	check: checkRoster,
	async merge(store, roster) {
		const present = await readRoster(store);
		await putWizards(store, mergeWizardRows(present.wizards, roster.wizards));
		const tourney = mergeTourney(present.tourney, roster.tourney);
		if (tourney !== present.tourney) await putTourney(store, tourney);
	}
};
