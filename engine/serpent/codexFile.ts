/**
 * A Codex as a file (and one card as a QR code): what a player exports and another imports. Reading
 * never throws; a bad file gets a sentence saying what is wrong, and nothing is half-imported.
 */
import { checkCard } from './cardCheck';
import type { SpellCard } from './cards';
import { codexProblem } from './codex';
import type { CodexEntry } from './state';

export const CODEX_FORMAT = 'familiar-serpent-codex';
const MAX_FILE = 500_000;

export interface CodexFile {
	format: typeof CODEX_FORMAT;
	version: 1;
	name: string;
	entries: { card: SpellCard; copies: number }[];
}

export function codexFile(name: string, entries: readonly CodexEntry[]): CodexFile {
	return { format: CODEX_FORMAT, version: 1, name, entries: entries.map((e) => ({ card: e.card, copies: e.copies })) };
}

/** Reads a Codex file, a list of cards, or one card (a QR code holds one). */
export function readCodexFile(text: string): { entries: CodexEntry[] } | { error: string } {
	if (text.length > MAX_FILE) return { error: 'This file is too large for a Codex.' };
	let data: unknown;
	try {
		data = JSON.parse(text);
	} catch {
		return { error: 'This is not a Codex file (it is not JSON).' };
	}
	const o = (data ?? {}) as Record<string, unknown>;
	const raw: unknown[] = Array.isArray(data) ? data.map((card) => ({ card })) : o.format === CODEX_FORMAT && Array.isArray(o.entries) ? o.entries : 'role' in o ? [{ card: o }] : [];
	if (raw.length === 0) return { error: 'This file holds no spell cards.' };
	if (raw.length > 60) return { error: 'A Codex file holds at most 60 different cards.' };
	const entries: CodexEntry[] = [];
	for (const [i, r] of raw.entries()) {
		const e = (r ?? {}) as Record<string, unknown>;
		const checked = checkCard(e.card);
		if ('error' in checked) return { error: `Card ${i + 1}: ${checked.error}` };
		const copies = e.copies ?? 1;
		if (typeof copies !== 'number' || !Number.isInteger(copies) || copies < 1 || copies > 3) return { error: `Card ${i + 1} (${checked.card.title}): copies are 1 to 3.` };
		entries.push({ card: checked.card, copies });
	}
	const problem = codexProblem(entries);
	return problem ? { error: problem } : { entries };
}

/**
 * A Codex with the cards read from a QR code or a file added to it: a card already held (same id)
 * gains the copies, a new one joins; the Laws of the Codex are checked on the result.
 */
export function addToCodex(held: readonly CodexEntry[], incoming: readonly CodexEntry[]): { entries: CodexEntry[] } | { error: string } {
	const entries = held.map((e) => ({ ...e }));
	for (const e of incoming) {
		const same = entries.find((x) => x.card.id === e.card.id);
		if (same) same.copies += e.copies;
		else entries.push({ ...e });
	}
	const problem = codexProblem(entries);
	return problem ? { error: problem } : { entries };
}
