/** Copies of cards, the Codex and its laws, and what can be prepared (issue 22 (b)). */
import { describe, expect, it } from 'vitest';
import { checkCard } from './cardCheck';
import { codexSpellCount, copyCard } from './codex';
import { endRound, maintainAll, roll, startRound, Table, toActions } from './fixtures';
import { TUTORIAL_SPELLS } from './library';
import { SERPENT_REJECTIONS as R } from './rejections';
import type { SpellCard } from './cards';

const builtIn = (id: string) => TUTORIAL_SPELLS.find((c) => c.id === id)!;

describe('copies of cards', () => {
	it('keep every field of every built-in card, under a new id', () => {
		const taken = TUTORIAL_SPELLS.map((c) => c.id);
		for (const c of TUTORIAL_SPELLS) {
			const copy = copyCard(c, taken);
			expect(copy.id).not.toBe(c.id);
			expect(taken).not.toContain(copy.id);
			const checked = checkCard(copy);
			expect('card' in checked && checked.card).toEqual({ ...c, id: copy.id });
		}
		expect(copyCard(builtIn('fireball'), ['fireball', 'fireball-copy']).id).toBe('fireball-copy-2');
	});

	it('never replace a built-in card', () => {
		const t = new Table();
		const edited: SpellCard = { ...builtIn('pillar-of-earth'), directives: [{ type: 'dmg', energy: 'essence', amount: 1 }] };
		expect(t.fail('library-add', { card: edited }, 'w').code).toBe(R.builtIn);
		t.do('library-add', { card: copyCard(edited, []) }, 'w');
		toActions(t, { w: ['pillar-of-earth'] });
		t.cast('w', 'pillar-of-earth');
		expect(t.spell('pillar-of-earth').card.directives).toEqual([]);
	});

	/** Plays a short battle with the given card ids (originals or their copies) and returns what the table shows. */
	function battle(ids: Record<string, string>, library: SpellCard[]) {
		const t = new Table();
		for (const card of library) t.do('library-add', { card }, 'w');
		toActions(t, { w: [ids['pillar-of-earth'], ids['karmic-debt']], b: [ids['cellular-augmentation'], 'beast-form', 'fireball'] });
		t.do('adjust', { being: 'w', energy: 'resonance', delta: 6 });
		t.do('adjust', { being: 'b', energy: 'resonance', delta: 9 });
		t.cast('w', ids['pillar-of-earth']);
		t.cast('b', ids['cellular-augmentation']);
		t.cast('w', ids['karmic-debt'], { target: 'b' });
		t.cast('b', 'beast-form');
		t.do('pass', { being: 'w' });
		t.cast('b', 'fireball', { target: 'w' });
		endRound(t);
		startRound(t, 5);
		maintainAll(t);
		const spells = Object.values(t.state.spells)
			.sort((x, y) => x.seq - y.seq)
			.map((sp) => [sp.card.title, sp.zone, sp.bearer, sp.counters, sp.charges, sp.durability]);
		return { energies: ['w', 'b'].map((id) => t.energies(id)), spells };
	}

	it('play exactly like their originals: Pillar of Earth, Cellular Augmentation with Beast Form, Karmic Debt', () => {
		const names = ['pillar-of-earth', 'cellular-augmentation', 'karmic-debt'];
		const copies = names.map((n) => copyCard(builtIn(n), TUTORIAL_SPELLS.map((c) => c.id)));
		const original = battle(Object.fromEntries(names.map((n) => [n, n])), []);
		const copied = battle(Object.fromEntries(names.map((n, i) => [n, copies[i].id])), copies);
		expect(copied).toEqual(original);
		// and the battle did what the cards say: Beast Form found its Cellular Enhancement, Karmic Debt took a charge
		expect(original.spells.map((s) => s[0])).toEqual(expect.arrayContaining(['Pillar of Earth', 'Cellular Augmentation', 'Beast Form', 'Karmic Debt']));
		expect(original.spells.find((s) => s[0] === 'Karmic Debt')?.[4]).toBe(1);
		expect(original.energies[0].essence).toBe(10);
	});
});

