/** A player's phone seals its set-up choice; the GM's phone sets up from it; the choice never shows in the log. */
import { describe, expect, it } from 'vitest';
import { isRejection } from '$engine/core';
import { generateBoxKeys } from '$engine/core/hidden';
import { newGmKeys } from '$engine/core/hidden/testKit';
import { magikaHidden, type World } from '$engine/magika';
import { GmHost } from './gmHost';
import { SeatInbox } from './seatInbox';
import { sealSetupChoice, SETUP_CHOICE_REJECTIONS } from './setupChoice';
import type { GameEvent } from '$engine/core';

function memoryLog() {
	const events: GameEvent[] = [];
	return { events: () => events, append: (es: GameEvent[]) => void events.push(...es) };
}

describe('a set-up choice from a phone', () => {
	it('is refused before the GM opens, checked by the rules, sealed, and used by the set-up', async () => {
		const log = memoryLog();
		const ctx = { options: {}, seats: [{ id: 'ann', name: 'Ann' }] };
		const gm = new GmHost({ game: magikaHidden, ctx, domain: 'd@1', keys: await newGmKeys(), log });
		const ann = new SeatInbox({ game: magikaHidden, domain: 'd@1', seats: ['ann'], seat: 'ann', box: await generateBoxKeys(), log });
		const early = await sealSetupChoice(ann, { first: { race: 'dwarf', align: 'N' } });
		expect(isRejection(early) && early.code).toBe(SETUP_CHOICE_REJECTIONS.noGm);
		await gm.react();
		const wrong = await sealSetupChoice(ann, { first: { race: 'dwarf', align: 'E' } });
		expect(isRejection(wrong) && wrong.message).toBe('A Dwarf may only be Good or Neutral (Figure 1), not Evil.');
		expect(isRejection(await sealSetupChoice(ann, { first: { race: 'dwarf', align: 'N' } }))).toBe(false);
		for (let i = 0; i < 4; i++) await Promise.all([ann.react(), gm.react({ autoRun: false })]);
		expect((gm.position?.world as World).mages.find((m) => m.seat === 'ann')).toMatchObject({ race: 'dwarf', align: 'N' });
		expect(JSON.stringify(log.events())).not.toMatch(/"dwarf"|"race"/);
		const late = await sealSetupChoice(ann, { first: { race: 'elf', align: 'G' } });
		expect(isRejection(late) && late.code).toBe(SETUP_CHOICE_REJECTIONS.started);
	});
});
