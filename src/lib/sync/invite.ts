import type { TableKey } from './pairing';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The invite link: the table id, secret and game ride in the fragment (#...), which browsers never
 * send to a server, so the host serving Familiar never learns them.
 */
export function inviteLink(origin: string, t: TableKey): string {
	const p = new URLSearchParams({ t: t.tableId, s: t.secret, g: t.gameId });
	return `${origin}/join#${p.toString()}`;
}

/** Reads an invite's fragment (with or without its '#'); null if it is not a whole invite. */
export function parseInvite(hash: string): TableKey | null {
	const p = new URLSearchParams(hash.replace(/^#/, ''));
	const tableId = p.get('t') ?? '';
	const secret = p.get('s') ?? '';
	const gameId = p.get('g') ?? '';
	if (!ID.test(tableId) || !ID.test(secret) || !ID.test(gameId)) return null;
	return { tableId, secret, gameId };
}
