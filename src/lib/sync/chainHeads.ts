import type { Awareness } from 'y-protocols/awareness';
import type { HeadData } from '$engine/core';

/** What the sync layer needs of fair play to carry chain heads (FairPlay is one). */
export interface HeadCarrier {
	readonly head: HeadData | null;
	onHead: ((head: HeadData) => void) | null;
	receiveHead(head: unknown): void;
}

/** The field of a device's presence (Yjs awareness) that carries the latest head of its chain. */
const FIELD = 'head';

/**
 * Sends this device's chain head with each move, and hands every head a peer sends to fair play
 * (docs/fair-play.md, "Chains"): the head travels in the device's presence, beside the document, so
 * the other phones check a move as soon as both have arrived, without a head stored for each move.
 * A head is only a claim until fair play checks it: a peer's presence may carry anything.
 */
export function shareHeads(awareness: Awareness, fair: HeadCarrier): () => void {
	const mine = () => {
		const head = fair.head;
		const local = awareness.getLocalState();
		if (head && local !== null && (local[FIELD] as HeadData | undefined)?.sig !== head.sig) awareness.setLocalStateField(FIELD, head);
	};
	fair.onHead = mine;
	const onChange = ({ added, updated }: { added: number[]; updated: number[] }) => {
		for (const id of [...added, ...updated]) {
			// the presence was set anew (shown again, a seat picked): the head goes back in
			if (id === awareness.clientID) mine();
			else fair.receiveHead(awareness.getStates().get(id)?.[FIELD]);
		}
	};
	awareness.on('change', onChange);
	for (const [id, state] of awareness.getStates()) if (id !== awareness.clientID) fair.receiveHead(state?.[FIELD]);
	mine();
	return () => {
		awareness.off('change', onChange);
		fair.onHead = null;
	};
}
