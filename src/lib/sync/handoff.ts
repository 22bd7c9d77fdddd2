import type { Channel } from './channel';

/**
 * Channels paired on the join screen wait here for the table screen of the same game, which adopts
 * them: a channel paired with no server cannot be paired again without the people at the table.
 */
const parked = new Map<string, Channel[]>();

export function park(tableId: string, channels: Channel[]) {
	if (channels.length) parked.set(tableId, [...(parked.get(tableId) ?? []), ...channels]);
}

/** The open channels parked for `tableId`, removed from here. */
export function takeParked(tableId: string): Channel[] {
	const out = (parked.get(tableId) ?? []).filter((c) => c.open);
	parked.delete(tableId);
	return out;
}
