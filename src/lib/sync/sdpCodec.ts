import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';

/**
 * A data-channel-only session description cut down to what a browser needs to connect (ICE
 * credentials, DTLS fingerprint and role, SCTP parameters, UDP candidates), so that an offer or an
 * answer fits one small QR code. `expandSdp` rebuilds a description every browser accepts.
 */
export interface CompactSdp {
	type: 'offer' | 'answer';
	mid: string;
	ufrag: string;
	pwd: string;
	/** SHA-256 certificate fingerprint, 32 bytes. */
	fingerprint: Uint8Array;
	setup: 'actpass' | 'active' | 'passive';
	sctpPort: number;
	maxMessageSize: number;
	candidates: Candidate[];
}

export interface Candidate {
	type: 'host' | 'srflx' | 'prflx' | 'relay';
	address: string;
	port: number;
	priority: number;
}

const TYPES = ['host', 'srflx', 'prflx', 'relay'] as const;
const SETUPS = ['actpass', 'active', 'passive'] as const;
/** At most this many candidates are kept (the best first), to bound the code's size. */
const MAX_CANDIDATES = 8;

export class SdpError extends Error {}

function attr(lines: string[], name: string): string | null {
	const prefix = `a=${name}:`;
	const line = lines.find((l) => l.startsWith(prefix));
	return line ? line.slice(prefix.length).trim() : null;
}

function parseCandidate(value: string): Candidate | null {
	// foundation component transport priority address port "typ" type [...]
	const f = value.split(/\s+/);
	if (f.length < 8 || f[1] !== '1' || f[2].toLowerCase() !== 'udp' || f[6] !== 'typ') return null;
	const type = TYPES.find((t) => t === f[7]);
	const port = Number(f[5]);
	const priority = Number(f[3]);
	if (!type || !Number.isInteger(port) || port <= 0 || port > 65535 || !Number.isInteger(priority) || priority < 0) return null;
	return { type, address: f[4], port, priority };
}

/** Reads the parts of a browser's SDP that `expandSdp` needs. Throws SdpError if one is missing. */
export function parseSdp(type: 'offer' | 'answer', sdp: string): CompactSdp {
	const lines = sdp.split(/\r?\n/).map((l) => l.trim());
	const ufrag = attr(lines, 'ice-ufrag');
	const pwd = attr(lines, 'ice-pwd');
	const fp = attr(lines, 'fingerprint');
	const setup = SETUPS.find((s) => s === attr(lines, 'setup'));
	const mid = attr(lines, 'mid');
	if (!ufrag || !pwd || !fp || !setup || mid === null) throw new SdpError('This connection offer lacks a part a browser needs.');
	const [algo, hex] = fp.split(/\s+/);
	if (algo.toLowerCase() !== 'sha-256' || !/^([0-9A-Fa-f]{2}:){31}[0-9A-Fa-f]{2}$/.test(hex ?? '')) {
		throw new SdpError('This browser uses a certificate fingerprint Familiar cannot pack.');
	}
	const fingerprint = Uint8Array.from(hex.split(':').map((h) => parseInt(h, 16)));
	const candidates = lines
		.filter((l) => l.startsWith('a=candidate:'))
		.map((l) => parseCandidate(l.slice('a=candidate:'.length)))
		.filter((c): c is Candidate => c !== null)
		.sort((a, b) => b.priority - a.priority)
		.slice(0, MAX_CANDIDATES);
	const sctpPort = Number(attr(lines, 'sctp-port') ?? 5000);
	const maxMessageSize = Number(attr(lines, 'max-message-size') ?? 65536);
	return { type, mid, ufrag, pwd, fingerprint, setup, sctpPort, maxMessageSize, candidates };
}

const MDNS = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local$/i;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function hexBytes(hex: string): Uint8Array {
	return Uint8Array.from(hex.match(/../g)!.map((h) => parseInt(h, 16)));
}

