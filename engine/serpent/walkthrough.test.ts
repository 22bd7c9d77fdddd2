/**
 * The Walkthrough, Acts I and II, replayed event by event: a level 1 duel (Resonance and Essence only, both
 * Magi at 7 Essence). Every number its text states is checked where it states it.
 */
import { describe, expect, it } from 'vitest';
import { foldLog } from '../core';
import { serpent } from './game';
import { endRound, maintainAll, roll, Table } from './fixtures';
import { lowestHarmony } from './choices';
import { resolvableNow } from './maintenance';

const ACT_I = { level: 'basic', essence: 7 };

function discardId(t: Table, being: string, cardId: string): string {
	const d = t.be(being).discard.find((x) => x.card.id === cardId);
	if (!d) throw new Error(`${cardId} is not in ${being}'s discard pile`);
	return d.id;
}

/** Plays Act I up to the moment the Black Magi falls, checking the text along the way. */
function playActI(options: Record<string, unknown> = ACT_I): Table {
	const t = new Table(options);
	const w = 'w';
	const b = 'b';

	// Round 1. "Let's assume we rolled a 7 ... Both of us set our energy tracker to 3 Resonance."
	t.rollResonance(7);
	expect(t.be(w).resonance).toBe(3);
	expect(t.be(b).resonance).toBe(3);
	// Tied: a die each; "I, the Black Magi, won the roll and chose to go first."
	expect(t.state.step).toBe('ties');
	expect(t.state.ties).toEqual([[w, b]]);
	t.do('tie-roll', { roll: roll(10, 2, 8) }, null);
	expect(t.state.initiative).toEqual([b, w]);
	// "as this is the first turn and there are no active effects, we can skip" maintenance.
	expect(t.state.phase).toBe('preparation');
	t.do('prepare', { being: b, cards: ['fireball', 'dissolve-tissue'] });
	t.do('prepare', { being: w, cards: ['pillar-of-earth', 'acidic-matter'] });
	expect(t.state.phase).toBe('action');
	expect(t.state.turn).toBe(b);
	// "For my first Action I will meditate to gain 2 Resonance."
	t.do('meditate', { being: b });
	expect(t.be(b).resonance).toBe(5);
	// Pillar of Earth: "you earn 1 Resonance".
	t.cast(w, 'pillar-of-earth');
	expect(t.be(w).resonance).toBe(4);
	expect(t.spell('pillar-of-earth').zone).toBe('defense');
	// Fireball: "I pay 5 Resonance" ... "Dmg 2".
	t.cast(b, 'fireball', { target: w });
	expect(t.be(b).resonance).toBe(0);
	expect(t.be(w).essence).toBe(5);
	expect(t.spell('fireball')).toBeUndefined();
	// Acidic Matter: -3 Resonance, discard Pillar of Earth, 1 Dmg, Duration counters.
	t.cast(w, 'acidic-matter', { target: b });
	expect(t.be(w).resonance).toBe(1);
	expect(t.spell('pillar-of-earth')).toBeUndefined();
	expect(t.be(w).discard.map((d) => d.card.id)).toEqual(['pillar-of-earth']);
	expect(t.be(b).essence).toBe(6);
	expect(t.spell('acidic-matter')).toMatchObject({ zone: 'attack', bearer: b, counters: 2 });
	// "Neither of us have remaining actions. The round ends."
	t.do('pass', { being: b });
	t.do('pass', { being: w });
	// "I have 1 spell prepared that I never cast, so I unprepare it now."
	expect(t.be(b).prepared).toEqual([]);
	// End of Round 1 Summary.
	expect([t.be(w).essence, t.be(w).resonance]).toEqual([5, 1]);
	expect([t.be(b).essence, t.be(b).resonance]).toEqual([6, 0]);

	// Round 2: "you rolled a 4 ... Now you have 3 Resonance and I have 2. ... you gain initiative."
	t.rollResonance(4);
	expect([t.be(w).resonance, t.be(b).resonance]).toEqual([3, 2]);
	expect(t.state.initiative).toEqual([w, b]);
	// Maintenance: Acidic Matter impacts the Black Magi and loses a counter.
	expect(t.state.phase).toBe('maintenance');
	t.do('resolve', {}, null);
	expect(t.be(b).essence).toBe(5);
	expect(t.spell('acidic-matter').counters).toBe(1);
	expect(t.state.phase).toBe('preparation');
	t.do('prepare', { being: w, cards: ['air-essence', 'materia-binding'] });
	t.do('prepare', { being: b, cards: ['dissolve-tissue', 'dissolve-tissue'] });
	t.cast(w, 'air-essence');
	expect(t.be(w).resonance).toBe(4);
	t.cast(b, 'dissolve-tissue', { target: w });
	expect(t.be(b).resonance).toBe(1);
	expect(t.be(w).essence).toBe(4);
	// Materia Binding: pay 2 Resonance, discard a Gas Component, 3 Durability.
	t.cast(w, 'materia-binding');
	expect(t.be(w).resonance).toBe(2);
	expect(t.spell('air-essence')).toBeUndefined();
	expect(t.spell('materia-binding')).toMatchObject({ zone: 'defense', durability: 3 });
	// The second Dissolve Tissue is blocked: the Shield loses 1 Durability instead.
	t.cast(b, 'dissolve-tissue', { target: w });
	expect(t.be(b).resonance).toBe(0);
	expect(t.be(w).essence).toBe(4);
	expect(t.state.lastImpacts[0]).toMatchObject({ outcome: 'blocked', by: 'Materia Binding of Mal-kuth' });
	t.do('pass', { being: w });
	t.do('pass', { being: b });
	// End of Round 2.
	expect([t.be(w).essence, t.be(w).resonance]).toEqual([4, 2]);
	expect(t.spell('materia-binding').durability).toBe(2);
	expect([t.be(b).essence, t.be(b).resonance]).toEqual([5, 0]);
	expect(t.spell('acidic-matter').bearer).toBe(b);

	// Round 3: the Overload: "we both gain 5 Resonance". "You have 7 Resonance now and I have 5".
	t.rollResonance(10);
	expect([t.be(w).resonance, t.be(b).resonance]).toEqual([7, 5]);
	expect(t.state.initiative[0]).toBe(w);
	// "The last Duration counter is removed at the time of impact, so this spell is now discarded."
	t.do('resolve', {}, null);
	expect(t.spell('acidic-matter')).toBeUndefined();
	// "We are now tied at 4 Essence each."
	expect([t.be(w).essence, t.be(b).essence]).toEqual([4, 4]);
	// Re-attunement: Bonded spells cost 1 Resonance each.
	t.do('reattune', { being: b, spell: discardId(t, b, 'dissolve-tissue') });
	expect(t.be(b).resonance).toBe(4);
	t.do('reattune', { being: w, spell: discardId(t, w, 'air-essence') });
	t.do('reattune', { being: w, spell: discardId(t, w, 'pillar-of-earth') });
	expect(t.be(w).resonance).toBe(5);
	t.do('prepare', { being: w, cards: ['karmic-debt', 'pillar-of-earth'] });
	t.do('prepare', { being: b, cards: ['cellular-degeneration', 'dissolve-tissue'] });
	// Karmic Debt: 3 Resonance; no Defenses, so it becomes an active Curse.
	t.cast(w, 'karmic-debt', { target: b });
	expect(t.be(w).resonance).toBe(2);
	expect(t.spell('karmic-debt')).toMatchObject({ zone: 'curse', bearer: b, duration: 'P', charges: 0 });
	// Cellular Degeneration is Subtle: it passes the Shield without costing it Durability.
	t.cast(b, 'cellular-degeneration', { target: w });
	expect(t.be(b).resonance).toBe(1);
	expect(t.spell('cellular-degeneration')).toMatchObject({ zone: 'curse', bearer: w, counters: 3 });
	expect(t.spell('materia-binding').durability).toBe(2);
	// "I must place a charge on the Karmic Debt spell."
	expect(t.spell('karmic-debt').charges).toBe(1);
	t.cast(w, 'pillar-of-earth');
	expect(t.be(w).resonance).toBe(3);
	// Dissolve Tissue made Subtle by the Curse: it cuts through the Shield; another Karmic charge.
	t.cast(b, 'dissolve-tissue', { target: w });
	expect(t.be(w).essence).toBe(3);
	expect(t.spell('materia-binding').durability).toBe(2);
	expect(t.spell('karmic-debt').charges).toBe(2);
	t.do('pass', { being: w });
	t.do('pass', { being: b });
	// End of Round 3.
	expect([t.be(w).essence, t.be(w).resonance]).toEqual([3, 3]);
	expect([t.be(b).essence, t.be(b).resonance]).toEqual([4, 0]);

	// Round 4: "we rolled 5 ... putting you at 5 Resonance and me at 2."
	t.rollResonance(5);
	expect([t.be(w).resonance, t.be(b).resonance]).toEqual([5, 2]);
	expect(t.state.initiative[0]).toBe(w);
	// Only the Curse zone has something to count down: Karmic Debt is Persistent and passive.
	expect(t.state.phase).toBe('maintenance');
	t.do('resolve', { spell: t.spell('cellular-degeneration').id }, null);
	expect(t.spell('cellular-degeneration').counters).toBe(2);
	expect(t.state.phase).toBe('preparation');
	t.do('prepare', { being: w, cards: ['purification', 'air-essence'] });
	t.do('prepare', { being: b, cards: ['cellular-augmentation', 'beast-form'] });
	t.cast(w, 'air-essence');
	t.cast(b, 'cellular-augmentation');
	expect(t.spell('cellular-augmentation')).toMatchObject({ zone: 'enhancement', bearer: b });
	// Purification: 3 Resonance and a Matter Component; it dispels the Bio Curse.
	t.cast(w, 'purification', { targetSpell: t.spell('cellular-degeneration').id });
	expect(t.spell('cellular-degeneration')).toBeUndefined();
	expect(t.spell('purification')).toBeUndefined();
	expect(t.be(w).resonance).toBe(3);
	t.do('meditate', { being: b });
	expect(t.be(b).resonance).toBe(4);
	// "You are out of Actions so you must pass."
	t.do('pass', { being: w });
	// Beast Form: a Free Action, 4 Resonance, needs an active Cellular Enhancement on its bearer.
	t.cast(b, 'beast-form');
	expect(t.be(b).resonance).toBe(0);
	expect(t.be(b).fullActions).toBe(0);
	// The Free Action attack is Physical Dmg: Materia Binding blocks it and loses 1 Durability.
	t.do('ability', { being: b, spell: t.spell('beast-form').id, index: 0, target: w });
	expect(t.be(w).essence).toBe(3);
	expect(t.spell('materia-binding').durability).toBe(1);
	// An offensive ability is not an offensive spell: no Karmic charge.
	expect(t.spell('karmic-debt').charges).toBe(2);
	t.do('pass', { being: b });
	// End of Round 4.
	expect([t.be(w).essence, t.be(w).resonance]).toEqual([3, 3]);
	expect([t.be(b).essence, t.be(b).resonance]).toEqual([4, 0]);

	// Round 5: another 10, each gains 5.
	t.rollResonance(10);
	expect([t.be(w).resonance, t.be(b).resonance]).toEqual([8, 5]);
	// "I remove a Duration counter from Cellular Augmentation and Beast Form once we hit the Enhancement zone."
	const aug = t.spell('cellular-augmentation').counters;
	const beast = t.spell('beast-form').counters;
	t.do('resolve', {}, null);
	t.do('resolve', {}, null);
	expect(t.spell('cellular-augmentation').counters).toBe(aug - 1);
	expect(t.spell('beast-form').counters).toBe(beast - 1);
	t.do('prepare', { being: w, cards: ['acidic-matter', 'judgement'] });
	t.do('prepare', { being: b, cards: ['infernal-shot', 'fireball'] });
	t.cast(w, 'acidic-matter', { target: b });
	// "I lose 1 Essence, tying me with you."
	expect([t.be(w).essence, t.be(b).essence]).toEqual([3, 3]);
	// Infernal Shot: pay 1 Essence; blocked; the Shield loses its last Durability and is discarded.
	t.cast(b, 'infernal-shot', { target: w });
	expect(t.spell('materia-binding')).toBeUndefined();
	expect(t.be(w).essence).toBe(3);
	// "I have 3 Karmic charges and only 2 Essence."
	expect(t.spell('karmic-debt').charges).toBe(3);
	expect(t.be(b).essence).toBe(2);
	// Judgement: Dmg equal to the Karmic charges; the charges are discarded, Karmic Debt stays.
	t.cast(w, 'judgement', { target: b });
	expect(t.be(b).essence).toBe(0);
	expect(t.be(b).incapacitated).toBe(true);
	expect(t.spell('karmic-debt')).toMatchObject({ charges: 0, status: 'active' });
	return t;
}

