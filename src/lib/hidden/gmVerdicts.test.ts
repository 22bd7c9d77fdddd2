import { describe, expect, it } from 'vitest';
import { gmEvent, gmOpen, HIDDEN_KINDS as H, HIDDEN_REJECTIONS as R } from '$engine/core/hidden';
import type { GameEvent } from '$engine/core';
import { generateGmKeys } from './gmKeys';
import { GmVerdicts } from './gmVerdicts';

const DOMAIN = 'magika@1';
const at = (e: { id: string; kind: string; data: unknown }): GameEvent => ({ ...e, seat: null, at: 1 });

describe("the session's verdicts on game master signatures", () => {
	it('blocks a GM event until its signature is checked, then lets it through and says where to fold again from; a forged one stays blocked', async () => {
		const keys = await generateGmKeys();
		const open = at(await gmOpen(keys, DOMAIN, 'o1'));
		const peek = at(await gmEvent(keys, DOMAIN, 'p1', H.peek, { turn: -1 }));
		const forged = { ...peek, id: 'p2', data: { ...(peek.data as object), turn: 3 } };
		const move: GameEvent = { id: 'm1', seat: 'A', kind: 'magika/note', data: { text: 'hi' }, at: 1 };
		const log = [move, open, peek, forged];
		const gm = new GmVerdicts(DOMAIN);
		const first = gm.apply(log, [], 4);
		expect(Array.from(first.verdicts, (v) => v?.code)).toEqual([undefined, R.gmPending]);
		expect(first.kept).toBe(1);
		let refolds = 0;
		gm.checkSoon(() => refolds++);
		await new Promise((ok) => setTimeout(ok, 50));
		expect(refolds).toBe(1);
		const second = gm.apply(log, [], 4);
		// the opening's key is known good: the events after it are asked about with it
		expect(Array.from(second.verdicts, (v) => v?.code)).toEqual([undefined, undefined, R.gmPending, R.gmPending]);
		expect(second.kept).toBe(1);
		await gm.sigs.flush();
		const third = gm.apply(log, [], 4);
		expect(Array.from(third.verdicts, (v) => v?.code)).toEqual([undefined, undefined, undefined, R.notGm]);
		expect(third.kept).toBe(2);
		// nothing new: the log's verdicts are handed on as they are
		const verdicts = [undefined, undefined, undefined, undefined];
		expect(gm.apply(log.slice(0, 3), verdicts, 3)).toEqual({ verdicts, kept: 3 });
	});
});
