import type { FairGame } from '$engine/core';
import { reportStorageFailure } from '$lib/app/storage.svelte';
import type { GameStore, OpenGame } from '$lib/store/gameStore';
import type { GameSession } from './session.svelte';

/** Where the game stands, for its card at home: its leading values, then its own prompt (or how it ended). */
function stateOf(s: GameSession): string {
	const said = (s.status.phase === 'finished' ? s.status.text : s.prompt?.text) ?? '';
	return [s.game.leaders?.(s.state), said].filter(Boolean).join(' · ');
}

/**
 * The home screen's row of a game opened from the store, kept up to date by its session: `onChange`
 * (the session's) refreshes it after every change (last played, moves, status), `opened` once the
 * session has folded.
 */
export function homeRow(open: OpenGame, store: Pick<GameStore, 'touch'>) {
	const id = open.summary.id;
	let pending: ReturnType<typeof setTimeout> | null = null;
	return {
		onChange(s: GameSession) {
			if (pending) return;
			pending = setTimeout(() => {
				pending = null;
				const status = s.status.phase === 'finished' ? 'finished' : 'playing';
				store.touch(id, { updated: Date.now(), events: s.log.length, status, players: s.seats.map((x) => x.name), state: stateOf(s) }).catch(reportStorageFailure);
			}, 300);
		},
		opened(s: GameSession) {
			performance.mark('familiar:folded');
			const state = stateOf(s);
			if (state !== open.summary.state) store.touch(id, { state }).catch(reportStorageFailure);
		}
	};
}

/** The engine that plays a stored game, found by the game its description names. */
export function gameOf(open: OpenGame, findGame: (id: string) => FairGame | undefined): FairGame {
	const meta = open.log.meta();
	if (!meta) throw new Error('This game file has no description (meta).');
	const game = findGame(meta.game);
	if (!game) throw new Error(`This device does not know the game "${meta.game}". Update Familiar.`);
	return game;
}
