/** Two phones tap "Charge −" at once: both taps count once their documents merge. */
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { foldLog, type GameEvent } from '$engine/core';
import { counterTap, serpent, type SerpentState } from '$engine/serpent';
import { Table, toActions, WHITE, BLACK } from '$engine/serpent/fixtures';
import { appendEvents, newGameDoc, readLog, type GameMeta } from '$lib/store/gameDoc';

function fold(doc: Y.Doc, meta: GameMeta): SerpentState {
	const initial = serpent.setup({ options: meta.options as never, seats: [WHITE, BLACK] });
	return foldLog<SerpentState>(serpent, initial, readLog(doc, meta)).state;
}

describe('spell counters on two phones', () => {
	it('two concurrent "Charge −" taps both count', () => {
		const t = new Table();
		toActions(t, { w: ['karmic-debt'] });
		t.do('adjust', { being: 'w', energy: 'resonance', delta: 5 });
		t.cast('w', 'karmic-debt', { target: 'b' });
		const debt = t.spell('karmic-debt');
		t.do('counters', counterTap(debt, 'charges', 3), 'w');
		const { doc, meta } = newGameDoc({ game: 'serpent', title: 'Duel', options: {}, seats: [WHITE, BLACK] });
		appendEvents(doc, meta, t.log);
		const phoneA = new Y.Doc();
		const phoneB = new Y.Doc();
		Y.applyUpdate(phoneA, Y.encodeStateAsUpdate(doc));
		Y.applyUpdate(phoneB, Y.encodeStateAsUpdate(doc));
		const seen = fold(phoneA, meta);
		expect(seen.spells[debt.id].charges).toBe(3);
		const tap = (id: string, seat: string): GameEvent => ({ id, seat, kind: 'serpent/counters', data: counterTap(seen.spells[debt.id], 'charges', -1), at: meta.created + 1 });
		appendEvents(phoneA, meta, [tap('tap-a', 'w')]);
		appendEvents(phoneB, meta, [tap('tap-b', 'b')]);
		Y.applyUpdate(phoneA, Y.encodeStateAsUpdate(phoneB));
		Y.applyUpdate(phoneB, Y.encodeStateAsUpdate(phoneA));
		expect(fold(phoneA, meta).spells[debt.id].charges).toBe(1);
		expect(fold(phoneB, meta).spells[debt.id].charges).toBe(1);
	});
});