describe('Walkthrough Act I', () => {
	it('replays event by event with the energies and counters its text states', () => {
		const t = playActI();
		// Victory is checked only after the maintenance phase: the duel goes on until then.
		expect(serpent.status!(t.state).phase).toBe('playing');
		t.do('pass', { being: 'w' });
		t.rollResonance(3);
		let resolved = 0;
		while (!t.state.outcome && t.state.phase === 'maintenance') {
			t.do('resolve', {}, null);
			resolved++;
		}
		// Acidic Matter, then Cellular Augmentation and Beast Form: then the victory check.
		expect(resolved).toBe(3);
		expect(serpent.status!(t.state)).toMatchObject({ phase: 'finished', winners: ['w'] });
	});

	it('ends the moment the Black Magi falls in the "immediate" variant', () => {
		const t = playActI({ ...ACT_I, victoryCheck: 'immediate' });
		expect(serpent.status!(t.state)).toMatchObject({ phase: 'finished', winners: ['w'] });
	});

	it('folds its whole log to the same state, and stays the same after an undo and redo', () => {
		const t = playActI();
		const initial = serpent.setup({ options: ACT_I as never, seats: [{ id: 'w', name: 'White Magi' }, { id: 'b', name: 'Black Magi' }] });
		const folded = foldLog(serpent, initial, t.log);
		expect(folded.outcomes.every((o) => o.kind === 'applied')).toBe(true);
		expect(folded.state).toEqual(t.state);
		const last = t.log[t.log.length - 1];
		const undo = { id: 'u', seat: 'w', kind: 'core/undo', data: { target: last.id }, at: 0 };
		const undone = foldLog(serpent, initial, [...t.log, undo]);
		expect(undone.state.beings.b.essence).toBe(2);
		const redo = { id: 'r', seat: 'w', kind: 'core/undo', data: { target: 'u' }, at: 0 };
		expect(foldLog(serpent, initial, [...t.log, undo, redo]).state).toEqual(t.state);
	});
});

