/**
 * The transaction origin of an update another device sent (a link or a transport applies it with
 * one): its author has it saved already, so this device need not keep it in its journal.
 */
export interface PeerOrigin {
	readonly fromPeer: true;
}

export function isFromPeer(origin: unknown): origin is PeerOrigin {
	return typeof origin === 'object' && origin !== null && (origin as Partial<PeerOrigin>).fromPeer === true;
}
