import { liveQuery } from 'dexie';
import { DexieYProvider } from 'y-dexie';
import * as Y from 'yjs';
import { asideUntil } from './adapters/lib0';
import { stopObserving } from './adapters/yDexie';
import { randomId } from './codec';
import { openDb, type FamiliarDb, type GameRow } from './db';
import { deferWrites, type WriteAhead, type WriteDone } from './deferredWrites';
import { createViaUpdate } from './createGame';
import { adoptedGames } from './adoptedGames';
import { logOf } from './gameLog';
import type { DeviceRow, GameStore, GameSummary, NewGame, OpenGame } from './gameStore';
import { localJournal, type Journal } from './journal';
import { localCards, newerCard, writeKeptCards, type CardChanges, type CardJournal } from './cardJournal';
import { saveGame, saveRows } from './saveRows';

/**
 * y-dexie listens for 'updateV2' to save this device's edits, and applies what is stored with itself
 * as the origin, which that listener skips. Yjs still encodes the whole loaded document for any
 * 'updateV2' listener: for a long game that is tens of milliseconds of opening spent on nothing. So
 * the listeners step aside until the stored document is in (nothing else edits it before that).
 */
function quietWhileLoading(doc: Y.Doc, loaded: Promise<unknown>): void {
	asideUntil(doc, 'updateV2', loaded);
}

/** Where the moves of one game are kept while the page goes before they are saved. */
function aheadOf(journal: Journal | null, gameId: string): WriteAhead | null {
	return journal && { keep: (update) => journal.keep(gameId, update), forget: (key) => journal.forget([key]) };
}

function summaryOf(row: GameRow): GameSummary {
	const { id, title, game, players, created, updated, status, events, state } = row;
	return { id, title, game, players, created, updated, status, events, state };
}

export class DexieGameStore implements GameStore {
	readonly persistent = true;
	/** Games that arrived whole in memory, handed to `open` until they are written (adoptedGames.ts). */
	readonly #adopted = adoptedGames((row, update, done) => saveGame(this.db.backendDB(), row, update, row.id, done), (err) => this.onWriteError(err));
	readonly adopt = this.#adopted.adopt;
	/**
	 * `onWriteError` hears of a move that could not be saved (a full disk), after the fact.
	 * `journal` keeps this device's moves when the page goes before they are saved (journal.ts),
	 * `cards` the games' cards at home (cardJournal.ts).
	 */
	constructor(
		private readonly db: FamiliarDb = openDb(),
		private readonly onWriteError: (err: unknown) => void = () => {},
		private readonly journal: Journal | null = localJournal(db.name),
		private readonly cards: CardJournal | null = localCards(db.name)
	) {}

	/**
	 * Opens the database, failing when IndexedDB is unavailable (private mode, disabled, broken),
	 * and saves the moves and home cards that a page left behind before it could save them.
	 */
	static async open(name?: string, onWriteError?: (err: unknown) => void): Promise<DexieGameStore> {
		const db = openDb(name);
		await db.open();
		const store = new DexieGameStore(db, onWriteError);
		await store.saveJournal();
		await store.saveCards();
		return store;
	}

	/**
	 * Writes what the journal holds to the games it belongs to (it is in the database once the
	 * rows commit, even if the page that kept it is still open: an update applied twice is applied
	 * once), then takes it off the journal. A game deleted since has its entries dropped. On a
	 * failure the entries stay for the next start, and the store opens all the same.
	 */
	async saveJournal(): Promise<void> {
		try {
			const entries = this.journal?.entries() ?? [];
			if (entries.length === 0) return;
			const known = new Set(await this.db.games.where('id').anyOf([...new Set(entries.map((e) => e.gameId))]).primaryKeys());
			const rows = entries.flatMap((e) => {
				if (!known.has(e.gameId)) return [];
				try {
					return [{ gameId: e.gameId, update: Y.convertUpdateFormatV1ToV2(e.update) }];
				} catch {
					return []; // not an update: nothing to save
				}
			});
			if (rows.length > 0) await new Promise<void>((saved, failed) => saveRows(this.db.backendDB(), rows, (err) => (err ? failed(err) : saved()), 'strict'));
			this.journal?.forget(entries.map((e) => e.key));
		} catch (err) {
			this.onWriteError(err);
		}
	}

	/** Writes the home cards a page kept as it went (a game deleted since is not written). */
	async saveCards(): Promise<void> {
		try {
			await writeKeptCards(this.cards, (id, changes) =>
				this.db.games
					.where('id')
					.equals(id)
					.modify((row) => void (newerCard(row, changes) && Object.assign(row, changes)))
			);
		} catch (err) {
			this.onWriteError(err);
		}
	}

