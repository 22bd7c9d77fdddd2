import type { SeatId } from '$engine/core';
import type { PresenceState } from './presence';

/** The name of the device that plays this one seat alone (picking it is refused while it does). */
export function soleHolder(peers: PresenceState[], seat: SeatId): string | null {
	return peers.find((p) => p.seats !== 'all' && p.seats.includes(seat))?.name ?? null;
}

/**
 * What picking a seat does while another device plays every seat (pass and play): this device asks
 * for it, handed at once until someone moved for that seat, then when the host agrees (fairplay/seats). Null when no other device plays all seats.
 */
export function passAndPlayNote(peers: PresenceState[]): string | null {
	const host = peers.find((p) => p.seats === 'all' && !p.watching);
	if (!host) return null;
	return `${host.name} plays every seat now. Picking a seat asks that phone for it; once that seat has played, its player must agree.`;
}
