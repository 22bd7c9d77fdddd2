import { describe, expect, it } from 'vitest';
import { decodePairCode, encodePairCode, PairCodeError } from './pairCode';
import { expandSdp, parseSdp } from './sdpCodec';
import { toBase64url } from '$engine/core/fairplay/bytes';

// An offer and an answer as Chromium gathers them (mDNS host candidates), data channel only.
const OFFER = `v=0
o=- 357256875780519279 2 IN IP4 127.0.0.1
s=-
t=0 0
a=group:BUNDLE 0
a=extmap-allow-mixed
a=msid-semantic: WMS
m=application 9 UDP/DTLS/SCTP webrtc-datachannel
c=IN IP4 0.0.0.0
a=candidate:209327525 1 udp 2113937151 e8f4ffe4-08ed-4721-b23d-a95a271f0160.local 48575 typ host generation 0 network-cost 999
a=candidate:3340555333 1 udp 2113942271 f165ca9e-dd33-4f0d-87d6-6acb57ba366f.local 59508 typ host generation 0 network-cost 999
a=candidate:1 1 tcp 1518280447 192.168.1.20 9 typ host tcptype active generation 0
a=candidate:842163049 1 udp 1677729535 203.0.113.7 61234 typ srflx raddr 0.0.0.0 rport 0 generation 0
a=ice-ufrag:4KZ0
a=ice-pwd:tWWpPEAUyHQaZr1+v9VE0/RY
a=ice-options:trickle
a=fingerprint:sha-256 99:E0:C2:54:3D:1D:D4:B4:54:9C:EF:77:34:46:2F:55:97:99:0F:8E:90:B7:90:87:6A:3F:7A:6F:94:12:80:B2
a=setup:actpass
a=mid:0
a=sctp-port:5000
a=max-message-size:262144
`;

const ANSWER = OFFER.replace('a=setup:actpass', 'a=setup:active').replace('4KZ0', '+2Z+');

describe('pairing codes', () => {
	it('pack an offer with its table into a short code and back', () => {
		const sdp = parseSdp('offer', OFFER);
		const code = encodePairCode({ kind: 'offer', tableId: 'T4bLe-id_123', gameId: 'counters', secret: 'abcdefghijklmnopqrstuv', sdp });
		expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
		expect(code.length).toBeLessThan(260);
		const back = decodePairCode(`  ${code.slice(0, 20)}\n${code.slice(20)}  `);
		expect(back).toEqual({ kind: 'offer', tableId: 'T4bLe-id_123', gameId: 'counters', secret: 'abcdefghijklmnopqrstuv', sdp });
	});

	it("carry the digest of the game's description, so that the device that scans it takes only that game", () => {
		const sdp = parseSdp('offer', OFFER);
		const table = { tableId: 'T4bLe-id_123', gameId: 'counters', secret: 'abcdefghijklmnopqrstuv' };
		const code = encodePairCode({ kind: 'offer', ...table, digest: 'AbCdEfGhIjKlMnOpQrStUv', sdp });
		expect(code.length).toBeLessThan(300);
		expect(decodePairCode(code)).toEqual({ kind: 'offer', ...table, digest: 'AbCdEfGhIjKlMnOpQrStUv', sdp });
		// a digest that does not read is dropped (the game is then taken whole, and signed)
		expect(decodePairCode(encodePairCode({ kind: 'offer', ...table, digest: 'short', sdp }))).toEqual({ kind: 'offer', ...table, sdp });
	});

	it('keep what a browser needs and drop the rest', () => {
		const sdp = parseSdp('offer', OFFER);
		expect(sdp.candidates.map((c) => `${c.type} ${c.address} ${c.port}`)).toEqual([
			'host f165ca9e-dd33-4f0d-87d6-6acb57ba366f.local 59508',
			'host e8f4ffe4-08ed-4721-b23d-a95a271f0160.local 48575',
			'srflx 203.0.113.7 61234'
		]);
		const again = expandSdp(sdp);
		expect(again).toContain('a=ice-ufrag:4KZ0\r\n');
		expect(again).toContain('a=ice-pwd:tWWpPEAUyHQaZr1+v9VE0/RY\r\n');
		expect(again).toContain('a=fingerprint:sha-256 99:E0:C2:54:3D:1D:D4:B4:54:9C:EF:77:34:46:2F:55:97:99:0F:8E:90:B7:90:87:6A:3F:7A:6F:94:12:80:B2\r\n');
		expect(again).toContain('a=candidate:3 1 udp 1677729535 203.0.113.7 61234 typ srflx raddr 0.0.0.0 rport 0 generation 0\r\n');
		expect(parseSdp('offer', again)).toEqual(sdp);
	});

	it('round-trip an answer', () => {
		const sdp = parseSdp('answer', ANSWER);
		const back = decodePairCode(encodePairCode({ kind: 'answer', sdp }));
		expect(back).toEqual({ kind: 'answer', sdp });
		expect(expandSdp(sdp)).toContain('a=setup:active');
	});

	it('refuse text that is not a whole code', () => {
		const code = encodePairCode({ kind: 'answer', sdp: parseSdp('answer', ANSWER) });
		expect(() => decodePairCode(code.slice(0, 40))).toThrow(PairCodeError);
		expect(() => decodePairCode('hello world')).toThrow(PairCodeError);
		expect(() => decodePairCode('')).toThrow(PairCodeError);
	});

	it('refuse a code whose fields would inject SDP lines', () => {
		const sdp = { ...parseSdp('answer', ANSWER), ufrag: 'ab\r\na=setup:passive' };
		expect(() => decodePairCode(encodePairCode({ kind: 'answer', sdp }))).toThrow(PairCodeError);
		const candidate = { type: 'host' as const, address: 'x.local 1 typ host\r\na=evil', port: 9, priority: 1 };
		const sdp2 = { ...parseSdp('answer', ANSWER), candidates: [candidate] };
		expect(() => decodePairCode(encodePairCode({ kind: 'answer', sdp: sdp2 }))).toThrow(PairCodeError);
		expect(() => decodePairCode(toBase64url(new Uint8Array([0xf1, 7])))).toThrow(PairCodeError);
	});

	it('refuse an SDP without ICE credentials', () => {
		expect(() => parseSdp('offer', OFFER.replace(/a=ice-pwd.*\n/, ''))).toThrow(/lacks/);
	});
});
