import { describe, expect, it } from 'vitest';
import type { GameEvent } from '$engine/core';
import { appendEvents, newGameDoc } from '$lib/store/gameDoc';
import { counters } from '$engine/counters';
import { logOf } from '$lib/store/gameLog';
import type { GameSession } from './session.svelte';
import { playSession } from '$lib/root/playSession';
import { undoLine, UNDO_DEPTH } from './historyText';

const seats = [
	{ id: 's0', name: 'Ana' },
	{ id: 's1', name: 'Bo' }
];
const at = 1_700_000_000_000;
const ev = (id: string, kind: string, data: unknown, seat: string | null = 's0'): GameEvent => ({ id, seat, kind, data, at });
const undo = (id: string, target: unknown) => ev(id, 'core/undo', { target });

/** A counters game whose log holds `events` as a peer (or an imported file) wrote them. */
function sessionWith(events: GameEvent[]): GameSession {
	const { doc, meta } = newGameDoc({ game: 'counters', title: 'T', options: { life: 20, poison: false }, seats });
	appendEvents(doc, meta, events);
	return playSession(logOf(doc), counters);
}

describe('the history is total', () => {
	it('an undo of itself and two undos naming each other each give a line (issue 17)', () => {
		const s = sessionWith([
			ev('m1', 'counters/adjust', { player: 's0', counter: 'life', delta: -2 }),
			undo('self', 'self'),
			undo('a', 'b'),
			undo('b', 'a'),
			undo('c', 'm1')
		]);
		const lines = s.history.map((h) => h.text);
		expect(lines).toEqual(['Ana Life −2', 'Undo', 'Undo: Undo', 'Undo: Undo', 'Undo: Ana Life −2']);
		expect(s.outcomes[1]).toMatchObject({ kind: 'rejected', rejection: { code: 'core/undo-self' } });
	});

	it('a chain of 20,000 undos gives a line for each, none deeper than the limit', () => {
		const chain = [ev('m1', 'counters/adjust', { player: 's1', counter: 'life', delta: 1 })];
		for (let i = 0; i < 20_000; i++) chain.push(undo(`u${i}`, chain[chain.length - 1].id));
		const s = sessionWith(chain);
		const lines = s.history.map((h) => h.text);
		expect(lines).toHaveLength(chain.length);
		expect(lines[1]).toBe('Undo: Bo Life +1');
		expect(lines[2]).toBe('Undo: Undo: Bo Life +1');
		expect(lines.at(-1)).toBe(['Undo', ...Array(UNDO_DEPTH).fill('Undo')].join(': '));
	});

	it('junk data, replays and corrupt entries give lines, each entry keyed by its place', () => {
		const s = sessionWith([
			ev('m1', 'counters/adjust', { player: 's0', counter: 'life', delta: -1 }),
			ev('m1', 'counters/adjust', { player: 's0', counter: 'life', delta: -1 }),
			undo('u1', 5),
			ev('u2', 'core/undo', null),
			ev('u3', 'core/undo', 'm1'),
			undo('u4', { target: 'm1' }),
			ev('j1', 'counters/roll', { notation: { nested: [1] }, roll: { values: 'x' } }),
			ev('j2', 'counters/set', null),
			ev('j3', 'core/reveal', { kind: 5, orders: null }),
			ev('j4', 'core/commit', { turn: { toString: 1 } })
		]);
		const history = s.history;
		expect(history.map((h) => typeof h.text)).toEqual(Array(10).fill('string'));
		expect(new Set(history.map((h) => h.index)).size).toBe(10);
		expect(history[1].outcome).toMatchObject({ kind: 'rejected', rejection: { code: 'core/duplicate-event' } });
		expect(history.slice(2, 6).map((h) => h.text)).toEqual(['Undo', 'Undo', 'Undo', 'Undo']);
	});
});

describe('undoLine', () => {
	it('names what an undo cancels, and stops at a loop or a missing target', () => {
		const log = [ev('m', 'x/move', null), undo('u', 'm'), undo('r', 'u'), undo('loop1', 'loop2'), undo('loop2', 'loop1')];
		const find = (id: string) => log.find((e) => e.id === id);
		const line = (e: GameEvent) => e.id.toUpperCase();
		expect(log.slice(1).map((e) => undoLine(e, find, line))).toEqual(['Undo: M', 'Undo: Undo: M', 'Undo: Undo', 'Undo: Undo']);
		expect(undoLine(undo('n', 'nothing'), find, line)).toBe('Undo');
	});
});
