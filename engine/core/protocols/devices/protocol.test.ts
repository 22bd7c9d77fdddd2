import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { counters } from '../../../counters';
import { seatsOf } from '../../../counters/arbitrary';
import { foldLog } from '../../fold';
import type { GameEvent } from '../../types';
import { toBase64url } from '../../fairplay/bytes';
import { announcedDeviceName, cleanDeviceName, DEVICE_NAME_LENGTH, deviceNameProblem } from '../../fairplay/deviceName';
import { hostileDeviceName as hostileName, UNSHOWN_TEXT as UNSHOWN } from '../../fairplay/deviceNameArbitrary';
import { FAIR_KINDS as K } from '../../fairplay/kinds';
import { fairInitial, fairStep, type FairState } from '../layer';

/**
 * A device announcement (`core/device`) names its device for History ("by Ana's phone for Bo"). The
 * name is a peer's claim, shown on the other phones: only a name the engine's rule passes is shown,
 * and the announcement folds the same whatever its name (docs/design-notes.md, "Device names in the log").
 */

const ANA = toBase64url(Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : 1)));
const start = counters.setup({ options: { life: 20, poison: false }, seats: seatsOf(2) });
const fold = (log: GameEvent[]) => foldLog<FairState>(counters, fairInitial(start, { s0: ANA, s1: ANA }), log, undefined, fairStep(counters));
const announce = (data: Record<string, unknown>): GameEvent => ({ id: 'd1', seat: null, kind: K.device, data: { publicKey: ANA, ...data }, at: 0 });

describe('a device announcement names its device only by a name the engine passes', () => {
	it('shows an honest name as written (trimmed), and no name that would read otherwise on screen', () => {
		expect(announcedDeviceName({ publicKey: ANA, name: "Ana's phone" })).toBe("Ana's phone");
		expect(announcedDeviceName({ publicKey: ANA, name: ' Bo phone ' })).toBe('Bo phone');
		expect(announcedDeviceName({ publicKey: ANA, name: 'هاتف علي' })).toBe('هاتف علي');
		expect(announcedDeviceName({ publicKey: ANA, name: 'x'.repeat(DEVICE_NAME_LENGTH) })).toBe('x'.repeat(DEVICE_NAME_LENGTH));
		for (const name of ['\u202Eenohp s\u2019anA', 'Ana\nBo for Cy', 'Ana\u2066Bo', 'x'.repeat(DEVICE_NAME_LENGTH + 1), '   ', '', 7, null, ['Ana']]) {
			expect(announcedDeviceName({ publicKey: ANA, name })).toBeNull();
		}
		expect(announcedDeviceName({ publicKey: ANA })).toBeNull();
		expect(announcedDeviceName(null)).toBeNull();
		expect(announcedDeviceName('Ana')).toBeNull();
	});

	it('any data never throws, and what it shows is short, one line, without a direction mark', () => {
		fc.assert(
			fc.property(fc.oneof(fc.anything(), fc.record({ name: fc.oneof(hostileName, fc.anything()) })), (data) => {
				const name = announcedDeviceName(data);
				if (name === null) return;
				expect(name.length).toBeLessThanOrEqual(DEVICE_NAME_LENGTH);
				expect(name).not.toMatch(UNSHOWN);
				expect(name).toBe(name.trim());
				expect(name.length).toBeGreaterThan(0);
			})
		);
	});

	it('a name this device cleans (cleanDeviceName) is always shown, as cleaned', () => {
		fc.assert(
			fc.property(fc.oneof(hostileName, fc.string({ unit: 'grapheme', maxLength: 60 })), (raw) => {
				const name = cleanDeviceName(raw);
				if (name === null) return;
				expect(deviceNameProblem(name)).toBeNull();
				expect(announcedDeviceName({ publicKey: ANA, name })).toBe(name);
			})
		);
	});

	it('the announcement folds exactly as one without a name, whatever name it carries: the device stays known', () => {
		const unnamed = fold([announce({})]);
		expect(unnamed.outcomes[0].kind).toBe('applied');
		fc.assert(
			fc.property(fc.oneof(hostileName, fc.anything()), (name) => {
				const named = fold([announce({ name })]);
				expect(named.outcomes).toEqual(unnamed.outcomes);
				expect(named.state).toEqual(unnamed.state);
			})
		);
	});
});
