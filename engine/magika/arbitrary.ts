/** fast-check arbitraries for Magika: any order a seat could send, well formed or not. */
import fc from 'fast-check';
import { ARTIFACTS, COLOURS } from './data/artifacts';
import { SPELL_CODES } from './data/spells';
import type { Order } from './types';

const dir = fc.constantFrom('NE', 'NW', 'E', 'W', 'SE', 'SW');
const letter = fc.constantFrom(...'ABCDEFGHIJKLM'.split(''));
const item = fc.constantFrom<string>(...ARTIFACTS, ...COLOURS, ...SPELL_CODES);

export const arbitraryOrder: fc.Arbitrary<Order> = fc.oneof(
	fc.constant<Order>({ kind: 'rest' }),
	fc.constant<Order>({ kind: 'meditate' }),
	dir.map((d) => ({ kind: 'move', dir: d }) as Order),
	fc.option(item, { nil: undefined }).map((i) => (i ? { kind: 'search', item: i } : { kind: 'search' }) as Order),
	fc.array(item, { maxLength: 3 }).map((items) => ({ kind: 'drop', items }) as Order),
	fc.tuple(letter, fc.array(item, { maxLength: 3 }), fc.option(fc.integer({ min: 1, max: 80 }), { nil: undefined }), fc.boolean()).map(([to, items, amount, arcania]) => ({ kind: 'give', to, items, ...(amount ? { [arcania ? 'arc' : 'end']: amount } : {}) }) as Order),
	fc.constantFrom(...ARTIFACTS).map((artifact) => ({ kind: 'demand', artifact }) as Order),
	fc.constantFrom(...COLOURS).map((colour) => ({ kind: 'don', colour }) as Order),
	fc
		.record({
			spell: fc.constantFrom(...SPELL_CODES),
			major: fc.boolean(),
			target: fc.oneof(letter, fc.constantFrom<string>(...COLOURS)),
			terrain: fc.integer({ min: 3, max: 10 }),
			shift: fc.integer({ min: -4, max: 4 }),
			dir: fc.constantFrom('NE', 'NW', 'E', 'W', 'SE', 'SW', 'N', 'S'),
			distance: fc.integer({ min: 0, max: 4 }),
			artifact: fc.constantFrom(...ARTIFACTS),
			scroll: fc.integer({ min: 0, max: 6 })
		})
		.map((c) => ({ kind: 'cast', ...c }) as Order)
);

/** Orders for a turn: five phases, sometimes malformed garbage instead. */
export const arbitraryOrders = fc.oneof(
	{ weight: 8, arbitrary: fc.array(arbitraryOrder, { minLength: 5, maxLength: 5 }).map((phases) => ({ phases }) as unknown) },
	{ weight: 1, arbitrary: fc.anything() }
);
