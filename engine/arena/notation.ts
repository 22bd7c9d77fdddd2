/**
 * The notation of the rules' "practical playing instructions": an order is the square moved to
 * (or "-" for no move), then the magics, each its number and aim ("D4 1NE", "- H3", "C5 2 1B");
 * in a variant opening several types each number carries its type letter ("- A3D4 F1N").
 */
import { reject, type Rejection } from '../core';
import { readSquareName } from './board';
import { AIM_HINT, readAim } from './aims';
import { MAGIC_BY_CODE, MAGIC_TYPES, TYPE_LETTER, TYPE_NAME, type MagicType } from './magics';
import { markedNotation, typesToChoose, type ArenaRules } from './rules';
import type { Cast, Orders, StartChoice } from './state';

export const NOTATION_REJECTION = 'arena/bad-notation';

/** What reading a player's order depends on: whether types are marked, and the player's type. */
export interface NotationContext {
	marked: boolean;
	/** The one type an unmarked number refers to (null while it is not chosen). */
	ownType: MagicType | null;
}

export function notationContext(rules: ArenaRules, types: readonly MagicType[]): NotationContext {
	return { marked: markedNotation(rules), ownType: types.length === 1 ? types[0] : null };
}

const LETTER_TYPE: Readonly<Record<string, MagicType>> = { F: 'fire', W: 'water', E: 'earth', A: 'air' };

const bad = (message: string): Rejection => reject(NOTATION_REJECTION, message);

function tokens(text: string): string[] {
	const t = text.trim().toUpperCase();
	return t === '' ? [] : t.split(/[\s,;]+/).filter((s) => s !== '');
}

/** Reads one magic ("1NE", "A3D4", "W", "H2"). */
export function parseCast(token: string, ctx: NotationContext): Cast | Rejection {
	const t = token.toUpperCase();
	if (t === 'W' || t === 'B') return { magic: t };
	const heal = /^H([0-9]+)$/.exec(t);
	if (heal) {
		const n = Number(heal[1]);
		return n >= 1 && n <= 4 ? { magic: `H${n}` } : bad(`Healing is H1 to H4; there is no ${t}.`);
	}
	const m = /^([FWEA]?)([0-9])(.*)$/.exec(t);
	if (!m) {
		return bad(`"${token}" is not a magic: write its number and aim (1NE, 3SW, 1C4), or W, B, H1 to H4.`);
	}
	const [, letter, digit, rest] = m;
	if (digit < '1' || digit > '5') return bad(`"${token}": magics are numbered 1 to 5.`);
	let type: MagicType;
	if (letter) type = LETTER_TYPE[letter];
	else if (ctx.marked) {
		return bad(`"${token}": mark the type before the number (F, W, E or A), like F${digit}${rest}.`);
	} else if (ctx.ownType) type = ctx.ownType;
	else return bad(`"${token}": choose your magic type before casting.`);
	const code = TYPE_LETTER[type] + digit;
	const magic = MAGIC_BY_CODE[code];
	if (!readAim(magic.aim, rest)) {
		const written = `${letter}${digit}`;
		if (magic.aim === 'none') return bad(`${magic.name} (${written}) takes nothing after its number: write just ${written}.`);
		const what = rest === '' ? 'needs' : `needs, not "${rest}",`;
		return bad(`${magic.name} (${written}) ${what} ${AIM_HINT[magic.aim]}, like ${written}${EXAMPLE_AIM[magic.aim]}.`);
	}
	return rest === '' ? { magic: code } : { magic: code, target: rest };
}

const EXAMPLE_AIM = { none: '', direction: 'NE', corner: 'SW', line: 'C', square: 'D4' } as const;

/** Reads a whole order. The first word is the move (a square, or "-" for none); magics follow. */
export function parseOrders(text: string, ctx: NotationContext): Orders | Rejection {
	const words = tokens(text);
	if (words.length === 0) return { move: null, casts: [] };
	const [first, ...rest] = words;
	let move: string | null = null;
	if (first !== '-') {
		if (!readSquareName(first)) {
			if ('code' in parseCast(first, ctx)) {
				return bad(`"${first}" is not a square: start with the square you move to, or "-" to stay put.`);
			}
			return bad(`Write the move first: "- ${words.join(' ')}" to stay put and cast ${first}.`);
		}
		move = first;
	}
	const casts: Cast[] = [];
	for (const word of rest) {
		if (word === '-') return bad('"-" only stands in place of the move, at the start of the order.');
		const cast = parseCast(word, ctx);
		if ('code' in cast) return cast;
		casts.push(cast);
	}
	return { move, casts };
}

export function printCast(cast: Cast, ctx: NotationContext): string {
	const magic = MAGIC_BY_CODE[cast.magic];
	if (!magic) return cast.magic;
	if (magic.kind === 'heal' || magic.type === null) return magic.code;
	const showType = ctx.marked || magic.type !== ctx.ownType;
	return (showType ? magic.code : magic.code.slice(1)) + (cast.target ?? '');
}

export function printOrders(orders: Orders, ctx: NotationContext): string {
	return [orders.move ?? '-', ...orders.casts.map((c) => printCast(c, ctx))].join(' ');
}

/** Reads a start choice: the type letter(s), then the starting square ("F C3", "WA D5", "C3"). */
export function parseStart(text: string, rules: ArenaRules): StartChoice | Rejection {
	const words = tokens(text);
	const want = typesToChoose(rules);
	const example = want === 0 ? 'C3' : want === 1 ? 'F C3' : 'FA C3';
	const square = words.pop();
	if (!square || !readSquareName(square)) {
		return bad(`End with your starting square, like "${example}".`);
	}
	const types: MagicType[] = [];
	for (const word of words) {
		const named = MAGIC_TYPES.find((t) => TYPE_NAME[t].toUpperCase() === word);
		const letters = named ? [TYPE_LETTER[named]] : [...word];
		for (const l of letters) {
			const type = LETTER_TYPE[l];
			if (!type) return bad(`"${word}" is not a magic type: use F (Fire), W (Water), E (Earth) or A (Air).`);
			if (types.includes(type)) return bad(`${TYPE_NAME[type]} is chosen twice.`);
			types.push(type);
		}
	}
	if (types.length !== want) {
		const need = want === 0 ? 'no type (every magic is open)' : want === 1 ? 'one magic type' : 'two magic types';
		return bad(`Choose ${need} and a square, like "${example}".`);
	}
	return { types, square };
}

export function printStart(choice: StartChoice): string {
	const letters = choice.types.map((t) => TYPE_LETTER[t]).join('');
	return letters ? `${letters} ${choice.square}` : choice.square;
}
