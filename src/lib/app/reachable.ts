/**
 * Where another phone can open this app: the page's own origin, unless that is this device only
 * (localhost); then the LAN HTTPS address the local server announces (scripts/serve.mjs serves
 * /lan.json). Null when there is none: an invite link would open the other phone's own localhost.
 */

const LOOPBACK = /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|\[?::1\]?)$/i;

export function isLoopback(hostname: string): boolean {
	return LOOPBACK.test(hostname);
}

/** The HTTPS addresses a local Familiar server announces, [] when it announces none (a static host). */
export async function announcedAddresses(fetcher: typeof fetch = fetch): Promise<string[]> {
	try {
		const res = await fetcher('/lan.json', { cache: 'no-store' });
		if (!res.ok || !(res.headers.get('content-type') ?? '').includes('json')) return [];
		const body = (await res.json()) as { https?: unknown };
		return Array.isArray(body.https) ? body.https.filter((u): u is string => typeof u === 'string' && /^https:\/\/[^/]+$/.test(u)) : [];
	} catch {
		return [];
	}
}

/** The origin an invite should carry (no trailing slash), or null when no other device can reach this one. */
export async function reachableOrigin(loc: { origin: string; hostname: string }, fetcher: typeof fetch = fetch): Promise<string | null> {
	if (!isLoopback(loc.hostname)) return loc.origin;
	return (await announcedAddresses(fetcher))[0] ?? null;
}
