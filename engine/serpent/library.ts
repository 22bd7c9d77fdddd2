/**
 * The built-in spell library: the Walkthrough's tutorial spells with the numbers its text gives.
 * Where the text does not give a number, the value chosen is marked "not stated" and listed in
 * docs/rules/serpents-tongue.md. Built-in cards are never changed: a table that wants other numbers
 * shares an edited copy under a new id (`copyCard`).
 */
import type { SpellCard } from './cards';

const card = (c: Omit<SpellCard, 'directives' | 'descriptors' | 'harmony' | 'fluency'> & Partial<SpellCard>): SpellCard => ({
	fluency: 1,
	descriptors: [],
	harmony: 0,
	directives: [],
	...c
});

/** White Magi, Act I. */
export const PILLAR_OF_EARTH = card({
	id: 'pillar-of-earth',
	title: 'Pillar of Earth',
	sphere: 'Matter',
	role: 'component',
	resonance: 1,
	duration: 'P',
	bonded: true,
	text: 'Matter Component. A giant pillar appears on the battlefield.'
});

export const ACIDIC_MATTER = card({
	id: 'acidic-matter',
	title: 'Acidic Matter',
	sphere: 'Matter',
	role: 'attack',
	resonance: -3,
	requirements: { discard: [{ role: 'component', sphere: 'Matter' }] },
	directives: [{ type: 'dmg', energy: 'essence', amount: 1 }],
	duration: 2,
	text: '! Discard Matter Component.'
});

export const AIR_ESSENCE = card({
	id: 'air-essence',
	title: 'Air Essence',
	sphere: 'Matter',
	role: 'component',
	descriptors: ['Gas'],
	resonance: 1,
	duration: 'P',
	bonded: true,
	text: 'Matter Component (Gas).'
});

export const MATERIA_BINDING = card({
	id: 'materia-binding',
	title: 'Materia Binding of Mal-kuth',
	sphere: 'Matter',
	role: 'defense',
	resonance: -2,
	requirements: { discard: [{ role: 'component', descriptor: 'Gas' }] },
	shield: { spheres: ['Bio', 'Matter', 'Forces'] },
	durability: 3,
	text: 'Shield: Bio, Matter, Forces. ! Discard Gas Component.'
});

export const KARMIC_DEBT = card({
	id: 'karmic-debt',
	title: 'Karmic Debt',
	sphere: 'Soul',
	role: 'attack',
	curse: true,
	descriptors: ['Karmic'],
	resonance: -3,
	curseDuration: 'P',
	passives: [{ kind: 'charge-on-offensive' }],
	text: 'Each offensive spell the bearer casts puts a Karmic charge on this Curse.'
});

/** Sphere not stated (White's spells are Soul and Matter; it discards a Matter Component). */
export const PURIFICATION = card({
	id: 'purification',
	title: 'Purification',
	sphere: 'Matter',
	role: 'abjuration',
	resonance: -3,
	requirements: { discard: [{ role: 'component', sphere: 'Matter' }] },
	directives: [{ type: 'dispel', state: 'active', sphere: 'Bio', curseOnly: true }],
	text: 'Dispel a Bio Curse. ! Discard Matter Component.'
});

/** Resonance cost not stated: 2. */
export const JUDGEMENT = card({
	id: 'judgement',
	title: 'Judgement',
	sphere: 'Soul',
	role: 'attack',
	descriptors: ['Karmic'],
	resonance: -2,
	directives: [{ type: 'dmg', energy: 'essence', amount: 0, fromCharges: 'Karmic' }],
	text: 'Dmg equal to the Karmic charges the target bears; those charges are discarded.'
});

/** Black Magi, Act I. */
export const FIREBALL = card({
	id: 'fireball',
	title: 'Fireball',
	sphere: 'Forces',
	role: 'attack',
	descriptors: ['Heat'],
	resonance: -5,
	directives: [{ type: 'dmg', energy: 'essence', amount: 2 }]
});

export const DISSOLVE_TISSUE = card({
	id: 'dissolve-tissue',
	title: 'Dissolve Tissue',
	sphere: 'Bio',
	role: 'attack',
	resonance: -1,
	bonded: true,
	directives: [{ type: 'dmg', energy: 'essence', amount: 1 }]
});

