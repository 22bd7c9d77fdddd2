/**
 * Prolong Cast on a spell still being cast (Crucible glossary, "# Actions"): "A spell that has Action
 * requirements added to it (via a spell such as Prolong Cast) moves into the Rite zone (and may be
 * re-targeted when it emerges). Thus it is possible for a Magi to have multiple spells in the Rite
 * zone simultaneously. ... If the player takes a Full Action for anything ... other than advancing a
 * Rite zone spells, all spells in the Rite zone are discarded. ... If the Magi is Disrupted, discard
 * all spells in the Rite zone."
 */
import { describe, expect, it } from 'vitest';
import { BLACK, endRound, Table, testCard, toActions, WHITE } from './fixtures';
import { targetsFor } from './helpers';
import { SERPENT_REJECTIONS as R } from './rejections';

const BOLT = testCard({ id: 'bolt', title: 'Bolt', role: 'attack', resonance: -2, directives: [{ type: 'dmg', energy: 'essence', amount: 3 }] });
const PROLONG = testCard({ id: 'prolong-cast', title: 'Prolong Cast', sphere: 'Quantum', role: 'abjuration', freeAction: true, response: true, directives: [{ type: 'add-actions', amount: 1 }] });
const THRENODY = testCard({ id: 'threnody', title: 'Threnody', sphere: 'Soul', role: 'abjuration', freeAction: true, response: true, directives: [{ type: 'absolute-free-action' }] });
const STRIKE = testCard({ id: 'atomic-strike', title: 'Atomic Strike', role: 'attack', requirements: { actions: 2 }, directives: [{ type: 'dmg', energy: 'essence', amount: 3 }] });
const GREY = { id: 'g', name: 'Grey Magi' };

/** Three Magi, each alone, in the order White, Black, Grey; White casts Bolt at Black and Black prolongs it. */
function prolonged(): Table {
	const t = new Table({}, [WHITE, BLACK, GREY]);
	toActions(t, { w: [BOLT, STRIKE] });
	const before = t.be('w').resonance;
	t.do('cast', { being: 'w', card: BOLT, target: 'b' });
	expect(t.be('w').resonance).toBe(before - 2);
	t.do('cast', { being: 'b', card: PROLONG, response: true, targetSpell: t.spell('bolt').id });
	t.do('activate', {}, null);
	return t;
}

/** Black and Grey take their turns, back to White. */
function backToWhite(t: Table): void {
	t.do('meditate', { being: 'b' });
	t.do('meditate', { being: 'g' });
	expect(t.state.turn).toBe('w');
}

