/**
 * The numbers of a spell card, as the table enters them: what Familiar needs to pay for a spell,
 * put it on the table with its counters and impact its directives. The card itself stays on the
 * table; its rules text is read by the players (`text` keeps a reminder).
 */

export const SPHERES = ['Bio', 'Forces', 'Matter', 'Mind', 'Quantum', 'Soul'] as const;
export type Sphere = (typeof SPHERES)[number];
/** Bio, Matter and Forces: a Shield that blocks any of them blocks Physical Dmg. */
export const PHYSICAL_SPHERES: readonly Sphere[] = ['Bio', 'Matter', 'Forces'];

export const ENERGIES = ['resonance', 'harmony', 'essence', 'will', 'voice'] as const;
export type Energy = (typeof ENERGIES)[number];

export const ROLES = [
	'attack',
	'defense',
	'component',
	'enhancement',
	'abjuration',
	'transmute',
	'ally',
	'specialization',
	'artifact'
] as const;
export type Role = (typeof ROLES)[number];

/** Duration N (counters), P (Persistent) or F (held by a Focus). */
export type DurationSpec = number | 'P' | 'F';

/** What a spell does each time it impacts (the red aspects). */
export type Directive =
	/** Dmg X (Essence unless another energy is named); `fromCharges` = X is the charges on the target's spells with that descriptor, which are then discarded (Judgement). */
	| { type: 'dmg'; energy: Energy; amount: number; fromCharges?: string }
	| { type: 'infusion'; energy: Energy; amount: number }
	/** Energy Dmg to the target, the caster gains what was lost. */
	| { type: 'siphon'; energy: Energy; amount: number }
	| { type: 'shed-discord'; amount: number }
	| { type: 'disrupt' }
	/** Abjuration: removes a target spell. */
	| { type: 'dispel'; state: 'active' | 'manifesting' | 'both'; sphere?: Sphere; curseOnly?: boolean; then?: 'discard' | 'banish' | 'codex' }
	/** Abjuration: more Duration counters on a target spell that already has Duration. */
	| { type: 'add-duration'; amount: number }
	/** Slow: the target collects an interrupt stone. */
	| { type: 'stone' }
	/** Haste: the target gains a Full Action this round. */
	| { type: 'haste' }
	/** Abjuration on a spell in the Rite zone: it becomes a Free Action however many Actions it needs (Threnody). */
	| { type: 'absolute-free-action' }
	/** Abjuration on a spell in the Rite zone: it needs more Full Actions (Prolong Cast). */
	| { type: 'add-actions'; amount: number }
	/** Response on a spell being cast: its caster pays this much more or discards it (Dampen). */
	| { type: 'dampen'; energy: keyof Cost; amount: number };

/** Which spells a requirement or a modifier is about. */
export interface SpellMatch {
	role?: Role;
	sphere?: Sphere;
	descriptor?: string;
	shapeShift?: boolean;
	curse?: boolean;
}

/** Ongoing effects of an active spell that the table would otherwise have to remember. */
export type Passive =
	/** Attacks of this Sphere that target the bearer are Subtle (Cellular Degeneration). */
	| { kind: 'incoming-subtle'; sphere: Sphere }
	/** Each offensive spell the bearer casts puts a charge on this spell (Karmic Debt). */
	| { kind: 'charge-on-offensive' }
	/** The bearer's matching attacks deal more Dmg (Flame Form: Heat +1). */
	| { kind: 'dmg-bonus'; match: SpellMatch; amount: number }
	/** The bearer's matching spells generate more Resonance, last longer or are Free Actions (Specializations). */
	| { kind: 'cast-bonus'; match: SpellMatch; resonance?: number; duration?: number; freeAction?: boolean };

/** Aspects a ritual tier, an upgrade or a modifier adds to a spell. */
export interface AspectBoost {
	duration?: number;
	dmg?: number;
	pierce?: number;
	shatter?: number;
	durability?: number;
	refined?: boolean;
	subtle?: boolean;
	freeAction?: boolean;
	absoluteFreeAction?: boolean;
	sealed?: boolean;
}

export interface Cost {
	resonance?: number;
	harmony?: number;
	essence?: number;
	will?: number;
}

/** An optional upgrade (^): pay one of its alternative costs when casting to add its aspects. */
export interface Upgrade {
	label: string;
	costs: Cost[];
	add: AspectBoost;
}

export interface RitualTier {
	label: string;
	add: AspectBoost;
}

export interface Requirements {
	essence?: number;
	will?: number;
	burnFocus?: number;
	/** Components (of a Sphere or descriptor) the caster must control and discard. */
	discard?: SpellMatch[];
	/** Charges to remove from the caster's spells with this descriptor (Karmic Binding: 1 Karmic charge). */
	discardCharges?: { descriptor: string; amount: number };
	/** Spells that must be active (controlled by the caster, or on the bearer when `onBearer`). */
	active?: (SpellMatch & { onBearer?: boolean })[];
	/** "! 2 Actions": Full Actions invested in the Rite zone. */
	actions?: number;
}

export interface Sustain extends Cost {
	active?: (SpellMatch & { onBearer?: boolean })[];
}

