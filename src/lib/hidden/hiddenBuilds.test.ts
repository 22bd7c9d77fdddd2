import { describe, expect, it } from 'vitest';
import { reject, type GameEvent } from '$engine/core';
import type { PlayedGame } from '$lib/fairplay/playedGame';
import type { Reaction } from '$lib/fairplay/reaction';
import { HiddenBuilds } from './hiddenBuilds';

const event = (id: string, seat: string | null): GameEvent => ({ id, seat, kind: 'core/sealed-input', data: {}, at: 0 });

function builds(log: GameEvent[]) {
	const seen: string[][] = [];
	const appended: Reaction[] = [];
	const b = new HiddenBuilds(
		{ log, meta: { created: 0 } } as unknown as PlayedGame,
		(r) => void appended.push(r),
		async (l) => void seen.push(l.events().map((e) => e.id)),
		() => {}
	);
	return { b, seen, appended };
}

describe("the hidden protocol's device side reads what the table's fold accepted", () => {
	it('leaves out the entries the authenticator refused, keeps those after the ones it judged', () => {
		const log = [event('ok', 's1'), event('forged', 's1'), event('mine', null)];
		const { b } = builds(log);
		b.judged([undefined, reject('fair/wrong-signer', 'Cy does not hold this seat.')], true);
		expect(b.log.events().map((e) => e.id)).toEqual(['ok', 'mine']);
	});

	it('does nothing by itself while a signature of the log waits to be checked, and acts once the checks are done', async () => {
		const { b, seen } = builds([event('unchecked', 's1')]);
		b.judged([undefined], false);
		expect(b.afterFold()).toEqual([]);
		b.judged([undefined], true);
		const [reaction] = b.afterFold();
		await reaction.build();
		expect(seen).toEqual([['unchecked']]);
	});

	it("waits for the checks before what the player asks for (run the turn now, seal): it must not act on an entry that may prove forged", async () => {
		const { b, appended } = builds([event('unchecked', 's1')]);
		const asked: string[][] = [];
		b.judged([undefined], false);
		b.run(async (l) => void asked.push(l.events().map((e) => e.id)));
		expect(appended).toEqual([]);
		expect(b.afterFold()).toEqual([]);
		// the checks found the entry forged: the player's call runs on what is left, before the fold's own work
		b.judged([reject('fair/bad-signature', 'This entry is not signed by its device.')], true);
		const [first, ...rest] = b.afterFold();
		await first.build();
		expect(asked).toEqual([[]]);
		expect(rest).toEqual([]);
		// asked again once checked: at once
		b.run(async () => {});
		expect(appended).toHaveLength(1);
	});
});
