/**
 * The transaction origin of an update another device sent (a link or a transport applies it with
 * one): its author has it saved already, so a device with no journal may save it after the frame,
 * where it must save its own moves before the task of the tap ends (deferredWrites.ts).
 */
export interface PeerOrigin {
	readonly fromPeer: true;
}

export function isFromPeer(origin: unknown): origin is PeerOrigin {
	return typeof origin === 'object' && origin !== null && (origin as Partial<PeerOrigin>).fromPeer === true;
}
