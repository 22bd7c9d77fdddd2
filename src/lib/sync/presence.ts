import { cleanDeviceName, type SeatId } from '$engine/core';

/** What a device tells the others about itself (Yjs awareness). */
export interface PresenceState {
	name: string;
	/** The seats it plays; 'all' for the device the game was made on (pass and play). */
	seats: SeatId[] | 'all';
	watching: boolean;
}

export interface PeerPresence extends PresenceState {
	clientId: number;
	/** How this device hears from it. */
	via: 'server' | 'paired';
}

/**
 * Reads a peer's awareness state, which may be anything; null if it is not a Familiar presence. Its
 * name is cleaned as the log's device names are checked (`cleanDeviceName`: no control character,
 * line break or direction mark, at most 24 characters), 'A device' when nothing is left.
 */
export function readPresence(v: unknown): PresenceState | null {
	if (typeof v !== 'object' || v === null) return null;
	const o = v as Record<string, unknown>;
	if (typeof o.name !== 'string') return null;
	const seats = o.seats === 'all' ? 'all' : Array.isArray(o.seats) ? o.seats.filter((s): s is string => typeof s === 'string' && s.length <= 16).slice(0, 16) : [];
	return { name: cleanDeviceName(o.name) ?? 'A device', seats, watching: o.watching === true };
}
