/**
 * A seat whose phone announced a box key after the set-up (it joined late, or replaced a lost
 * phone): the step refused the announcement as too late (`core/hidden-started`), which it reaches
 * only after auth found it written by the seat's holder. The GM binds the seat to that key (and
 * device) and seals its latest report to it (`GmHost.rebind`, a public step every phone shows).
 */
import type { GameEvent, Outcome, SeatId } from '$engine/core';
import { HIDDEN_KINDS, HIDDEN_REJECTIONS, type HiddenSlice } from '$engine/core/hidden';

export function lateKey(slice: HiddenSlice, holders: Readonly<Record<SeatId, string>>, table: { log: readonly GameEvent[]; outcomes: readonly Outcome[] }, me: string | null): { seat: SeatId; key: string; device: string } | null {
	if (slice.turn < 0 || slice.over) return null;
	const { log, outcomes } = table;
	for (let i = log.length - 1; i >= 0; i--) {
		const e = log[i];
		const o = outcomes[i];
		if (e.kind !== HIDDEN_KINDS.boxKey || e.seat === null || o?.kind !== 'rejected' || o.rejection.code !== HIDDEN_REJECTIONS.started) continue;
		const key = (e.data as { key?: unknown } | null)?.key;
		const device = holders[e.seat];
		if (typeof key === 'string' && device && device !== me && slice.boxKeys[e.seat] !== key) return { seat: e.seat, key, device };
	}
	return null;
}
