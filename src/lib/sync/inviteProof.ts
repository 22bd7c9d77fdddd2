import type * as Y from 'yjs';
import type { GameStore } from '$lib/store/gameStore';
import { descriptionDigest } from './description';

/**
 * What this device could not check of a game it joined (#17 item 9). An invite made before
 * session 8 carries no digest of the game's description (description.ts), and nothing else names
 * the maker's key: a device holding such an invite could have answered first with a game it made
 * up (even one signed with its own key). Such a game is taken, as before, but marked here, and the
 * table says so every time it opens, until an invite or pairing code carrying the digest is opened
 * on this device (joinedGame.ts `haveTable`): then the mark goes, or says the game is another.
 * `unproven`: joined without a digest; `other`: a later invite names another game.
 */
export type InviteProof = 'unproven' | 'other';

const key = (tableId: string) => `proof:${tableId}`;

/** What the table says, for each mark. */
export const PROOF_NOTICES: Record<InviteProof, string> = {
	unproven: 'This phone joined with an older invite, which cannot prove who made this game. Ask the table for a new invite and open it here to check.',
	other: "A new invite names another game than this phone's copy: this copy was not made by the table. Ask to be invited to a new game."
};

export async function loadProof(store: GameStore, tableId: string): Promise<InviteProof | null> {
	const v = await store.getSetting<InviteProof>(key(tableId));
	return v === 'unproven' || v === 'other' ? v : null;
}

export async function saveProof(store: GameStore, tableId: string, proof: InviteProof | null): Promise<void> {
	await store.setSetting(key(tableId), proof);
}

/** The mark left once an invite carrying `digest` was opened for a marked game `doc`: none when it names this very game. */
export function proofAgainst(doc: Y.Doc, digest: string): InviteProof | null {
	return descriptionDigest(doc) === digest ? null : 'other';
}
