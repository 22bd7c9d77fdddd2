import { onLocalStorage } from '$lib/store/localStorage';
import { isTourneyRow, isWizardRow, mergeTourney, mergeWizardRows, type RosterData, type TourneyRow, type WizardRow } from './rosterRows';

/** What the roster's journal needs of `localStorage` (a test gives a map). */
export type RosterJournalStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The roster's changes not yet committed: wizard rows by id, and the tourney when it changed (null: ended). */
export interface KeptRoster {
	wizards: WizardRow[];
	tourney?: TourneyRow | null;
}

const KEY = 'familiar.archmage.roster.unsaved';

/**
 * The roster's changes whose database write has not committed yet, in localStorage. A write to
 * IndexedDB started as the page goes is aborted with it (a score raised, then the page reloaded
 * at once, was lost); localStorage is written at once and outlives the page, as the games' journal
 * does for moves (store/journal.ts, store/cardJournal.ts). Each change is kept before its write
 * and taken off when that very change has committed; what a page left behind is written when the
 * roster is next read (roster.svelte.ts).
 */
export class RosterJournal {
	readonly #storage: RosterJournalStorage;

	constructor(storage: RosterJournalStorage) {
		this.#storage = storage;
	}

	/** Keeps `rows` (each replacing a kept row of its id); false when storage refused it. */
	keepWizards(rows: readonly WizardRow[]): boolean {
		const kept = this.kept();
		const byId = new Map(kept.wizards.map((r) => [r.id, r]));
		for (const row of rows) byId.set(row.id, row);
		return this.#write({ ...kept, wizards: [...byId.values()] });
	}

	/** Keeps the tourney as it now is (null: none is fought); false when storage refused it. */
	keepTourney(tourney: TourneyRow | null): boolean {
		return this.#write({ ...this.kept(), tourney });
	}

	/** Takes off the rows of `rows` that are still kept as they were written (a later change of one stays). */
	forgetWizards(rows: readonly WizardRow[]): void {
		const written = new Map(rows.map((r) => [r.id, JSON.stringify(r)]));
		const kept = this.kept();
		this.#write({ ...kept, wizards: kept.wizards.filter((r) => written.get(r.id) !== JSON.stringify(r)) });
	}

	/** Takes off the kept tourney if it is still `tourney` as written. */
	forgetTourney(tourney: TourneyRow | null): void {
		const { tourney: kept, ...rest } = this.kept();
		if (kept !== undefined && JSON.stringify(kept) === JSON.stringify(tourney)) this.#write(rest);
	}

	/** What is kept (damaged entries left out: localStorage is anybody's to edit). */
	kept(): KeptRoster {
		let v: unknown;
		try {
			v = JSON.parse(this.#storage.getItem(KEY) ?? 'null');
		} catch {
			v = null;
		}
		if (typeof v !== 'object' || v === null) return { wizards: [] };
		const { wizards, tourney } = v as Record<string, unknown>;
		const out: KeptRoster = { wizards: Array.isArray(wizards) ? wizards.filter(isWizardRow) : [] };
		if (tourney === null || isTourneyRow(tourney)) out.tourney = tourney;
		return out;
	}

	#write(kept: KeptRoster): boolean {
		try {
			if (kept.wizards.length === 0 && kept.tourney === undefined) this.#storage.removeItem(KEY);
			else this.#storage.setItem(KEY, JSON.stringify(kept));
			return true;
		} catch {
			return false;
		}
	}
}

/** This page's roster journal; null without localStorage. */
export const localRosterJournal = (): RosterJournal | null => onLocalStorage((s) => new RosterJournal(s));

/**
 * The stored roster `data` with the changes `kept` over it (a kept wizard row where it is newer,
 * `isNewer`; the kept tourney, null when it ended): what the roster holds, and the rows to write.
 */
export function withKept(data: RosterData, kept: KeptRoster): { roster: RosterData; changed: WizardRow[] } {
	const changed = mergeWizardRows(data.wizards, kept.wizards);
	const byId = new Map(changed.map((r) => [r.id, r]));
	const wizards = [...data.wizards.map((r) => byId.get(r.id) ?? r), ...changed.filter((r) => !data.wizards.some((x) => x.id === r.id))];
	const tourney = kept.tourney === undefined ? data.tourney : kept.tourney && mergeTourney(data.tourney, kept.tourney);
	return { roster: { wizards, tourney }, changed };
}