/** Act II setup and round 1 (Easy mode), checking the text along the way. Returns the table and the Shadow's id. */
function playActIIRound1(): { t: Table; shadow: string } {
	const t = new Table({ teams: 'coop' });
	t.do('specialization', { being: 'w', cardId: 'void-speaker' });
	t.do('specialization', { being: 'b', cardId: 'chant-of-forms' });
	t.do('encounter', { sheet: 'sentient-shadow', easy: true }, null);
	const shadow = t.state.roster[2];
	// "The Shadow begins with 10 Essence and 0 Resonance."
	expect(t.energies(shadow)).toMatchObject({ essence: 10, resonance: 0 });
	// "Resonance 0, Harmony 0, Essence 12. Each Magi collects 3 green Will tokens."
	expect(t.energies('w')).toMatchObject({ resonance: 0, harmony: 0, essence: 12, will: 3 });
	expect(t.energies('b')).toMatchObject({ resonance: 0, harmony: 0, essence: 12, will: 3 });
	t.rollResonance(10);
	expect(t.energies('w')).toMatchObject({ resonance: 5, harmony: -1 });
	expect(t.be(shadow).resonance).toBe(6);
	// the Magi are tied on everything: "Let's assume I win the initiative."
	t.do('tie-roll', { roll: roll(10, 3, 8) }, null);
	expect(t.state.initiative).toEqual([shadow, 'b', 'w']);
	t.do('prepare', { being: 'b', cards: ['flame-form', 'flame-eternae', 'infernal-shot'] });
	t.do('prepare', { being: 'w', cards: ['karmic-debt'] });
	// "Let's assume you drew a red counter": faces count colour by colour, red 1–4, yellow 5–6.
	t.do('draw', { being: shadow, roll: roll(6, 1) }, null);
	// The Shadow casts Purge the Light: "Reduce the Shadow's Resonance to 2."
	t.do('cast', { being: shadow, cardId: 'purge-the-light', targetTeam: 'Magi' }, null);
	expect(t.be(shadow).resonance).toBe(2);
	// "Fasul!" Universum Negation costs 3, Void Speaker makes Soul spells generate +1: "YOU only pay 2".
	t.do('cast', { being: 'w', cardId: 'universum-negation', response: true, targetSpell: t.spell('purge-the-light').id });
	expect(t.be('w')).toMatchObject({ resonance: 3, stones: 1 });
	t.do('activate', {}, null);
	// Encounters get no refund.
	expect(t.be(shadow).resonance).toBe(2);
	expect(t.spell('purge-the-light')).toBeUndefined();
	expect(t.energies('w').harmony).toBe(-1);
	// Black upgrades the Specialization: 4 Resonance, a Free Action.
	expect(t.state.turn).toBe('b');
	t.do('upgrade-spec', { being: 'b', tree: 'A' });
	expect(t.be('b').resonance).toBe(1);
	// White must shed the stone with a Full Action.
	expect(t.state.turn).toBe('w');
	t.do('shed-stone', { being: 'w' });
	// "Lets assume it is a yellow counter" (red 1–3, yellow 4–5).
	t.do('draw', { being: shadow, roll: roll(5, 4) }, null);
	// Dark Lash: Area, Subtle, 1 Harmony Dmg. "We both go down to -2 Harmony."
	t.do('ability', { being: shadow, label: 'Dark Lash', sphere: 'Soul', area: 'team', subtle: true, targetTeam: 'Magi', directives: [{ type: 'dmg', energy: 'harmony', amount: 1 }] }, null);
	expect([t.be('w').harmony, t.be('b').harmony]).toEqual([-2, -2]);
	// Flame Form: +3 Resonance from Impermanent Body makes it free; 3 Duration counters; a Free Action.
	t.cast('b', 'flame-form');
	expect(t.be('b')).toMatchObject({ resonance: 1, fullActions: 2 });
	expect(t.spell('flame-form').counters).toBe(3);
	// White's last action: Karmic Debt on the Shadow. It is a Soul Curse (the Shadow's chart says so), so
	// Void Speaker makes it cost 2, not 3: White keeps 1 Resonance where the text says 0 (see the rules notes).
	t.cast('w', 'karmic-debt', { target: shadow });
	expect(t.be('w').resonance).toBe(1);
	// The Shadow has used its two actions.
	t.do('pass', { being: shadow }, null);
	// Flame Eternae: exchange 1 Will for 3 Resonance, pay 4, place the Focus; Flame Form adds 1 Dmg.
	t.do('exchange', { being: 'b', give: 'will', get: 'resonance' });
	t.cast('b', 'flame-eternae', { target: shadow });
	expect(t.be('b').resonance).toBe(0);
	expect(t.spell('flame-eternae').focus).toBe('b');
	expect(t.be(shadow).essence).toBe(8);
	// "Everyone is out of actions except for me!"
	t.do('pass', { being: 'w' });
	// Infernal Shot: a blood sacrifice of 1 Essence, 2 Dmg with Flame Form.
	t.cast('b', 'infernal-shot', { target: shadow });
	// "The Sentient Shadow should have 2 Resonance and 6 Essence."
	expect(t.be(shadow)).toMatchObject({ resonance: 2, essence: 6 });
	// "The White Magi should have 0 Resonance, -2 Harmony & 12 Essence" (Resonance: 1, as above)
	expect(t.energies('w')).toMatchObject({ harmony: -2, essence: 12 });
	// The Black Magi: "2 Resonance, -4 Harmony & 11 Essence" says the summary, but the narrated actions
	// give 0 and −2, and round 2 proves them ("down to 1 Resonance", "both have -7 Harmony"): see the rules notes.
	expect(t.energies('b')).toMatchObject({ resonance: 0, harmony: -2, essence: 11 });
	return { t, shadow };
}

