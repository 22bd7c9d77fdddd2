import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { lanAddresses, lanUrls, terminalQrCodes } from './lan.mjs';

const iface = (address: string, family: 'IPv4' | 'IPv6', internal = false) => ({ address, family, internal, netmask: '', mac: '', cidr: null }) as never;

describe('the LAN addresses npm start prints', () => {
	it('are the IPv4 addresses other devices reach, without loopback, link-local or repeats', () => {
		const interfaces = {
			lo: [iface('127.0.0.1', 'IPv4', true), iface('::1', 'IPv6', true)],
			wlan0: [iface('192.168.1.20', 'IPv4'), iface('fe80::1', 'IPv6')],
			eth0: [iface('10.0.0.5', 'IPv4'), iface('169.254.3.3', 'IPv4')],
			docker0: [iface('192.168.1.20', 'IPv4')]
		};
		expect(lanAddresses(interfaces)).toEqual(['192.168.1.20', '10.0.0.5']);
		expect(lanAddresses({ lo: [iface('127.0.0.1', 'IPv4', true)] })).toEqual([]);
	});

	it('are https URLs on the LAN port', () => {
		expect(lanUrls(['192.168.1.20', '10.0.0.5'], 4443)).toEqual(['https://192.168.1.20:4443', 'https://10.0.0.5:4443']);
		expect(lanUrls(['192.168.1.20'], 443)).toEqual(['https://192.168.1.20']);
	});

	it('each come with the QR code of that URL, drawn for a terminal', async () => {
		const urls = ['https://192.168.1.20:4443', 'https://10.0.0.5:4443'];
		const text = await terminalQrCodes(urls);
		for (const url of urls) {
			const qr = await QRCode.toString(url, { type: 'terminal', small: true, errorCorrectionLevel: 'L' });
			expect(text).toContain(`${url}\n${qr}`);
		}
		// a QR code drawn with half blocks: many lines of block characters
		expect(text.split('\n').filter((l) => /[█▀▄]/.test(l)).length).toBeGreaterThan(20);
		expect(await terminalQrCodes([])).toBe('');
	});
});
