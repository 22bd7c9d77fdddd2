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
