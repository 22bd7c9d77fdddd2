/**
 * Who may respond: "RESPOND - Every Magi may now Respond with spells and abilities that have the
 * Response empowerment"; "You may respond to spells/effects of your own, of an ally, or of an
 * opponent." Any Magi at the table may cast a Response in a Response window, not only the one on
 * turn; one who may not is refused with a reason.
 */
import { describe, expect, it } from 'vitest';
import { BLACK, Table, testCard, toActions, WHITE } from './fixtures';
import { responders } from './choices';
import { SERPENT_REJECTIONS as R } from './rejections';

const GREY = { id: 'g', name: 'Grey Magi' };
const QUICK_NEGATE = testCard({ id: 'quick-negate', title: 'Quick Negate', role: 'abjuration', response: true, freeAction: true, directives: [{ type: 'dispel', state: 'manifesting' }] });

/** Three Magi, each alone; White casts Dissolve Tissue at Black and it waits in its Response phase. */
function tissueCast(): Table {
	const t = new Table({}, [WHITE, BLACK, GREY]);
	toActions(t, { w: ['dissolve-tissue'] });
	t.do('adjust', { being: 'g', energy: 'resonance', delta: 5 }, 'g');
	t.do('cast', { being: 'w', cardId: 'dissolve-tissue', target: 'b' });
	return t;
}

const negate = (t: Table, being: string, seat?: string | null) =>
	t.fail('cast', { being, cardId: 'universum-negation', response: true, targetSpell: t.spell('dissolve-tissue').id }, seat);

describe('Responses by any Magi who may respond', () => {
	it('a Magi who is neither the caster, the target nor on turn responds from its own seat, and its Response impacts first', () => {
		const t = tissueCast();
		expect(t.state.turn).toBe('b');
		t.do('cast', { being: 'g', cardId: 'universum-negation', response: true, targetSpell: t.spell('dissolve-tissue').id });
		expect(t.be('g').stones).toBe(1);
		t.do('activate', {}, null);
		expect(t.spell('dissolve-tissue')).toBeUndefined();
		expect(t.be('b').essence).toBe(12);
	});

	it('"of your own, of an ally": the caster answers her own spell; in co-op the second Magi answers the Encounter', () => {
		const t = tissueCast();
		t.do('cast', { being: 'w', card: QUICK_NEGATE, response: true, targetSpell: t.spell('dissolve-tissue').id });
		t.do('activate', {}, null);
		expect(t.spell('dissolve-tissue')).toBeUndefined();

		const c = new Table({ teams: 'coop' });
		c.do('encounter', { sheet: 'sentient-shadow' }, null);
		const shadow = c.state.roster[2];
		toActions(c);
		c.do('adjust', { being: shadow, energy: 'resonance', delta: 9 }, null);
		while (c.state.turn !== shadow) c.do('meditate', { being: c.state.turn! });
		c.do('cast', { being: shadow, cardId: 'purge-the-light', targetTeam: 'Magi' }, null);
		expect(responders(c.state, ['w', 'b'])).toEqual(['w', 'b', shadow]);
		expect(responders(c.state, ['b'])).toEqual(['b', shadow]);
		c.do('cast', { being: 'b', card: QUICK_NEGATE, response: true, targetSpell: c.spell('purge-the-light').id });
		c.do('activate', {}, null);
		expect(c.spell('purge-the-light')).toBeUndefined();
	});

	it('refused with a reason: no Response window, another seat\'s Magi, the table, an incapacitated Magi, two stones', () => {
		const quiet = new Table({}, [WHITE, BLACK, GREY]);
		toActions(quiet);
		expect(quiet.fail('cast', { being: 'g', cardId: 'universum-negation', response: true }).code).toBe(R.noResponseWindow);
		expect(responders(quiet.state, ['w', 'b', 'g'])).toEqual([]);

		const t = tissueCast();
		expect(negate(t, 'g', 'b').code).toBe(R.notYourBeing);
		expect(negate(t, 'g', null).code).toBe(R.notYourBeing);
		t.do('adjust', { being: 'g', energy: 'essence', delta: -12 }, 'g');
		expect(negate(t, 'g').code).toBe(R.incapacitated);
		expect(responders(t.state, ['w', 'b', 'g'])).toEqual(['w', 'b']);

		const s = tissueCast();
		s.do('adjust', { being: 'g', energy: 'stones', delta: 2 }, 'g');
		expect(negate(s, 'g').code).toBe(R.twoStones);
		// "Free Action Response spells do NOT require the caster to take an interrupt stone."
		s.do('cast', { being: 'g', card: QUICK_NEGATE, response: true, targetSpell: s.spell('dissolve-tissue').id });
	});
});

