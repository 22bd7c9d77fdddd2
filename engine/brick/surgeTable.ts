/** Rules data: the wild surge chart, and the rolls some of its entries leave running. */

/** A spell roll at or below this total sets off a wild surge. */
export const SURGE_THRESHOLD = -5;

/** What the engine does with an entry, beyond showing its text. */
export type SurgeFollow =
	| 'caster-dies'
	| 'sacrifice'
	| 'shape'
	| 'elementals'
	| 'lose-spell'
	| 'recentre'
	| 'stuck'
	| 'text'
	| 'chaos'
	| 'gain-spell'
	| 'gravity';

export interface SurgeEntry {
	n: number;
	title: string;
	text: string;
	follow: SurgeFollow;
}

export const SURGE_TABLE: readonly SurgeEntry[] = [
	{ n: 1, title: 'Struck dead', text: "Everyone within a 2'-radius of the wizard (including the wizard) is struck dead.", follow: 'caster-dies' },
	{ n: 2, title: 'Suicide', text: 'The wizard accidentally triggers a Suicide spell.', follow: 'sacrifice' },
	{ n: 3, title: 'Beast shape', text: 'Wizard turns into a horse, monkey, or parrot (equal chance of each). Roll 6+ on 1D each round to return to normal shape.', follow: 'shape' },
	{ n: 4, title: 'Elementals', text: 'Wizard summons 1 random elemental for each army. Each has a 1-in-6 chance of disappearing each round. They appear up to 1\' from the wizard, where it wishes them.', follow: 'elementals' },
	{ n: 5, title: 'Spell lost', text: 'The wizard permanently loses the ability to cast that spell', follow: 'lose-spell' },
	{ n: 6, title: 'Backfire', text: "The wizard's spell is suddenly centered on the wizard (roll normally to see if it hits/works). If it was already centered on the wizard, it is now centered on the unit nearest the wizard.", follow: 'recentre' },
	{ n: 7, title: "Can't stop", text: "The wizard can't turn its magic off! It begins throwing its spell at random targets within range (including itself), once per round. There is no mana penalty, but the wizard cannot move or fight. The wizard must roll a 9+ on 1D to stop casting the spell, one roll allowed per round.", follow: 'stuck' },
	{ n: 8, title: 'Switch', text: 'The unit farthest from the wizard, and the wizard, suddenly switch places.', follow: 'text' },
	{ n: 9, title: 'Chaos', text: "The wizard and everyone within 1' is afflicted with Chaos.", follow: 'chaos' },
	{ n: 10, title: 'Three kills', text: "The wizard's army is allowed to kill 3 units it doesn't like, no questions asked.", follow: 'text' },
	{ n: 11, title: 'Gift', text: 'The target of the spell suddenly gains the permanent ability to use that spell, as if it were a spell caster.', follow: 'gain-spell' },
	{ n: 12, title: 'Gravity takes a vacation', text: "Gravity takes a vacation. Everyone within 1' floats up 3D inches per round. If a natural 3 is rolled, the victim falls.", follow: 'gravity' }
];

/** Entry 3: the shape, from one die (1–2 horse, 3–4 monkey, 5–6 parrot: equal chance of each). */
export const SHAPES = ['horse', 'monkey', 'parrot'] as const;
export function shapeOf(die: number): (typeof SHAPES)[number] {
	return SHAPES[Math.min(2, Math.max(0, Math.ceil(die / 2) - 1))];
}

/** Entry 4: one die of four faces per army picks its elemental. */
export const ELEMENTS = ['air', 'fire', 'earth', 'water'] as const;

/** Entry 7: the roll to stop casting, by variant (see docs/rules/brick-wizards.md). */
export const STUCK_STOP = {
	'2d6': { count: 2, sides: 6, atLeast: 9, label: '9+ on 2D to stop casting' },
	d12: { count: 1, sides: 12, atLeast: 9, label: '9+ on a d12 to stop casting' }
} as const;

/** The rounds of Chaos that entry 9 inflicts, as the Chaos spell does. */
export const SURGE_CHAOS_ROUNDS = 2;
