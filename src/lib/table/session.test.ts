import { describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { findGame } from '$engine';
import { archmage } from '$engine/archmage';
import { counters } from '$engine/counters';
import { UNDO } from '$engine/core';
import { FairPlay } from '$lib/fairplay/fairPlay';
import { useDeviceKeysForTests } from '$lib/fairplay/keyStore';
import { link, open, seats, twoDevicesEachTest, until } from '$lib/fairplay/testTable';
import { appendEvents, newGameDoc, readLog } from '$lib/store/gameDoc';
import { logOf } from '$lib/store/gameLog';
import { playSession } from '$lib/root/playSession';
import { GameSession } from './session.svelte';

const keys = twoDevicesEachTest();

const options = { life: 20, poison: false };
const life = (s: GameSession, seat: string) => (s.state as { values: Record<string, { life: number }> }).values[seat].life;

describe('a game session', () => {
	it('opens with the game it is given, and refuses a game the document is not of', () => {
		const { doc } = newGameDoc({ game: 'counters', title: 'T', options, seats });
		expect(() => new GameSession(logOf(doc), archmage)).toThrow(/not of "archmage"/);
		const s = new GameSession(logOf(doc), counters);
		expect(s.gameId).toBe('counters');
		expect(findGame(s.gameId)).toBe(counters);
		s.destroy();
	});

	it('loads the log it finds and folds it', () => {
		const { doc, meta } = newGameDoc({ game: 'counters', title: 'T', options, seats });
		appendEvents(doc, meta, [
			{ id: 'm1', seat: 's0', kind: 'counters/adjust', data: { player: 's1', counter: 'life', delta: -4 }, at: meta.created },
			{ id: 'm2', seat: 's1', kind: 'counters/adjust', data: { player: 's0', counter: 'life', delta: -1 }, at: meta.created + 1000 }
		]);
		const s = open(doc, keys.ana);
		expect(s.log.map((e) => e.id)).toEqual(['m1', 'm2']);
		expect(s.outcomes.map((o) => o.kind)).toEqual(['applied', 'applied']);
		expect([life(s, 's0'), life(s, 's1')]).toEqual([19, 16]);
		expect(s.history.map((h) => h.who)).toEqual(['Ana', 'Bo']);
		s.destroy();
	});

	it('acts: a legal move is appended and folded, an illegal one is refused and appends nothing', async () => {
		const { doc } = newGameDoc({ game: 'counters', title: 'T', options, seats });
		const s = open(doc, keys.ana);
		await until(() => s.log.length === 2, 'the claims');
		expect(s.act('counters/adjust', { player: 's1', counter: 'life', delta: -3 }, 's0')).toBeNull();
		await until(() => s.log.length === 3, 'the move');
		expect(life(s, 's1')).toBe(17);
		const refused = s.act('counters/adjust', { player: 's9', counter: 'life', delta: -3 }, 's0');
		expect(refused?.code).toBe('counters/unknown-player');
		expect(refused?.message).toBe('There is no such player at this table.');
		await new Promise((r) => setTimeout(r, 20));
		expect(s.log).toHaveLength(3);
		s.destroy();
	});

	it('undoes and redoes this device\'s last move', async () => {
		const { doc } = newGameDoc({ game: 'counters', title: 'T', options, seats });
		const s = open(doc, keys.ana);
		await until(() => s.log.length === 2, 'the claims');
		expect(s.redo()?.code).toBe('table/nothing-to-redo');
		expect(s.act('counters/adjust', { player: 's1', counter: 'life', delta: -3 }, 's0')).toBeNull();
		await until(() => s.canUndo, 'the move');
		expect(s.undo()).toBeNull();
		await until(() => life(s, 's1') === 20, 'the undo');
		expect(s.log.at(-1)?.kind).toBe(UNDO);
		expect(s.canRedo).toBe(true);
		expect(s.redo()).toBeNull();
		await until(() => life(s, 's1') === 17, 'the redo');
		expect(s.log.map((e) => e.kind).slice(2)).toEqual(['counters/adjust', UNDO, UNDO]);
		expect(s.canUndo).toBe(true);
		s.destroy();
	});

	it('shows a peer\'s move as it arrives, and tells its owner it was not local', async () => {
		const made = newGameDoc({ game: 'counters', title: 'T', options, seats });
		const a = open(made.doc, keys.ana);
		await until(() => a.log.length === 2, 'the claims');
		const docB = new Y.Doc();
		link(made.doc, docB);
		const changes: boolean[] = [];
		useDeviceKeysForTests(keys.bo);
		const b = playSession(logOf(docB), counters, (_s, local) => changes.push(local));
		useDeviceKeysForTests(null);
		expect(a.act('counters/adjust', { player: 's1', counter: 'life', delta: -3 }, 's0')).toBeNull();
		await until(() => b.log.length === 3 && b.fair.auth.pending === 0, "Ana's move on Bo's phone");
		expect(life(b, 's1')).toBe(17);
		expect(b.outcomes.at(-1)?.kind).toBe('applied');
		expect(changes.length).toBeGreaterThan(0);
		expect(changes.every((local) => !local)).toBe(true);
		a.destroy();
		b.destroy();
	});
});

describe('a session reads the log as it changes', () => {
	it('takes appends at the end, and a move merged before its last entry in the log’s own order', () => {
		const { doc, meta } = newGameDoc({ game: 'counters', title: 'T', options: { life: 20, poison: false }, seats });
		const s = open(doc, keys.ana);
		const move = (id: string) => ({ id, seat: null, kind: 'counters/round', data: { delta: 1 }, at: meta.created });
		const peer = new Y.Doc();
		// a lower client id: of two entries put in the same place at once, Yjs puts the peer's first
		peer.clientID = 1;
		Y.applyUpdate(peer, Y.encodeStateAsUpdate(doc));
		const sv = Y.encodeStateVector(peer);
		// the peer appends while this device appends too: one of the two lands before the other
		appendEvents(peer, meta, [move('p1')]);
		appendEvents(doc, meta, [move('d1'), move('d2')]);
		Y.applyUpdate(doc, Y.encodeStateAsUpdate(peer, sv));
		appendEvents(doc, meta, [move('d3')]);
		const ids = (log: readonly { id: string }[]) => log.map((e) => e.id);
		expect(ids(s.log)).toEqual(ids(readLog(doc, meta)));
		expect(ids(s.log).slice(-4)).toEqual(['p1', 'd1', 'd2', 'd3']);
		s.destroy();
	});
});

describe('a session is given its fair play', () => {
	it('reads the log, but folds nothing and has no fair play until it is started with one; once', () => {
		const { doc, meta } = newGameDoc({ game: 'counters', title: 'T', options, seats });
		appendEvents(doc, meta, [{ id: 'm1', seat: 's0', kind: 'counters/adjust', data: { player: 's1', counter: 'life', delta: -4 }, at: meta.created }]);
		const log = logOf(doc);
		const s = new GameSession(log, counters);
		expect(s.log.map((e) => e.id)).toEqual(['m1']);
		expect(s.outcomes).toEqual([]);
		expect(() => s.fair).toThrow(/has not started/);
		useDeviceKeysForTests(keys.ana);
		const fair = new FairPlay(s, { append: (events) => log.append(meta, events) });
		useDeviceKeysForTests(null);
		s.start(fair);
		expect(s.fair).toBe(fair);
		expect(s.outcomes.map((o) => o.kind)).toEqual(['applied']);
		expect(life(s, 's1')).toBe(16);
		expect(() => s.start(fair)).toThrow(/started already/);
		fair.destroy();
		s.destroy();
	});

	it('taken down, it stops following the log and leaves its fair play to its owner', async () => {
		const { doc, meta } = newGameDoc({ game: 'counters', title: 'T', options, seats });
		const s = open(doc, keys.ana);
		await until(() => s.log.length === 2, 'the claims');
		const destroyFair = vi.spyOn(s.fair, 'destroy');
		s.destroy();
		appendEvents(doc, meta, [{ id: 'late', seat: null, kind: 'counters/round', data: { delta: 1 }, at: meta.created }]);
		expect(s.log).toHaveLength(2);
		expect(destroyFair).not.toHaveBeenCalled();
		s.fair.destroy();
	});
});