/** Round 2 at full strength, up to Flame Eternae's Response phase in maintenance. */
function startActIIRound2(t: Table, shadow: string): void {
	// "give the Shadow 2 additional Essence", a +2 Resonance bonus, 3 actions.
	endRound(t);
	t.do('encounter-mode', { being: shadow, easy: false }, null);
	expect(t.be(shadow).essence).toBe(8);
	// "Let's assume we rolled a 7 ... The Shadow gains 3 from the roll plus 2 bonus ... It is now at 7 Resonance."
	t.rollResonance(7);
	expect(t.be(shadow).resonance).toBe(7);
	expect([t.be('w').resonance, t.be('b').resonance]).toEqual([4, 3]);
	// "You and I are tied on all energies, so we roll dice ... Let's assume you win initiative." White's
	// 1 Resonance left from round 1 (see above) breaks the tie the same way: 4 against 3, no roll.
	expect(t.state.ties).toEqual([]);
	expect(t.state.initiative).toEqual([shadow, 'w', 'b']);
	// Maintenance: "The only card in an attack zone is my Flame Eternae ... I pay the 1 Resonance and enter its Response phase."
	expect(resolvableNow(t.state).map((sp) => sp.card.title)).toEqual(['Flame Eternae']);
	t.do('resolve', { respond: true }, 'b');
	expect(t.state.resolving).toBe(t.spell('flame-eternae').id);
	expect(t.be('b').resonance).toBe(2);
}

