import type { GameSession } from '$lib/table/session.svelte';
import type { TableSession } from '$lib/table/types';
import type { FairPlay } from './fairPlay';

/** The fair-play controller of a table session (every GameSession has one). */
export function fairPlayOf(session: TableSession): FairPlay {
	const fair = (session as Partial<GameSession>).fair;
	if (!fair) throw new Error('This table session has no fair play.');
	return fair;
}
