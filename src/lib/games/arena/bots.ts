/** Which seats of a table the bot plays on this device, kept per table in localStorage. */
const KEY = 'familiar.arena.bots:';

export function loadBots(table: string): string[] {
	try {
		const raw = typeof localStorage !== 'undefined' ? localStorage.getItem(KEY + table) : null;
		const list = raw ? (JSON.parse(raw) as unknown) : [];
		return Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string') : [];
	} catch {
		return [];
	}
}

export function saveBots(table: string, seats: string[]) {
	try {
		localStorage.setItem(KEY + table, JSON.stringify(seats));
	} catch {
		// private mode or full storage: the choice lasts for this visit only
	}
}

/** A seed for the bot's generator from this device's crypto. */
export function botSeed(): number {
	return crypto.getRandomValues(new Uint32Array(1))[0];
}
