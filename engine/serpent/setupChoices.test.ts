/** "Before the battle": the choices still open, which the set-up screen lists before the Resonance roll. */
import { describe, expect, it, vi } from 'vitest';
import { roll, Table, testCard } from './fixtures';
import { openSetupChoices } from './setupChoices';

const WAND = testCard({ id: 'wand', title: 'Wand', role: 'artifact', sphere: null });

describe('the choices open before the battle', () => {
	it('each Magi without a Specialization or Artifact, in roster order; a card chosen closes its choice', () => {
		const t = new Table();
		expect(openSetupChoices(t.state)).toEqual([
			{ kind: 'card', being: 'w' },
			{ kind: 'card', being: 'b' }
		]);
		t.do('specialization', { being: 'w', cardId: 'void-speaker' });
		expect(openSetupChoices(t.state)).toEqual([{ kind: 'card', being: 'b' }]);
		t.do('library-add', { card: WAND }, null);
		t.do('specialization', { being: 'b', cardId: 'wand' });
		expect(openSetupChoices(t.state)).toEqual([]);
	});

	it('counts only the Magi asked about (a phone its own)', () => {
		const t = new Table();
		expect(openSetupChoices(t.state, (id) => id === 'b')).toEqual([{ kind: 'card', being: 'b' }]);
		t.do('specialization', { being: 'b', cardId: 'void-speaker' });
		expect(openSetupChoices(t.state, (id) => id === 'b')).toEqual([]);
		expect(openSetupChoices(t.state, () => false)).toEqual([]);
	});

	it('co-op waits for its Encounter, whoever holds the phone; an Encounter is never asked for a card', () => {
		const t = new Table({ teams: 'coop' });
		expect(openSetupChoices(t.state, () => false)).toEqual([{ kind: 'encounter' }]);
		t.do('encounter', { sheet: 'sentient-shadow' }, null);
		expect(openSetupChoices(t.state)).toEqual([
			{ kind: 'card', being: 'w' },
			{ kind: 'card', being: 'b' }
		]);
	});

	it('the Resonance roll closes them: none open once the battle has begun', () => {
		const t = new Table({ teams: 'coop' });
		t.do('resonance-roll', { roll: roll(10, 7) }, null);
		expect(t.state.phase).not.toBe('setup');
		expect(openSetupChoices(t.state)).toEqual([]);
	});

	it('asks no Magi for a card when the library offers no Specialization or Artifact', async () => {
		vi.resetModules();
		vi.doMock('./library', async (real) => {
			const lib = await real<typeof import('./library')>();
			return { ...lib, TUTORIAL_SPELLS: lib.TUTORIAL_SPELLS.filter((c) => c.role !== 'specialization' && c.role !== 'artifact') };
		});
		const fixtures = await import('./fixtures');
		const { openSetupChoices: open } = await import('./setupChoices');
		expect(open(new fixtures.Table().state)).toEqual([]);
		expect(open(new fixtures.Table({ teams: 'coop' }).state)).toEqual([{ kind: 'encounter' }]);
		vi.doUnmock('./library');
	});
});
