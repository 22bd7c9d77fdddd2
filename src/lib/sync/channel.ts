/**
 * A message pipe between two devices, whatever carries it (an RTCDataChannel after pairing, or an
 * in-memory pipe in tests). Messages are whole and arrive in order while it is open.
 */
export interface Channel {
	readonly open: boolean;
	send(message: Uint8Array): void;
	/** Sets the one receiver of incoming messages. */
	onMessage(receive: (message: Uint8Array) => void): void;
	/** Calls back once, when the channel closes from either side. */
	onClose(closed: () => void): void;
	close(): void;
}
