/** The helpers a table UI reads: they must agree with the engine. */
import { describe, expect, it } from 'vitest';
import { Table, toActions } from './fixtures';
import { abilityOptions, castCost, castOptions, costText, exchangeOptions, harmonyLabel, innateActions, maintenanceStep, spellCounters, targetsFor, wouldReject, zonesOf } from './helpers';
import { FIREBALL, KARMIC_DEBT, PILLAR_OF_EARTH, UNIVERSUM_NEGATION } from './library';
import { serpent } from './game';

describe('table helpers', () => {
	it('lists the prepared spells with their cost and targets, and the Response spells of the library', () => {
		const t = new Table();
		toActions(t, { w: ['fireball', 'pillar-of-earth'] });
		const opts = castOptions(t.state, 'w');
		expect(opts.map((o) => [o.card.id, o.response])).toContainEqual(['fireball', false]);
		expect(opts.map((o) => [o.card.id, o.response])).toContainEqual(['universum-negation', true]);
		const fire = opts.find((o) => o.card.id === 'fireball')!;
		expect(costText(fire.cost)).toBe('5 Resonance');
		expect(fire.targets).toMatchObject({ kind: 'being', beings: ['b'] });
		expect(costText(castCost(t.state, 'w', PILLAR_OF_EARTH))).toBe('+1 Resonance');
		// what the engine says when it is tried
		expect(wouldReject(t.state, 'cast', { being: 'w', cardId: 'fireball', target: 'b' }, 'w')).toBe('Fireball costs 5 Resonance; you have 3.');
		expect(wouldReject(t.state, 'cast', { being: 'w', cardId: 'pillar-of-earth' }, 'w')).toBeNull();
	});

	it('applies Specialization bonuses to costs (Void Speaker: Soul spells +1)', () => {
		const t = new Table();
		t.do('specialization', { being: 'w', cardId: 'void-speaker' });
		expect(castCost(t.state, 'w', UNIVERSUM_NEGATION).resonance).toBe(2);
		expect(castCost(t.state, 'w', KARMIC_DEBT).resonance).toBe(2);
		expect(castCost(t.state, 'w', FIREBALL).resonance).toBe(5);
		expect(targetsFor(t.state, 'w', UNIVERSUM_NEGATION).kind).toBe('spell');
	});

	it('offers the innate actions and exchanges with the engine’s reasons', () => {
		const t = new Table();
		toActions(t);
		const acts = innateActions(t.state, 'w');
		expect(acts.find((a) => a.kind === 'meditate')?.problem).toBeNull();
		expect(innateActions(t.state, 'b').find((a) => a.kind === 'meditate')?.problem).toMatch(/turn/);
		const ex = exchangeOptions(t.state, 'w');
		expect(ex.find((e) => e.label === '1 Will → 3 Resonance')?.problem).toBeNull();
		expect(ex.find((e) => e.label === '10 Voice → 1 Will')?.problem).toMatch(/Voice/);
	});

	it('describes the maintenance step and the counters on the table', () => {
		const t = new Table();
		toActions(t, { b: ['flame-form'] });
		t.do('pass', { being: 'w' });
		t.cast('b', 'flame-form');
		expect(spellCounters(t.state, t.spell('flame-form'))).toEqual(['Duration 2']);
		expect(zonesOf(t.state, 'b').map((g) => g.key)).toEqual(['enhancement']);
		t.do('pass', { being: 'b' });
		t.rollResonance(5);
		const step = maintenanceStep(t.state)!;
		expect(step).toMatchObject({ zone: 'Enhancement', owner: 'Black Magi' });
		expect(step.spells[0]).toMatchObject({ sustain: '1 Resonance', decider: 'b' });
		expect(harmonyLabel(-3)).toEqual({ label: 'Discord', value: 3 });
	});

	it('finds the abilities of the spells a being bears', () => {
		const t = new Table();
		toActions(t, { w: ['cellular-augmentation', 'beast-form'] });
		t.be('w').resonance = 10;
		t.cast('w', 'cellular-augmentation');
		t.do('pass', { being: 'b' });
		t.cast('w', 'beast-form');
		expect(abilityOptions(t.state, 'w').map((a) => a.label)).toEqual(['Claw']);
		// the view hides Black's prepared spells from White, and the helpers work on it too
		const view = serpent.view(t.state, 'w');
		expect(abilityOptions(view, 'w')).toHaveLength(1);
	});

	it('the view hides other seats’ prepared spells but keeps their count', () => {
		const t = new Table();
		toActions(t, { w: ['fireball'], b: ['dissolve-tissue', 'fireball'] });
		const v = serpent.view(t.state, 'w');
		expect(v.beings.b.prepared).toEqual([]);
		expect(v.preparedCount.b).toBe(2);
		expect(v.beings.w.prepared.map((c) => c.id)).toEqual(['fireball']);
		expect(serpent.view(t.state, null).beings.w.prepared).toEqual([]);
	});
});
