/** Rules data: every spell of the seed's magic supplement, in the rules' order. */
import { own } from '../core';
import type { LastingSpec, RollSpec, SpellDef } from './spellTypes';

const BASE_RANGE = "1'";

const durationRoll = (label: string, halve = false): RollSpec => ({
	key: 'duration',
	label,
	count: 1,
	sides: 6,
	perUnit: true,
	halve,
	measures: 'rounds'
});

const stunned = (rounds: LastingSpec['rounds'], text: string, when?: string): LastingSpec => ({
	label: 'Stunned',
	text,
	on: 'target',
	rounds,
	...(when ? { when } : {})
});

export const SPELL_BOOK: readonly SpellDef[] = [
	{
		id: 'absorb',
		name: 'Absorb',
		mana: 3,
		manaText: '3',
		range: 'The wizard',
		area: 'The wizard',
		effect:
			'Absorbs the next magic spell cast on the wizard on a roll of 4+ on 1D. It can then cast it back at any target next chance it gets (regardless of known spells, must be used next round or lost, no mana requirement for casting instant spell).',
		rollText: '4+ on 1D when a spell is cast on the wizard',
		attack: false,
		lasting: [
			{
				label: 'Absorb',
				text: 'The next spell cast on the wizard is absorbed on 4+ on 1D.',
				on: 'caster',
				rounds: null,
				trigger: {
					label: 'A spell is cast on the wizard',
					roll: { count: 1, sides: 6, atLeast: 4 },
					pass: 'Absorbed: the wizard may cast it back at any target next round, with no mana.',
					fail: 'Not absorbed: the spell takes effect.',
					absorbs: true
				}
			}
		]
	},
	{
		id: 'armor',
		name: 'Armor',
		mana: 2,
		manaText: '2',
		range: 'Touch',
		area: '1 unit',
		effect:
			'Anyone touched gains a +2 to resistance. Lasts for 1 hit, or until all the Armors have been used to absorb damage. Multiple casting cause the power to be enacted for multiple attacks.',
		rollText: 'None',
		attack: false,
		lasting: [
			{
				label: 'Armor +2',
				text: '+2 resistance against the next hit.',
				on: 'target',
				rounds: null,
				trigger: { label: 'Hit', pass: 'The Armor takes the hit: +2 resistance, then it is spent.' }
			}
		]
	},
	{
		id: 'beast-control',
		name: 'Beast Control',
		mana: 2,
		manaText: '2 per 1D duration',
		scaling: { per: 2, buys: 'die' },
		range: BASE_RANGE,
		area: '1 enemy beast',
		effect:
			"Wizard gains complete control over 1 enemy (includes monkeys, parrots, sharks, and dragons, but not ghosts, skeletons, or other undead). Roll must be made of 5+ on 1D for spell to succeed. Effectively becomes a member of the wizard's army.",
		rollText: '5+ on 1D to succeed; 1D rounds per 2 mana',
		attack: false,
		rolls: [
			{ key: 'check', label: '5+ on 1D to take control', count: 1, sides: 6, atLeast: 5, modifiable: true, stopOnFail: true, pass: 'The beast obeys the wizard.', fail: 'The beast resists.' },
			durationRoll('Rounds of control (1D per 2 mana)')
		],
		lasting: [{ label: 'Beast Control', text: "Fights as a member of the wizard's army.", on: 'target', rounds: { roll: 'duration' } }]
	},
	{
		id: 'blast',
		name: 'Blast',
		mana: 1,
		manaText: '1',
		range: BASE_RANGE,
		area: '1 target',
		effect: "Energy bolt strikes 1 target of the wizard's choosing for normal damage",
		rollText: 'Attack roll',
		attack: true
	},
	{
		id: 'chaos',
		name: 'Chaos',
		mana: 7,
		manaText: '7',
		range: '18"',
		area: "1' radius",
		effect:
			'Range 18". Anyone within 1\' radius of the spell tries to attack the nearest target with melee weapons for 2 rounds. Anyone struck by someone afflicted with Chaos, even if damage is absorbed by protective devices, suffers the full effects of the spell.',
		rollText: 'Attack roll',
		attack: true,
		lasting: [
			{
				label: 'Chaos',
				text: "Everyone within 1' attacks the nearest target with melee weapons; anyone they strike is afflicted too.",
				on: 'area',
				rounds: 2
			}
		]
	},
	{
		id: 'charm',
		name: 'Charm',
		mana: 4,
		manaText: '4 per 1D rounds',
		scaling: { per: 4, buys: 'die' },
		range: BASE_RANGE,
		area: '1 enemy',
		effect:
			"Wizard gains complete control over 1 enemy. Roll must be made of 5+ on 1D for spell to succeed. Effectively becomes a member of the wizard's army.",
		rollText: '5+ on 1D to succeed; 1D rounds per 4 mana',
		attack: false,
		rolls: [
			{ key: 'check', label: '5+ on 1D to charm', count: 1, sides: 6, atLeast: 5, modifiable: true, stopOnFail: true, pass: 'The enemy is charmed.', fail: 'The charm fails.' },
			durationRoll('Rounds charmed (1D per 4 mana)')
		],
		lasting: [{ label: 'Charmed', text: "Fights as a member of the wizard's army.", on: 'target', rounds: { roll: 'duration' } }]
	},
	{
		id: 'clairvoyance',
		name: 'Clairvoyance',
		mana: 2,
		manaText: '2',
		range: 'Sight',
		area: '1 hiding unit',
		effect: "Instantly reveals 1 hiding unit of the wizard's choice.",
		rollText: 'None',
		attack: false,
		reveals: true
	},
	{
		id: 'close',
		name: 'Close',
		mana: 1,
		manaText: '1',
		range: BASE_RANGE,
		area: '1 door or container',
		effect: 'Closes and magically locks a single door or openable container. Must be broken down or magically Opened.',
		rollText: 'None',
		attack: false
	},
	{
		id: 'create-block',
		name: 'Create Block',
		mana: 3,
		manaText: '3',
		range: BASE_RANGE,
		area: '1 block',
		effect: "Conjures a single wall block, which can be immediately mended to a wall with the spell's magic.",
		rollText: 'None',
		attack: false
	},
	{
		id: 'deathmarsh',
		name: 'Deathmarsh',
		mana: 6,
		manaText: '6 per 1D/2 duration',
		scaling: { per: 6, buys: 'half-die' },
		range: "3'",
		area: '12" radius',
		effect:
			'Marsh covers 12"-radius circle up to 3\' away. Acidic goo causes normal damage per round that a unit is within. Roll scatter as for a catapult if the attack misses.',
		rollText: 'Attack roll (scatter on a miss); 1D/2 rounds per 6 mana',
		attack: true,
		rolls: [durationRoll('Rounds the marsh lasts (1D/2 per 6 mana)', true)],
		lasting: [
			{
				label: 'Deathmarsh',
				text: 'Normal damage each round to every unit within the 12" circle (scattered as a catapult shot if the attack missed).',
				on: 'area',
				rounds: { roll: 'duration' },
				evenOnMiss: true
			}
		]
	},
	{
		id: 'destroy-block',
		name: 'Destroy Block',
		mana: 4,
		manaText: '4',
		range: 'Touch',
		area: '1 block or foe',
		effect: "Wizard's touch causes normal siege damage, or normal damage against living foes.",
		rollText: 'Attack roll',
		attack: true
	},
	{
		id: 'fetch',
		name: 'Fetch',
		mana: 3,
		manaText: '3',
		range: 'Sight',
		area: '1 object',
		effect:
			"Teleports 1 non-living object within sight into the wizard's hands. Roll 6+ on 1D if trying to take from a unit or if attached to a wall.",
		rollText: '6+ on 1D if held by a unit or attached to a wall',
		attack: false,
		rolls: [
			{ key: 'check', label: '6+ on 1D to take it', count: 1, sides: 6, atLeast: 6, modifiable: true, stopOnFail: true, only: 'from-unit-or-wall', pass: "The object flies into the wizard's hands.", fail: 'The object stays where it is.' }
		]
	},
	{
		id: 'fireball',
		name: 'Fireball',
		mana: 2,
		manaText: '2',
		range: BASE_RANGE,
		area: '1 target',
		effect: 'Shoots a ball of fire at a target that causes normal damage. There is a 50% chance that the target catches on fire.',
		rollText: 'Attack roll; 4+ on 1D (50%) to set the target on fire',
		attack: true,
		rolls: [{ key: 'burn', label: '4+ on 1D (50%): the target catches fire', count: 1, sides: 6, atLeast: 4, pass: 'The target catches fire.', fail: 'The target does not catch fire.' }],
		lasting: [{ label: 'On fire', text: 'Burning, as described under flaming weapons.', on: 'target', rounds: null, when: 'burn' }]
	},
	{
		id: 'fly',
		name: 'Fly',
		mana: 3,
		manaText: '3 per 1D of duration',
		scaling: { per: 3, buys: 'die', extra: { label: 'Blocks beyond 1', max: 20 } },
		range: 'Touch',
		area: '1 unit',
		effect:
			'Allows subject to fly at 9"/round (double movement penalties for bulky weapons and armor). For every block beyond 1 to be allowed to fly the mana is increased by 1. The spell ends if the user lands.',
		rollText: '1D rounds per 3 mana',
		attack: false,
		rolls: [durationRoll('Rounds of flight (1D per 3 mana)')],
		lasting: [{ label: 'Flying', text: 'Flies at 9"/round; the spell ends if it lands.', on: 'target', rounds: { roll: 'duration' } }]
	},
	{
		id: 'freeze',
		name: 'Freeze',
		mana: 5,
		manaText: '5',
		range: BASE_RANGE,
		area: '1 target',
		effect: 'Immobilizes target in a cube of ice (stun-3) and causes normal damage. Armor does not protect.',
		rollText: 'Attack roll',
		attack: true,
		lasting: [stunned(3, 'Frozen in a cube of ice (stun-3).')]
	},
	{
		id: 'invisibility',
		name: 'Invisibility',
		mana: 2,
		manaText: '2 per 1D of duration',
		scaling: { per: 2, buys: 'die' },
		range: 'Touch',
		area: '1 unit',
		effect: 'Unit touched can use Hide ability, and cannot be detected until they attack.',
		rollText: '1D rounds per 2 mana',
		attack: false,
		rolls: [durationRoll('Rounds invisible (1D per 2 mana)')],
		lasting: [{ label: 'Invisible', text: 'May hide, and cannot be detected until it attacks.', on: 'target', rounds: { roll: 'duration' }, hides: true }]
	},
	{
		id: 'lightning-bolt',
		name: 'Lightning Bolt',
		mana: 4,
		manaText: '4',
		range: BASE_RANGE,
		area: '1 target below the ceiling',
		effect:
			'Calls down a bolt of energy, causing normal damage. Target must be below the ceiling. Ideal for foes behind obstacles, as there is no penalty to hit. Lightning ignores armor, but not magic bonuses.',
		rollText: 'Attack roll, no penalty to hit',
		attack: true
	},
	{
		id: 'linking',
		name: 'Linking',
		mana: 5,
		manaText: '5',
		range: 'Touch',
		area: '1 item',
		effect:
			'Used to create a Command Item. When an Enchantment spell is used, the user must normally be in contact with the item to use its power. However, this spell permanently enchants an item that can be touched in its stead.',
		rollText: 'None',
		attack: false
	},
	{
		id: 'maelstrom',
		name: 'Maelstrom',
		mana: 6,
		manaText: '6',
		range: BASE_RANGE,
		area: '2" radius',
		effect:
			'Forms a 2"-radius sphere of wind causing siege damage or normal damage to anyone and anything in the area (use catapult rules to determine where it lands if the attack misses).',
		rollText: 'Attack roll (catapult scatter on a miss)',
		attack: true
	},
	{
		id: 'mending',
		name: 'Mending',
		mana: 2,
		manaText: '2',
		range: 'Touch',
		area: '1 item',
		effect: 'Can restore a single non-living armor, weapon, block, etc. to full condition.',
		rollText: 'None',
		attack: false
	},
	{
		id: 'reflection',
		name: 'Reflection',
		mana: 3,
		manaText: '3',
		range: 'Touch',
		area: '1 unit',
		effect:
			'Gives anyone touched a 5-in-6 chance of deflecting the next missile attack or directed spell back at the target. Roll to hit normally with the reflected attack, but with no combat bonuses/penalties.',
		rollText: '2+ on 1D (5 in 6) when a missile or spell comes',
		attack: false,
		lasting: [
			{
				label: 'Reflection',
				text: 'Deflects the next missile attack or directed spell on 2+ on 1D (5 in 6).',
				on: 'target',
				rounds: null,
				trigger: {
					label: 'A missile or spell comes',
					roll: { count: 1, sides: 6, atLeast: 2 },
					pass: 'Deflected back at the attacker: roll to hit normally, with no combat bonuses or penalties.',
					fail: 'Not deflected.'
				}
			}
		]
	},
	{
		id: 'sacrifice',
		name: 'Sacrifice',
		mana: 0,
		manaText: '0',
		range: 'The wizard',
		area: '3" radius',
		effect: 'Kills the caster, but causes +6 siege damage to anyone within a 3" radius.',
		rollText: 'None',
		attack: false,
		killsCaster: true
	},
	{
		id: 'shockwave',
		name: 'Shockwave',
		mana: 6,
		manaText: '6',
		range: "1'",
		area: "1', 30° (the rules' text is cut off here)",
		effect: "A 1', 30",
		rollText: 'Attack roll',
		attack: true
	},
	{
		id: 'slam',
		name: 'Slam',
		mana: 1,
		manaText: '1',
		range: BASE_RANGE,
		area: '1 target',
		effect: 'Knocks a target back 1D inches and stuns it for 1D rounds',
		rollText: 'Attack roll; 1D inches of knock back; 1D rounds stunned',
		attack: true,
		rolls: [
			{ key: 'knockback', label: 'Inches knocked back (1D)', count: 1, sides: 6, measures: 'inches' },
			{ key: 'stun', label: 'Rounds stunned (1D)', count: 1, sides: 6, measures: 'rounds' }
		],
		lasting: [stunned({ roll: 'stun' }, 'Stunned by Slam.')]
	},
	{
		id: 'sleep',
		name: 'Sleep',
		mana: 3,
		manaText: '3',
		range: "1'",
		area: '60° arc',
		effect: 'Everyone within a 60-degree arc of the caster out to 1\' falls asleep (treat as stun-2).',
		rollText: 'Attack roll',
		attack: true,
		lasting: [{ label: 'Asleep', text: "Everyone in the 60° arc out to 1' sleeps (stun-2).", on: 'area', rounds: 2 }]
	},
	{
		id: 'summon-elemental',
		name: 'Summon Elemental',
		mana: 5,
		manaText: '5 per 1D rounds',
		scaling: { per: 5, buys: 'die' },
		range: 'Next to the wizard',
		area: '1 elemental',
		effect:
			'Creates a monster next to the wizard, with 6 resistance, normal damage, Mv 6 Sw 3 that serves with complete loyalty. Wizard chooses type of elemental: air can fly, fire causes -2 damage to anyone within 2" radius at all times but cannot swim, earth causes +1 siege damage, water has attack range of range of 6" and swims 24.',
		rollText: '1D rounds per 5 mana',
		attack: false,
		rolls: [durationRoll('Rounds the elemental stays (1D per 5 mana)')],
		modes: [
			{ key: 'air', label: 'Air', text: 'Can fly.' },
			{ key: 'fire', label: 'Fire', text: '−2 damage to anyone within 2" at all times; cannot swim.' },
			{ key: 'earth', label: 'Earth', text: '+1 siege damage.' },
			{ key: 'water', label: 'Water', text: 'Attack range 6"; swims 24.' }
		],
		lasting: [
			{
				label: 'Elemental',
				text: 'Resistance 6, normal damage, Mv 6 Sw 3; serves the wizard with complete loyalty.',
				on: 'caster',
				rounds: { roll: 'duration' }
			}
		]
	},
	{
		id: 'telekinesis',
		name: 'Telekinesis',
		mana: 3,
		manaText: '3 per 1D rounds',
		scaling: { per: 3, buys: 'die', extra: { label: 'Extra inches per round', max: 20 } },
		range: BASE_RANGE,
		area: '1 object',
		effect:
			'Allows wizard to move an object along the ground at a rate of 1" per round, 4" if the object has wheels. Subtract 1"/round for every 3 blocks, as long as they are connected (multiple objects cannot be lifted). By adding 1 to the mana, 1 can be added to the movement. The object cannot fly. Instead of a long-term use, a short "thrust" can propel an object with enough force to cause 1D/2 rounds of stunning damage (or real damage, if the object is a weapon).',
		rollText: '1D rounds per 3 mana; a thrust stuns 1D/2 rounds',
		attack: false,
		modes: [
			{
				key: 'move',
				label: 'Move an object',
				text: 'Moves an object along the ground for 1D rounds per 3 mana.',
				rolls: [durationRoll('Rounds of telekinesis (1D per 3 mana)')],
				lasting: [
					{
						label: 'Telekinesis',
						text: 'Moves the object 1"/round (4" on wheels), −1" per 3 blocks, +1" per extra mana.',
						on: 'area',
						rounds: { roll: 'duration' }
					}
				]
			},
			{
				key: 'thrust',
				label: 'Thrust',
				text: 'A short thrust: 1D/2 rounds of stunning (real damage if the object is a weapon).',
				attack: true,
				scaling: null,
				rolls: [{ key: 'stun', label: 'Rounds stunned (1D/2)', count: 1, sides: 6, halve: true, measures: 'rounds' }],
				lasting: [stunned({ roll: 'stun' }, 'Stunned by a telekinetic thrust.')]
			}
		]
	},
	{
		id: 'teleport',
		name: 'Teleport',
		mana: 7,
		manaText: '7',
		range: 'Touch; up to 5\'',
		area: '1 unit',
		effect: 'Causes anyone touched to move instantly up to 5\' away (who is stunned for 1 round on a roll of 3 or less on 1D).',
		rollText: '3 or less on 1D: stunned for 1 round',
		attack: false,
		rolls: [{ key: 'stun', label: '3 or less on 1D: stunned 1 round', count: 1, sides: 6, atMost: 3, pass: 'The teleported unit is stunned for 1 round.', fail: 'The teleported unit lands steady.' }],
		lasting: [stunned(1, 'Dazed by the teleport.', 'stun')]
	},
	{
		id: 'trap',
		name: 'Trap',
		mana: 5,
		manaText: '5',
		range: BASE_RANGE,
		area: '1 trap',
		effect:
			"The wizard creates a magical trap. This can either: cause normal damage to everyone within a 3\" radius, hold the victim for 1D rounds, or destroy all of the victim's non-magical items. Once the trap is set off, it disappears.",
		rollText: 'Hold: 1D rounds when set off',
		attack: false,
		modes: [
			{
				key: 'damage',
				label: 'Damage',
				text: 'Normal damage to everyone within 3".',
				lasting: [{ label: 'Trap (damage)', text: 'When set off: normal damage to everyone within 3".', on: 'area', rounds: null, trigger: { label: 'Set off', pass: 'Normal damage to everyone within 3"; the trap disappears.' } }]
			},
			{
				key: 'hold',
				label: 'Hold',
				text: 'Holds the victim for 1D rounds.',
				lasting: [
					{
						label: 'Trap (hold)',
						text: 'When set off: holds the victim for 1D rounds.',
						on: 'area',
						rounds: null,
						trigger: { label: 'Set off', roll: { count: 1, sides: 6 }, pass: 'The victim is held; the trap disappears.', holdsFor: true }
					}
				]
			},
			{
				key: 'destroy',
				label: 'Destroy items',
				text: "Destroys all of the victim's non-magical items.",
				lasting: [{ label: 'Trap (destroy)', text: "When set off: destroys the victim's non-magical items.", on: 'area', rounds: null, trigger: { label: 'Set off', pass: "All of the victim's non-magical items are destroyed; the trap disappears." } }]
			}
		]
	},
	{
		id: 'wall-of-fire',
		name: 'Wall of Fire',
		mana: 1,
		manaText: '1 per block',
		scaling: { per: 1, buys: 'block' },
		range: BASE_RANGE,
		area: 'Touching blocks',
		effect:
			"A number of normal-sized blocks appear, representing fire. They all must touch, but can be arranged as wanted. Causes normal damage to anyone passing through, and can light people on fire, as described under flaming weapons. One block (wizard's choice) burns out every round.",
		rollText: 'None',
		attack: false,
		lasting: [{ label: 'Wall of Fire', text: 'Normal damage to anyone passing through; one block burns out every round.', on: 'area', rounds: 'blocks' }]
	},
	{
		id: 'whack',
		name: 'Whack',
		mana: 1,
		manaText: '1',
		range: 'Touch',
		area: '1 weapon',
		effect:
			'Allows a weapon to do +1 damage for one attack if the attack hits. If the attack misses, the spell remains. Cumulative Whacks cause +1 extra points of damage for one attack (they cannot be "saved" from attack to attack).',
		rollText: 'None',
		attack: false,
		lasting: [{ label: 'Whack +1', text: '+1 damage on the next attack that hits.', on: 'target', rounds: null, trigger: { label: 'The attack hits', pass: '+1 damage on this hit; the Whack is spent.' } }]
	}
];

const BY_ID: Readonly<Record<string, SpellDef>> = Object.fromEntries(SPELL_BOOK.map((s) => [s.id, s]));

/** A spell of the printed book by id. */
export function bookSpell(id: string): SpellDef | undefined {
	return own(BY_ID, id);
}
