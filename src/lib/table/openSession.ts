import type { FairGame } from '$engine/core';
import { reportStorageFailure } from '$lib/app/storage.svelte';
import type { GameStore, OpenGame } from '$lib/store/gameStore';
import { GameSession } from './session.svelte';

/** Where the game stands, for its card at home: its leading values, then its own prompt (or how it ended). */
function stateOf(s: GameSession): string {
	const said = (s.status.phase === 'finished' ? s.status.text : s.prompt?.text) ?? '';
	return [s.game.leaders?.(s.state), said].filter(Boolean).join(' · ');
}

/** Writes a game's card at home: just after its changes, and at once when the page is hidden or goes. */
export interface CardWriter {
	/** Writes a card still waiting now (the table is left); stops listening for the page going. */
	stop(): void;
}

const CARD_WAIT_MS = 300;

/**
 * The session of a game opened from the store (its fair play with it): every change afterwards
 * refreshes the row the home screen lists (last played, moves, status), at most once per 300 ms.
 * A change still waiting when the page is hidden or goes ('visibilitychange', 'pagehide': a
 * reload, a closed tab) is written then, and kept by the store for its next start (a database
 * write begun as the page goes is aborted with it): the card never shows a stale game.
 */
export function startSession(open: OpenGame, game: FairGame, store: Pick<GameStore, 'touch'>): { session: GameSession; card: CardWriter } {
	const id = open.summary.id;
	let pending: ReturnType<typeof setTimeout> | null = null;
	const write = (s: GameSession, leaving: boolean) => {
		if (pending) clearTimeout(pending);
		pending = null;
		const status = s.status.phase === 'finished' ? 'finished' : 'playing';
		const changes = { updated: Date.now(), events: s.log.length, status, players: s.seats.map((x) => x.name), state: stateOf(s) } as const;
		store.touch(id, changes, leaving ? { leaving } : undefined).catch(reportStorageFailure);
	};
	const session = new GameSession(open.log, game, (s) => {
		if (!pending) pending = setTimeout(() => write(s, false), CARD_WAIT_MS);
	});
	performance.mark('familiar:folded');
	const state = stateOf(session);
	if (state !== open.summary.state) store.touch(id, { state }).catch(reportStorageFailure);
	const leaving = () => {
		if (pending) write(session, true);
	};
	const onHidden = () => {
		if (document.visibilityState === 'hidden') leaving();
	};
	const listening = typeof window !== 'undefined';
	if (listening) {
		window.addEventListener('pagehide', leaving);
		document.addEventListener('visibilitychange', onHidden);
	}
	const stop = () => {
		if (pending) write(session, false);
		if (!listening) return;
		window.removeEventListener('pagehide', leaving);
		document.removeEventListener('visibilitychange', onHidden);
	};
	return { session, card: { stop } };
}

/** The engine that plays a stored game, found by the game its description names. */
export function gameOf(open: OpenGame, findGame: (id: string) => FairGame | undefined): FairGame {
	const meta = open.log.meta();
	if (!meta) throw new Error('This game file has no description (meta).');
	const game = findGame(meta.game);
	if (!game) throw new Error(`This device does not know the game "${meta.game}". Update Familiar.`);
	return game;
}
