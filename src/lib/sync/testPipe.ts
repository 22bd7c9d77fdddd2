import type { Channel } from './channel';

/** For tests (not part of the app). */

/** Two ends of an in-memory pipe that deliver asynchronously, in order. */
export function pipe(): [Channel, Channel] {
	const make = () => {
		const end = {
			open: true,
			peer: null as unknown as { receive: (m: Uint8Array) => void; closed: () => void; open: boolean },
			receive: (_m: Uint8Array) => {},
			closed: () => {},
			send(m: Uint8Array) {
				const to = end.peer;
				if (end.open) setTimeout(() => to.open && to.receive(m.slice()), 0);
			},
			onMessage(r: (m: Uint8Array) => void) {
				end.receive = r;
			},
			onClose(c: () => void) {
				end.closed = c;
			},
			close() {
				if (!end.open) return;
				end.open = false;
				end.peer.open = false;
				end.closed();
				end.peer.closed();
			}
		};
		return end;
	};
	const a = make();
	const b = make();
	a.peer = b;
	b.peer = a;
	return [a, b];
}
