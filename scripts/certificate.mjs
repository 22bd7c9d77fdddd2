// The certificate of the LAN HTTPS server: a small certificate authority made once on this machine
// (ca.crt is what a phone installs to trust the server for good), and a server certificate it signs
// for this machine's addresses, made again only when the addresses change or it nears its end.
// Made with the selfsigned library (X.509 through @peculiar/x509), kept in `dir` (git-ignored).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { X509Certificate } from 'node:crypto';
import { generate } from 'selfsigned';

const DAY = 24 * 3600 * 1000;
/** Browsers refuse server certificates valid for more than 398 days; the CA may live longer. */
const SERVER_DAYS = 397;
const CA_DAYS = 3650;

/** @param {string} file */
const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : null);

/** @param {string[]} hosts */
function altNames(hosts) {
	return hosts.map((h) => (isIP(h) ? { type: /** @type {const} */ (7), ip: h } : { type: /** @type {const} */ (2), value: h }));
}

/**
 * Whether `cert` (PEM) names every one of `hosts` and is valid for at least another week.
 * @param {string} cert @param {string[]} hosts
 */
function covers(cert, hosts) {
	try {
		const x = new X509Certificate(cert);
		if (new Date(x.validTo).getTime() - Date.now() < 7 * DAY) return false;
		return hosts.every((h) => (isIP(h) ? x.checkIP(h) : x.checkHost(h)) !== undefined);
	} catch {
		return false;
	}
}

async function makeCa() {
	const now = new Date();
	return generate([{ name: 'commonName', value: 'Familiar local CA' }, { name: 'organizationName', value: 'Familiar (this machine only)' }], {
		keyType: 'ec',
		algorithm: 'sha256',
		notBeforeDate: now,
		notAfterDate: new Date(now.getTime() + CA_DAYS * DAY),
		extensions: [
			{ name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
			{ name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true }
		]
	});
}

/**
 * The CA and the server certificate for `hosts` (names and IP addresses), from `dir` when they are
 * there and still fit, otherwise made (and written there). `made` says which were made now.
 * @param {string} dir @param {string[]} hosts
 * @returns {Promise<{ key: string, cert: string, ca: string, made: { ca: boolean, server: boolean } }>}
 */
export async function ensureCertificate(dir, hosts) {
	mkdirSync(dir, { recursive: true, mode: 0o700 });
	const files = { caKey: join(dir, 'ca.key'), ca: join(dir, 'ca.crt'), key: join(dir, 'server.key'), cert: join(dir, 'server.crt') };
	let ca = read(files.ca);
	let caKey = read(files.caKey);
	const made = { ca: false, server: false };
	if (!ca || !caKey) {
		const c = await makeCa();
		[ca, caKey] = [c.cert, c.private];
		writeFileSync(files.caKey, caKey, { mode: 0o600 });
		writeFileSync(files.ca, ca);
		made.ca = true;
	}
	let cert = read(files.cert);
	let key = read(files.key);
	if (made.ca || !cert || !key || !covers(cert, hosts)) {
		const now = new Date();
		const s = await generate([{ name: 'commonName', value: hosts.find((h) => !isIP(h)) ?? hosts[0] ?? 'localhost' }], {
			keyType: 'ec',
			algorithm: 'sha256',
			notBeforeDate: now,
			notAfterDate: new Date(now.getTime() + SERVER_DAYS * DAY),
			ca: { key: caKey, cert: ca },
			extensions: [
				{ name: 'basicConstraints', cA: false },
				{ name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
				{ name: 'extKeyUsage', serverAuth: true },
				{ name: 'subjectAltName', altNames: altNames(hosts) }
			]
		});
		[cert, key] = [s.cert, s.private];
		writeFileSync(files.key, key, { mode: 0o600 });
		writeFileSync(files.cert, cert);
		made.server = true;
	}
	return { key, cert, ca, made };
}