export const CELLULAR_DEGENERATION = card({
	id: 'cellular-degeneration',
	title: 'Cellular Degeneration',
	sphere: 'Bio',
	role: 'attack',
	curse: true,
	descriptors: ['Cellular'],
	resonance: -3,
	subtle: true,
	curseDuration: 3,
	passives: [{ kind: 'incoming-subtle', sphere: 'Bio' }],
	text: "Bio Attacks on the bearer are Subtle. Once: pay 1 Resonance and discard this for its effect."
});

/** Cost 0 follows from the Black Magi's Resonance in round 4; Duration not stated: 3. */
export const CELLULAR_AUGMENTATION = card({
	id: 'cellular-augmentation',
	title: 'Cellular Augmentation',
	sphere: 'Bio',
	role: 'enhancement',
	descriptors: ['Cellular'],
	resonance: 0,
	duration: 3,
	text: 'A base for more powerful Bio spells.'
});

/** Duration not stated: 2. */
export const BEAST_FORM = card({
	id: 'beast-form',
	title: 'Beast Form',
	sphere: 'Bio',
	role: 'enhancement',
	shapeShift: true,
	freeAction: true,
	resonance: -4,
	duration: 2,
	requirements: { active: [{ role: 'enhancement', descriptor: 'Cellular', onBearer: true }] },
	sustain: { active: [{ role: 'enhancement', descriptor: 'Cellular', onBearer: true }] },
	abilities: [{ label: 'Claw', free: true, perRound: 1, physical: true, directives: [{ type: 'dmg', energy: 'essence', amount: 1 }] }],
	text: '! Active Cellular Enhancement on bearer to cast and sustain. Free Action: 1 Physical Dmg, once a round.'
});

export const INFERNAL_SHOT = card({
	id: 'infernal-shot',
	title: 'Infernal Shot',
	sphere: 'Forces',
	role: 'attack',
	descriptors: ['Heat'],
	resonance: 0,
	requirements: { essence: 1 },
	directives: [{ type: 'dmg', energy: 'essence', amount: 1 }],
	text: '! Pay 1 Essence (blood sacrifice).'
});

/** Act II. */
export const VOID_SPEAKER = card({
	id: 'void-speaker',
	title: 'Void Speaker',
	sphere: null,
	role: 'specialization',
	resonance: 0,
	spec: { initiate: [{ kind: 'cast-bonus', match: { sphere: 'Soul' }, resonance: 1 }], A: [], B: [] },
	text: 'Initiate: your Soul spells generate +1 Resonance.'
});

export const CHANT_OF_FORMS = card({
	id: 'chant-of-forms',
	title: 'The Chant of Forms',
	sphere: null,
	role: 'specialization',
	resonance: 0,
	spec: {
		initiate: [{ kind: 'cast-bonus', match: { sphere: 'Forces', shapeShift: true }, freeAction: true }],
		A: [
			{
				label: 'Impermanent Body',
				cost: 4,
				passives: [{ kind: 'cast-bonus', match: { sphere: 'Forces', shapeShift: true }, resonance: 3, duration: 1 }]
			}
		],
		B: []
	},
	text: 'Initiate: Forces Shape-Shifts are Free Actions. A1 (4): they generate +3 Resonance and last 1 round longer.'
});

export const FLAME_FORM = card({
	id: 'flame-form',
	title: 'Flame Form',
	sphere: 'Forces',
	role: 'enhancement',
	descriptors: ['Heat'],
	shapeShift: true,
	resonance: -3,
	duration: 2,
	sustain: { resonance: 1 },
	passives: [{ kind: 'dmg-bonus', match: { descriptor: 'Heat', role: 'attack' }, amount: 1 }],
	text: "Your Heat Attacks deal +1 Dmg; you are immune to Heat effects. Sustain: 1 Resonance."
});

export const FLAME_ETERNAE = card({
	id: 'flame-eternae',
	title: 'Flame Eternae',
	sphere: 'Forces',
	role: 'attack',
	descriptors: ['Heat'],
	resonance: -4,
	duration: 'F',
	sustain: { resonance: 1 },
	directives: [{ type: 'dmg', energy: 'essence', amount: 1 }],
	text: 'Duration F. Sustain: 1 Resonance.'
});

