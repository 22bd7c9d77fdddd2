import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureCertificate } from './certificate.mjs';

const dirs: string[] = [];
const tempDir = () => {
	const d = mkdtempSync(join(tmpdir(), 'familiar-cert-'));
	dirs.push(d);
	return d;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('the LAN server certificate', () => {
	it('is made on the first start, for every address, signed by a local CA', async () => {
		const dir = tempDir();
		const first = await ensureCertificate(dir, ['localhost', '127.0.0.1', '192.168.1.20']);
		expect(first.made).toEqual({ ca: true, server: true });
		const cert = new X509Certificate(first.cert);
		const ca = new X509Certificate(first.ca);
		expect(cert.checkIssued(ca)).toBe(true);
		expect(cert.verify(ca.publicKey)).toBe(true);
		expect(ca.ca).toBe(true);
		expect(cert.ca).toBe(false);
		expect(cert.checkIP('192.168.1.20')).toBe('192.168.1.20');
		expect(cert.checkHost('localhost')).toBe('localhost');
		// browsers accept server certificates of at most 398 days
		expect(new Date(cert.validTo).getTime() - Date.now()).toBeLessThanOrEqual(398 * 24 * 3600 * 1000);
		expect(statSync(join(dir, 'ca.key')).mode & 0o077).toBe(0);
	});

	it('is reused on the second start', async () => {
		const dir = tempDir();
		const hosts = ['localhost', '127.0.0.1', '192.168.1.20'];
		const first = await ensureCertificate(dir, hosts);
		const second = await ensureCertificate(dir, hosts);
		expect(second.made).toEqual({ ca: false, server: false });
		expect(second.cert).toBe(first.cert);
		expect(second.key).toBe(first.key);
		expect(readFileSync(join(dir, 'server.crt'), 'utf8')).toBe(first.cert);
	});

	it('is made again, by the same CA, when the machine has a new address (the phones keep trusting it)', async () => {
		const dir = tempDir();
		const first = await ensureCertificate(dir, ['localhost', '192.168.1.20']);
		const moved = await ensureCertificate(dir, ['localhost', '10.0.0.5']);
		expect(moved.made).toEqual({ ca: false, server: true });
		expect(moved.ca).toBe(first.ca);
		expect(new X509Certificate(moved.cert).checkIP('10.0.0.5')).toBe('10.0.0.5');
		expect(new X509Certificate(moved.cert).checkIssued(new X509Certificate(first.ca))).toBe(true);
	});
});
