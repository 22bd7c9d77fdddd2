/**
 * Dampen, as the Glossary says: "An effect that requires the caster of another effect to pay
 * additional energy. The Dampen text will indicate which energy and by how much. When a spell is
 * Dampened by a Response, its controller must immediately choose to either pay the additional costs
 * or else discard the spell (no refund as this is not a Dispel)." And the Cast Cycle: "If the
 * additional costs cannot be paid or if the caster chooses not to pay, the spell is discarded."
 */
import { describe, expect, it } from 'vitest';
import { checkCard } from './cardCheck';
import { Table, testCard, toActions } from './fixtures';
import { promptFor } from './prompt';
import { SERPENT_REJECTIONS as R } from './rejections';

const STIFLE = testCard({ id: 'stifle', title: 'Stifle', role: 'abjuration', response: true, freeAction: true, directives: [{ type: 'dampen', energy: 'resonance', amount: 2 }] });

/** White casts Dissolve Tissue at Black; Black answers with Stifle (Dampen 2 Resonance), which impacts. */
function dampened(): Table {
	const t = new Table();
	toActions(t, { w: ['dissolve-tissue'] });
	t.do('cast', { being: 'w', cardId: 'dissolve-tissue', target: 'b' });
	t.do('cast', { being: 'b', card: STIFLE, response: true, targetSpell: t.spell('dissolve-tissue').id });
	t.do('activate', {}, null);
	return t;
}

describe('Dampen', () => {
	it('the card check reads it; it aims only at a spell being cast', () => {
		expect(checkCard({ ...STIFLE, directives: [{ type: 'dampen', energy: 'will', amount: 1 }] })).toMatchObject({ card: { directives: [{ type: 'dampen', energy: 'will', amount: 1 }] } });
		expect(checkCard({ ...STIFLE, directives: [{ type: 'dampen', energy: 'voice', amount: 1 }] })).toHaveProperty('error');
		const t = new Table();
		toActions(t, { w: ['pillar-of-earth'] });
		t.cast('w', 'pillar-of-earth');
		expect(t.fail('cast', { being: 'b', card: STIFLE, response: true, targetSpell: t.spell('pillar-of-earth').id }).code).toBe(R.noResponseWindow);
		const u = new Table();
		toActions(u, { w: ['pillar-of-earth', 'dissolve-tissue'] });
		u.cast('w', 'pillar-of-earth');
		u.do('pass', { being: 'b' });
		u.do('cast', { being: 'w', cardId: 'dissolve-tissue', target: 'b' });
		expect(u.fail('cast', { being: 'b', card: STIFLE, response: true, targetSpell: u.spell('pillar-of-earth').id }).code).toBe(R.target);
	});

	it('"must immediately choose": the Dampened spell cannot activate; White pays 2 Resonance more and it impacts', () => {
		const t = dampened();
		expect(t.spell('dissolve-tissue').dampened).toEqual({ resonance: 2 });
		expect(t.fail('activate', {}, null).code).toBe(R.dampened);
		expect(promptFor(t.state).text).toContain('Dissolve Tissue is Dampened: White Magi pays 2 Resonance more, or discards it.');
		expect(t.fail('dampen', { spell: t.spell('dissolve-tissue').id, pay: true }, 'b').code).toBe(R.notYourBeing);
		const before = t.be('w').resonance;
		t.do('dampen', { spell: t.spell('dissolve-tissue').id, pay: true }, 'w');
		expect(t.be('w').resonance).toBe(before - 2);
		t.do('activate', {}, null);
		expect(t.be('b').essence).toBe(11);
	});

	it('"or else discard the spell (no refund as this is not a Dispel)"; and one who cannot pay must discard', () => {
		const t = dampened();
		const before = t.be('w').resonance;
		t.do('dampen', { spell: t.spell('dissolve-tissue').id, pay: false }, 'w');
		expect(t.spell('dissolve-tissue')).toBeUndefined();
		expect(t.be('w').discard.map((d) => d.card.id)).toEqual(['dissolve-tissue']);
		expect(t.be('w').resonance).toBe(before);
		expect(t.be('b').essence).toBe(12);
		expect(t.state.stack).toEqual([]);

		const poor = dampened();
		poor.do('adjust', { being: 'w', energy: 'resonance', delta: -poor.be('w').resonance + 1 }, 'w');
		expect(poor.fail('dampen', { spell: poor.spell('dissolve-tissue').id, pay: true }, 'w').code).toBe(R.resonance);
		poor.do('dampen', { spell: poor.spell('dissolve-tissue').id, pay: false }, 'w');
		expect(poor.spell('dissolve-tissue')).toBeUndefined();
	});

	it('two Dampens add up; a spell not Dampened owes nothing', () => {
		const t = new Table();
		toActions(t, { w: ['dissolve-tissue'] });
		t.do('cast', { being: 'w', cardId: 'dissolve-tissue', target: 'b' });
		const tissue = t.spell('dissolve-tissue').id;
		expect(t.fail('dampen', { spell: tissue, pay: true }, 'w').code).toBe(R.dampened);
		t.do('cast', { being: 'b', card: STIFLE, response: true, targetSpell: tissue });
		t.do('activate', {}, null);
		t.do('cast', { being: 'b', card: { ...STIFLE, directives: [{ type: 'dampen', energy: 'will', amount: 1 }] }, response: true, targetSpell: tissue });
		t.do('activate', {}, null);
		expect(t.spell('dissolve-tissue').dampened).toEqual({ resonance: 2, will: 1 });
	});
});
