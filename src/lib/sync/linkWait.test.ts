import { describe, expect, it } from 'vitest';
import { LINK_SILENT_MS, LINK_WAIT_MS, linkGaveUp, linkWentSilent, STRAY_WAIT_MS, type LinkState } from './linkWait';

function link(state: Partial<LinkState>): LinkState {
	return { connected: false, closed: false, answered: false, ...state };
}

describe('linkGaveUp', () => {
	it('never drops a connected or closed link', () => {
		expect(linkGaveUp(link({ connected: true }), LINK_WAIT_MS * 10)).toBe(false);
		expect(linkGaveUp(link({ closed: true }), LINK_WAIT_MS * 10)).toBe(false);
	});

	it('drops a link whose answer never came after STRAY_WAIT_MS, not before', () => {
		expect(linkGaveUp(link({}), STRAY_WAIT_MS - 1)).toBe(false);
		expect(linkGaveUp(link({}), STRAY_WAIT_MS + 1)).toBe(true);
	});

	it('gives a link that was answered (ICE still under way) LINK_WAIT_MS', () => {
		expect(linkGaveUp(link({ answered: true }), STRAY_WAIT_MS + 1)).toBe(false);
		expect(linkGaveUp(link({ answered: true }), LINK_WAIT_MS + 1)).toBe(true);
	});
});

describe('linkWentSilent', () => {
	const now = 1_000_000;
	it('closes a connected link that heard nothing for LINK_SILENT_MS, not one that heard lately', () => {
		expect(linkWentSilent(link({ connected: true }), now - LINK_SILENT_MS - 1, now)).toBe(true);
		expect(linkWentSilent(link({ connected: true }), now - 15_000, now)).toBe(false);
	});

	it('leaves links that are not connected to linkGaveUp', () => {
		expect(linkWentSilent(link({}), 0, now)).toBe(false);
		expect(linkWentSilent(link({ connected: true, closed: true }), 0, now)).toBe(false);
	});
});
