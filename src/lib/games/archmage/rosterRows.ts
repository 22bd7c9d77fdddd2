import type { Bracket, Wizard } from '$engine/archmage';
import type { GameStore } from '$lib/store/gameStore';

/**
 * The ArchMage roster as this device stores it: one row per wizard, its own or a rival learned from
 * another phone at the table, and the Grandmaster tourney being fought. Pure data and the rules for
 * merging copies (restore, migration), kept through the store's generic API (rows of the collection
 * `WIZARDS`, the tourney as a setting): the store itself knows nothing of them.
 */
export interface WizardRow {
	id: string;
	/** When this copy last changed on this device (ms). */
	updated: number;
	wizard: Wizard;
	/**
	 * Set for a rival: a wizard kept by another phone, known from the sheet it entered a duel with.
	 * Read-only here: it is never entered into a duel from this phone, nor spent on.
	 */
	rival?: {
		/** The game (its table id) whose duel sheet this copy comes from. */
		seenIn: string;
		/** When that wizard entered that duel (ms): a copy from a later duel replaces an older one. */
		seenAt: number;
	};
}

/** The tourney bracket, with an id that the duels fought for it carry in their options. */
export interface TourneyRow {
	id: string;
	updated: number;
	bracket: Bracket;
}

export interface RosterData {
	wizards: WizardRow[];
	tourney: TourneyRow | null;
}

/** The settings key under which the tourney is kept. */
export const TOURNEY_SETTING = 'archmage.tourney';

/** The collection of device rows the wizards are kept in (GameStore `readRows`). */
export const WIZARDS = 'archmage/wizards';

/** Where the roster lived before it moved into the database (localStorage). */
export const LEGACY_KEYS = { roster: 'familiar.archmage.roster.v1', tourney: 'familiar.archmage.tourney.v1' } as const;

function isObject(v: unknown): v is Record<string, unknown> {
	return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function looksLikeWizard(w: unknown): w is Wizard {
	return (
		isObject(w) &&
		typeof w.id === 'string' &&
		w.id.length > 0 &&
		typeof w.name === 'string' &&
		typeof w.order === 'string' &&
		isObject(w.scores) &&
		typeof w.rank === 'number' &&
		typeof w.highestRank === 'number' &&
		Array.isArray(w.duels) &&
		Array.isArray(w.settledMonths) &&
		(w.status === 'active' || w.status === 'retired' || w.status === 'dead')
	);
}

export function isWizardRow(v: unknown): v is WizardRow {
	if (!isObject(v) || typeof v.id !== 'string' || typeof v.updated !== 'number' || !looksLikeWizard(v.wizard) || v.wizard.id !== v.id) return false;
	if (v.rival === undefined) return true;
	return isObject(v.rival) && typeof v.rival.seenIn === 'string' && typeof v.rival.seenAt === 'number';
}

export function looksLikeBracket(b: unknown): b is Bracket {
	return isObject(b) && Array.isArray(b.entrants) && Array.isArray(b.rounds) && b.rounds.length > 0 && b.rounds.every(Array.isArray);
}

export function isTourneyRow(v: unknown): v is TourneyRow {
	return isObject(v) && typeof v.id === 'string' && typeof v.updated === 'number' && looksLikeBracket(v.bracket);
}

/**
 * Which of two copies of one wizard to keep (restore, migration):
 * - the device's own wizard always beats a rival copy (a rival copy holds only a duel sheet);
 * - between two own copies, the one with more duels recorded (a duel is never taken back, and
 *   phone clocks disagree), then the later `updated` (MP spent, retired, made Master);
 * - between two rival copies, the one from the later duel, then the later `updated`.
 * On a tie the copy already present is kept. Returns true when `incoming` should replace `present`.
 */
export function isNewer(incoming: WizardRow, present: WizardRow): boolean {
	if (!present.rival !== !incoming.rival) return !incoming.rival;
	if (incoming.rival && present.rival && incoming.rival.seenAt !== present.rival.seenAt) return incoming.rival.seenAt > present.rival.seenAt;
	const duels = incoming.wizard.duels.length - present.wizard.duels.length;
	if (duels !== 0) return duels > 0;
	return incoming.updated > present.updated;
}

/** Merges `incoming` copies into `present`: the rows to write (new wizards and newer copies). */
export function mergeWizardRows(present: readonly WizardRow[], incoming: readonly WizardRow[]): WizardRow[] {
	const byId = new Map(present.map((r) => [r.id, r]));
	const changed = new Map<string, WizardRow>();
	for (const row of incoming) {
		const have = changed.get(row.id) ?? byId.get(row.id);
		if (!have || isNewer(row, have)) changed.set(row.id, row);
	}
	return [...changed.values()];
}

/** The tourney to keep: a restored one only when none is being fought here, or it is the same one, changed later. */
export function mergeTourney(present: TourneyRow | null, incoming: TourneyRow | null): TourneyRow | null {
	if (!incoming) return present;
	if (!present) return incoming;
	return present.id === incoming.id && incoming.updated > present.updated ? incoming : present;
}

/**
 * The roster an older Familiar kept in localStorage, as rows (own wizards; the tourney gets an id).
 * Null when there is none. Damaged entries are left out, not guessed at (an older Familiar dropped
 * them too).
 */
export function readLegacyRoster(storage: Pick<Storage, 'getItem'>, now: number, newId: () => string): RosterData | null {
	let found = false;
	const parse = (key: string): unknown => {
		try {
			const raw = storage.getItem(key);
			found ||= raw !== null;
			return raw ? JSON.parse(raw) : null;
		} catch {
			return null;
		}
	};
	const list = parse(LEGACY_KEYS.roster);
	const bracket = parse(LEGACY_KEYS.tourney);
	const wizards = Array.isArray(list) ? list.filter(looksLikeWizard).map((wizard): WizardRow => ({ id: wizard.id, updated: now, wizard })) : [];
	const tourney = looksLikeBracket(bracket) ? { id: newId(), updated: now, bracket } : null;
	if (!found) return null;
	return { wizards, tourney };
}

/** The roster as this device keeps it (damaged rows are left out). */
export async function readRoster(store: Pick<GameStore, 'readRows' | 'getSetting'>): Promise<RosterData> {
	const [rows, tourney] = await Promise.all([store.readRows(WIZARDS), store.getSetting<unknown>(TOURNEY_SETTING)]);
	return { wizards: rows.filter(isWizardRow), tourney: isTourneyRow(tourney) ? tourney : null };
}

/** Adds or replaces wizard rows (by id). */
export async function putWizards(store: Pick<GameStore, 'putRows'>, rows: WizardRow[]): Promise<void> {
	if (rows.length) await store.putRows(WIZARDS, rows);
}

/** Keeps the tourney being fought, or forgets it (null). */
export async function putTourney(store: Pick<GameStore, 'setSetting'>, tourney: TourneyRow | null): Promise<void> {
	await store.setSetting(TOURNEY_SETTING, tourney);
}
