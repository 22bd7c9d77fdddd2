/**
 * A co-GM's phone (design §3.7): the GM sealed its key set to the box key of a seat this phone holds
 * (`core/gm-escrow`). Opened, it is the same one-line backup the GM could have saved, so the phone
 * takes the role over through `HiddenTable.restore`, which checks it against every published hash
 * (an escrow that is not the GM's keys is refused there).
 */
import type { GameEvent } from '$engine/core';
import { HIDDEN_KINDS, type KeyHolder } from '$engine/core/hidden';
import { exportGmKeys, openEscrow } from './gmKeys';

/** The GM's backup line escrowed to one of `boxes` (the box keys of this phone's seats), or null. */
export async function escrowedLine(log: readonly GameEvent[], boxes: readonly KeyHolder[], domain: string): Promise<string | null> {
	for (const e of [...log].reverse()) {
		if (e.kind !== HIDDEN_KINDS.escrow) continue;
		const d = e.data as { to?: unknown; box?: unknown } | null;
		const box = boxes.find((b) => b.publicKey === d?.to);
		if (!box || typeof d?.box !== 'string') continue;
		const keys = await openEscrow(box, domain, d.box);
		if (keys) return exportGmKeys(keys);
	}
	return null;
}
