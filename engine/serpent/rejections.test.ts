/** Every rejection code of Serpent's Tongue, each provoked by a move a player could really make. */
import { describe, expect, it } from 'vitest';
import type { Rejection } from '../core';
import type { SpellCard } from './cards';
import { roll, Table, toActions } from './fixtures';
import { SERPENT_REJECTIONS as R } from './rejections';

const inline = (c: Partial<SpellCard>): SpellCard => ({
	id: 'inline',
	title: 'Inline',
	sphere: 'Forces',
	role: 'attack',
	fluency: 1,
	descriptors: [],
	resonance: 0,
	harmony: 0,
	directives: [{ type: 'dmg', energy: 'essence', amount: 1 }],
	...c
});

/** A duel at the start of the action phase, White to act. */
function acting(prepared: Record<string, unknown[]> = {}, options: Record<string, unknown> = {}): Table {
	const t = new Table(options);
	toActions(t, prepared);
	return t;
}

const cases: Record<string, () => Rejection> = {
	[R.badData]: () => acting().fail('cast', { being: 'w', cardId: 'fireball', response: true, target: 'b' }),
	[R.unknownBeing]: () => acting().fail('meditate', { being: 'nobody' }, 'w'),
	[R.unknownSpell]: () => acting().fail('dismiss', { being: 'w', spell: 'p404' }),
	[R.unknownCard]: () => {
		const t = new Table();
		t.rollResonance(5);
		t.do('tie-roll', { roll: roll(10, 9, 1) }, null);
		return t.fail('prepare', { being: 'w', cards: ['no-such-spell'] });
	},
	[R.badCard]: () => new Table().fail('library-add', { card: { id: 'x', title: '', role: 'attack', sphere: 'Bio' } }, 'w'),
	[R.notYourBeing]: () => acting().fail('meditate', { being: 'w' }, 'b'),
	[R.wrongPhase]: () => new Table().fail('meditate', { being: 'w' }),
	[R.notYourTurn]: () => acting().fail('meditate', { being: 'b' }),
	[R.incapacitated]: () => {
		const t = acting();
		t.do('adjust', { being: 'w', energy: 'essence', delta: -12 }, 'b');
		return t.fail('exchange', { being: 'w', give: 'will', get: 'resonance' });
	},
	[R.manifesting]: () => {
		const t = acting({ w: ['dissolve-tissue'] });
		t.do('cast', { being: 'w', cardId: 'dissolve-tissue', target: 'b' });
		return t.fail('meditate', { being: 'b' });
	},
	[R.noFullAction]: () => {
		const t = acting();
		t.do('meditate', { being: 'w' });
		t.do('pass', { being: 'b' });
		t.do('meditate', { being: 'w' });
		return t.fail('meditate', { being: 'w' });
	},
	[R.stoneFirst]: () => {
		const t = acting();
		t.do('stone', { being: 'w', offensive: false });
		return t.fail('meditate', { being: 'w' });
	},
	[R.noStone]: () => acting().fail('shed-stone', { being: 'w' }),
	[R.twoStones]: () => {
		const t = acting({ w: ['dissolve-tissue'] });
		t.do('adjust', { being: 'b', energy: 'stones', delta: 2 });
		t.do('cast', { being: 'w', cardId: 'dissolve-tissue', target: 'b' });
		return t.fail('cast', { being: 'b', cardId: 'universum-negation', response: true, targetSpell: t.spell('dissolve-tissue').id });
	},
	[R.stoneLimit]: () => {
		const t = acting();
		t.do('stone', { being: 'b', offensive: true }, 'w');
		return t.fail('stone', { being: 'b', offensive: true }, 'w');
	},
	[R.extraActionLimit]: () => {
		const t = acting();
		t.do('extra-action', { being: 'w' });
		return t.fail('extra-action', { being: 'w' });
	},
	[R.resonance]: () => acting({ w: ['fireball'] }).fail('cast', { being: 'w', cardId: 'fireball', target: 'b' }),
	[R.essence]: () => {
		const c = inline({ requirements: { essence: 20 } });
		return acting({ w: [c] }).fail('cast', { being: 'w', card: c, target: 'b' });
	},
	[R.will]: () => {
		const t = acting();
		t.do('adjust', { being: 'w', energy: 'will', delta: -3 });
		return t.fail('exchange', { being: 'w', give: 'will', get: 'resonance' });
	},
	[R.voice]: () => acting().fail('exchange', { being: 'w', give: 'voice', get: 'resonance' }),
	[R.shieldOrder]: () => acting().fail('shield-order', { being: 'w', order: ['nothing'] }),
	[R.exchangeUsed]: () => {
		const t = acting();
		t.do('exchange', { being: 'w', give: 'will', get: 'resonance' });
		return t.fail('exchange', { being: 'w', give: 'will', get: 'resonance' });
	},
	[R.exchange]: () => acting().fail('exchange', { being: 'w', give: 'essence', get: 'resonance' }),
	[R.basicLevel]: () => acting({}, { level: 'basic' }).fail('exchange', { being: 'w', give: 'will', get: 'resonance' }),
	[R.notPrepared]: () => acting().fail('cast', { being: 'w', cardId: 'dissolve-tissue', target: 'b' }),
	[R.tooManyPrepared]: () => {
		const t = new Table();
		t.rollResonance(5);
		t.do('tie-roll', { roll: roll(10, 9, 1) }, null);
		return t.fail('prepare', { being: 'w', cards: ['fireball', 'fireball', 'dissolve-tissue', 'judgement'] });
	},
	[R.reattuneUsed]: () => {
		const t = acting({ w: ['fireball', 'judgement'] });
		t.be('w').resonance = 20;
		t.cast('w', 'fireball', { target: 'b' });
		t.do('pass', { being: 'b' });
		t.cast('w', 'judgement', { target: 'b' });
		t.do('pass', { being: 'w' });
		t.rollResonance(5);
		const pile = t.be('w').discard;
		t.do('reattune', { being: 'w', spell: pile[0].id });
		return t.fail('reattune', { being: 'w', spell: pile[1].id });
	},
	[R.notDiscarded]: () => {
		const t = new Table();
		t.rollResonance(5);
		t.do('tie-roll', { roll: roll(10, 9, 1) }, null);
		return t.fail('reattune', { being: 'w', spell: 'p1' });
	},
	[R.noBurnedFocus]: () => {
		const t = new Table();
		t.rollResonance(5);
		t.do('tie-roll', { roll: roll(10, 9, 1) }, null);
		return t.fail('reattune', { being: 'w', focus: true });
	},
	[R.miscastTitle]: () => {
		const t = acting({ w: ['dissolve-tissue'] });
		t.do('cast', { being: 'w', cardId: 'dissolve-tissue', target: 'b' });
		t.do('cast', { being: 'b', cardId: 'universum-negation', response: true, targetSpell: t.spell('dissolve-tissue').id, intone: 'miscast' });
		return t.fail('cast', { being: 'b', cardId: 'universum-negation', response: true, targetSpell: t.spell('dissolve-tissue').id });
	},
	[R.target]: () => acting({ w: ['dissolve-tissue'] }).fail('cast', { being: 'w', cardId: 'dissolve-tissue', target: 'w' }),
	[R.requirement]: () => acting({ w: ['beast-form'] }).fail('cast', { being: 'w', cardId: 'beast-form' }),
	[R.component]: () => acting({ w: ['pillar-of-earth', 'acidic-matter'] }).fail('cast', { being: 'w', cardId: 'acidic-matter', target: 'b' }),
	[R.cannotPrepare]: () => {
		const t = new Table();
		t.rollResonance(5);
		t.do('tie-roll', { roll: roll(10, 9, 1) }, null);
		return t.fail('prepare', { being: 'w', cards: ['acidic-matter'] });
	},
	[R.codex]: () => new Table().fail('codex', { being: 'w', entries: [{ cardId: 'fireball', copies: 4 }] }),
	[R.builtIn]: () => new Table().fail('library-add', { card: { id: 'fireball', title: 'Fireball', role: 'attack', sphere: 'Forces' } }, 'w'),
	[R.ritual]: () => acting({ w: ['fireball'] }).fail('cast', { being: 'w', cardId: 'fireball', target: 'b', ritual: { tiers: 1 } }),
	[R.upgrade]: () => acting({ w: ['dissolve-tissue'] }).fail('cast', { being: 'w', cardId: 'dissolve-tissue', target: 'b', upgrades: [{ index: 0 }] }),
	[R.enhancementFull]: () => {
		const boon = (n: number) => inline({ id: `boon${n}`, title: `Boon ${n}`, role: 'enhancement', duration: 'P', directives: [] });
		const t = new Table();
		t.do('specialization', { being: 'w', cardId: 'void-speaker' });
		toActions(t, { w: [boon(1), boon(2), boon(3)] });
		t.do('extra-action', { being: 'w' });
		t.cast('w', 'boon1', { card: boon(1) });
		t.do('pass', { being: 'b' });
		t.cast('w', 'boon2', { card: boon(2) });
		t.cast('w', 'boon3', { card: boon(3) });
		t.do('pass', { being: 'w' });
		toActions(t, { w: [boon(4)] });
		return t.fail('cast', { being: 'w', card: boon(4) });
	},
	[R.noFocus]: () => {
		const c = inline({ requirements: { burnFocus: 1 } });
		const t = acting({ w: [c] });
		t.do('adjust', { being: 'w', energy: 'burnedFoci', delta: 1 });
		return t.fail('cast', { being: 'w', card: c, target: 'b' });
	},
	[R.notOnStack]: () => acting().fail('activate', {}, 'w'),
	[R.evadeArea]: () => {
		const area = inline({ area: 'team' });
		const t = acting({ w: [area] });
		t.do('cast', { being: 'w', card: area, target: 'b' });
		return t.fail('activate', { evaded: ['b'] }, 'b');
	},
	[R.resolveOrder]: () => {
		const rot = inline({ id: 'rot', title: 'Rot', duration: 2 });
		const boon = inline({ id: 'boon', title: 'Boon', role: 'enhancement', duration: 2, directives: [] });
		const t = acting({ w: [rot, boon] });
		t.cast('w', 'rot', { card: rot, target: 'b' });
		t.do('pass', { being: 'b' });
		t.cast('w', 'boon', { card: boon });
		t.do('pass', { being: 'w' });
		t.rollResonance(5);
		return t.fail('resolve', { spell: t.spell('boon').id }, null);
	},
	[R.sustain]: () => {
		const t = acting({ b: ['flame-form'] });
		t.do('pass', { being: 'w' });
		t.cast('b', 'flame-form');
		t.do('pass', { being: 'b' });
		t.rollResonance(1);
		t.do('adjust', { being: 'b', energy: 'resonance', delta: -1 });
		return t.fail('resolve', {}, 'b');
	},
	[R.dismiss]: () => {
		const t = acting({ w: ['pillar-of-earth'] });
		t.cast('w', 'pillar-of-earth');
		return t.fail('dismiss', { being: 'b', spell: t.spell('pillar-of-earth').id });
	},
	[R.ability]: () => acting().fail('ability', { being: 'w', spell: 'p1', index: 3, target: 'b' }),
	[R.abilityUsed]: () => {
		const t = acting({ w: ['cellular-augmentation', 'beast-form'] });
		t.be('w').resonance = 10;
		t.cast('w', 'cellular-augmentation');
		t.do('pass', { being: 'b' });
		t.cast('w', 'beast-form');
		t.do('ability', { being: 'w', spell: t.spell('beast-form').id, index: 0, target: 'b' });
		return t.fail('ability', { being: 'w', spell: t.spell('beast-form').id, index: 0, target: 'b' });
	},
	[R.spec]: () => acting().fail('upgrade-spec', { being: 'w', tree: 'A' }),
	[R.specUsed]: () => {
		const t = new Table();
		t.do('specialization', { being: 'w', cardId: 'chant-of-forms' });
		toActions(t);
		t.be('w').resonance = 10;
		t.do('upgrade-spec', { being: 'w', tree: 'A' });
		t.do('pass', { being: 'b' });
		return t.fail('upgrade-spec', { being: 'w', tree: 'B' });
	},
	[R.specSetup]: () => acting().fail('specialization', { being: 'w', cardId: 'void-speaker' }),
	[R.team]: () => new Table().fail('team', { being: 'w', team: '' }),
	[R.encounter]: () => new Table().fail('encounter', { sheet: { name: 'Nameless' } }, null),
	[R.bag]: () => new Table().fail('draw', { being: 'w', roll: roll(6, 1) }, 'w'),
	[R.library]: () => {
		const t = new Table();
		for (let i = 0; i < 400; i++) t.do('library-add', { card: inline({ id: `c${i}`, title: `Card ${i}` }) }, 'w');
		return t.fail('library-add', { card: inline({ id: 'c400', title: 'One too many' }) }, 'w');
	},
	[R.rite]: () => acting().fail('advance-rite', { being: 'w', spell: 'p1' }),
	[R.noChange]: () => new Table().fail('adjust', { being: 'w', energy: 'resonance', delta: -1 }),
	[R.cannotMeditate]: () => {
		const t = new Table({ teams: 'coop' });
		t.do('encounter', { sheet: 'sentient-shadow' }, null);
		t.rollResonance(5);
		t.do('tie-roll', { roll: roll(10, 9, 1) }, null);
		t.do('prepare', { being: 'w', cards: [] });
		t.do('prepare', { being: 'b', cards: [] });
		return t.fail('meditate', { being: t.state.turn! }, null);
	},
	[R.noResponseWindow]: () => acting().fail('cast', { being: 'b', cardId: 'universum-negation', response: true }),
	[R.dampened]: () => {
		const t = acting({ w: ['dissolve-tissue'] });
		t.do('cast', { being: 'w', cardId: 'dissolve-tissue', target: 'b' });
		return t.fail('dampen', { spell: Object.keys(t.state.spells)[0], pay: true }, 'w');
	},
	[R.tooMany]: () => {
		const seats = Array.from({ length: 8 }, (_, i) => ({ id: `s${i}`, name: `Magi ${i}` }));
		const t = new Table({ teams: 'coop' }, seats);
		for (let i = 0; i < 8; i++) t.do('encounter', { sheet: 'sentient-shadow' }, null);
		return t.fail('encounter', { sheet: 'sentient-shadow' }, null);
	}
};

describe('rejections', () => {
	it('every code has a case', () => {
		expect(Object.keys(cases).sort()).toEqual(Object.values(R).sort());
	});

	for (const [code, provoke] of Object.entries(cases)) {
		it(code, () => {
			const r = provoke();
			expect(r.code).toBe(code);
			expect(r.message.length).toBeGreaterThan(10);
			expect(r.message).toMatch(/[.:!?]$/);
		});
	}

	it('an unknown move of this game', () => {
		expect(new Table().fail('fly', {}, 'w').code).toBe('core/unknown-kind');
	});
});