/** Round 2 played as the text narrates it, to its end. */
function playActIIRound2(): { t: Table; shadow: string } {
	const { t, shadow } = playActIIRound1();
	startActIIRound2(t, shadow);
	// The text has the Shadow pay 1 Resonance to Evade here, and later "It DOES have 2 Resonance left"
	// and pays them for Ability Chart B: that is 7 − 4 (Purge) − 1 (the Infernal Shot's Evade), so
	// its arithmetic has no Evade here (see the rules notes). The Shadow lets Flame Eternae impact:
	// "it loses 2 Essence. (Remember the extra Dmg I get from my Flame Form.)"
	t.do('activate', {}, null);
	expect(t.be(shadow).essence).toBe(6);
	// Karmic Debt is passive; the Enhancement zone: Flame Form loses a counter and is sustained.
	maintainAll(t);
	expect(t.spell('flame-form').counters).toBe(2);
	expect(t.spell('karmic-debt')).toMatchObject({ bearer: shadow, charges: 0 });
	// "I remove 1 Duration counter and pay 1 Resonance to sustain it. I am down to 1 Resonance."
	expect(t.be('b').resonance).toBe(1);
	// "There are two of us, so it gets 2+1 = 3 Full Actions per round."
	expect(t.be(shadow).actionsPerRound).toBe(3);
	t.do('prepare', { being: 'w', cards: ['karmic-binding-of-protection'] });
	t.do('prepare', { being: 'b', cards: ['infernal-shot', 'fireball'] });
	// "Let's assume it is another Red. There should be two red counters out now."
	t.do('draw', { being: shadow, roll: roll(4, 1) }, null);
	expect(t.be(shadow).bag?.out).toEqual({ red: 2, yellow: 1 });
	// Purge the Light at full strength: "Reduce its Resonance counter by 4 ... We now both have -7 Harmony".
	t.do('cast', { being: shadow, cardId: 'purge-the-light', targetTeam: 'Magi', activate: true }, null);
	expect([t.be('w').harmony, t.be('b').harmony]).toEqual([-7, -7]);
	expect(t.be(shadow).resonance).toBe(3);
	// "This was an offensive spell, so add a Karmic Charge to your Karmic Debt Curse."
	expect(t.spell('karmic-debt')).toMatchObject({ bearer: shadow, charges: 1 });
	// "If the Shadow cast a non-Area Attack ... Because we are tied in Harmony, the Shadow's choice would be decided by rolling a die."
	expect(lowestHarmony(t.state, shadow)).toEqual(['w', 'b']);
	// Karmic Binding of Protection, Intoned ("Place 1 diamond counter ... your influx of 1 Voice"), its
	// Karmic charge discarded, the Refined upgrade paid with 1 Will. "You may go next."
	expect(t.state.turn).toBe('w');
	expect(t.be('w').resonance).toBe(4);
	t.cast('w', 'karmic-binding-of-protection', { intone: 'spoken', upgrades: [{ index: 0, cost: 1 }] });
	expect(t.energies('w')).toMatchObject({ voice: 1, will: 2, resonance: 3 });
	expect(t.spell('karmic-debt').charges).toBe(0);
	expect(t.spell('karmic-binding-of-protection').card.shield?.refined).toBe(true);
	// Black's second Infernal Shot, Intoned: "the Shadow attempts to Evade by paying 1 Resonance and then
	// pulling a token"; yellow (the token goes back): "I cause 2 more Dmg". That brings the Shadow "down to
	// below 5 Essence": its attacks gain Pierce 2.
	t.do('cast', { being: 'b', cardId: 'infernal-shot', target: shadow, intone: 'spoken' });
	t.do('draw', { being: shadow, roll: roll(3, 3), back: true }, null);
	expect(t.be(shadow).bag?.last).toBe('yellow');
	t.do('evade', { being: shadow, spell: t.spell('infernal-shot').id, pay: { resonance: 1 }, evades: false }, null);
	t.do('activate', {}, null);
	expect(t.be(shadow).essence).toBe(4);
	expect(t.energies('b')).toMatchObject({ essence: 10, voice: 1 });
	// "the Shadow does not have enough Resonance for the top action ... It DOES have 2 Resonance left"
	expect(t.be(shadow).resonance).toBe(2);
	t.do('draw', { being: shadow, roll: roll(3, 3) }, null);
	expect(t.be(shadow).bag?.last).toBe('yellow');
	// "So it pays 2 Resonance, and then rolls on Ability Chart B": a 5, "Area, Disrupt". The Focused
	// opponent loses Flame Eternae; White's Shield "will automatically block this Disrupt Attack and lose a Durability".
	// (A roll of 1–3 would also cost Black 2 Harmony; his −6 after meditating below proves the 4–6 row.)
	t.do('ability', { being: shadow, label: 'Ability Chart B', sphere: 'Soul', area: 'team', targetTeam: 'Magi', cost: { resonance: 2 }, directives: [{ type: 'disrupt' }], wait: true }, null);
	t.do('activate', {}, null);
	expect(t.be(shadow).resonance).toBe(0);
	expect(t.spell('flame-eternae')).toBeUndefined();
	expect(Object.values(t.state.spells).filter((sp) => sp.focus === 'b')).toEqual([]);
	expect(t.spell('karmic-binding-of-protection').durability).toBe(2);
	// White's 2nd action: "upgrade your Specialization; either of the first tiers ... spend your 1 Voice as if it was 1 Resonance".
	t.do('upgrade-spec', { being: 'w', tree: 'B', voice: 1, tier: { label: 'Void Speaker B1', cost: 2 } });
	expect(t.energies('w')).toMatchObject({ voice: 0, resonance: 2 });
	// "I will probably just meditate to gain 2 Resonance and 1 Harmony."
	t.do('meditate', { being: 'b' });
	expect(t.energies('b')).toMatchObject({ resonance: 3, harmony: -6 });
	// The third red: "3 red counters ... are out, the bag reset conditions have been met." (The text says
	// "and 1 yellow"; two yellows are out by then, which meets the condition all the same.)
	t.do('draw', { being: shadow, roll: roll(2, 1) }, null);
	expect(t.be(shadow).bag?.out).toEqual({});
	// No 2 Resonance for Spectral Claw: "the bottom ability to gain Resonance".
	t.do('ability', { being: shadow, label: 'Draw Darkness', target: shadow, directives: [{ type: 'infusion', energy: 'resonance', amount: 2 }] }, null);
	expect(t.be(shadow).resonance).toBe(2);
	endRound(t);

	return { t, shadow };
}

