/** "Every effect, whether it is a spell or an ability, has a Response phase before it impacts": abilities, maintenance, Evades. */
import { describe, expect, it } from 'vitest';
import { endRound, startRound, Table, toActions } from './fixtures';
import { SERPENT_REJECTIONS as R } from './rejections';
import { resolvableNow } from './maintenance';

describe('Response phases', () => {
	it('an ability waits in its Response phase; its target may evade; the same ability without waiting impacts at once', () => {
		const t = new Table();
		toActions(t);
		const lash = { being: 'w', target: 'b', label: 'Lash', sphere: 'Mind', directives: [{ type: 'dmg', amount: 2 }] };
		t.do('ability', { ...lash, wait: true });
		expect(t.be('b').essence).toBe(12);
		expect(t.state.stack).toHaveLength(1);
		expect(t.fail('meditate', { being: 'b' }).code).toBe(R.manifesting);
		expect(t.fail('evade', { being: 'w', spell: t.state.stack[0] }).code).toBe(R.target);
		t.do('evade', { being: 'b', spell: t.state.stack[0] });
		t.do('activate', {}, 'b');
		expect(t.state.lastImpacts[0]).toMatchObject({ outcome: 'evaded', target: 'b' });
		expect(t.be('b').essence).toBe(12);
		expect(t.be('w').discard).toEqual([]);
		t.do('meditate', { being: 'b' });
		t.do('ability', lash);
		expect(t.be('b').essence).toBe(10);
	});

	it('Area abilities cannot be evaded', () => {
		const t = new Table();
		toActions(t);
		t.do('ability', { being: 'w', targetTeam: 'b', area: 'team', label: 'Wave', directives: [{ type: 'dmg', amount: 1 }], wait: true });
		expect(t.fail('evade', { being: 'b', spell: t.state.stack[0] }).code).toBe(R.evadeArea);
	});

	it('in maintenance the sustain is paid, then the Response phase: the Shadow pays 1 Resonance to Evade Flame Eternae', () => {
		const t = new Table({ teams: 'coop' });
		t.do('encounter', { sheet: 'sentient-shadow' }, null);
		const shadow = t.state.roster[2];
		toActions(t, { b: ['flame-eternae'] });
		t.do('pass', { being: shadow }, null);
		t.do('adjust', { being: 'b', energy: 'resonance', delta: 5 });
		t.do('pass', { being: 'w' });
		t.cast('b', 'flame-eternae', { target: shadow });
		const essence = t.be(shadow).essence;
		endRound(t);
		startRound(t, 7);
		expect(resolvableNow(t.state).map((sp) => sp.card.title)).toEqual(['Flame Eternae']);
		const res = [t.be('b').resonance, t.be(shadow).resonance];
		t.do('resolve', { respond: true }, 'b');
		// "I pay the 1 Resonance and enter its Response phase."
		expect(t.be('b').resonance).toBe(res[0] - 1);
		expect(t.state.resolving).toBe(t.spell('flame-eternae').id);
		expect(t.fail('resolve', {}, null).code).toBe(R.manifesting);
		// "First, reduce the Shadow's Resonance by 1. Next, draw a token ..." A red token: it evades.
		t.do('evade', { being: shadow, spell: t.spell('flame-eternae').id, pay: { resonance: 1 } }, null);
		expect(t.be(shadow).resonance).toBe(res[1] - 1);
		t.do('activate', {}, null);
		expect(t.be(shadow).essence).toBe(essence);
		expect(t.state.resolving).toBeNull();
		expect(t.state.phase).toBe('preparation');
	});

	it('a failed Evade is paid and the spell impacts', () => {
		const t = new Table({ teams: 'coop' });
		t.do('encounter', { sheet: 'sentient-shadow' }, null);
		const shadow = t.state.roster[2];
		toActions(t, { b: ['fireball'] });
		t.do('pass', { being: shadow }, null);
		t.do('pass', { being: 'w' });
		t.do('adjust', { being: 'b', energy: 'resonance', delta: 5 });
		t.do('cast', { being: 'b', cardId: 'fireball', target: shadow });
		const [res, essence] = [t.be(shadow).resonance, t.be(shadow).essence];
		t.do('evade', { being: shadow, spell: t.spell('fireball').id, pay: { resonance: 1 }, evades: false }, null);
		t.do('activate', {}, null);
		expect([t.be(shadow).resonance, t.be(shadow).essence]).toEqual([res - 1, essence - 2]);
	});
});
