/** Bounds on what a peer may send; anything beyond them is dropped with a notice. */
export const LIMITS = {
	/** One Yjs update (a whole history arrives as one update when a device first syncs). */
	updateBytes: 4 * 1024 * 1024,
	/** One log entry, as JSON. Real events are tens of bytes; the largest rules payloads a few KB. */
	entryBytes: 16 * 1024,
	/**
	 * One game master's turn (`core/gm-turn`, docs/hidden-information.md): a sealed report for every
	 * seat of the world in one entry (a 13-seat Magika turn is about 30 KB; 64 seats at most).
	 */
	gmTurnBytes: 160 * 1024,
	/** One awareness (presence) message. */
	awarenessBytes: 16 * 1024,
	/** One seat entry, as JSON. */
	seatBytes: 2 * 1024,
	/** One message on a paired data channel, after reassembly of its chunks. */
	messageBytes: 4 * 1024 * 1024 + 1024,
	/** A whole game, as the sum of what its document took in (a long game is well under 1 MB). */
	gameBytes: 16 * 1024 * 1024,
	/** Updates that wait for a part of the history not here yet, per link (eight times that in all). */
	heldBytes: 4 * 1024 * 1024,
	heldUpdates: 256,
	/** What one link may bring in a second: the relay merges per frame, a phone moves a few times a second. */
	linkUpdatesPerSecond: 240,
	linkBytesPerSecond: 8 * 1024 * 1024,
	/**
	 * Log entries one link may add to a game, kept for good and read again by every fold: a burst (a
	 * phone catching up; one update may take a full budget past it) and what refills it each second
	 * (a table makes a few moves a minute, a fair roll a handful of entries per phone).
	 */
	linkEntriesBurst: 2000,
	linkEntriesPerSecond: 2
} as const;

export type Limits = { -readonly [K in keyof typeof LIMITS]: number };
