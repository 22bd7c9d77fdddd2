import type { GameSummary } from './gameStore';
import { onLocalStorage } from './localStorage';

/** What a game's card at home shows, as `touch` writes it. */
export type CardChanges = Partial<Pick<GameSummary, 'updated' | 'status' | 'events' | 'players' | 'title' | 'state'>>;

/** What the card journal needs of `localStorage` (a test gives a map). */
export type CardStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/**
 * The home cards a page had not written when it went. A database write started as the page goes
 * ('pagehide') is aborted with it, so the card is kept here (localStorage is written at once and
 * outlives the page), written to the database when the store next opens, and taken off. One entry
 * per game: the newest card replaces the one before.
 */
export class CardJournal {
	readonly #storage: CardStorage;
	readonly #prefix: string;

	constructor(storage: CardStorage, database: string) {
		this.#storage = storage;
		this.#prefix = `familiar.card/${database}/`;
	}

	/** Keeps `changes` for the card of `gameId`; false when storage refused it. */
	keep(gameId: string, changes: CardChanges): boolean {
		try {
			this.#storage.setItem(this.#prefix + gameId, JSON.stringify(changes));
			return true;
		} catch {
			return false;
		}
	}

	forget(gameId: string): void {
		try {
			this.#storage.removeItem(this.#prefix + gameId);
		} catch {
			// written again at the next start: harmless
		}
	}

	/** Every card kept, by game id (an entry that does not parse is dropped). */
	cards(): Map<string, CardChanges> {
		const out = new Map<string, CardChanges>();
		for (let i = this.#storage.length - 1; i >= 0; i--) {
			const key = this.#storage.key(i);
			if (!key?.startsWith(this.#prefix)) continue;
			const id = key.slice(this.#prefix.length);
			try {
				const v: unknown = JSON.parse(this.#storage.getItem(key) ?? '');
				if (typeof v === 'object' && v !== null && !Array.isArray(v)) out.set(id, pick(v as Record<string, unknown>));
				else this.forget(id);
			} catch {
				this.forget(id);
			}
		}
		return out;
	}
}

/**
 * Writes the cards a page kept as it went, each with `write` (which leaves a row changed since
 * alone: see `newerCard`), and takes them off. A card whose write fails stays for the next start.
 */
export async function writeKeptCards(cards: CardJournal | null, write: (gameId: string, changes: CardChanges) => Promise<unknown>): Promise<void> {
	for (const [id, changes] of cards?.cards() ?? []) {
		await write(id, changes);
		cards?.forget(id);
	}
}

/** A kept card is written over a stored row unless the row was written after it (a later session of the game). */
export const newerCard = (row: { updated?: number }, card: CardChanges) => !(typeof row.updated === 'number' && typeof card.updated === 'number' && row.updated > card.updated);

/** Only the card's own fields, of the right types: localStorage is anybody's to edit. */
function pick(v: Record<string, unknown>): CardChanges {
	const out: CardChanges = {};
	if (typeof v.updated === 'number') out.updated = v.updated;
	if (typeof v.events === 'number') out.events = v.events;
	if (v.status === 'playing' || v.status === 'finished') out.status = v.status;
	if (typeof v.state === 'string') out.state = v.state.slice(0, 300);
	if (Array.isArray(v.players) && v.players.every((p) => typeof p === 'string')) out.players = v.players as string[];
	return out;
}

/** The card journal of a database in this page's localStorage; null where there is none. */
export const localCards = (database: string): CardJournal | null => onLocalStorage((s) => new CardJournal(s, database));