	watchGames(callback: (games: GameSummary[]) => void): () => void {
		const sub = liveQuery(() =>
			this.db.games.orderBy('updated').reverse().filter((r) => !r.deletedAt).toArray()
		).subscribe({ next: (rows) => callback(rows.map(summaryOf)), error: () => callback([]) });
		return () => sub.unsubscribe();
	}

	create(g: NewGame): Promise<string> {
		return createViaUpdate(this, g);
	}

	async createFromUpdate(s: Omit<GameSummary, 'id'> & { id?: string; secret?: string }, update: Uint8Array): Promise<string> {
		const id = s.id ?? randomId(12);
		const doc = new Y.Doc();
		Y.applyUpdate(doc, update);
		await this.db.games.add({
			id,
			title: s.title,
			game: s.game,
			players: s.players,
			created: s.created,
			updated: s.updated,
			status: s.status,
			events: s.events,
			secret: s.secret ?? randomId(22),
			doc
		} as GameRow);
		doc.destroy();
		return id;
	}

	async open(id: string): Promise<OpenGame | null> {
		const adopted = this.#adopted.take(id);
		if (adopted) {
			// the document that arrived (a join), in memory: its moves are saved as any game's
			const writes = deferWrites(adopted.doc, this.#writer(id), aheadOf(this.journal, id));
			return { summary: adopted.summary, secret: adopted.secret, log: logOf(adopted.doc), release: () => writes.stop() };
		}
		const row = await this.db.games.get(id);
		if (!row || row.deletedAt) return null;
		const doc = row.doc;
		const provider = DexieYProvider.load(doc);
		quietWhileLoading(doc, provider.whenLoaded);
		// y-dexie writes each update after the fact; a failure (quota) surfaces here, not at the tap.
		provider.on('error', this.onWriteError);
		await provider.whenLoaded;
		// Once loaded, y-dexie's part is done. Its live query on the stored updates (to hear of another
		// tab's edits) re-read the table after every save, milliseconds per move: tabs and devices of
		// a table meet over the network instead (src/lib/sync). Stopping it also takes off its save
		// listener, a Dexie add in the task of each move. Familiar saves the same rows itself, after
		// the frame, and keeps this device's moves in the journal if the page goes first (deferredWrites.ts).
		stopObserving(provider);
		deferWrites(doc, this.#writer(id), aheadOf(this.journal, id));
		return { summary: summaryOf(row), secret: row.secret, log: logOf(doc), release: () => DexieYProvider.release(doc) };
	}

	/** Saves one game's updates as rows of y-dexie's table (saveRows.ts), reporting a failure. */
	#writer(id: string) {
		return (update: Uint8Array, done: WriteDone, strict: boolean) =>
			saveRows(
				this.db.backendDB(),
				[{ gameId: id, update }],
				(err) => {
					if (err) this.onWriteError(err);
					done(!err);
				},
				strict ? 'strict' : 'relaxed'
			);
	}

	async snapshot(id: string) {
		const open = await this.open(id);
		if (!open) return null;
		try {
			return { summary: open.summary, secret: open.secret, update: open.log.encoded() };
		} finally {
			open.release();
		}
	}

	/** `leaving`: the page is going; the card is kept in the card journal too, until its write commits. */
	async touch(id: string, changes: CardChanges, opts: { leaving?: boolean } = {}): Promise<void> {
		const kept = opts.leaving === true && !!this.cards?.keep(id, changes);
		await this.db.games.update(id, changes);
		if (kept) this.cards?.forget(id);
	}

	async rename(id: string, title: string): Promise<void> {
		await this.db.games.update(id, { title });
	}

	async remove(id: string): Promise<void> {
		await this.db.games.update(id, { deletedAt: Date.now() });
	}

	async restore(id: string): Promise<void> {
		await this.db.games.where('id').equals(id).modify((r) => void delete r.deletedAt);
	}

	async purge(olderThanMs: number): Promise<void> {
		await this.db.games.where('deletedAt').below(Date.now() - olderThanMs).delete();
	}

	async setSecret(id: string, secret: string): Promise<void> {
		await this.db.games.update(id, { secret });
	}

	async getSetting<T>(key: string): Promise<T | undefined> {
		return (await this.db.settings.get(key))?.value as T | undefined;
	}

	async setSetting(key: string, value: unknown): Promise<void> {
		await this.db.settings.put({ key, value });
	}

	async readRows(collection: string): Promise<DeviceRow[]> {
		return (await this.db.rows.where('collection').equals(collection).toArray()).map((r) => r.value);
	}

	async putRows(collection: string, rows: DeviceRow[]): Promise<void> {
		if (rows.length) await this.db.rows.bulkPut(rows.map((value) => ({ collection, id: value.id, value })));
	}
}
