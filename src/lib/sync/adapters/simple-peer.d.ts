/** The browser bundle of simple-peer, the one y-webrtc imports (for the contract test of simplePeer.ts). */
declare module 'simple-peer/simplepeer.min.js' {
	const Peer: new (opts: { initiator?: boolean; wrtc?: unknown; channelName?: string }) => {
		send(data: Uint8Array | string): void;
		destroy(): void;
		on(event: string, listener: (...args: never[]) => void): void;
	};
	export default Peer;
}
