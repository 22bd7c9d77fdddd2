import { describe, expect, it } from 'vitest';
import type { GameEvent } from '$engine/core';
import { appendEvents, docParts, newGameDoc } from '$lib/store/gameDoc';
import { logOf } from '$lib/store/gameLog';
import { DecodedLog } from './decodedLog';

const seats = [
	{ id: 's0', name: 'Ana' },
	{ id: 's1', name: 'Bo' }
];

const move = (id: string, at: number): GameEvent => ({ id, seat: 's0', kind: 'counters/round', data: { delta: 1 }, at });

describe('a decoded log', () => {
	it('says how much of it is as at the last ask: what it had before an append, nothing after a merge in the middle', () => {
		const { doc, meta } = newGameDoc({ game: 'counters', title: 'T', options: { life: 20, poison: false }, seats });
		appendEvents(doc, meta, [move('m1', meta.created), move('m2', meta.created + 1)]);
		const decoded = new DecodedLog(logOf(doc), meta);
		expect(decoded.takeKept()).toBe(0);
		expect(decoded.takeKept()).toBe(2);
		appendEvents(doc, meta, [move('m3', meta.created + 2)]);
		decoded.update();
		appendEvents(doc, meta, [move('m4', meta.created + 3)]);
		decoded.update();
		expect(decoded.takeKept()).toBe(2);
		expect(decoded.events.map((e) => e.id)).toEqual(['m1', 'm2', 'm3', 'm4']);
		const log = docParts(doc).log;
		log.insert(1, [log.get(0)]);
		decoded.update();
		appendEvents(doc, meta, [move('m5', meta.created + 4)]);
		decoded.update();
		expect(decoded.takeKept()).toBe(0);
		expect(decoded.events.map((e) => e.id)).toEqual(['m1', 'm1', 'm2', 'm3', 'm4', 'm5']);
		expect(decoded.takeKept()).toBe(6);
	});

	it('reads a corrupt entry as a placeholder the fold rejects, where it stands, read whole or appended', () => {
		const { doc, meta } = newGameDoc({ game: 'counters', title: 'T', options: { life: 20, poison: false }, seats });
		appendEvents(doc, meta, [move('m1', meta.created)]);
		docParts(doc).log.push([['only', 'three', 1] as never]);
		const decoded = new DecodedLog(logOf(doc), meta);
		docParts(doc).log.push([{ not: 'an event' } as never]);
		appendEvents(doc, meta, [move('m2', meta.created)]);
		decoded.update();
		const corrupt = (id: string) => ({ id, seat: null, kind: 'core/corrupt', data: null, at: meta.created });
		expect(decoded.events).toEqual([expect.objectContaining({ id: 'm1' }), corrupt('corrupt-1'), corrupt('corrupt-2'), expect.objectContaining({ id: 'm2' })]);
	});
});
