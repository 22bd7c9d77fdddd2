/**
 * The shape of a spell as the tracker reads it. Plain JSON, so that designed spells can live in the
 * game state beside the printed book.
 */

/** How a variable spell scales: the mana is `per` for each die of duration (or each block) bought. */
export interface Scaling {
	per: number;
	/** What one `per` buys: 1D rounds, 1D/2 rounds, or one block. */
	buys: 'die' | 'half-die' | 'block';
	/** A further +1 mana per unit of something (Fly: blocks beyond 1; Telekinesis: +1" of movement). */
	extra?: { label: string; max: number };
}

/** A roll a spell calls for after it is cast. */
export interface RollSpec {
	/** Unique within the spell ("check", "duration", "burn", "stun", "knockback"). */
	key: string;
	/** What the roll decides, for the player ("5+ on 1D to take control"). */
	label: string;
	count: number;
	sides: number;
	/** The count is multiplied by the dice of duration bought (Charm's "per 1D rounds"). */
	perUnit?: boolean;
	/** Each die is halved, for the seed's "1D/2". */
	halve?: boolean;
	/** A success test on the total; no test means the roll measures something (rounds, inches). */
	atLeast?: number;
	atMost?: number;
	/** A roll of the spell itself: it takes a modifier and can set off a wild surge. */
	modifiable?: boolean;
	/** Made only when the caster says the object is held by a unit or attached to a wall (Fetch). */
	only?: 'from-unit-or-wall';
	/** A failed test ends the spell there (Charm's 5+). */
	stopOnFail?: boolean;
	/** What the total measures, when there is no test. */
	measures?: 'rounds' | 'inches';
	/** Sentences for the log. */
	pass?: string;
	fail?: string;
}

/** What happens when a lasting effect is used up by something at the table. */
export interface TriggerSpec {
	/** The button: "A spell is cast on the wizard". */
	label: string;
	/** The roll made when it triggers; none means it just takes effect. */
	roll?: { count: number; sides: number; atLeast?: number; atMost?: number };
	pass: string;
	fail?: string;
	/** Absorb: a passed roll holds the incoming spell for one cast back next round. */
	absorbs?: boolean;
	/** Trap (hold): the trigger roll gives the rounds the victim is held. */
	holdsFor?: boolean;
}

/** A lasting effect a spell leaves when it works. */
export interface LastingSpec {
	label: string;
	text: string;
	/** On whom: the caster, the spell's target, or an area of the table. */
	on: 'caster' | 'target' | 'area';
	/**
	 * How long: a fixed number of rounds, the total of one of the spell's rolls ("duration"), the
	 * blocks bought (Wall of Fire), or null for "until used or ended at the table".
	 */
	rounds: number | { roll: string } | 'blocks' | null;
	/** Made only when that roll of the spell passed its test (Fireball's burning). */
	when?: string;
	/** Made even when the attack misses (Deathmarsh scatters and still lands). */
	evenOnMiss?: boolean;
	trigger?: TriggerSpec;
	/** The unit may hide and cannot be noticed until it attacks (Invisibility). */
	hides?: boolean;
}

/** One way of casting a spell that has several (Summon Elemental's types, Trap's three traps). */
export interface SpellMode {
	key: string;
	label: string;
	text: string;
	attack?: boolean;
	/** Replaces the spell's scaling; null means this mode is cast at the spell's plain mana. */
	scaling?: Scaling | null;
	rolls?: RollSpec[];
	lasting?: LastingSpec[];
}

export interface SpellDef {
	id: string;
	name: string;
	/** Mana to cast (per unit for a variable spell). Also its point cost in an army. */
	mana: number;
	/** The mana line as the rules print it ("2 per 1D duration"). */
	manaText: string;
	scaling?: Scaling;
	range: string;
	area: string;
	/** The rules' text of the spell. */
	effect: string;
	/** The rolls in one line, for the book ("5+ on 1D to succeed"). */
	rollText: string;
	/** Needs the wargame's attack roll to hit (penalized with range, like a missile weapon). */
	attack: boolean;
	rolls?: RollSpec[];
	lasting?: LastingSpec[];
	modes?: SpellMode[];
	/** Sacrifice: the caster dies when it is cast. */
	killsCaster?: boolean;
	/** Clairvoyance: the target unit stops hiding. */
	reveals?: boolean;
}
