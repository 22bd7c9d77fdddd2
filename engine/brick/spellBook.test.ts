import { describe, expect, it } from 'vitest';
import { searchSpells } from './search';
import { SPELL_BOOK } from './spellBook';
import { castForm, manaCost } from './spells';

/** The mana line of every spell as the seed prints it. */
const SEED_MANA: Record<string, [number, string]> = {
	Absorb: [3, '3'],
	Armor: [2, '2'],
	'Beast Control': [2, '2 per 1D duration'],
	Blast: [1, '1'],
	Chaos: [7, '7'],
	Charm: [4, '4 per 1D rounds'],
	Clairvoyance: [2, '2'],
	Close: [1, '1'],
	'Create Block': [3, '3'],
	Deathmarsh: [6, '6 per 1D/2 duration'],
	'Destroy Block': [4, '4'],
	Fetch: [3, '3'],
	Fireball: [2, '2'],
	Fly: [3, '3 per 1D of duration'],
	Freeze: [5, '5'],
	Invisibility: [2, '2 per 1D of duration'],
	'Lightning Bolt': [4, '4'],
	Linking: [5, '5'],
	Maelstrom: [6, '6'],
	Mending: [2, '2'],
	Reflection: [3, '3'],
	Sacrifice: [0, '0'],
	Shockwave: [6, '6'],
	Slam: [1, '1'],
	Sleep: [3, '3'],
	'Summon Elemental': [5, '5 per 1D rounds'],
	Telekinesis: [3, '3 per 1D rounds'],
	Teleport: [7, '7'],
	Trap: [5, '5'],
	'Wall of Fire': [1, '1 per block'],
	Whack: [1, '1']
};

const spell = (name: string) => SPELL_BOOK.find((s) => s.name === name)!;
const NO_VARIANT = { flyExtraPerDie: false };

describe('the spell book', () => {
	it('holds every spell of the seed with its mana, once', () => {
		expect(SPELL_BOOK.map((s) => s.name).sort()).toEqual(Object.keys(SEED_MANA).sort());
		for (const s of SPELL_BOOK) expect([s.mana, s.manaText], s.name).toEqual(SEED_MANA[s.name]);
		expect(new Set(SPELL_BOOK.map((s) => s.id)).size).toBe(SPELL_BOOK.length);
	});

	it('gives every spell a range, an area, its text and its rolls', () => {
		for (const s of SPELL_BOOK) {
			expect(s.range.length, s.name).toBeGreaterThan(0);
			expect(s.area.length, s.name).toBeGreaterThan(0);
			expect(s.effect.length, s.name).toBeGreaterThan(0);
			expect(s.rollText.length, s.name).toBeGreaterThan(0);
		}
		expect(spell('Chaos').range).toBe('18"');
		expect(spell('Maelstrom').area).toBe('2" radius');
		expect(spell('Deathmarsh').area).toBe('12" radius');
	});

	it('scales the variable spells: per 1D, per 1D/2 and per block', () => {
		const charm = castForm(spell('Charm'), null)!;
		expect(manaCost(charm, 2, 0, NO_VARIANT)).toBe(8);
		const marsh = castForm(spell('Deathmarsh'), null)!;
		expect(marsh.scaling?.buys).toBe('half-die');
		expect(manaCost(marsh, 3, 0, NO_VARIANT)).toBe(18);
		const wall = castForm(spell('Wall of Fire'), null)!;
		expect(manaCost(wall, 5, 0, NO_VARIANT)).toBe(5);
	});

	it("prices Fly's blocks beyond 1 once, or per 1D in the variant", () => {
		const fly = castForm(spell('Fly'), null)!;
		expect(manaCost(fly, 2, 3, NO_VARIANT)).toBe(9);
		expect(manaCost(fly, 2, 3, { flyExtraPerDie: true })).toBe(12);
	});

	it("prices Telekinesis' extra inches of movement at 1 mana each; a thrust at 3", () => {
		const tk = spell('Telekinesis');
		expect(manaCost(castForm(tk, 'move')!, 1, 2, NO_VARIANT)).toBe(5);
		expect(manaCost(castForm(tk, 'thrust')!, 1, 0, NO_VARIANT)).toBe(3);
		expect(castForm(tk, null)).toBeNull();
		expect(castForm(tk, 'throw')).toBeNull();
	});

	it('lists the rolls the seed calls for', () => {
		const roll = (name: string, key: string) => (castForm(spell(name), spell(name).modes?.[0].key ?? null)!.rolls.find((r) => r.key === key));
		expect(roll('Beast Control', 'check')).toMatchObject({ atLeast: 5, sides: 6 });
		expect(roll('Charm', 'check')).toMatchObject({ atLeast: 5, sides: 6 });
		expect(roll('Fetch', 'check')).toMatchObject({ atLeast: 6, only: 'from-unit-or-wall' });
		expect(roll('Teleport', 'stun')).toMatchObject({ atMost: 3, sides: 6 });
		expect(roll('Fireball', 'burn')).toMatchObject({ atLeast: 4, sides: 6 });
		expect(spell('Absorb').lasting?.[0].trigger?.roll).toMatchObject({ atLeast: 4, sides: 6 });
		expect(spell('Reflection').lasting?.[0].trigger?.roll).toMatchObject({ atLeast: 2, sides: 6 });
	});
});

describe('searching the book', () => {
	it('finds by name first, then by text, every word counting', () => {
		const names = searchSpells(SPELL_BOOK, 'fire').map((s) => s.name);
		expect(names.slice(0, 2).sort()).toEqual(['Fireball', 'Wall of Fire']);
		expect(names).toContain('Summon Elemental');
		expect(searchSpells(SPELL_BOOK, 'stun').map((s) => s.name).sort()).toEqual(['Freeze', 'Sleep', 'Slam', 'Telekinesis', 'Teleport'].sort());
		expect(searchSpells(SPELL_BOOK, 'control enemy').map((s) => s.name)).toEqual(['Beast Control', 'Charm']);
	});

	it('filters by mana and returns the whole book for an empty query', () => {
		expect(searchSpells(SPELL_BOOK, '')).toHaveLength(31);
		expect(searchSpells(SPELL_BOOK, '', 1).map((s) => s.name).sort()).toEqual(['Blast', 'Close', 'Sacrifice', 'Slam', 'Wall of Fire', 'Whack']);
		expect(searchSpells(SPELL_BOOK, 'no such spell')).toEqual([]);
	});
});