describe('Response abilities', () => {
	/** Grey bears Mirror Skin, whose Flicker is a Response ability (1 Dmg); Dissolve Tissue waits in its Response phase. */
	function flicker(free = false): Table {
		const skin = testCard({
			id: 'mirror-skin',
			title: 'Mirror Skin',
			role: 'enhancement',
			duration: 'P',
			abilities: [{ label: 'Flicker', response: true, free, directives: [{ type: 'dmg', energy: 'essence', amount: 1 }] }, { label: 'Glare', directives: [{ type: 'dmg', energy: 'essence', amount: 1 }] }]
		});
		const t = new Table({}, [WHITE, BLACK, GREY]);
		toActions(t, { g: [skin], w: ['dissolve-tissue'] });
		t.do('meditate', { being: 'w' });
		t.do('meditate', { being: 'b' });
		t.do('cast', { being: 'g', card: skin, activate: true });
		t.do('adjust', { being: 'g', energy: 'resonance', delta: 5 }, 'g');
		t.do('cast', { being: 'w', cardId: 'dissolve-tissue', target: 'b' });
		return t;
	}

	it('"Every Magi may now Respond with spells and abilities": Grey, off turn, answers with Flicker; it impacts first and costs a stone, no Full Action', () => {
		const t = flicker();
		const skin = t.spell('mirror-skin').id;
		t.do('ability', { being: 'g', spell: skin, index: 0, target: 'w', response: true, wait: true });
		expect(t.be('g')).toMatchObject({ stones: 1, fullActions: 1 });
		expect(t.state.turn).toBe('b');
		t.do('activate', {}, null);
		expect(t.be('w').essence).toBe(11);
		expect(t.be('b').essence).toBe(12);
		t.do('activate', {}, null);
		expect(t.be('b').essence).toBe(11);
	});

	it('a Free Action Response ability takes no stone; an ability without the Response empowerment, or with nothing to answer, is refused', () => {
		const t = flicker(true);
		const skin = t.spell('mirror-skin').id;
		expect(t.fail('ability', { being: 'g', spell: skin, index: 1, target: 'w', response: true }).code).toBe(R.ability);
		t.do('ability', { being: 'g', spell: skin, index: 0, target: 'w', response: true });
		expect(t.be('g').stones).toBe(0);
		expect(t.be('w').essence).toBe(11);
		t.do('activate', {}, null);
		expect(t.fail('ability', { being: 'g', spell: skin, index: 0, target: 'w', response: true }).code).toBe(R.noResponseWindow);
		const s = flicker();
		s.do('adjust', { being: 'g', energy: 'stones', delta: 2 }, 'g');
		expect(s.fail('ability', { being: 'g', spell: s.spell('mirror-skin').id, index: 0, target: 'w', response: true }).code).toBe(R.twoStones);
	});
});

describe('Koishaka and Encounters respond', () => {
	const WOLF = testCard({ id: 'wolf', title: 'Call the Wolf', role: 'ally', koishaka: { name: 'Wolf', essence: 3, resonance: 2 } });
	const SNAP = { label: 'Snap', response: true, directives: [{ type: 'dmg', energy: 'essence', amount: 1 }] };

	it('"If a Koishaka is going to respond, its controller calls fasul on its behalf": the Wolf answers from White\'s phone, out of turn, with a stone', () => {
		const t = new Table({}, [WHITE, BLACK]);
		toActions(t, { w: [WOLF], b: ['dissolve-tissue'] });
		t.cast('w', 'wolf', { card: WOLF });
		const wolf = t.state.roster[2];
		t.do('cast', { being: 'b', cardId: 'dissolve-tissue', target: 'w' });
		expect(responders(t.state, ['w'])).toEqual(['w', wolf]);
		expect(responders(t.state, ['b'])).toEqual(['b']);
		expect(t.fail('ability', { being: wolf, ...SNAP, target: 'b', response: true, wait: true }, 'b').code).toBe(R.notYourBeing);
		t.do('ability', { being: wolf, ...SNAP, target: 'b', response: true, wait: true }, 'w');
		expect(t.be(wolf)).toMatchObject({ stones: 1, fullActions: 2 });
		t.do('activate', {}, null);
		expect(t.be('b').essence).toBe(11);
		expect(t.spell('dissolve-tissue').status).toBe('manifesting');
	});

	it('an Encounter answers with a Response ability of its chart, paying its cost, from any phone', () => {
		const c = new Table({ teams: 'coop' });
		c.do('encounter', { sheet: 'sentient-shadow' }, null);
		const shadow = c.state.roster[2];
		toActions(c, { w: ['dissolve-tissue'] });
		while (c.state.turn !== 'w') c.do('pass', { being: c.state.turn! });
		c.do('cast', { being: 'w', cardId: 'dissolve-tissue', target: shadow });
		expect(responders(c.state, ['b'])).toEqual(['b', shadow]);
		const before = c.be(shadow).resonance;
		const lash = { being: shadow, label: 'Recoil', response: true, free: true, cost: { resonance: 1 }, target: 'w', directives: [{ type: 'dmg', energy: 'essence', amount: 2 }], wait: true };
		c.do('ability', lash, 'b');
		expect(c.be(shadow)).toMatchObject({ resonance: before - 1, stones: 0 });
		c.do('activate', {}, null);
		expect(c.be('w').essence).toBe(10);
		expect(c.fail('ability', { ...lash, cost: { resonance: 99 } }, null).code).toBe(R.resonance);
	});
});