describe('the Codex', () => {
	it('keeps its laws: 27 spells, 3 of a title, 5 of fluency 3, 2 of fluency 4', () => {
		const t = new Table();
		const spell = (n: number, fluency = 1): SpellCard => ({ id: `s${n}`, title: `Spell ${n}`, sphere: 'Bio', role: 'attack', fluency, descriptors: [], resonance: 0, harmony: 0, directives: [] });
		const many = Array.from({ length: 10 }, (_, i) => ({ card: spell(i), copies: 3 }));
		expect(t.fail('codex', { being: 'w', entries: many }).message).toMatch(/27 spells/);
		const f3 = Array.from({ length: 6 }, (_, i) => ({ card: spell(i, 3) }));
		expect(t.fail('codex', { being: 'w', entries: f3 }).message).toMatch(/fluency 3/);
		const twice = [{ cardId: 'fireball', copies: 2 }, { card: copyCard(builtIn('fireball'), []), copies: 2 }];
		expect(t.fail('codex', { being: 'w', entries: twice }).message).toMatch(/Fireball has 4/);
		expect(t.fail('codex', { being: 'w', entries: [{ cardId: 'fireball' }] }, 'b').code).toBe(R.notYourBeing);
		t.do('codex', { being: 'w', entries: [...many.slice(0, 8), { cardId: 'fireball' }] });
		expect(t.be('w').codex?.length).toBe(9);
	});

	it('counts its spells with their copies, not its Specialization or Artifact', () => {
		const t = new Table();
		t.do('codex', { being: 'w', entries: [{ cardId: 'fireball', copies: 2 }, { cardId: 'dissolve-tissue' }, { cardId: 'void-speaker' }] });
		expect(codexSpellCount(t.be('w').codex!)).toBe(3);
		expect(codexSpellCount([])).toBe(0);
	});

	it('a spell whose copies are all discarded cannot be prepared until one is re-attuned', () => {
		const t = new Table();
		t.do('codex', { being: 'w', entries: [{ cardId: 'fireball', copies: 1 }, { cardId: 'dissolve-tissue', copies: 2 }] });
		toActions(t, { w: ['fireball'] });
		t.do('adjust', { being: 'w', energy: 'resonance', delta: 5 });
		t.cast('w', 'fireball', { target: 'b' });
		endRound(t);
		startRound(t, 5);
		maintainAll(t);
		const refused = t.fail('prepare', { being: 'w', cards: ['fireball'] });
		expect(refused).toMatchObject({ code: R.cannotPrepare, message: 'Every copy of Fireball is discarded: re-attune one first.' });
		expect(t.fail('prepare', { being: 'w', cards: ['acidic-matter'] }).message).toBe("Acidic Matter is not in White Magi's Codex.");
		expect(t.fail('prepare', { being: 'w', cards: ['dissolve-tissue', 'dissolve-tissue', 'dissolve-tissue'] }).message).toMatch(/2 copies of Dissolve Tissue/);
		t.do('reattune', { being: 'w', spell: t.be('w').discard[0].id });
		t.do('prepare', { being: 'w', cards: ['fireball'] });
		expect(t.be('w').prepared.map((c) => c.id)).toEqual(['fireball']);
	});

	it('a spell that discards a Component is prepared only with one in play or prepared alongside', () => {
		const t = new Table();
		t.rollResonance(5);
		t.do('tie-roll', { roll: roll(10, 9, 1) }, null);
		expect(t.fail('prepare', { being: 'w', cards: ['acidic-matter'] }).message).toBe('Acidic Matter discards a Matter Component: control one or prepare one with it.');
		t.do('prepare', { being: 'w', cards: ['pillar-of-earth', 'acidic-matter'] });
	});
});

describe('Codex files', () => {
	it('export and import round trip; bad files are refused with the reason', async () => {
		const { codexFile, readCodexFile } = await import('./codexFile');
		const entries = [{ card: builtIn('fireball'), copies: 2 }, { card: copyCard(builtIn('karmic-debt'), []), copies: 1 }];
		const back = readCodexFile(JSON.stringify(codexFile('Black', entries)));
		expect(back).toEqual({ entries });
		expect(readCodexFile(JSON.stringify(builtIn('fireball')))).toEqual({ entries: [{ card: builtIn('fireball'), copies: 1 }] });
		expect(readCodexFile('not json')).toEqual({ error: 'This is not a Codex file (it is not JSON).' });
		expect(readCodexFile(JSON.stringify([{ id: 'x', title: 'X', role: 'attack' }]))).toEqual({ error: 'Card 1: A spell needs a Sphere.' });
		expect(readCodexFile(JSON.stringify(codexFile('x', [{ card: builtIn('fireball'), copies: 3 }, { card: copyCard(builtIn('fireball'), []), copies: 1 }])))).toEqual({
			error: 'At most 3 spells may share a title; Fireball has 4.'
		});
	});
});

describe('adding a scanned card to a Codex', () => {
	it('a new card joins, a held one gains a copy, and the Laws of the Codex still hold', async () => {
		const { addToCodex } = await import('./codexFile');
		const fireball = builtIn('fireball');
		const tissue = builtIn('dissolve-tissue');
		expect(addToCodex([{ card: tissue, copies: 2 }], [{ card: fireball, copies: 1 }])).toEqual({ entries: [{ card: tissue, copies: 2 }, { card: fireball, copies: 1 }] });
		expect(addToCodex([{ card: tissue, copies: 2 }], [{ card: tissue, copies: 1 }])).toEqual({ entries: [{ card: tissue, copies: 3 }] });
		expect(addToCodex([{ card: tissue, copies: 3 }], [{ card: tissue, copies: 1 }])).toEqual({ error: 'At most 3 spells may share a title; Dissolve Tissue has 4.' });
	});
});
