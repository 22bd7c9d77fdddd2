// What one network address may hold of a signaling server (signaling.mjs): the server's tables of
// connections and topics are shared by every device that reaches it, and needs no invite to use,
// so without a share per address one device on the Wi-Fi could fill them and keep every other
// phone from meeting its table.

/**
 * @typedef {{ connectionsPerAddress: number, topicsPerAddress: number,
 *   messagesPerSecond: number, messageBurst: number }} ShareLimits
 */

/** @typedef {{ connections: number, topics: number, tokens: number, at: number }} Share */

/**
 * The share of every address that has a connection open. `now` is the clock of the message budget
 * (tests).
 * @param {ShareLimits} limits @param {() => number} [now]
 */
export function addressShares(limits, now = Date.now) {
	/** @type {Map<string, Share>} */
	const shares = new Map();
	/** @param {string} address */
	const shareOf = (address) => {
		let s = shares.get(address);
		if (!s) shares.set(address, (s = { connections: 0, topics: 0, tokens: limits.messageBurst, at: now() }));
		return s;
	};
	/** @param {string} address */
	const forget = (address) => {
		const s = shares.get(address);
		if (s && s.connections === 0 && s.topics === 0) shares.delete(address);
	};
	return {
		/** Opens a connection for `address`; false when the address holds its share already. @param {string} address */
		connect(address) {
			const s = shareOf(address);
			if (s.connections >= limits.connectionsPerAddress) return false;
			s.connections++;
			return true;
		},
		/** @param {string} address */
		disconnect(address) {
			const s = shares.get(address);
			if (!s) return;
			s.connections = Math.max(0, s.connections - 1);
			forget(address);
		},
		/** Takes one subscription for `address`; false when it holds its share of topics. @param {string} address */
		subscribe(address) {
			const s = shareOf(address);
			if (s.topics >= limits.topicsPerAddress) return false;
			s.topics++;
			return true;
		},
		/** @param {string} address @param {number} [count] */
		unsubscribe(address, count = 1) {
			const s = shares.get(address);
			if (!s) return;
			s.topics = Math.max(0, s.topics - count);
			forget(address);
		},
		/** Whether `address` may send one more subscribe or publish now (a token bucket per address). @param {string} address */
		message(address) {
			const s = shareOf(address);
			const t = now();
			s.tokens = Math.min(limits.messageBurst, s.tokens + ((t - s.at) / 1000) * limits.messagesPerSecond);
			s.at = t;
			if (s.tokens < 1) return false;
			s.tokens--;
			return true;
		},
		/** What `address` holds now (tests). @param {string} address */
		of: (address) => ({ connections: shares.get(address)?.connections ?? 0, topics: shares.get(address)?.topics ?? 0 })
	};
}

/**
 * The address a connection comes from: the socket's, or, behind a reverse proxy that says so
 * (`trustProxy`), the one the proxy appended to X-Forwarded-For. IPv4 seen through an IPv6
 * socket (::ffff:a.b.c.d) counts as the IPv4 address.
 * @param {import('node:http').IncomingMessage} req @param {boolean} trustProxy
 */
export function addressOf(req, trustProxy) {
	const forwarded = trustProxy ? String(req.headers['x-forwarded-for'] ?? '').split(',').at(-1)?.trim() : '';
	const address = forwarded || req.socket.remoteAddress || 'unknown';
	return address.startsWith('::ffff:') ? address.slice(7) : address;
}
