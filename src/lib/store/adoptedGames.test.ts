import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { adoptedGames, ADOPTED_WRITE_MS, type WriteGame } from './adoptedGames';
import { logOf, type GameLog } from './gameLog';
import { appendEvents, newGameDoc, readLog } from './gameDoc';
import type { ArrivedGame } from './gameStore';
import { MemoryGameStore } from './memoryStore';

const seats = [{ id: 's0', name: 'Ana' }];

function arrived(): { game: ArrivedGame; log: GameLog } {
	const { doc, meta } = newGameDoc({ game: 'counters', title: 'T', options: { life: 20, poison: false }, seats });
	appendEvents(doc, meta, [{ id: 'm1', seat: 's0', kind: 'counters/adjust', data: { player: 's0', counter: 'life', delta: -1 }, at: meta.created }]);
	const game = { id: meta.tableId, secret: 'S', title: 'T', game: 'counters', players: ['Ana'], created: meta.created, updated: meta.created, status: 'playing' as const, events: 1 };
	return { game, log: logOf(doc) };
}

/** What the store's write was handed, decoded. */
function written(update: Uint8Array) {
	const doc = new Y.Doc();
	Y.applyUpdateV2(doc, update);
	return readLog(doc, logOf(doc).meta()!).map((e) => e.id);
}

afterEach(() => vi.useRealTimers());

describe('games adopted from memory', () => {
	it('the table opens the very document that arrived, and it is written once, after the paint, whole', async () => {
		const writes: { row: ArrivedGame; update: Uint8Array }[] = [];
		const store = adoptedGames((row, update, done) => (writes.push({ row, update }), done(null)), () => {});
		const { game, log } = arrived();
		store.adopt(game, log);
		const open = store.take(game.id)!;
		expect(logOf(open.doc)).toBe(log);
		expect(open).toMatchObject({ secret: 'S', summary: { id: game.id, title: 'T', events: 1 } });
		expect(writes).toHaveLength(0);
		await vi.waitFor(() => expect(writes).toHaveLength(1));
		expect(writes[0].row).toEqual(game);
		expect(written(writes[0].update)).toEqual(['m1']);
		// written: the next open reads the database
		expect(store.take(game.id)).toBeNull();
	});

	it('is written even if no table opens it, and as the page goes if that comes first', async () => {
		vi.useFakeTimers();
		const writes: string[] = [];
		const events = new EventTarget();
		vi.stubGlobal('window', events);
		try {
			const store = adoptedGames((row, _u, done) => (writes.push(row.id), done(null)), () => {});
			const a = arrived();
			store.adopt(a.game, a.log);
			vi.advanceTimersByTime(ADOPTED_WRITE_MS);
			expect(writes).toEqual([a.game.id]);
			const b = arrived();
			store.adopt(b.game, b.log);
			events.dispatchEvent(new Event('pagehide'));
			expect(writes).toEqual([a.game.id, b.game.id]);
			vi.advanceTimersByTime(ADOPTED_WRITE_MS);
			expect(writes).toHaveLength(2);
		} finally {
			vi.unstubAllGlobals();
		}
	});

	it('a write that fails (a full disk) is reported, and the game stays in memory for the table', async () => {
		const full = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
		const reported: unknown[] = [];
		const write: WriteGame = (_row, _u, done) => done(full);
		const store = adoptedGames(write, (err) => reported.push(err));
		const { game, log } = arrived();
		store.adopt(game, log);
		const open = store.take(game.id)!;
		await vi.waitFor(() => expect(reported).toEqual([full]));
		expect(logOf(open.doc)).toBe(log);
	});

	it('a store in memory keeps the adopted game as it is', async () => {
		const store = new MemoryGameStore();
		const { game, log } = arrived();
		store.adopt(game, log);
		expect((await store.open(game.id))?.log).toBe(log);
		expect((await store.snapshot(game.id))?.secret).toBe('S');
	});
});
