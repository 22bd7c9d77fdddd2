// Prints N ports free on this machine now, one per line (the e2e run takes its ports from here when
// PORT is not set, so `npm test` runs beside a running `npm start`).
import { createServer } from 'node:net';

/** @param {number} n @returns {Promise<number[]>} */
export async function freePorts(n) {
	const servers = await Promise.all(
		Array.from({ length: n }, () => new Promise((ok, fail) => {
			const s = createServer();
			s.once('error', fail);
			s.listen(0, '127.0.0.1', () => ok(s));
		}))
	);
	const ports = servers.map((s) => /** @type {import('node:net').AddressInfo} */ (s.address()).port);
	await Promise.all(servers.map((s) => new Promise((ok) => s.close(() => ok(undefined)))));
	return ports;
}

if (process.argv[1]?.endsWith('freePorts.mjs')) console.log((await freePorts(Number(process.argv[2] ?? 1))).join('\n'));