describe('Prolong Cast on a spell being cast', () => {
	it('"moves into the Rite zone": off the stack, into its caster\'s Rite zone, one Full Action more to go, nothing impacts', () => {
		const t = prolonged();
		expect(t.state.stack).toEqual([]);
		expect(t.spell('bolt')).toMatchObject({ zone: 'rite', status: 'rite', caster: 'w', rite: { invested: 1, needed: 2 } });
		expect(t.be('b').essence).toBe(12);
		// A Free Action Response: no interrupt stone for Black.
		expect(t.be('b').stones).toBe(0);
	});

	it('"may be re-targeted when it emerges": White\'s next Full Action completes it on Grey, paid once, with a new Response phase', () => {
		const t = prolonged();
		const paid = t.be('w').resonance;
		backToWhite(t);
		t.do('advance-rite', { being: 'w', spell: t.spell('bolt').id, target: 'g' });
		expect(t.state.stack).toEqual([t.spell('bolt').id]);
		expect(t.spell('bolt')).toMatchObject({ status: 'manifesting', zone: 'attack', bearer: 'g', rite: null });
		t.do('activate', {}, null);
		expect([t.be('g').essence, t.be('b').essence]).toEqual([9, 12]);
		expect(t.be('w')).toMatchObject({ resonance: paid, fullActions: 0 });
	});

	it('without a new target it emerges on the one it had', () => {
		const t = prolonged();
		backToWhite(t);
		t.do('advance-rite', { being: 'w', spell: t.spell('bolt').id, activate: true });
		expect(t.be('b').essence).toBe(9);
	});

	it('the new target must still suit the card: an Attack cannot emerge on its own caster', () => {
		const t = prolonged();
		backToWhite(t);
		expect(t.fail('advance-rite', { being: 'w', spell: t.spell('bolt').id, target: 'w' }).code).toBe(R.target);
		expect(t.spell('bolt').zone).toBe('rite');
	});

	it('a Full Action spent on anything else discards it; so does a Disrupt', () => {
		const t = prolonged();
		backToWhite(t);
		t.do('meditate', { being: 'w' });
		expect(t.spell('bolt')).toBeUndefined();
		expect(t.be('w').discard.map((d) => d.card.title)).toEqual(['Bolt']);
		const u = prolonged();
		u.do('disrupt', { being: 'w' }, 'b');
		expect(u.spell('bolt')).toBeUndefined();
	});

	it('"multiple spells in the Rite zone": a prolonged spell beside a "! 2 Actions" spell; "the next Full Action" fulfils either, the other stays', () => {
		const t = new Table({}, [WHITE, BLACK, GREY]);
		const quick = { ...BOLT, freeAction: true };
		toActions(t, { w: [STRIKE, quick] });
		t.do('cast', { being: 'w', card: STRIKE, target: 'b' });
		backToWhite(t);
		// A Free Action spell, prolonged: it needs one Full Action now, none invested.
		t.do('cast', { being: 'w', card: quick, target: 'b' });
		t.do('cast', { being: 'b', card: PROLONG, response: true, targetSpell: t.spell('bolt').id });
		t.do('activate', {}, null);
		expect(t.spell('bolt').rite).toMatchObject({ invested: 0, needed: 1 });
		expect(t.spell('atomic-strike').rite).toMatchObject({ invested: 1, needed: 2 });
		backToWhite(t);
		t.do('advance-rite', { being: 'w', spell: t.spell('bolt').id, target: 'g', activate: true });
		expect(t.be('g').essence).toBe(9);
		expect(t.spell('atomic-strike')).toMatchObject({ zone: 'rite', rite: { invested: 1, needed: 2 } });
	});

	it('Threnody on the prolonged spell: it completes with a Free Action, White keeps her Full Action', () => {
		const t = prolonged();
		backToWhite(t);
		// Threnody is a Free Action; on her own turn White casts it at her own Rite.
		t.do('cast', { being: 'w', card: THRENODY, targetSpell: t.spell('bolt').id });
		t.do('activate', {}, null);
		expect(t.spell('bolt').rite).toMatchObject({ invested: 1, needed: 1 });
		backToWhite(t);
		t.do('advance-rite', { being: 'w', spell: t.spell('bolt').id, activate: true });
		expect(t.be('b').essence).toBe(9);
		expect(t.be('w').fullActions).toBe(1);
	});

	it('only "+ Actions" reaches a spell being cast: Threnody, an active spell or an ability are refused; the chooser offers the same', () => {
		const t = new Table({}, [WHITE, BLACK, GREY]);
		toActions(t, { w: [BOLT] });
		t.do('cast', { being: 'w', card: BOLT, target: 'b' });
		const bolt = t.spell('bolt').id;
		expect(t.fail('cast', { being: 'b', card: THRENODY, response: true, targetSpell: bolt }).message).toBe('Threnody targets a spell in a Rite zone.');
		expect(targetsFor(t.state, 'b', PROLONG).spells.map((sp) => sp.id)).toEqual([bolt]);
		expect(targetsFor(t.state, 'b', THRENODY).spells).toEqual([]);
		t.do('activate', {}, null);
		t.do('ability', { being: 'b', target: 'w', label: 'Lash', directives: [{ type: 'dmg', amount: 1 }], wait: true });
		const lash = t.state.stack[0];
		expect(t.fail('cast', { being: 'g', card: PROLONG, response: true, targetSpell: lash }).message).toBe('Prolong Cast targets a spell being cast or in a Rite zone.');
		expect(targetsFor(t.state, 'g', PROLONG).spells).toEqual([]);
	});
});

describe('a prolonged Enhancement emerging into a full Enhancement zone', () => {
	const glow = (n: number) => testCard({ id: `glow-${n}`, title: `Glow ${n}`, role: 'enhancement', duration: 'P', freeAction: true });
	const WARD = testCard({ id: 'ward', title: 'Ward', role: 'enhancement', duration: 'P' });

	/** Everyone else acts (or ends the round) until it is White's turn. */
	function toWhite(t: Table): void {
		while (t.state.turn !== 'w') {
			const who = t.state.turn!;
			t.do(t.be(who).fullActions > 0 ? 'meditate' : 'pass', { being: who });
		}
	}

	it('"choose one to discard", as a cast into a full zone must: White completes Ward naming the Glow it replaces', () => {
		const t = new Table({}, [WHITE, BLACK, GREY]);
		toActions(t, { w: [glow(1), glow(2), glow(3)] });
		for (const n of [1, 2, 3]) {
			toWhite(t);
			t.do('cast', { being: 'w', card: glow(n), activate: true });
		}
		endRound(t);
		toActions(t, { w: [WARD, glow(4)] });
		toWhite(t);
		t.do('cast', { being: 'w', card: WARD });
		t.do('cast', { being: 'b', card: PROLONG, response: true, targetSpell: t.spell('ward').id });
		t.do('activate', {}, null);
		expect(t.spell('ward').zone).toBe('rite');
		toWhite(t);
		t.do('cast', { being: 'w', card: glow(4), activate: true });
		expect(t.spell('ward').zone).toBe('rite');
		toWhite(t);
		const ward = t.spell('ward').id;
		expect(t.fail('advance-rite', { being: 'w', spell: ward }).code).toBe(R.enhancementFull);
		t.do('advance-rite', { being: 'w', spell: ward, replace: t.spell('glow-1').id, activate: true });
		expect(t.spell('glow-1')).toBeUndefined();
		expect(Object.values(t.state.spells).filter((sp) => sp.zone === 'enhancement' && sp.bearer === 'w').map((sp) => sp.card.title).sort()).toEqual(['Glow 2', 'Glow 3', 'Glow 4', 'Ward']);
	});
});