export const UNIVERSUM_NEGATION = card({
	id: 'universum-negation',
	title: 'Universum Negation',
	sphere: 'Soul',
	role: 'abjuration',
	response: true,
	resonance: -3,
	directives: [{ type: 'dispel', state: 'manifesting' }],
	text: 'Response. Dispel a manifesting spell.'
});

/**
 * White Magi, Act II round 2: "Place your new Shield in your Defense zone, pay its Resonance cost,
 * and discard that Karmic Charge ... add Refined to your Shield at the cost of 3 Resonance — or 1
 * Will"; it loses a Durability when it blocks. Cost and Durability not stated (see the rules notes).
 */
export const KARMIC_BINDING = card({
	id: 'karmic-binding-of-protection',
	title: 'Karmic Binding of Protection',
	sphere: 'Soul',
	role: 'defense',
	descriptors: ['Karmic'],
	resonance: -2,
	durability: 3,
	shield: { spheres: ['Soul'] },
	requirements: { discardCharges: { descriptor: 'Karmic', amount: 1 } },
	upgrades: [{ label: 'Refined', costs: [{ resonance: 3 }, { will: 1 }], add: { refined: true } }],
	text: 'Soul Shield. ! Discard 1 Karmic charge. ^ Refined: 3 Resonance or 1 Will.'
});

/** The Sentient Shadow's spell (it has the "spell" descriptor, so it is targetable and charges Karmic Debt). */
export const PURGE_THE_LIGHT = card({
	id: 'purge-the-light',
	title: 'Purge the Light',
	sphere: 'Soul',
	role: 'attack',
	descriptors: ['Spell'],
	area: 'team',
	resonance: -4,
	directives: [{ type: 'dmg', energy: 'harmony', amount: 5 }],
	text: 'Encounter spell: Area, 5 Harmony Dmg.'
});

export const TUTORIAL_SPELLS: readonly SpellCard[] = [
	PILLAR_OF_EARTH,
	ACIDIC_MATTER,
	AIR_ESSENCE,
	MATERIA_BINDING,
	KARMIC_DEBT,
	PURIFICATION,
	JUDGEMENT,
	FIREBALL,
	DISSOLVE_TISSUE,
	CELLULAR_DEGENERATION,
	CELLULAR_AUGMENTATION,
	BEAST_FORM,
	INFERNAL_SHOT,
	VOID_SPEAKER,
	CHANT_OF_FORMS,
	FLAME_FORM,
	FLAME_ETERNAE,
	UNIVERSUM_NEGATION,
	KARMIC_BINDING,
	PURGE_THE_LIGHT
];

/** An Encounter's sheet: its starting energies and how it grows with more opponents. */
export interface EncounterSheet {
	id: string;
	name: string;
	essence: number;
	resonance: number;
	resonanceBonus: number;
	actions: number;
	harmony: number | null;
	scaling: { essence: number; resonanceBonus: number; actions: number };
	bag?: { tokens: Record<string, number>; resetWhenOut?: Record<string, number> };
	/** Below this Essence its attacks gain Pierce ("Encounter <5 Attacks gain Pierce 2"). */
	pierceBelow?: { essence: number; pierce: number };
	abilities: { label: string; sphere: string; text: string }[];
}

export const SENTIENT_SHADOW: EncounterSheet = {
	id: 'sentient-shadow',
	name: 'Sentient Shadow',
	essence: 10,
	resonance: 0,
	resonanceBonus: 1,
	actions: 2,
	harmony: null,
	scaling: { essence: 2, resonanceBonus: 1, actions: 1 },
	bag: { tokens: { red: 4, yellow: 2 }, resetWhenOut: { red: 3, yellow: 1 } },
	pierceBelow: { essence: 5, pierce: 2 },
	abilities: [
		{ label: 'Dark Lash', sphere: 'Soul', text: 'Area, Subtle, 1 Harmony Dmg.' },
		{ label: 'Evade', sphere: 'Soul', text: 'Response: pay 1 Resonance, draw; red evades a Dmg Attack (not in Easy mode).' }
	]
};

export const ENCOUNTERS: readonly EncounterSheet[] = [SENTIENT_SHADOW];
