// A signaling server for Familiar's y-webrtc transport (adapted from y-webrtc's bin/server.js): it
// introduces the devices of a table to each other and never sees a game. Devices subscribe to a
// topic (the table id) and publish messages to it; with a table secret, y-webrtc encrypts every
// message, so the server relays what it cannot read.
//   node scripts/signaling.mjs            listens on ws://localhost:4444 (SIGNALING_PORT, HOST,
//                                         SIGNALING_TRUST_PROXY=1 behind a reverse proxy)
// Anyone who reaches it may use it (no invite is needed to subscribe), so every address gets a
// share of its connections and topics and a message rate (signalingShares.mjs).
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
// @ts-expect-error: ws ships no type declarations here (no @types/ws).
import { WebSocketServer } from 'ws';
import { addressOf, addressShares } from './signalingShares.mjs';

const PING_MS = 30_000;
/** Bounds that keep one client from exhausting the server. */
const MAX_MESSAGE_BYTES = 64 * 1024;
const MAX_TOPICS_PER_CLIENT = 64;
/** A topic is a y-webrtc room name: a table id and a digest, well under this. */
const MAX_TOPIC_LENGTH = 128;
const PONG = JSON.stringify({ type: 'pong' });
export const LIMITS = {
	/** Open connections at once; one more is closed with 1013 (try again later). */
	connections: 1024,
	/** Topics with a subscriber, all connections together. */
	topics: 16_384,
	/** What may wait to be sent to one connection: a client that does not read is dropped. */
	bufferedBytes: 1024 * 1024,
	/** One address's share of `connections` (a sixteenth: a phone needs one per server). */
	connectionsPerAddress: 64,
	/** One address's share of `topics`, all its connections together (a phone needs one per open table). */
	topicsPerAddress: 1024,
	/** Subscribe and publish messages of one address: a steady rate, and a burst (a table meeting). */
	messagesPerSecond: 100,
	messageBurst: 1000,
	/** A connection that subscribes to nothing for this long is closed (y-webrtc subscribes as it connects). */
	idleMs: 5000
};

/**
 * The signaling relay itself, with no server of its own: `upgrade` takes a WebSocket upgrade request
 * of any HTTP(S) server (so one relay can be reached on several ports, e.g. ws://localhost:4444 and
 * wss://<laptop>:4443/signal, and every device meets the others whichever it used).
 */
