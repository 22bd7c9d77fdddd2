/** Bounds on what a peer may send; anything beyond them is dropped with a notice. */
export const LIMITS = {
	/** One Yjs update (a whole history arrives as one update when a device first syncs). */
	updateBytes: 4 * 1024 * 1024,
	/** One log entry, as JSON. Real events are tens of bytes; the largest rules payloads a few KB. */
	entryBytes: 16 * 1024,
	/** One awareness (presence) message. */
	awarenessBytes: 16 * 1024,
	/** One seat entry, as JSON. */
	seatBytes: 2 * 1024,
	/** One message on a paired data channel, after reassembly of its chunks. */
	messageBytes: 4 * 1024 * 1024 + 1024
} as const;
