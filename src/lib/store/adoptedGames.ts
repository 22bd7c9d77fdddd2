import * as Y from 'yjs';
import { afterPaint } from '$lib/timing/afterPaint';
import { docOf } from './gameLog';
import type { ArrivedGame, GameStore, GameSummary } from './gameStore';

/** Longest wait before an adopted game is written when no table opens it. */
export const ADOPTED_WRITE_MS = 1000;

/** Writes a whole game (its row and its document as one V2 update); `done` hears of a failure. */
export type WriteGame = (row: ArrivedGame, update: Uint8Array, done: (err: unknown) => void) => void;

interface Adopted {
	summary: ArrivedGame;
	doc: Y.Doc;
	/** Starts the write, once. */
	write(): void;
}

/**
 * Games a phone received whole in memory (the join screen's document), kept as they are so that the
 * table opens the very document that arrived: no encoding for the store, no decoding back, before
 * the game is on screen. Each is written once (`write`, one transaction): after the first paint of
 * the table that takes it, after `ADOPTED_WRITE_MS` if none does, or as the page goes (a write
 * committing then completes). It stays here until that write is over.
 */
export function adoptedGames(write: WriteGame, onError: (err: unknown) => void) {
	const games = new Map<string, Adopted>();

	const adopt: GameStore['adopt'] = (summary, log) => {
		const doc = docOf(log);
		let started = false;
		const start = () => {
			if (started) return;
			started = true;
			clearTimeout(timer);
			if (typeof window !== 'undefined') window.removeEventListener('pagehide', start);
			let update: Uint8Array;
			try {
				update = Y.encodeStateAsUpdateV2(doc);
			} catch (err) {
				games.delete(summary.id);
				return onError(err);
			}
			write(summary, update, (err) => {
				if (games.get(summary.id)?.doc === doc) games.delete(summary.id);
				if (err) onError(err);
			});
		};
		const timer = setTimeout(start, ADOPTED_WRITE_MS);
		if (typeof window !== 'undefined') window.addEventListener('pagehide', start);
		games.set(summary.id, { summary, doc, write: start });
	};

	return {
		adopt,
		/** The adopted game `id` (its write starts after the next paint), or null. */
		take(id: string): { summary: GameSummary; secret: string; doc: Y.Doc } | null {
			const g = games.get(id);
			if (!g) return null;
			afterPaint(g.write);
			const { secret, ...summary } = g.summary;
			return { summary, secret, doc: g.doc };
		}
	};
}
