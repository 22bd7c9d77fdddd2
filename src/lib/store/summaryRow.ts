import type { GameSummary } from './gameStore';

function text(v: unknown, fallback: string): string {
	return typeof v === 'string' ? v : fallback;
}

function time(v: unknown): number {
	return typeof v === 'number' && Number.isFinite(v) ? v : 0;
}

/**
 * A stored games row as the home screen lists it, whatever the row holds. Rows written by an
 * earlier version from an imported file's summary may hold anything there (a `players` string hid
 * every game on the home screen): each field is read for what it must be, with a plain default.
 */
export function summaryOfRow(row: unknown): GameSummary {
	const r = (typeof row === 'object' && row !== null ? row : {}) as Record<string, unknown>;
	const players = Array.isArray(r.players) ? r.players.filter((p): p is string => typeof p === 'string') : typeof r.players === 'string' ? [r.players] : [];
	return {
		id: text(r.id, ''),
		title: text(r.title, 'A game'),
		game: text(r.game, ''),
		players,
		created: time(r.created),
		updated: time(r.updated),
		status: r.status === 'finished' ? 'finished' : 'playing',
		events: typeof r.events === 'number' && Number.isInteger(r.events) && r.events >= 0 ? r.events : 0,
		...(typeof r.state === 'string' ? { state: r.state.slice(0, 200) } : {})
	};
}
