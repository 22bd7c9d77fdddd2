/** The table frame's sheets: what the menu opens over the game. */
export type SheetName = 'none' | 'menu' | 'history' | 'fair' | 'devices' | 'invite' | 'pair';

/** The menu, in a player's words, and the sheet each item opens. */
export const MENU_ITEMS: { sheet: Exclude<SheetName, 'none' | 'menu'>; label: string; hint: string }[] = [
	{ sheet: 'invite', label: 'Invite a phone', hint: 'A link or QR code for another phone' },
	{ sheet: 'pair', label: 'Connect without internet', hint: 'Phone to phone, on one Wi-Fi or hotspot' },
	{ sheet: 'devices', label: 'Devices at this table', hint: 'Who plays on which phone; your seat' },
	{ sheet: 'history', label: 'History', hint: 'Every move, newest first' },
	{ sheet: 'fair', label: 'Check fairness', hint: 'Signatures, seats and fair rolls' }
];

export const SHEET_TITLES: Record<Exclude<SheetName, 'none'>, string> = {
	menu: 'Menu',
	history: 'History',
	fair: 'Check fairness',
	devices: 'Devices at this table',
	invite: 'Invite a phone',
	pair: 'Connect without internet'
};

/**
 * The status line's words: a phone that has never had company is "Only this phone", not waiting
 * for anyone (the invite sheet says how it could connect); a table that has had other phones says
 * what the connection does.
 */
export function tableStatus(connection: { tone: 'ok' | 'busy' | 'off'; text: string }, alone: boolean): { tone: 'ok' | 'busy' | 'off'; text: string } {
	if (!alone || connection.tone === 'ok') return connection;
	return { tone: 'off', text: 'Only this phone' };
}

/**
 * "You: Bo", "Watching", or, on the phone the game was made on (no claim): "Pass and play" while it
 * is the only phone, and the seats it still plays once other phones are at the table (`held`: a
 * seat handed over to another phone is no longer its).
 */
export function seatLine(claim: { seats: string[]; watching: boolean } | null, name: (seat: string) => string, held: string[] | null = null): string {
	if (claim === null && held === null) return 'Pass and play';
	if (claim?.watching) return 'Watching';
	const seats = claim ? claim.seats : (held ?? []);
	return seats.length ? `You: ${seats.map(name).join(', ')}` : claim ? 'No seat yet' : 'No seat now';
}

/** What the top bar shows of the link to the other phones. */
export interface TableLink {
	status: { tone: 'ok' | 'busy' | 'off'; text: string };
	me: string;
	/** Each other phone: its name (shown apart, in a `<bdi>`) and what it plays. */
	peers: { id: number; name: string; text: string }[];
}
