import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { decodeUpdate, missingParts } from './missingParts';

/** Two devices taking turns: each entry of one follows the last of the other. */
function turns(n: number) {
	const [a, b] = [new Y.Doc(), new Y.Doc()];
	const steps: Uint8Array[] = [];
	for (let i = 0; i < n; i++) {
		const [from, to] = i % 2 ? [b, a] : [a, b];
		const sv = Y.encodeStateVector(to);
		from.getArray('log').push([i]);
		const u = Y.encodeStateAsUpdate(from, sv);
		Y.applyUpdate(to, u);
		steps.push(u);
	}
	return { a, steps };
}

describe('missingParts', () => {
	it('finds nothing missing in an update whose clients build on each other in turn', () => {
		const { a } = turns(12);
		expect(missingParts(new Y.Doc(), decodeUpdate(Y.encodeStateAsUpdate(a))!)).toBeNull();
	});

	it('names the part an update waits for, as Yjs would keep it pending', () => {
		const { steps } = turns(3);
		const doc = new Y.Doc();
		Y.applyUpdate(doc, steps[0]);
		const missing = missingParts(doc, decodeUpdate(steps[2])!);
		expect(missing).not.toBeNull();
		Y.applyUpdate(doc, steps[2]);
		// Yjs agrees: nothing of the third step is in yet
		expect(doc.getArray('log').toArray()).toEqual([0]);
		Y.applyUpdate(doc, steps[1]);
		expect(doc.getArray('log').toArray()).toEqual([0, 1, 2]);
	});

	it('names a deletion of a part not here yet', () => {
		const a = new Y.Doc();
		a.getArray('log').push([1, 2]);
		const sv = Y.encodeStateVector(a);
		a.getArray('log').delete(0, 1);
		const deletion = Y.encodeStateAsUpdate(a, sv);
		expect(missingParts(new Y.Doc(), decodeUpdate(deletion)!)).toEqual({ client: a.clientID, clock: 0 });
	});
});
