import type { FairGame } from '$engine/core';
import { reportStorageFailure } from '$lib/app/storage.svelte';
import type { GameStore, OpenGame } from '$lib/store/gameStore';
import type { GameSession } from './session.svelte';

/**
 * Where the game stands, for its card at home: its leading values, then its own prompt (or how it
 * ended). A game with a game master says its turn and what this phone owes (`HiddenTable.card`):
 * null until its device side knows (the card keeps what it said).
 */
function stateOf(s: GameSession): string | null {
	if (s.game.hidden) return s.hidden?.card ?? null;
	const said = (s.status.phase === 'finished' ? s.status.text : s.prompt?.text) ?? '';
	return [s.game.leaders?.(s.state), said].filter(Boolean).join(' · ');
}

/** Writes a game's card at home: just after its changes, and at once when the page is hidden or goes. */
export interface CardWriter {
	/** Writes a card still waiting now (the table is left); stops listening for the page going. */
	stop(): void;
}

/** The home row a session keeps up to date (`homeRow`). */
export interface HomeRow extends CardWriter {
	onChange(s: GameSession): void;
	opened(s: GameSession): void;
}

const CARD_WAIT_MS = 300;

/**
 * The home screen's row of a game opened from the store, kept up to date by its session: `onChange`
 * (the session's) refreshes it after every change (last played, moves, status), at most once per
 * 300 ms, and `opened` once the session has folded. A change still waiting when the page is hidden
 * or goes ('visibilitychange', 'pagehide': a reload, a closed tab) is written then, and kept by the
 * store for its next start (a database write begun as the page goes is aborted with it): the card
 * never shows a stale game.
 */
export function homeRow(open: OpenGame, store: Pick<GameStore, 'touch'>): HomeRow {
	const id = open.summary.id;
	let pending: ReturnType<typeof setTimeout> | null = null;
	let session: GameSession | null = null;
	const write = (s: GameSession, leaving: boolean) => {
		if (pending) clearTimeout(pending);
		pending = null;
		const status = s.status.phase === 'finished' ? 'finished' : 'playing';
		const state = stateOf(s);
		const changes = { updated: Date.now(), events: s.log.length, status, players: s.seats.map((x) => x.name), ...(state === null ? {} : { state }) } as const;
		store.touch(id, changes, leaving ? { leaving } : undefined).catch(reportStorageFailure);
	};
	const leaving = () => {
		if (pending && session) write(session, true);
	};
	const onHidden = () => {
		if (document.visibilityState === 'hidden') leaving();
	};
	const listening = typeof window !== 'undefined';
	if (listening) {
		window.addEventListener('pagehide', leaving);
		document.addEventListener('visibilitychange', onHidden);
	}
	return {
		onChange(s: GameSession) {
			session = s;
			if (!pending) pending = setTimeout(() => write(s, false), CARD_WAIT_MS);
		},
		opened(s: GameSession) {
			session = s;
			performance.mark('familiar:folded');
			const state = stateOf(s);
			if (state !== null && state !== open.summary.state) store.touch(id, { state }).catch(reportStorageFailure);
		},
		stop() {
			if (pending && session) write(session, false);
			if (!listening) return;
			window.removeEventListener('pagehide', leaving);
			document.removeEventListener('visibilitychange', onHidden);
		}
	};
}

/** The id of the game a stored game's description names. */
export function gameIdOf(open: OpenGame): string {
	const meta = open.log.meta();
	if (!meta) throw new Error('This game file has no description (meta).');
	return meta.game;
}

/** The engine that plays a stored game, loaded for the game its description names. */
export async function gameOf(open: OpenGame, loadGame: (id: string) => Promise<FairGame | undefined>): Promise<FairGame> {
	const id = gameIdOf(open);
	const game = await loadGame(id);
	if (!game) throw new Error(`This device does not know the game "${id}". Update Familiar.`);
	return game;
}
