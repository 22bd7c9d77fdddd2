/**
 * Rules data of Magic Arena v0.4, rule 7: every magic with its cost, damage and how it is aimed.
 * Codes are the notation of the rules with the type letter always written: F1..F5, W1..W5,
 * E1..E5, A1..A5, W and B (the magic storms), H1..H4 (healing).
 */

import { own } from '../core';

export type MagicType = 'fire' | 'water' | 'earth' | 'air';

export const MAGIC_TYPES: readonly MagicType[] = ['fire', 'water', 'earth', 'air'];

/** The letter that marks a type in multi-type notation (F, W, E, A). */
export const TYPE_LETTER: Readonly<Record<MagicType, string>> = { fire: 'F', water: 'W', earth: 'E', air: 'A' };

export const TYPE_NAME: Readonly<Record<MagicType, string>> = { fire: 'Fire', water: 'Water', earth: 'Earth', air: 'Air' };

/** What follows the magic's number in notation. */
export type AimKind = 'none' | 'direction' | 'corner' | 'line' | 'square';

/** The shape of the squares an attack hits. */
export type AreaShape =
	| { shape: 'ray' } // from the caster to the edge, in the chosen direction
	| { shape: 'cross' } // the caster's column and row
	| { shape: 'star' } // the caster's column, row and both diagonals
	| { shape: 'dark' } // every black square
	| { shape: 'light' } // every white square
	| { shape: 'around-caster'; radius: number } // a square area centred on the caster
	| { shape: 'corner'; reach: number } // squares within `reach` steps (column + row) of a corner
	| { shape: 'centre' } // the centre squares (Flush)
	| { shape: 'centre-quarter' } // the centre quarter (Quake)
	| { shape: 'quarter' } // the chosen quarter of the board
	| { shape: 'line' } // the chosen column or row
	| { shape: 'box'; radius: number }; // a square area centred on the chosen square

export type Movement = 'sail' | 'burrow' | 'fly';

interface MagicBase {
	code: string;
	name: string;
	cost: number;
	aim: AimKind;
}

export interface AttackMagic extends MagicBase {
	kind: 'attack';
	/** null for the magic storms, which every player may use. */
	type: MagicType | null;
	level: number;
	area: AreaShape;
	/** Damage by ring from the aimed square (Volcano: 7 / 5 / 3); one entry for a flat area. */
	damage: readonly number[];
}

export interface MoveMagic extends MagicBase {
	kind: 'move';
	type: MagicType;
	level: number;
	move: Movement;
}

export interface HealMagic extends MagicBase {
	kind: 'heal';
	level: number;
	heal: number;
}

export type Magic = AttackMagic | MoveMagic | HealMagic;

const attack = (
	code: string,
	name: string,
	type: MagicType | null,
	level: number,
	cost: number,
	damage: readonly number[],
	aim: AimKind,
	area: AreaShape
): AttackMagic => ({ kind: 'attack', code, name, type, level, cost, damage, aim, area });

const move = (code: string, name: string, type: MagicType, cost: number, movement: Movement, aim: AimKind): MoveMagic => ({
	kind: 'move',
	code,
	name,
	type,
	level: 5,
	cost,
	move: movement,
	aim
});

const heal = (level: number, cost: number, amount: number): HealMagic => ({
	kind: 'heal',
	code: `H${level}`,
	name: `Healing ${level}`,
	level,
	cost,
	heal: amount,
	aim: 'none'
});

export const MAGICS: readonly Magic[] = [
	attack('F1', 'Flame Thrower', 'fire', 1, 1, [2], 'direction', { shape: 'ray' }),
	attack('F2', 'Fire Cross', 'fire', 2, 7, [4], 'none', { shape: 'cross' }),
	attack('F3', 'Fire Star', 'fire', 3, 10, [5], 'none', { shape: 'star' }),
	attack('F4', 'Fire Storm', 'fire', 4, 14, [6], 'none', { shape: 'dark' }),
	attack('F5', 'Meteor', 'fire', 5, 12, [8], 'none', { shape: 'around-caster', radius: 1 }),

	attack('W1', 'Tide', 'water', 1, 2, [1], 'corner', { shape: 'corner', reach: 3 }),
	attack('W2', 'Flush', 'water', 2, 3, [4], 'none', { shape: 'centre' }),
	attack('W3', 'Flood', 'water', 3, 9, [4], 'corner', { shape: 'corner', reach: 5 }),
	attack('W4', 'Ice Storm', 'water', 4, 13, [5], 'none', { shape: 'light' }),
	move('W5', 'Sail', 'water', 3, 'sail', 'square'),

	attack('E1', 'Rolling Stone', 'earth', 1, 2, [2], 'line', { shape: 'line' }),
	attack('E2', 'Quake', 'earth', 2, 6, [3], 'none', { shape: 'centre-quarter' }),
	attack('E3', 'Quarter of Earth', 'earth', 3, 7, [3], 'corner', { shape: 'quarter' }),
	attack('E4', 'Volcano', 'earth', 4, 12, [7, 5, 3], 'square', { shape: 'box', radius: 2 }),
	move('E5', 'Burrow', 'earth', 2, 'burrow', 'none'),

	attack('A1', 'Lightning', 'air', 1, 1, [4], 'square', { shape: 'box', radius: 0 }),
	attack('A2', 'Tornado', 'air', 2, 4, [3], 'square', { shape: 'box', radius: 1 }),
	attack('A3', 'Hurricane', 'air', 3, 13, [5], 'square', { shape: 'box', radius: 2 }),
	attack('A4', 'Thunder Storm', 'air', 4, 18, [7], 'square', { shape: 'box', radius: 3 }),
	move('A5', 'Fly', 'air', 4, 'fly', 'square'),

	attack('W', 'White Magic Storm', null, 0, 11, [3], 'none', { shape: 'light' }),
	attack('B', 'Black Magic Storm', null, 0, 11, [3], 'none', { shape: 'dark' }),

	heal(1, 7, 1),
	heal(2, 12, 3),
	heal(3, 18, 5),
	heal(4, 25, 8)
];

export const MAGIC_BY_CODE: Readonly<Record<string, Magic>> = Object.fromEntries(MAGICS.map((m) => [m.code, m]));

export function findMagic(code: unknown): Magic | undefined {
	return own(MAGIC_BY_CODE, code);
}

/** The type a magic belongs to, or null for the storms and healing, which are not of a type. */
export function magicType(magic: Magic): MagicType | null {
	return magic.kind === 'heal' ? null : magic.type;
}
