import { render } from 'svelte/server';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEVICE_NAME_LENGTH } from '$engine/core';
import { hostileDeviceName, UNSHOWN_TEXT } from '$engine/core/fairplay/deviceNameArbitrary';
import { readPresence, type PeerPresence } from './presence';
import { presenceOf } from './seatClaim';
import SeatPicker from './SeatPicker.svelte';

/**
 * A peer's presence (Yjs awareness) names its phone in the top bar, the Devices sheet and the seat
 * picker: any text a peer sends, read by the same rule as the log's device names (deviceName.ts).
 */

/** The seat buttons' words as rendered (one span: the button lays its children out apart), markup kept, comments dropped. */
function seatButtons(peers: PeerPresence[]): string[] {
	const body = render(SeatPicker, { props: { seats: [{ id: 's1', name: 'Bo' }], peers, current: null, allowAll: false, onpick: () => {} } }).body;
	return [...body.matchAll(/<\/span> <span>(.*?)<\/span>\s*<\/button>/gs)].map((m) => m[1].replace(/<!--[^>]*-->/g, '').replace(/\s+/g, ' ').trim());
}

const peer = (name: string): PeerPresence => ({ ...readPresence({ name, seats: ['s1'], watching: false })!, clientId: 2, via: 'server' });

describe("a peer's presence name", () => {
	it('keeps an honest name, and drops what would read otherwise on screen', () => {
		expect(readPresence({ name: 'Bo phone', seats: ['s1'] })?.name).toBe('Bo phone');
		expect(readPresence({ name: "\u202Eenohp s'anA", seats: [] })?.name).toBe("enohp s'anA");
		expect(readPresence({ name: 'Bo\nAna has it', seats: [] })?.name).toBe('BoAna has it');
		expect(readPresence({ name: '\u2067\n', seats: [] })?.name).toBe('A device');
		expect(presenceOf(' Cy\u202E phone ', null).name).toBe('Cy phone');
	});

	it('whatever a peer sends, its name is short, one line, without a direction mark', () => {
		fc.assert(
			fc.property(fc.oneof(hostileDeviceName, fc.string({ unit: 'grapheme', maxLength: 60 })), (name) => {
				const read = readPresence({ name, seats: [] })!.name;
				expect(read).not.toMatch(UNSHOWN_TEXT);
				expect(read.length).toBeLessThanOrEqual(DEVICE_NAME_LENGTH);
			})
		);
	});

	it('the seat picker sets the seat and the phone that has it each in a <bdi>', () => {
		expect(seatButtons([peer('هاتف بو')])[0]).toBe('Play as <bdi>Bo</bdi> (<bdi>هاتف بو</bdi> has it)');
		expect(seatButtons([peer("\u202Eenohp s'anA")])[0]).toBe("Play as <bdi>Bo</bdi> (<bdi>enohp s'anA</bdi> has it)");
		expect(seatButtons([])[0]).toBe('Play as <bdi>Bo</bdi>');
	});
});
