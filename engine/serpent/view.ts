/** What one seat may see: everything on the table, but not the spells other Magi have prepared. */
import type { SeatId } from '../core';
import { seatFor } from './beings';
import type { Being, BeingId, SerpentState } from './state';

export interface SerpentView extends SerpentState {
	viewer: SeatId | null;
	/** How many spells each Magi has prepared (their titles are visible only to their own seat). */
	preparedCount: Record<BeingId, number>;
}

export function viewFor(state: SerpentState, seat: SeatId | null): SerpentView {
	const beings: Record<BeingId, Being> = {};
	const preparedCount: Record<BeingId, number> = {};
	for (const id in state.beings) {
		const b = state.beings[id];
		preparedCount[id] = b.prepared.length;
		const own = seat !== null && seatFor(state, id) === seat;
		beings[id] = own || b.prepared.length === 0 ? b : { ...b, prepared: [] };
	}
	return { ...state, beings, viewer: seat, preparedCount };
}
