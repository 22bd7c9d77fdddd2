import type { GameEvent, SeatId } from '$engine/core';
import { randomId, storedTime } from '$lib/store/codec';

/** A new event of this device, stamped with the time as the log stores it (codec.ts `storedTime`). */
export function newEvent(created: number, seat: SeatId | null, kind: string, data: unknown, id: string = randomId(8)): GameEvent {
	return { id, seat, kind, data, at: storedTime(created) };
}
