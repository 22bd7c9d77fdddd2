import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { logOf } from '$lib/store/gameLog';
import { TableSync } from './tableSync.svelte';

/** A page that can go off screen, come back and lose or find its network, with no browser. */
function fakePage() {
	const win = new EventTarget();
	const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
	const nav = { onLine: true };
	vi.stubGlobal('window', win);
	vi.stubGlobal('document', doc);
	vi.stubGlobal('navigator', nav);
	return { win, doc, nav };
}

function tableSync() {
	const sync = new TableSync({
		log: logOf(new Y.Doc()),
		tableId: 'table-1',
		gameId: 'counters',
		secret: 'secret',
		presence: { name: 'Ana phone', seats: 'all', watching: false },
		signaling: [],
		iceServers: []
	});
	const reconnect = vi.spyOn(sync, 'reconnect');
	return { sync, reconnect };
}

describe('TableSync reconnects by itself', () => {
	afterEach(() => vi.unstubAllGlobals());

	it('looks for the table again when the phone is back on screen, not when it leaves it', async () => {
		const page = fakePage();
		const { sync, reconnect } = tableSync();
		sync.start();
		page.doc.visibilityState = 'hidden';
		page.doc.dispatchEvent(new Event('visibilitychange'));
		expect(reconnect).not.toHaveBeenCalled();
		page.doc.visibilityState = 'visible';
		page.doc.dispatchEvent(new Event('visibilitychange'));
		expect(reconnect).toHaveBeenCalledTimes(1);
		await sync.destroy();
	});

	it('says when the phone is offline and looks for the table again once it is back online', async () => {
		const page = fakePage();
		const { sync, reconnect } = tableSync();
		sync.start();
		page.nav.onLine = false;
		page.win.dispatchEvent(new Event('offline'));
		expect(sync.online).toBe(false);
		expect(reconnect).not.toHaveBeenCalled();
		page.nav.onLine = true;
		page.win.dispatchEvent(new Event('online'));
		expect(sync.online).toBe(true);
		expect(reconnect).toHaveBeenCalledTimes(1);
		await sync.destroy();
	});

	it('stops listening once the table is closed', async () => {
		const page = fakePage();
		const { sync, reconnect } = tableSync();
		sync.start();
		await sync.destroy();
		page.win.dispatchEvent(new Event('online'));
		page.doc.dispatchEvent(new Event('visibilitychange'));
		expect(reconnect).not.toHaveBeenCalled();
	});
});

describe('TableSync says how it connects in a player\'s words', () => {
	it('names no server, and points a phone that cannot reach the others to the way without internet', () => {
		const { sync } = tableSync();
		const says = (signaling: 'off' | 'connecting' | 'unreachable') => {
			sync.webrtc = { signaling, peers: 0 };
			return sync.connection.text;
		};
		expect(says('connecting')).toBe('Looking for the other phones…');
		for (const state of ['connecting', 'unreachable', 'off'] as const) expect(says(state)).not.toMatch(/signal|server|pair/i);
		expect(says('unreachable')).toContain('Connect without internet (menu ☰)');
		expect(says('off')).toContain('Connect without internet (menu ☰)');
		// the same without the advice, for a screen that offers the way itself (the invite sheet, the join screen)
		sync.webrtc = { signaling: 'unreachable', peers: 0 };
		expect(sync.connection.fact).toBe("Can't reach the other phones online");
		sync.webrtc = { signaling: 'connecting', peers: 0 };
		expect(sync.connection.fact).toBe(sync.connection.text);
	});
});
