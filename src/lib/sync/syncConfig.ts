/** The signaling port `npm start` (scripts/serve.mjs) uses, and the default devices look for. */
export const SIGNALING_PORT = 4444;

/**
 * The default signaling servers: one on this device (`npm start` runs one beside the app), and,
 * when the app was opened from another host (a laptop serving the table over HTTPS), the one on the
 * same origin at /signal (scripts/serve.mjs mounts it there).
 */
export function defaultSignaling(loc: { protocol: string; hostname: string; host: string }): string[] {
	const urls = [`ws://localhost:${SIGNALING_PORT}`];
	const local = ['localhost', '127.0.0.1', '[::1]', '::1'].includes(loc.hostname);
	if (!local && loc.hostname) urls.push(`${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/signal`);
	return urls;
}

export class SettingsError extends Error {}

/** One ws:// or wss:// URL per line; throws SettingsError naming the first bad line. */
export function parseSignaling(text: string): string[] {
	return text
		.split('\n')
		.map((l) => l.trim())
		.filter(Boolean)
		.map((l) => {
			let u: URL;
			try {
				u = new URL(l);
			} catch {
				throw new SettingsError(`"${l}" is not a URL.`);
			}
			if (u.protocol !== 'ws:' && u.protocol !== 'wss:') throw new SettingsError(`"${l}" must start with ws:// or wss://.`);
			return l;
		});
}

/**
 * One ICE server per line: `stun:host:port`, or `turn:host:port username credential`.
 * Throws SettingsError naming the first bad line.
 */
export function parseIceServers(text: string): RTCIceServer[] {
	return text
		.split('\n')
		.map((l) => l.trim())
		.filter(Boolean)
		.map((l) => {
			const [urls, username, credential, ...rest] = l.split(/\s+/);
			if (!/^(stun|stuns|turn|turns):\S+$/.test(urls) || rest.length) throw new SettingsError(`"${l}" is not an ICE server (stun:host:port or turn:host:port user password).`);
			if (urls.startsWith('turn') && (!username || !credential)) throw new SettingsError(`"${l}": a TURN server needs a user name and a password.`);
			return username ? { urls, username, credential } : { urls };
		});
}

export function formatIceServers(list: RTCIceServer[]): string {
	return list.map((s) => [s.urls, s.username, s.credential].filter(Boolean).join(' ')).join('\n');
}
