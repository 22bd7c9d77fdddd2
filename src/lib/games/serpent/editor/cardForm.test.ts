import { describe, expect, it } from 'vitest';
import { checkCard, TUTORIAL_SPELLS, type SpellCard } from '$engine/serpent';
import { tidy } from './cardDraft';
import { fromForm, newRitualBox, newUpgrade, toForm, type AbilityForm, type KoishakaForm, type RitualBox, type UpgradeForm } from './cardForm';

const through = (c: SpellCard) => checkCard(tidy(fromForm(toForm(c))));

/** Cards that use every structured part the card check accepts. */
const EVERY_PART: SpellCard[] = [
	{
		id: 'my-rite',
		title: 'Rite of Ash',
		sphere: 'Forces',
		role: 'attack',
		fluency: 2,
		descriptors: ['Heat'],
		resonance: -3,
		harmony: 0,
		directives: [{ type: 'dmg', energy: 'essence', amount: 2 }],
		requirements: { essence: 1, actions: 2, discard: [{ role: 'component', sphere: 'Matter' }, { descriptor: 'Gas' }], active: [{ role: 'enhancement', descriptor: 'Cellular', onBearer: true }, { shapeShift: false, curse: true }] },
		sustain: { resonance: 1, active: [{ sphere: 'Forces', shapeShift: true }] },
		upgrades: [
			{ label: 'Hotter', costs: [{ resonance: 2 }, { will: 1, harmony: 1 }], add: { dmg: 1, pierce: 2, subtle: true } },
			{ label: 'Quick', costs: [{ essence: 1 }], add: { freeAction: true, sealed: true } },
			{ label: 'Swift', costs: [{ will: 1 }], add: { absoluteFreeAction: true } }
		],
		ritual: [null, { label: '+1 Duration', add: { duration: 1 } }, null, { label: 'Shatter', add: { shatter: 2, refined: true, durability: 1 } }],
		abilities: [
			{ label: 'Claw', free: true, perRound: 1, physical: true, directives: [{ type: 'dmg', energy: 'essence', amount: 1 }] },
			{ label: 'Howl', descriptors: ['Spell', 'Sound'], cost: { resonance: 2 }, subtle: true, area: 'team', directives: [{ type: 'dmg', energy: 'harmony', amount: 1 }, { type: 'disrupt' }] }
		],
		passives: [
			{ kind: 'incoming-subtle', sphere: 'Mind' },
			{ kind: 'charge-on-offensive' },
			{ kind: 'dmg-bonus', match: { descriptor: 'Heat', role: 'attack' }, amount: -1 },
			{ kind: 'cast-bonus', match: { sphere: 'Soul', curse: false }, resonance: 1, duration: 2, freeAction: true }
		]
	},
	{
		id: 'my-wolf',
		title: 'Call the Wolf',
		sphere: 'Bio',
		role: 'ally',
		fluency: 1,
		descriptors: [],
		resonance: -2,
		harmony: 0,
		directives: [],
		koishaka: { name: 'Wolf', essence: 3, resonance: 1, harmony: null, actions: 1 }
	},
	{ id: 'my-owl', title: 'Owl', sphere: 'Mind', role: 'ally', fluency: 1, descriptors: [], resonance: 0, harmony: 0, directives: [], koishaka: { name: 'Owl', essence: 2, harmony: 4 } },
	{
		id: 'my-spec',
		title: 'Path of Stone',
		sphere: null,
		role: 'specialization',
		fluency: 1,
		descriptors: [],
		resonance: 0,
		harmony: 0,
		directives: [],
		spec: {
			initiate: [{ kind: 'cast-bonus', match: { sphere: 'Matter' }, resonance: 1 }],
			A: [
				{ label: 'A1', cost: 2, passives: [] },
				{ label: 'A2', cost: 4, passives: [{ kind: 'dmg-bonus', match: { sphere: 'Matter' }, amount: 1 }] }
			],
			B: [{ label: 'B1', cost: 3, passives: [{ kind: 'incoming-subtle', sphere: 'Bio' }] }]
		}
	}
];

describe('the card form model', () => {
	it('every built-in card goes through the forms and checks back to the same card', () => {
		for (const c of TUTORIAL_SPELLS) expect(through(c)).toEqual({ card: c });
	});

	it('every structured part the card check accepts goes through the forms unchanged', () => {
		for (const c of EVERY_PART) {
			expect(checkCard(c)).toEqual({ card: c });
			expect(through(c)).toEqual({ card: c });
		}
	});

	it('a Ritual Path keeps its N/A boxes where they are; all boxes N/A is no Ritual Path', () => {
		const form = toForm(EVERY_PART[0]);
		const boxes = form.ritual as RitualBox[];
		expect(boxes.map((b) => b.na)).toEqual([true, false, true, false]);
		form.ritual = [newRitualBox(), newRitualBox()];
		expect(fromForm(form).ritual).toBeUndefined();
	});

	it('what is entered in the forms becomes the card, and a half-filled part says what is missing', () => {
		const form = toForm(TUTORIAL_SPELLS.find((c) => c.id === 'fireball')!);
		const up: UpgradeForm = newUpgrade();
		(form.upgrades as UpgradeForm[]).push(up);
		expect(checkCard(tidy(fromForm(form)))).toEqual({ error: 'Upgrade name must be text of 1 to 60 characters.' });
		up.label = 'Bigger';
		up.costs[0].will = 1;
		up.add.dmg = 2;
		const ab = (form.abilities as AbilityForm[]);
		ab.push({ label: 'Spark', descriptors: ' Spell , ', free: false, response: true, perRound: null, cost: { resonance: 1, harmony: null, essence: null, will: null }, physical: false, subtle: false, area: '', directives: [] });
		const card = checkCard(tidy(fromForm(form)));
		expect(card).toMatchObject({ card: { upgrades: [{ label: 'Bigger', costs: [{ will: 1 }], add: { dmg: 2 } }], abilities: [{ label: 'Spark', descriptors: ['Spell'], response: true, cost: { resonance: 1 }, directives: [] }] } });
		const k = toForm({ ...EVERY_PART[1] });
		(k.koishaka as KoishakaForm).essence = null;
		expect(checkCard(tidy(fromForm(k)))).toEqual({ error: 'Koishaka Essence must be a whole number from 1 to 99.' });
	});
});
