import { findGame } from '$engine';
import { getStore, reportStorageFailure } from '$lib/app/storage.svelte';
import type * as Y from 'yjs';
import type { FairGame } from '$engine/core';
import { readMeta } from '$lib/store/gameDoc';
import type { OpenGame } from '$lib/store/gameStore';
import { GameSession } from './session.svelte';

/** Where the game stands, for its card at home: its leading values, then its own prompt (or how it ended). */
function stateOf(s: GameSession): string {
	const said = (s.status.phase === 'finished' ? s.status.text : s.prompt?.text) ?? '';
	return [s.game.leaders?.(s.state), said].filter(Boolean).join(' · ');
}

/**
 * Opens a stored game as a session: the document loads from IndexedDB before anything else, and
 * every change afterwards refreshes the row the home screen lists (last played, moves, status).
 */
export async function openSession(id: string, onGameKnown?: (gameId: string) => void): Promise<{ session: GameSession; open: OpenGame } | null> {
	performance.mark('familiar:open');
	const store = await getStore();
	performance.mark('familiar:store');
	const open = await store.open(id);
	performance.mark('familiar:loaded');
	if (!open) return null;
	// Lets the caller fetch the game's UI while the log is folded.
	onGameKnown?.(open.summary.game);
	const game = gameOf(open.doc);
	let pending: ReturnType<typeof setTimeout> | null = null;
	const session = new GameSession(open.doc, game, (s) => {
		if (pending) return;
		pending = setTimeout(() => {
			pending = null;
			const status = s.status.phase === 'finished' ? 'finished' : 'playing';
			store.touch(id, { updated: Date.now(), events: s.log.length, status, players: s.seats.map((x) => x.name), state: stateOf(s) }).catch(reportStorageFailure);
		}, 300);
	});
	performance.mark('familiar:folded');
	const state = stateOf(session);
	if (state !== open.summary.state) store.touch(id, { state }).catch(reportStorageFailure);
	return { session, open };
}

/** The engine that plays a stored game, found by the game its description names. */
function gameOf(doc: Y.Doc): FairGame {
	const meta = readMeta(doc);
	if (!meta) throw new Error('This game file has no description (meta).');
	const game = findGame(meta.game);
	if (!game) throw new Error(`This device does not know the game "${meta.game}". Update Familiar.`);
	return game;
}
