import type { GameSummary } from './gameStore';

/**
 * The home screen's last list of games, kept in localStorage so that a cold start can draw it
 * before IndexedDB has answered (opening the database and reading the rows took 15-35 ms, the
 * largest part of the home screen's start). The database still has the last word: its answer
 * replaces what was drawn, and is written back here.
 */
export function summaryKey(dbName: string) {
	return `familiar.gameList/${dbName}`;
}

function isSummary(x: unknown): x is GameSummary {
	const g = x as GameSummary;
	return (
		typeof g === 'object' &&
		g !== null &&
		typeof g.id === 'string' &&
		typeof g.title === 'string' &&
		typeof g.game === 'string' &&
		Array.isArray(g.players) &&
		g.players.every((p) => typeof p === 'string') &&
		typeof g.created === 'number' &&
		typeof g.updated === 'number' &&
		(g.status === 'playing' || g.status === 'finished') &&
		typeof g.events === 'number'
	);
}

/** The list kept by the last `writeListSummary`, or null (none, unreadable, or no localStorage). */
export function readListSummary(dbName: string): GameSummary[] | null {
	try {
		const raw = localStorage.getItem(summaryKey(dbName));
		if (!raw) return null;
		const list: unknown = JSON.parse(raw);
		return Array.isArray(list) && list.every(isSummary) ? list : null;
	} catch {
		return null;
	}
}

/** Keeps `list` (null: forgets it) for the next start; a list equal to the kept one is not written again. */
export function writeListSummary(dbName: string, list: GameSummary[] | null) {
	try {
		const key = summaryKey(dbName);
		if (list === null) return localStorage.removeItem(key);
		const raw = JSON.stringify(list);
		if (localStorage.getItem(key) !== raw) localStorage.setItem(key, raw);
	} catch {
		// No localStorage (private mode) or full: the next start reads the database first, as before.
	}
}
