/**
 * Reading orders: anything a seat sends becomes five well-formed orders (a malformed phase is a
 * rest), and `orderProblems` says in words what is wrong, for the order screen (checkInput).
 */
import { reject, type Rejection } from '../core';
import { ARTIFACTS, COLOURS } from './data/artifacts';
import { isSpellCode } from './data/spells';
import { DIRS } from './geometry';
import type { Dir, Message, Order, Orders } from './types';

export const PHASES = 5;
export const MESSAGES_PER_TURN = 3;
export const MESSAGE_CHARS = 200;
export const MESSAGE_LINES = 4;
export const REST: Order = { kind: 'rest' };

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const strings = (x: unknown): x is string[] => Array.isArray(x) && x.length <= 20 && x.every((s) => typeof s === 'string');

/** One order, or null when malformed. */
export function readOrder(x: unknown): Order | null {
	if (!isObj(x)) return null;
	switch (x.kind) {
		case 'rest':
		case 'meditate':
			return { kind: x.kind };
		case 'move':
			return (DIRS as readonly unknown[]).includes(x.dir) ? { kind: 'move', dir: x.dir as Dir } : null;
		case 'search':
			return x.item === undefined ? { kind: 'search' } : typeof x.item === 'string' ? { kind: 'search', item: x.item } : null;
		case 'drop':
			return strings(x.items) ? { kind: 'drop', items: x.items } : null;
		case 'give': {
			if (!strings(x.items) || typeof x.to !== 'string') return null;
			const o: Order = { kind: 'give', to: x.to, items: x.items };
			for (const k of ['end', 'arc'] as const) {
				if (x[k] === undefined) continue;
				if (!Number.isInteger(x[k]) || (x[k] as number) < 1) return null;
				o[k] = x[k] as number;
			}
			return o;
		}
		case 'demand':
			return (ARTIFACTS as readonly unknown[]).includes(x.artifact) ? { kind: 'demand', artifact: x.artifact as (typeof ARTIFACTS)[number] } : null;
		case 'don':
			return (COLOURS as readonly unknown[]).includes(x.colour) ? { kind: 'don', colour: x.colour as (typeof COLOURS)[number] } : null;
		case 'cast': {
			if (!isSpellCode(x.spell) || typeof x.major !== 'boolean') return null;
			const o: Order = { kind: 'cast', spell: x.spell, major: x.major };
			for (const k of ['target', 'dir'] as const) if (typeof x[k] === 'string') (o as Record<string, unknown>)[k] = x[k];
			for (const k of ['terrain', 'shift', 'distance', 'scroll'] as const) if (Number.isInteger(x[k])) (o as Record<string, unknown>)[k] = x[k];
			if ((ARTIFACTS as readonly unknown[]).includes(x.artifact)) o.artifact = x.artifact as (typeof ARTIFACTS)[number];
			return o;
		}
		default:
			return null;
	}
}

export function readMessages(x: unknown, from: string): Message[] {
	if (!Array.isArray(x)) return [];
	const out: Message[] = [];
	for (const m of x.slice(0, MESSAGES_PER_TURN)) {
		if (!isObj(m) || typeof m.to !== 'string' || typeof m.text !== 'string') continue;
		const text = m.text.split('\n').slice(0, MESSAGE_LINES).join('\n').slice(0, MESSAGE_CHARS);
		const sender = m.anonymous === true ? 'Anonymous' : from;
		if (out.some((o) => o.to === m.to && o.from === sender)) continue;
		out.push({ to: m.to, from: sender, text });
	}
	return out;
}

/** Five orders from anything: a missing or malformed phase is a rest. */
export function readOrders(x: unknown, from: string): Orders {
	const phases = isObj(x) && Array.isArray(x.phases) ? x.phases : [];
	return {
		phases: Array.from({ length: PHASES }, (_, i) => readOrder(phases[i]) ?? REST),
		messages: isObj(x) ? readMessages(x.messages, from) : []
	};
}

export const ORDER_REJECTIONS = {
	malformed: 'magika/malformed-orders',
	ebonMustMove: 'magika/ebon-must-move',
	message: 'magika/bad-message'
} as const;

/** Structural problems the order screen reports before sealing. */
export function structuralProblem(x: unknown): Rejection | null {
	if (!isObj(x) || !Array.isArray(x.phases) || x.phases.length !== PHASES) return reject(ORDER_REJECTIONS.malformed, 'Give exactly five orders, one per phase.');
	for (let i = 0; i < PHASES; i++) if (!readOrder(x.phases[i])) return reject(ORDER_REJECTIONS.malformed, `The order of phase ${i + 1} is not one Magika knows.`);
	if (x.messages !== undefined) {
		if (!Array.isArray(x.messages) || x.messages.length > MESSAGES_PER_TURN) return reject(ORDER_REJECTIONS.message, 'At most three messages a turn.');
		for (const m of x.messages) {
			if (!isObj(m) || typeof m.text !== 'string' || typeof m.to !== 'string') return reject(ORDER_REJECTIONS.message, 'A message needs an addressee and a text.');
			if (m.text.length > MESSAGE_CHARS || m.text.split('\n').length > MESSAGE_LINES) return reject(ORDER_REJECTIONS.message, 'A message holds at most 4 lines, 200 characters.');
		}
		const pairs = (x.messages as Record<string, unknown>[]).map((m) => `${String(m.to)}/${m.anonymous === true}`);
		if (new Set(pairs).size !== pairs.length) return reject(ORDER_REJECTIONS.message, 'Two messages with the same To and From in one turn.');
	}
	return null;
}
