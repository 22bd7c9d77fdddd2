import { fromBase64url, toBase64url } from '$engine/core/fairplay/bytes';
import { randomId } from './codec';
import { onLocalStorage } from './localStorage';

/** What the journal needs of `localStorage` (a test gives a map). */
export type JournalStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** One update the journal holds: a game's, in the V1 encoding. */
export interface JournalEntry {
	key: string;
	gameId: string;
	update: Uint8Array;
}

/**
 * A journal in localStorage of a game's updates (this device's moves, and the other devices' they
 * may build on), for a page that goes before their write to IndexedDB has committed. Moves are written to IndexedDB after the frame (deferredWrites.ts): in
 * the task of the tap, the write delayed the move's arrival on the other phones. But a transaction
 * started as the page goes ('pagehide') is aborted with it; localStorage is written at once and
 * outlives the page. So what is unsaved when the page is hidden or left is kept here, and taken
 * off once its write commits; what a page left behind is written to IndexedDB when the store next
 * opens (dexieStore.ts). A write that fails keeps its moves here too.
 *
 * Keys are `<prefix><game id>/<page id>.<n>`: each page writes its own, so two tabs never clash.
 */
export class Journal {
	readonly #storage: JournalStorage;
	readonly #prefix: string;
	readonly #page = randomId(6);
	#next = 0;

	constructor(storage: JournalStorage, database: string) {
		this.#storage = storage;
		this.#prefix = `familiar.journal/${database}/`;
	}

	/** Keeps `update` of `gameId`; its key, or null when it could not (storage full or refused). */
	keep(gameId: string, update: Uint8Array): string | null {
		const key = `${this.#prefix}${gameId}/${this.#page}.${this.#next++}`;
		try {
			this.#storage.setItem(key, toBase64url(update));
			return key;
		} catch {
			return null;
		}
	}

	/** Takes entries off the journal (their updates are saved). */
	forget(keys: readonly string[]): void {
		for (const key of keys) {
			try {
				this.#storage.removeItem(key);
			} catch {
				// a key left behind is written again on the next start: harmless
			}
		}
	}

	/** Everything the journal holds, of every game (an entry that does not decode is dropped). */
	entries(): JournalEntry[] {
		const out: JournalEntry[] = [];
		const unreadable: string[] = [];
		for (const key of this.#keys()) {
			const rest = key.slice(this.#prefix.length);
			const slash = rest.lastIndexOf('/');
			const update = fromBase64url(this.#storage.getItem(key) ?? '');
			if (slash <= 0 || !update || update.length === 0) unreadable.push(key);
			else out.push({ key, gameId: rest.slice(0, slash), update });
		}
		this.forget(unreadable);
		return out;
	}

	#keys(): string[] {
		const keys: string[] = [];
		for (let i = 0; i < this.#storage.length; i++) {
			const key = this.#storage.key(i);
			if (key?.startsWith(this.#prefix)) keys.push(key);
		}
		return keys;
	}
}

/** The journal of a database in this page's localStorage; null where there is none (or it is refused). */
export const localJournal = (database: string): Journal | null => onLocalStorage((s) => new Journal(s, database));
