import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { counters } from '../../../counters';
import { seatsOf } from '../../../counters/arbitrary';
import { foldLog } from '../../fold';
import type { GameEvent, SeatId } from '../../types';
import { toBase64url } from '../../fairplay/bytes';
import { FAIR_REJECTIONS as F } from '../../fairplay/codes';
import { DEVICE_NAME_LENGTH, cleanDeviceName } from '../../fairplay/deviceName';
import { FAIR_KINDS as K } from '../../fairplay/kinds';
import { fairInitial, fairStep, type FairState } from '../layer';
import { seatBinding } from './protocol';

/** A public key's text (an uncompressed point's shape; the fold does not check the curve). */
const keyText = (n: number) => toBase64url(Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : n)));
const ANA = keyText(1);
const BO = keyText(2);

const start = counters.setup({ options: { life: 20, poison: false }, seats: seatsOf(2) });
const fold = (log: GameEvent[]) => foldLog<FairState>(counters, fairInitial(start, { s0: ANA, s1: ANA }), log, undefined, fairStep(counters));
const ask = (id: string, seat: SeatId, data: Record<string, unknown> = {}): GameEvent => ({ id, seat, kind: K.ask, data: { seat, publicKey: BO, ...data }, at: 0 });

describe('a seat request names the asking device', () => {
	it('keeps the name a request carries, for the holder to show', () => {
		const { state, outcomes } = fold([ask('a1', 's1', { name: "Cy's phone" })]);
		expect(outcomes.map((o) => o.kind)).toEqual(['applied']);
		expect(seatBinding.of(state).asks).toEqual([{ id: 'a1', seat: 's1', publicKey: BO, name: "Cy's phone" }]);
	});

	it('a request from before names folds as it did: no name, nothing else changed', () => {
		const { state, outcomes } = fold([ask('a1', 's1')]);
		expect(outcomes.map((o) => o.kind)).toEqual(['applied']);
		expect(seatBinding.of(state).asks).toEqual([{ id: 'a1', seat: 's1', publicKey: BO }]);
		expect(Object.keys(seatBinding.of(state).asks[0])).toEqual(['id', 'seat', 'publicKey']);
	});

	it.each([
		['too long', 'x'.repeat(DEVICE_NAME_LENGTH + 1), /longer than 24 characters/],
		['not text', 42, /is not text/],
		['null', null, /is not text/],
		['empty', '  ', /is empty/],
		['a line break', 'Cy\nphone', /not shown as written/],
		['a mark that turns text around', 'Cy\u202Ephone', /not shown as written/]
	])('refuses a name that is %s, with its own code, and records no request', (_, name, message) => {
		const { state, outcomes } = fold([ask('a1', 's1', { name })]);
		const o = outcomes[0];
		expect(o.kind === 'rejected' && o.rejection.code).toBe(F.badDeviceName);
		expect(o.kind === 'rejected' && o.rejection.message).toMatch(message);
		expect(seatBinding.of(state).asks).toEqual([]);
	});

	it('takes a name of exactly the longest length, emoji included', () => {
		const name = '📱'.repeat(DEVICE_NAME_LENGTH / 2);
		const { state, outcomes } = fold([ask('a1', 's1', { name })]);
		expect(outcomes[0].kind).toBe('applied');
		expect(seatBinding.of(state).asks[0].name).toBe(name);
	});

	it('any data a peer sends in a request folds without throwing; an unnamed one folds exactly as before names', () => {
		fc.assert(
			fc.property(fc.option(fc.anything(), { nil: undefined }), (name) => {
				const data = name === undefined ? {} : { name };
				const { state, outcomes } = fold([ask('a1', 's1', data)]);
				const asks = seatBinding.of(state).asks;
				if (name === undefined) expect(asks).toEqual([{ id: 'a1', seat: 's1', publicKey: BO }]);
				else if (outcomes[0].kind === 'applied') expect(asks).toEqual([{ id: 'a1', seat: 's1', publicKey: BO, name }]);
				else expect(outcomes[0].kind === 'rejected' && outcomes[0].rejection.code).toBe(F.badDeviceName);
			})
		);
	});

	it('what a device sends is always taken: control characters out, trimmed, cut to length', () => {
		expect(cleanDeviceName('  Cy\u0007\u202E phone\n ')).toBe('Cy phone');
		expect(cleanDeviceName('\u0000 ')).toBeNull();
		expect(cleanDeviceName(7)).toBeNull();
		fc.assert(
			fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (raw) => {
				const name = cleanDeviceName(raw);
				if (name === null) return;
				expect(name.length).toBeLessThanOrEqual(DEVICE_NAME_LENGTH);
				expect(fold([ask('a1', 's1', { name })]).outcomes[0].kind).toBe('applied');
			})
		);
	});
});