/** An ability an active spell grants its bearer (Beast Form's Free Action attack). */
export interface AbilitySpec {
	label: string;
	/** An ability with the "Spell" descriptor counts as an offensive spell for Karmic Debt. */
	descriptors?: string[];
	free?: boolean;
	/** The Response empowerment: used out of turn, in the Response phase of another effect. */
	response?: boolean;
	perRound?: number;
	cost?: Cost;
	/** Physical Dmg: blocked by any Shield of Bio, Matter or Forces. */
	physical?: boolean;
	subtle?: boolean;
	area?: 'team' | 'global';
	directives: Directive[];
}

export interface ShieldSpec {
	spheres: Sphere[];
	refined?: boolean;
	impenetrable?: boolean;
	invulnerable?: boolean;
	resilient?: boolean;
}

export interface WardSpec {
	spheres: Sphere[];
	energy: Energy;
	amount: number;
}

export interface KoishakaSpec {
	name: string;
	essence: number;
	resonance?: number;
	/** Null: it has no Harmony stat. */
	harmony?: number | null;
	actions?: number;
}

export interface SpecTier {
	label: string;
	cost: number;
	passives: Passive[];
}

export interface SpecSpec {
	initiate: Passive[];
	A: SpecTier[];
	B: SpecTier[];
}

export interface SpellCard {
	id: string;
	title: string;
	/** Null only for Specializations and Artifacts, whose effects come from no Sphere. */
	sphere: Sphere | null;
	role: Role;
	fluency: number;
	descriptors: string[];
	curse?: boolean;
	/** Energy orbs: negative is a cost, positive a gain. */
	resonance: number;
	harmony: number;
	requirements?: Requirements;
	sustain?: Sustain;
	directives: Directive[];
	duration?: DurationSpec;
	curseDuration?: DurationSpec;
	durability?: number;
	shield?: ShieldSpec;
	ward?: WardSpec;
	evade?: boolean;
	area?: 'team' | 'global';
	pierce?: number;
	shatter?: number;
	subtle?: boolean;
	unblockable?: boolean;
	freeAction?: boolean;
	/** Cast with a Free Action even when it needs "# Actions" (Free Action alone takes only one off). */
	absoluteFreeAction?: boolean;
	response?: boolean;
	bonded?: boolean;
	eloquent?: number;
	shapeShift?: boolean;
	uniqueToBearer?: boolean;
	passives?: Passive[];
	abilities?: AbilitySpec[];
	upgrades?: Upgrade[];
	ritual?: (RitualTier | null)[];
	spec?: SpecSpec;
	koishaka?: KoishakaSpec;
	/** A reminder of the rules text the players read on the card. */
	text?: string;
}

/**
 * Full Actions a spell takes to cast: its "! # Actions" (1 by default), one less with Free Action
 * ("Adding 'Free Action' to a spell that costs '# Actions' only reduces the Full Action requirement by 1").
 */
export function fullActionsNeeded(card: Pick<SpellCard, 'requirements' | 'freeAction' | 'absoluteFreeAction'>): number {
	if (card.absoluteFreeAction) return 0;
	return Math.max(0, (card.requirements?.actions ?? 1) - (card.freeAction ? 1 : 0));
}

export function matches(card: SpellCard, m: SpellMatch): boolean {
	if (m.role !== undefined && card.role !== m.role) return false;
	if (m.sphere !== undefined && card.sphere !== m.sphere) return false;
	if (m.descriptor !== undefined && !card.descriptors.some((d) => d.toLowerCase() === m.descriptor!.toLowerCase()))
		return false;
	if (m.shapeShift !== undefined && Boolean(card.shapeShift) !== m.shapeShift) return false;
	if (m.curse !== undefined && Boolean(card.curse) !== m.curse) return false;
	return true;
}

/** "Dmg 2", "Harmony Dmg 1": how a directive reads on a card. */
export function directiveText(d: Directive): string {
	const en = (e: Energy) => (e === 'essence' ? '' : e[0].toUpperCase() + e.slice(1) + ' ');
	switch (d.type) {
		case 'dmg':
			return d.fromCharges ? `${en(d.energy)}Dmg = ${d.fromCharges} charges` : `${en(d.energy)}Dmg ${d.amount}`;
		case 'infusion':
			return `${en(d.energy)}Infusion ${d.amount}`;
		case 'siphon':
			return `${en(d.energy)}Siphon ${d.amount}`;
		case 'shed-discord':
			return `Shed Discord ${d.amount}`;
		case 'disrupt':
			return 'Disrupt';
		case 'dispel':
			return `Dispel ${d.state}${d.sphere ? ' ' + d.sphere : ''}${d.curseOnly ? ' Curse' : ''}${d.then === 'banish' ? ' (banished)' : d.then === 'codex' ? ' (back to its Codex)' : ''}`;
		case 'add-duration':
			return `+${d.amount} Duration`;
		case 'stone':
			return 'Interrupt stone';
		case 'haste':
			return '+1 Full Action';
		case 'absolute-free-action':
			return 'Absolute Free Action';
		case 'add-actions':
			return `+${d.amount} Action${d.amount > 1 ? 's' : ''}`;
		case 'dampen':
			return `Dampen ${d.amount} ${d.energy[0].toUpperCase() + d.energy.slice(1)}`;
	}
}
