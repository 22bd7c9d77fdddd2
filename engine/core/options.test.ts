import { describe, expect, it } from 'vitest';
import { choice, count, flag, optionDefaults, readOptionValues } from './options';

const SPECS = [
	flag('poison', 'Track poison', false, 'Infect, 10 kills'),
	count('life', 'Starting life', 20, 1, 999),
	count('points', 'Army points', 0, 0, 100, { step: 5 }),
	choice('die', 'Attack die', '6', [
		['6', 'd6'],
		['20', 'd20']
	])
];

describe('option declarations', () => {
	it('builds the specs the new-game form draws', () => {
		expect(SPECS[0]).toEqual({ key: 'poison', label: 'Track poison', type: 'boolean', default: false, help: 'Infect, 10 kills' });
		expect(SPECS[1]).toEqual({ key: 'life', label: 'Starting life', type: 'number', default: 20, min: 1, max: 999 });
		expect(SPECS[2]).toMatchObject({ step: 5 });
		expect(SPECS[3]).toEqual({ key: 'die', label: 'Attack die', type: 'choice', default: '6', choices: [{ value: '6', label: 'd6' }, { value: '20', label: 'd20' }] });
		expect('help' in SPECS[1]).toBe(false);
	});

	it('gives every default', () => {
		expect(optionDefaults(SPECS)).toEqual({ poison: false, life: 20, points: 0, die: '6' });
	});

	it('keeps the values that fit their declaration', () => {
		expect(readOptionValues(SPECS, { poison: true, life: 1, points: 95, die: '20' })).toEqual({ poison: true, life: 1, points: 95, die: '20' });
	});

	it('replaces each value that does not fit by its default, and drops undeclared keys', () => {
		const read = readOptionValues(SPECS, { poison: 'yes', life: 1000, points: 105, die: '8', hack: { a: 1 } });
		expect(read).toEqual({ poison: false, life: 20, points: 0, die: '6' });
		expect(readOptionValues(SPECS, { life: 2.5 }).life).toBe(20);
		expect(readOptionValues(SPECS, { life: '30' }).life).toBe(20);
		expect(readOptionValues(SPECS, { die: 20 }).die).toBe('6');
	});

	it('reads anything at all without throwing', () => {
		for (const junk of [undefined, null, 3, 'options', [], [true]]) expect(readOptionValues(SPECS, junk)).toEqual(optionDefaults(SPECS));
	});
});
