import * as Y from 'yjs';
import type { GameEvent, SeatInfo } from '$engine/core';
import type { StoredEvent } from './codec';
import { appendEvents, docParts, readMeta, readSeats, type GameMeta } from './gameDoc';

/**
 * One game's document as the table reads and writes it: its description, its seats, its log of
 * stored entries (appended, never edited), and the whole of it as encoded updates. The Yjs document
 * behind it belongs to the store and the sync layer (`docOf`); the session, fair play, games and
 * routes see only this.
 */
export interface GameLog {
	/** The game's description; null until it has arrived (a join) or when it is not a game. */
	meta(): GameMeta | null;
	/** Seats in seat order (s0, s1, ...). */
	seats(): SeatInfo[];
	readonly length: number;
	/** The stored entry at `index` (the same object until the log changes before it). */
	entry(index: number): StoredEvent | undefined;
	/** The stored entries from `from` on. */
	entries(from?: number): StoredEvent[];
	/** Appends this device's events as one change (observers hear `local: true`). */
	append(meta: GameMeta, events: GameEvent[]): void;
	/** `append` with the game's `meta` given once: what fair play's sink appends through (no call between it and the transaction). */
	appender(meta: GameMeta): (events: GameEvent[]) => void;
	/** Calls back after every change of the log; returns the way to stop. */
	observe(onLog: (local: boolean) => void): () => void;
	/** Calls back after every change of the seats; returns the way to stop. */
	observeSeats(onSeats: () => void): () => void;
	/** Calls back with every change of the document, encoded (Yjs update, version 1). */
	onUpdate(listener: (update: Uint8Array) => void): () => void;
	/** The whole document as one encoded update. */
	encoded(): Uint8Array;
}

/** Marks this device's own appends, so observers tell them from a peer's. */
export const LOCAL_ORIGIN = Symbol('local');

const docs = new WeakMap<GameLog, Y.Doc>();
const logs = new WeakMap<Y.Doc, GameLog>();

/** The game log of a document (one per document). */
export function logOf(doc: Y.Doc): GameLog {
	const known = logs.get(doc);
	if (known) return known;
	const { log, seats } = docParts(doc);
	const gameLog: GameLog = {
		meta: () => readMeta(doc),
		seats: () => readSeats(doc),
		get length() {
			return log.length;
		},
		entry: (index) => (index >= 0 && index < log.length ? log.get(index) : undefined),
		entries: (from = 0) => (from === 0 ? log.toArray() : log.slice(from)),
		append: (meta, events) => appendEvents(doc, meta, events, LOCAL_ORIGIN),
		appender: (meta) => (events) => appendEvents(doc, meta, events, LOCAL_ORIGIN),
		observe(onLog) {
			const f = (ev: Y.YArrayEvent<StoredEvent>) => onLog(ev.transaction.origin === LOCAL_ORIGIN);
			log.observe(f);
			return () => log.unobserve(f);
		},
		observeSeats(onSeats) {
			seats.observe(onSeats);
			return () => seats.unobserve(onSeats);
		},
		onUpdate(listener) {
			const f = (update: Uint8Array) => listener(update);
			doc.on('update', f);
			return () => doc.off('update', f);
		},
		encoded: () => Y.encodeStateAsUpdate(doc)
	};
	docs.set(gameLog, doc);
	logs.set(doc, gameLog);
	return gameLog;
}

/** A new empty log (a join screen waits on it for the table's game). */
export function emptyLog(): GameLog {
	return logOf(new Y.Doc());
}

/** The document behind a game log: for the store and the sync layer only. */
export function docOf(log: GameLog): Y.Doc {
	const doc = docs.get(log);
	if (!doc) throw new Error('This game log has no document behind it.');
	return doc;
}
