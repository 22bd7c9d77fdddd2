import { describe, expect, it } from 'vitest';
import { checkGenesis, genesisCopy, isGenesis, madeAs, signGenesis, type Genesis } from './genesis';
import { generateDeviceKeys } from './signature';

/**
 * The genesis of a game made now signs its table id and title too (#17 item 9): a description
 * that keeps the maker's signature cannot carry another table id or title. A genesis of the first
 * form (games made before) signs neither, and keeps checking as it did.
 */

const SEATS = [
	{ id: 's0', name: 'Ana' },
	{ id: 's1', name: 'Bo' }
];
const MADE = { game: 'counters', created: 1_764_000_000_000, options: { life: 20 }, tableId: 'Tbl000000001', title: 'Duel' };

describe('genesis: second form', () => {
	it('signs the table id and title, and holds only for those', async () => {
		const keys = await generateDeviceKeys();
		const g = await signGenesis(keys, MADE, SEATS);
		expect(g).toMatchObject({ table: 'Tbl000000001', title: 'Duel' });
		expect(isGenesis(g)).toBe(true);
		expect(await checkGenesis(g, MADE, SEATS)).toBe(true);
		expect(madeAs(g, MADE)).toBeNull();
		expect(genesisCopy({ ...g, extra: 1 } as Genesis)).toEqual(g);
		// the signature covers what the genesis names
		expect(await checkGenesis({ ...g, title: 'Mine' }, MADE, SEATS)).toBe(false);
		expect(await checkGenesis({ ...g, table: 'Tbl000000002' }, MADE, SEATS)).toBe(false);
		// and a description carrying another title or table id is told apart
		expect(madeAs(g, { ...MADE, title: 'Mine' })).toEqual({ table: 'Tbl000000001', title: 'Duel' });
		expect(madeAs(g, { ...MADE, tableId: 'Tbl000000002' })).toEqual({ table: 'Tbl000000001', title: 'Duel' });
	});

	it('cannot be passed off as the first form (the fields taken out, the signature kept)', async () => {
		const keys = await generateDeviceKeys();
		const { table: _t, title: _n, ...first } = await signGenesis(keys, MADE, SEATS);
		expect(isGenesis(first)).toBe(true);
		expect(await checkGenesis(first, MADE, SEATS)).toBe(false);
	});

	it('is of the wrong shape with only one of the two, or with a table id that is not one', async () => {
		const keys = await generateDeviceKeys();
		const g = await signGenesis(keys, MADE, SEATS);
		expect(isGenesis({ ...g, title: undefined })).toBe(false);
		expect(isGenesis({ ...g, table: 'a b' })).toBe(false);
		expect(isGenesis({ ...g, title: 7 })).toBe(false);
	});

	it('the first form (no table id or title given) still signs and checks as before, with nothing to compare', async () => {
		const keys = await generateDeviceKeys();
		const { tableId: _t, title: _n, ...described } = MADE;
		const g = await signGenesis(keys, described, SEATS);
		expect(g.table).toBeUndefined();
		expect(await checkGenesis(g, MADE, SEATS)).toBe(true);
		expect(madeAs(g, { tableId: 'other', title: 'other' })).toBeNull();
	});
});
