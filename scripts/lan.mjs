// The addresses other devices on the network reach this machine at, and their QR codes for the
// terminal (a phone scans one instead of typing an address).
import { networkInterfaces } from 'node:os';
import QRCode from 'qrcode';

/**
 * This machine's IPv4 addresses on the local network (loopback, link-local 169.254.x.x and IPv6
 * left out: phones on the same Wi-Fi use the IPv4 one). `interfaces` is os.networkInterfaces()'s shape.
 * @param {NodeJS.Dict<import('node:os').NetworkInterfaceInfo[]>} [interfaces]
 * @returns {string[]}
 */
export function lanAddresses(interfaces = networkInterfaces()) {
	/** @type {string[]} */
	const out = [];
	for (const list of Object.values(interfaces)) {
		for (const a of list ?? []) {
			if (a.family !== 'IPv4' || a.internal || a.address.startsWith('169.254.')) continue;
			if (!out.includes(a.address)) out.push(a.address);
		}
	}
	return out;
}

/** @param {string[]} addresses @param {number} port @returns {string[]} */
export function lanUrls(addresses, port) {
	return addresses.map((a) => `https://${a}${port === 443 ? '' : `:${port}`}`);
}

/**
 * What the terminal shows for each address: the URL, then its QR code (half-block characters, so
 * it fits a terminal; a phone camera reads it).
 * @param {string[]} urls @returns {Promise<string>}
 */
export async function terminalQrCodes(urls) {
	const parts = await Promise.all(urls.map(async (url) => `${url}\n${await QRCode.toString(url, { type: 'terminal', small: true, errorCorrectionLevel: 'L' })}`));
	return parts.join('\n');
}
