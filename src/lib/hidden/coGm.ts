/**
 * A co-GM's phone (design §3.7): the GM sealed its key set to the box key of a seat this phone holds
 * (`core/gm-escrow`). Opened, it is the same one-line backup the GM could have saved, so the phone
 * takes the role over through `HiddenTable.restore`, which checks it against every published hash
 * (an escrow that is not the GM's keys is refused there).
 *
 * The fold records each escrow it accepted (GM-signed) among the slice's actions, without its box:
 * the log is read only for those events, so a phone without an escrow reads nothing, and an escrow
 * the fold refused is never opened.
 */
import type { GameEvent } from '$engine/core';
import { HIDDEN_KINDS, type HiddenSlice, type KeyHolder } from '$engine/core/hidden';
import { exportGmKeys, openEscrow } from './gmKeys';

/** The event ids of the escrows the fold accepted, oldest first. */
export const escrowIds = (slice: Pick<HiddenSlice, 'actions'>): string[] => slice.actions.filter((a) => a.kind === HIDDEN_KINDS.escrow).map((a) => a.eventId);

/** The GM's backup line escrowed to one of `boxes` (the box keys of this phone's seats) by an escrow `slice` accepted, or null. */
export async function escrowedLine(slice: Pick<HiddenSlice, 'actions'>, log: readonly GameEvent[], boxes: readonly KeyHolder[], domain: string): Promise<string | null> {
	const ids = escrowIds(slice);
	if (!ids.length || !boxes.length) return null;
	const escrows = log.filter((e) => e.kind === HIDDEN_KINDS.escrow && ids.includes(e.id));
	for (const e of escrows.reverse()) {
		const d = e.data as { to?: unknown; box?: unknown } | null;
		const box = boxes.find((b) => b.publicKey === d?.to);
		if (!box || typeof d?.box !== 'string') continue;
		const keys = await openEscrow(box, domain, d.box);
		if (keys) return exportGmKeys(keys);
	}
	return null;
}