export function signalingHub({ limits = LIMITS, trustProxy = false } = {}) {
	/** @type {Map<string, Set<any>>} */
	const topics = new Map();
	const shares = addressShares(limits);
	const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });

	/** Sends `data` (a message, stringified once for all its receivers); drops a client that does not read. */
	/** @param {any} conn @param {string} data */
	const send = (conn, data) => {
		if (conn.readyState !== conn.CONNECTING && conn.readyState !== conn.OPEN) return conn.close();
		if (conn.bufferedAmount > limits.bufferedBytes) return conn.terminate();
		try {
			conn.send(data);
		} catch {
			conn.close();
		}
	};

	wss.on('connection', (/** @type {any} */ conn, /** @type {import('node:http').IncomingMessage} */ req) => {
		const address = addressOf(req, trustProxy);
		if (wss.clients.size > limits.connections || !shares.connect(address)) {
			conn.on('error', () => conn.terminate());
			conn.close(1013, 'too many connections');
			return;
		}
		/** @type {Set<string>} */
		const subscribed = new Set();
		/** Closes the connection unless it holds a topic by then (a socket that never subscribes only takes a place). */
		let idle = /** @type {ReturnType<typeof setTimeout> | null} */ (null);
		const watchIdle = () => {
			if (idle === null && subscribed.size === 0) idle = setTimeout(() => conn.close(1008, 'no topic'), limits.idleMs);
		};
		const unwatchIdle = () => {
			if (idle !== null) clearTimeout(idle);
			idle = null;
		};
		watchIdle();
		/** @param {string} name */
		const leave = (name) => {
			if (!subscribed.delete(name)) return;
			shares.unsubscribe(address);
			const subs = topics.get(name);
			subs?.delete(conn);
			if (subs?.size === 0) topics.delete(name);
		};
		let alive = true;
		const ping = setInterval(() => {
			if (!alive) {
				conn.terminate();
				return;
			}
			alive = false;
			try {
				conn.ping();
			} catch {
				conn.close();
			}
		}, PING_MS);
		conn.on('pong', () => (alive = true));
		// An oversized or malformed frame: ws closes the connection; without a listener it would
		// throw and stop the server.
		conn.on('error', () => conn.terminate());
		conn.on('close', () => {
			clearInterval(ping);
			unwatchIdle();
			for (const name of [...subscribed]) leave(name);
			shares.disconnect(address);
		});
		conn.on('message', (/** @type {Buffer} */ raw) => {
			let message;
			try {
				message = JSON.parse(String(raw));
			} catch {
				return;
			}
			if (!message || typeof message.type !== 'string') return;
			if ((message.type === 'subscribe' || message.type === 'publish') && !shares.message(address)) return;
			if (message.type === 'subscribe') {
				for (const name of Array.isArray(message.topics) ? message.topics : []) {
					if (typeof name !== 'string' || name.length > MAX_TOPIC_LENGTH || subscribed.size >= MAX_TOPICS_PER_CLIENT || subscribed.has(name)) continue;
					let subs = topics.get(name);
					if (!subs && topics.size >= limits.topics) continue;
					if (!shares.subscribe(address)) break;
					if (!subs) topics.set(name, (subs = new Set()));
					subs.add(conn);
					subscribed.add(name);
					unwatchIdle();
				}
			} else if (message.type === 'unsubscribe') {
				for (const name of Array.isArray(message.topics) ? message.topics : []) leave(name);
				watchIdle();
			} else if (message.type === 'publish') {
				const receivers = typeof message.topic === 'string' ? topics.get(message.topic) : undefined;
				if (!receivers) return;
				message.clients = receivers.size;
				const data = JSON.stringify(message);
				for (const r of receivers) send(r, data);
			} else if (message.type === 'ping') {
				send(conn, PONG);
			}
		});
	});

	return {
		/** @param {import('node:http').IncomingMessage} req @param {import('node:stream').Duplex} socket @param {Buffer} head */
		upgrade: (req, socket, head) => wss.handleUpgrade(req, socket, head, (/** @type {any} */ ws) => wss.emit('connection', ws, req)),
		connections: () => wss.clients.size,
		close() {
			for (const c of wss.clients) c.terminate();
			wss.close();
		}
	};
}

/**
 * Starts the server; resolves with { port, close } once it listens. `port` 0 picks a free port.
 * Rejects (EADDRINUSE, ...) when it cannot listen. `hub` shares a relay with other servers.
 */
/** @returns {Promise<{ port: number, close: () => Promise<void>, connections: () => number }>} */
export function startSignaling({ port = 4444, host = 'localhost', limits = LIMITS, trustProxy = false, hub = signalingHub({ limits, trustProxy }) } = {}) {
	const http = createServer((_req, res) => {
		res.writeHead(200, { 'Content-Type': 'text/plain' });
		res.end('Familiar signaling server\n');
	});
	http.on('upgrade', hub.upgrade);

	return new Promise((resolve, reject) => {
		http.once('error', reject);
		http.listen(port, host, () => {
			http.off('error', reject);
			const address = /** @type {import('node:net').AddressInfo} */ (http.address());
			resolve({
				port: address.port,
				connections: hub.connections,
				/** @returns {Promise<void>} */
				close: () =>
					new Promise((ok) => {
						hub.close();
						http.close(() => ok());
					})
			});
		});
	});
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
	const port = Number(process.env.SIGNALING_PORT ?? 4444);
	const host = process.env.HOST ?? 'localhost';
	// behind a reverse proxy every device has the proxy's address: count the one it forwards
	const trustProxy = process.env.SIGNALING_TRUST_PROXY === '1';
	const s = await startSignaling({ port, host, trustProxy });
	console.log(`Signaling server at ws://${host}:${s.port}`);
}
