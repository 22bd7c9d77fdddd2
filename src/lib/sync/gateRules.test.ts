import { describe, expect, it } from 'vitest';
import { encodeEvent } from '$lib/store/codec';
import { LIMITS } from './limits';
import { entryProblem } from './gateRules';

const entry = (kind: string, size: number) => encodeEvent('magika', 0, { id: 'e1', seat: null, kind, data: { pad: 'x'.repeat(size) }, at: 0 });

describe('the size of a log entry from a peer', () => {
	it('a move is refused beyond the entry limit; a game master turn (a sealed report per seat) may be larger, up to its own', () => {
		expect(entryProblem(entry('magika/note', LIMITS.entryBytes - 200), 'magika')).toBeNull();
		expect(entryProblem(entry('magika/note', LIMITS.entryBytes), 'magika')).toMatch(/too large/);
		expect(entryProblem(entry('core/gm-turn', 40 * 1024), 'magika')).toBeNull();
		expect(entryProblem(entry('core/gm-open', 40 * 1024), 'magika')).toMatch(/too large/);
		expect(entryProblem(entry('core/gm-turn', LIMITS.gmTurnBytes), 'magika')).toMatch(/too large/);
	});
});
