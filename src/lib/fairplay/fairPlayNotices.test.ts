import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import { fingerprint, type SeatAsk } from '$engine/core';
import type { FairPlay } from './fairPlay';
import type { SessionWithFairPlay } from './fairPlayOf';
import FairPlayNotices from './FairPlayNotices.svelte';

const KEY = 'B'.repeat(87);

/** The seat request notice's text on the holder's phone, for these requests. */
function requestText(requests: SeatAsk[]): string {
	const fair = { requests, awaitedSeats: [], seatName: (s: string | null) => (s === 's1' ? 'Bo' : String(s)), shownRolls: () => [], shownInPlace: () => false } as unknown as FairPlay;
	const session: SessionWithFairPlay = { fair, seats: [], notify: () => {} };
	const body = render(FairPlayNotices, { props: { session } }).body;
	const p = /data-testid="seat-request"[^>]*>\s*(?:<!--[^>]*-->\s*)*<p>(.*?)<\/p>/s.exec(body);
	return (p?.[1] ?? '').replace(/<[^>]*>/g, '').replaceAll('&#39;', "'");
}

describe("the holder's notice of a seat request", () => {
	it('names the phone that asks, with its fingerprint', () => {
		expect(requestText([{ id: 'a1', seat: 's1', publicKey: KEY, name: "Cy's phone" }])).toBe(`Cy's phone (${fingerprint(KEY)}) asks for Bo's seat, which this device holds.`);
	});

	it('a request from a phone that sent no name (an old phone, an old log) reads as before', () => {
		expect(requestText([{ id: 'a1', seat: 's1', publicKey: KEY }])).toBe(`A device (${fingerprint(KEY)}) asks for Bo's seat, which this device holds.`);
	});
});
