import { describe, expect, it } from 'vitest';
import { hiddenInitial, NO_INPUT, type HiddenSlice, type TurnRecord } from '$engine/core/hidden';
import { gmPlayedSeats } from './gmPlays';

const SEATS = ['bo', 'k', 'ebon'];
/** Bo on its own phone; a bot (k) and the Ebon Mage on the GM's. */
const HOLDERS = { bo: 'bo-phone', k: 'gm-phone', ebon: 'gm-phone' };
const setUp = (more: Partial<TurnRecord> = {}) => ({ turn: 0, used: {}, refused: {}, seen: {}, sealed: {}, skipped: [], worldHash: 'h', reports: {}, sealedTo: {}, notes: [], adjust: null, over: false, eventId: 'e0', ...more }) as TurnRecord;
const started = (record: TurnRecord, more: Partial<HiddenSlice> = {}): HiddenSlice => ({ ...hiddenInitial(SEATS), turn: 0, turns: [record], ...more });

describe('the seats every phone reads the GM plays', () => {
	it('are known from the set-up, before the GM seals any orders, when the set-up names them', () => {
		expect(gmPlayedSeats(started(setUp({ gmPlays: ['ebon'] })), HOLDERS, 'gm-phone')).toEqual(['ebon']);
	});

	it('a set-up naming none (made before it named them): read from the GM first sealed orders, never a bot', () => {
		const slice = started(setUp());
		expect(gmPlayedSeats(slice, HOLDERS, 'gm-phone')).toEqual([]);
		const sealed = { ...slice, inputs: { ebon: [{ id: 'i1', commit: 'c' }] } };
		expect(gmPlayedSeats(sealed, HOLDERS, 'gm-phone')).toEqual(['ebon']);
		const ran = started(setUp(), { turns: [setUp(), { ...setUp(), turn: 1, used: { bo: NO_INPUT.missed, k: NO_INPUT.empty, ebon: 'i1' } }] });
		expect(gmPlayedSeats(ran, HOLDERS, 'gm-phone')).toEqual(['ebon']);
	});

	it('a seat the set-up names that the GM phone does not hold is not shown as the GM plays it', () => {
		expect(gmPlayedSeats(started(setUp({ gmPlays: ['bo'] })), HOLDERS, 'gm-phone')).toEqual([]);
	});
});