function toHex(bytes: Uint8Array): string {
	return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Addresses: 0 = IPv4 (4 bytes), 1 = mDNS name (a UUID, 16 bytes), 2 = anything else (a string). */
function writeAddress(e: encoding.Encoder, address: string) {
	const v4 = IPV4.exec(address);
	const mdns = MDNS.exec(address);
	if (v4 && v4.slice(1).every((n) => Number(n) <= 255)) {
		encoding.writeUint8(e, 0);
		for (const n of v4.slice(1)) encoding.writeUint8(e, Number(n));
	} else if (mdns) {
		encoding.writeUint8(e, 1);
		encoding.writeUint8Array(e, hexBytes(mdns.slice(1).join('')));
	} else {
		encoding.writeUint8(e, 2);
		encoding.writeVarString(e, address);
	}
}

function readAddress(d: decoding.Decoder): string {
	const kind = decoding.readUint8(d);
	if (kind === 0) return [0, 1, 2, 3].map(() => decoding.readUint8(d)).join('.');
	if (kind === 1) {
		const h = toHex(decoding.readUint8Array(d, 16));
		return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}.local`;
	}
	if (kind === 2) return checkToken(decoding.readVarString(d));
	throw new SdpError('Unknown address kind.');
}

/** Strings that go back into an SDP line must not smuggle in other lines or fields. */
function checkToken(s: string): string {
	if (!/^[A-Za-z0-9+/=:.\-_[\]]{1,256}$/.test(s)) throw new SdpError('A connection code holds a malformed field.');
	return s;
}

export function writeCompactSdp(e: encoding.Encoder, s: CompactSdp) {
	encoding.writeUint8(e, (s.type === 'offer' ? 0 : 1) | (SETUPS.indexOf(s.setup) << 1));
	encoding.writeVarString(e, s.mid);
	encoding.writeVarString(e, s.ufrag);
	encoding.writeVarString(e, s.pwd);
	encoding.writeUint8Array(e, s.fingerprint);
	encoding.writeVarUint(e, s.sctpPort);
	encoding.writeVarUint(e, s.maxMessageSize);
	encoding.writeVarUint(e, s.candidates.length);
	for (const c of s.candidates) {
		encoding.writeUint8(e, TYPES.indexOf(c.type));
		writeAddress(e, c.address);
		encoding.writeUint16(e, c.port);
		encoding.writeVarUint(e, c.priority);
	}
}

export function readCompactSdp(d: decoding.Decoder): CompactSdp {
	const head = decoding.readUint8(d);
	const setup = SETUPS[(head >> 1) & 3];
	if (!setup) throw new SdpError('A connection code holds an unknown role.');
	const mid = decoding.readVarString(d);
	checkToken(mid);
	const ufrag = checkToken(decoding.readVarString(d));
	const pwd = checkToken(decoding.readVarString(d));
	const fingerprint = decoding.readUint8Array(d, 32).slice();
	const sctpPort = decoding.readVarUint(d);
	const maxMessageSize = decoding.readVarUint(d);
	const count = decoding.readVarUint(d);
	if (count > MAX_CANDIDATES) throw new SdpError('A connection code holds too many addresses.');
	const candidates: Candidate[] = [];
	for (let i = 0; i < count; i++) {
		const type = TYPES[decoding.readUint8(d)];
		if (!type) throw new SdpError('A connection code holds an unknown address type.');
		const address = readAddress(d);
		const port = decoding.readUint16(d);
		const priority = decoding.readVarUint(d);
		candidates.push({ type, address, port, priority });
	}
	return { type: head & 1 ? 'answer' : 'offer', mid, ufrag, pwd, fingerprint, setup, sctpPort, maxMessageSize, candidates };
}

/** Rebuilds a full session description from its compact form. */
export function expandSdp(s: CompactSdp): string {
	const fp = [...s.fingerprint].map((b) => b.toString(16).toUpperCase().padStart(2, '0')).join(':');
	const lines = [
		'v=0',
		`o=- ${Date.now()}${Math.floor(Math.random() * 1e6)} 2 IN IP4 127.0.0.1`,
		's=-',
		't=0 0',
		`a=group:BUNDLE ${s.mid}`,
		'a=msid-semantic: WMS',
		'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
		'c=IN IP4 0.0.0.0',
		...s.candidates.map((c, i) => {
			const related = c.type === 'host' ? '' : ' raddr 0.0.0.0 rport 0';
			return `a=candidate:${i + 1} 1 udp ${c.priority} ${c.address} ${c.port} typ ${c.type}${related} generation 0`;
		}),
		`a=ice-ufrag:${s.ufrag}`,
		`a=ice-pwd:${s.pwd}`,
		`a=fingerprint:sha-256 ${fp}`,
		`a=setup:${s.setup}`,
		`a=mid:${s.mid}`,
		`a=sctp-port:${s.sctpPort}`,
		`a=max-message-size:${s.maxMessageSize}`
	];
	return lines.join('\r\n') + '\r\n';
}