describe('Walkthrough Act II: the Sentient Shadow', () => {
	it('replays rounds 1 to 3 event by event with the energies its text states', () => {
		const { t, shadow } = playActIIRound2();
		// Round 3: "the Shadow gains +2 from Resonance rolls when challenging two Magi"; a 5 gives 2.
		t.rollResonance(5);
		expect(t.be(shadow).resonance).toBe(6);
		expect([t.be('w').resonance, t.be('b').resonance]).toEqual([4, 5]);
		// "Initiative goes to the Shadow once again because it has the most Harmony (0)"; then Black (−6), White (−7).
		expect(t.state.initiative).toEqual([shadow, 'b', 'w']);
		// "if you have 7 or more Discord then you must roll": White (7) rolls 2 + 3 = 5, less: 3 Essence Dmg. Black (6) does not roll.
		expect(t.state.eventRolls).toEqual(['w']);
		t.do('event-roll', { being: 'w', roll: roll(10, 2, 3) });
		expect(t.be('w').essence).toBe(9);
		// Maintenance: "If I was able to hold onto my Flame Eternae": it was Disrupted; Flame Form is sustained.
		expect(resolvableNow(t.state).map((sp) => sp.card.title)).toEqual(['Flame Form']);
		t.do('resolve', {}, 'b');
		expect(t.be('b').resonance).toBe(4);
		expect(t.spell('flame-form').counters).toBe(1);
		// "Prepare whatever spells you think best": the Walkthrough's script ends here.
		expect(t.state.phase).toBe('preparation');
		expect(t.energies('w')).toMatchObject({ resonance: 4, harmony: -7, essence: 9, will: 2, voice: 0 });
		expect(t.energies('b')).toMatchObject({ resonance: 4, harmony: -6, essence: 10, will: 2, voice: 1 });
		expect(t.energies(shadow)).toMatchObject({ resonance: 6, essence: 4 });
	});

	it('round 2, the other branches of Flame Eternae\'s Evade: a red token dodges it, a yellow one does not', () => {
		for (const [face, colour, essence] of [[1, 'red', 8], [4, 'yellow', 6]] as const) {
			const { t, shadow } = playActIIRound1();
			startActIIRound2(t, shadow);
			// "First, reduce the Shadow's Resonance by 1. Next, draw a token from the bag, note its color, and return it to the bag."
			t.do('evade', { being: shadow, spell: t.spell('flame-eternae').id, pay: { resonance: 1 }, evades: colour === 'red' }, null);
			t.do('draw', { being: shadow, roll: roll(4, face), back: true }, null);
			expect(t.be(shadow).bag).toMatchObject({ last: colour, out: { red: 1, yellow: 1 } });
			t.do('activate', {}, null);
			expect(t.be(shadow)).toMatchObject({ resonance: 6, essence });
			// Flame Eternae stays in play either way, Focused by Black.
			expect(t.spell('flame-eternae').focus).toBe('b');
		}
	});

	it('folds its whole log, Encounter and draws included, to the same state', () => {
		const { t } = playActIIRound2();
		const initial = serpent.setup({ options: { teams: 'coop' } as never, seats: [{ id: 'w', name: 'White Magi' }, { id: 'b', name: 'Black Magi' }] });
		const folded = foldLog(serpent, initial, t.log);
		expect(folded.outcomes.every((o) => o.kind === 'applied')).toBe(true);
		expect(folded.state).toEqual(t.state);
	});

	it('round 3, the other branch of the Discord roll: a result not less than the Discord costs nothing', () => {
		const { t } = playActIIRound2();
		t.rollResonance(5);
		// "roll 2 ten-sided dice: if the result is LESS than your amount of Discord then you suffer a Discord Event."
		t.do('event-roll', { being: 'w', roll: roll(10, 4, 3) });
		expect(t.be('w').essence).toBe(12);
		expect(t.state.phase).toBe('maintenance');
	});
});
