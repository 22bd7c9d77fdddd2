/**
 * A game's variant options, declared once: the new-game form draws them, and `readOptionValues` turns
 * whatever a game was made with (the form, an imported file, a peer) into values the rules can
 * trust, each missing, unknown or out-of-range value replaced by its default.
 */
import type { OptionSpec, OptionValues } from './types';

/** An on/off option. */
export function flag(key: string, label: string, value: boolean, help?: string): OptionSpec {
	return { key, label, type: 'boolean', default: value, ...(help ? { help } : {}) };
}

/** A whole number from `min` to `max` (`step`: how the form's buttons move it). */
export function count(key: string, label: string, value: number, min: number, max: number, more: { step?: number; help?: string } = {}): OptionSpec {
	return { key, label, type: 'number', default: value, min, max, ...more };
}

/** One of several values, listed `[value, label]` in the order the form shows them. */
export function choice(key: string, label: string, value: string, choices: readonly (readonly [string, string])[], help?: string): OptionSpec {
	return { key, label, type: 'choice', default: value, choices: choices.map(([v, l]) => ({ value: v, label: l })), ...(help ? { help } : {}) };
}

function validValue(spec: OptionSpec, v: unknown): boolean {
	switch (spec.type) {
		case 'boolean':
			return typeof v === 'boolean';
		case 'number':
			return typeof v === 'number' && Number.isInteger(v) && v >= spec.min && v <= spec.max;
		case 'choice':
			return typeof v === 'string' && spec.choices.some((c) => c.value === v);
	}
}

/** Every option at its default. */
export function optionDefaults<O = OptionValues>(specs: readonly OptionSpec[]): O {
	return Object.fromEntries(specs.map((s) => [s.key, s.default])) as O;
}

/** The options a game was made with, each checked against its declaration (defaults for the rest). */
export function readOptionValues<O = OptionValues>(specs: readonly OptionSpec[], values: unknown): O {
	const given = (typeof values === 'object' && values !== null ? values : {}) as Record<string, unknown>;
	return Object.fromEntries(specs.map((s) => [s.key, validValue(s, given[s.key]) ? given[s.key] : s.default])) as O;
}
