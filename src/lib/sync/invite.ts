import type { TableKey } from './pairing';

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const DIGEST = /^[A-Za-z0-9_-]{22}$/;

/**
 * The invite link: the table id, secret and game ride in the fragment (#...), which browsers never
 * send to a server, so the host serving Familiar never learns them. With the digest of the game's
 * description (description.ts), a joining phone takes the game only as it was made.
 */
export function inviteLink(origin: string, t: TableKey): string {
	const p = new URLSearchParams({ t: t.tableId, s: t.secret, g: t.gameId });
	if (t.digest) p.set('d', t.digest);
	return `${origin}/join#${p.toString()}`;
}

/** Reads an invite's fragment (with or without its '#'); null if it is not a whole invite. */
export function parseInvite(hash: string): TableKey | null {
	const p = new URLSearchParams(hash.replace(/^#/, ''));
	const tableId = p.get('t') ?? '';
	const secret = p.get('s') ?? '';
	const gameId = p.get('g') ?? '';
	if (!ID.test(tableId) || !ID.test(secret) || !ID.test(gameId)) return null;
	const digest = p.get('d');
	// a digest that does not read is dropped: the game is then taken only whole (updateGate.ts)
	return digest && DIGEST.test(digest) ? { tableId, secret, gameId, digest } : { tableId, secret, gameId };
}
