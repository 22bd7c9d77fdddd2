import type { Genesis, OptionValues, SeatInfo } from '$engine/core';
import type { GameLog } from './gameLog';

/** What the home screen lists: a game's indexed metadata, never its document. */
export interface GameSummary {
	id: string;
	title: string;
	game: string;
	players: string[];
	created: number;
	updated: number;
	status: 'playing' | 'finished';
	events: number;
	/** Where the game stands, in the game's words ("Round 3: Bo to play"), for its card at home. */
	state?: string;
}

export interface NewGame {
	game: string;
	title: string;
	options: OptionValues;
	seats: SeatInfo[];
	/** Its table id and secret (otherwise new ones are made): a table made elsewhere, or a game made here whose genesis signs its id. */
	tableId?: string;
	secret?: string;
	/** When it was made (default: now); with `genesis`, the time its genesis signs. */
	created?: number;
	/** Its seats bound to the device that makes it (src/lib/fairplay/genesis.ts `newGameHere`). */
	genesis?: Genesis;
}

/** A row a game keeps on this device: plain JSON with an id of its own. */
export interface DeviceRow {
	id: string;
}

/** An open game document; call `release` when the table closes. */
export interface OpenGame {
	summary: GameSummary;
	secret: string;
	log: GameLog;
	release(): void;
}

/** A game that arrived whole in memory (a phone joining a table), under its table's id and secret. */
export type ArrivedGame = Omit<GameSummary, 'id'> & { id: string; secret: string };

/**
 * Where this device keeps its games: IndexedDB through Dexie and y-dexie, or memory when IndexedDB
 * cannot be used (then nothing survives a reload, and the UI says so).
 */
export interface GameStore {
	readonly persistent: boolean;
	/** Calls back now and on every change with the games, most recently played first. */
	watchGames(callback: (games: GameSummary[]) => void): () => void;
	create(game: NewGame): Promise<string>;
	/** Creates a game from a whole document (import, join, duplicate). */
	createFromUpdate(summary: Omit<GameSummary, 'id'> & { id?: string; secret?: string }, update: Uint8Array): Promise<string>;
	/**
	 * Keeps a game loaded in memory as a stored game: `open` hands over this very log (no copy, no
	 * read back), and the store writes it in the background (after the table's first paint, or as
	 * the page goes, whichever comes first). A failed write is reported as a move's would be.
	 */
	adopt(game: ArrivedGame, log: GameLog): void;
	open(id: string): Promise<OpenGame | null>;
	/** Copies of every game's document, for export and backup. */
	snapshot(id: string): Promise<{ summary: GameSummary; secret: string; update: Uint8Array } | null>;
	/** Updates a game's row (its card at home); `leaving`: the page is going, keep it for the next start too. */
	touch(id: string, changes: Partial<Pick<GameSummary, 'updated' | 'status' | 'events' | 'players' | 'title' | 'state'>>, opts?: { leaving?: boolean }): Promise<void>;
	rename(id: string, title: string): Promise<void>;
	remove(id: string): Promise<void>;
	restore(id: string): Promise<void>;
	/** Deletes for good the games removed more than `olderThanMs` ago. */
	purge(olderThanMs: number): Promise<void>;
	setSecret(id: string, secret: string): Promise<void>;
	getSetting<T>(key: string): Promise<T | undefined>;
	setSetting(key: string, value: unknown): Promise<void>;
	/**
	 * Rows a game keeps on this device alone (never synced as a document), in a collection the game
	 * names ("archmage/wizards"): every row of it, as stored.
	 */
	readRows(collection: string): Promise<DeviceRow[]>;
	/** Adds or replaces rows of a collection (by id). */
	putRows(collection: string, rows: DeviceRow[]): Promise<void>;
}
