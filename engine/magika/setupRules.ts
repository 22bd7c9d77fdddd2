/**
 * A player's set-up choice (a claim: race and alignment, with the alternate the rule book asks for)
 * and the table balance (l. 1166-1172): "each magika game must have at least one character of each
 * race and three of each alignment, to start. Therefore, we ask that you give us an alternate
 * starting character of a different race and/or alignment ... We will do everything we can to allow
 * you your first choice, but we must follow the above game constraints."
 * A claim is secret (a mage's race shows at R1, its alignment only at R0: l. 585-597), so it travels
 * sealed to the game master; the rules here are pure and checked on both phones.
 */
import { isRejection, reject, type Rejection } from '../core';
import { RACE_NAMES, RACES } from './data/races';
import type { Align, Race } from './types';

export interface MageChoice {
	race: Race;
	align: Align;
}

/** What a player seals before the set-up. */
export interface Claim {
	first: MageChoice;
	/** "an alternate starting character of a different race and/or alignment". */
	second?: MageChoice;
	/** "It doesn't matter, I'll take what's needed to fill the next game!" */
	any?: boolean;
	/** A Neutral mage starts at +5 or -5 (APT-1). */
	neutralSign?: 1 | -1;
}

/** How the balance binds players' choices (U-7): enforced (alternates used), or only a warning. */
export type BalanceRule = 'enforce' | 'warn';

export const SETUP_REJECTIONS = { malformed: 'magika/bad-claim', alignment: 'magika/race-alignment', sameAlternate: 'magika/same-alternate' } as const;

/** Novices at a full table: the balance counts them only (the Ebon Mage is the house's mage). */
export const TABLE = 12;
/** "three of each alignment". */
export const PER_ALIGNMENT = 3;
export const ALIGNS: readonly Align[] = ['G', 'N', 'E'];
export const ALIGN_NAME: Readonly<Record<Align, string>> = { G: 'Good', N: 'Neutral', E: 'Evil' };
export const RACE_LABEL: Readonly<Record<Race, string>> = { human: 'Human', elf: 'Elf', dwarf: 'Dwarf', goblin: 'Goblin', halfling: 'Halfling' };
/** Every (race, alignment) pair Figure 1 allows. */
export const LEGAL_CHOICES: readonly MageChoice[] = RACE_NAMES.flatMap((race) => RACES[race].alignments.map((align) => ({ race, align })));

/** "a" or "an" before a word. */
const an = (word: string) => (/^[AEIOU]/i.test(word) ? `an ${word}` : `a ${word}`);
const label = (c: MageChoice) => `${ALIGN_NAME[c.align]} ${RACE_LABEL[c.race]}`;
const An = (word: string) => an(word).replace(/^a/, 'A');
const isRace = (v: unknown): v is Race => typeof v === 'string' && (RACE_NAMES as readonly string[]).includes(v);
const isAlign = (v: unknown): v is Align => v === 'G' || v === 'N' || v === 'E';

function readChoice(v: unknown, which: string): MageChoice | Rejection {
	const c = v as Partial<MageChoice> | null;
	if (typeof c !== 'object' || c === null || !isRace(c.race) || !isAlign(c.align)) return reject(SETUP_REJECTIONS.malformed, `Choose a race and an alignment for your ${which} mage.`);
	if (!RACES[c.race].alignments.includes(c.align)) {
		const allowed = RACES[c.race].alignments.map((a) => ALIGN_NAME[a]).join(' or ');
		return reject(SETUP_REJECTIONS.alignment, `${An(RACE_LABEL[c.race])} may only be ${allowed} (Figure 1), not ${ALIGN_NAME[c.align]}.`);
	}
	return { race: c.race, align: c.align };
}

/** A claim as the rules read it, or why not (on the player's phone before sealing, and on the GM's). */
export function checkClaim(input: unknown): Claim | Rejection {
	const c = input as Partial<Claim> | null;
	if (typeof c !== 'object' || c === null) return reject(SETUP_REJECTIONS.malformed, 'Choose a race and an alignment for your mage.');
	const first = readChoice(c.first, 'first');
	if (isRejection(first)) return first;
	const out: Claim = { first };
	if (c.second !== undefined && c.second !== null) {
		const second = readChoice(c.second, 'alternate');
		if (isRejection(second)) return second;
		if (second.race === first.race && second.align === first.align) return reject(SETUP_REJECTIONS.sameAlternate, 'Your alternate must differ from your first choice in race or alignment (or leave it out).');
		out.second = second;
	}
	if (c.any === true) out.any = true;
	if (c.neutralSign === 1 || c.neutralSign === -1) out.neutralSign = c.neutralSign;
	return out;
}

/** What a table of `chosen` mages still lacks: races with no mage, and how many of each alignment are missing. */
export function lacking(chosen: readonly MageChoice[]): { races: Race[]; aligns: Record<Align, number> } {
	const races = RACE_NAMES.filter((r) => !chosen.some((c) => c.race === r));
	const aligns = Object.fromEntries(ALIGNS.map((a) => [a, Math.max(0, PER_ALIGNMENT - chosen.filter((c) => c.align === a).length)])) as Record<Align, number>;
	return { races, aligns };
}

/** Every way to give each race in `races` an alignment it allows. */
function alignmentsFor(races: readonly Race[]): Align[][] {
	if (races.length === 0) return [[]];
	const rest = alignmentsFor(races.slice(1));
	return RACES[races[0]].alignments.flatMap((a) => rest.map((r) => [a, ...r]));
}

/**
 * Whether `free` more mages can make the table balanced (exact): each missing race takes one seat
 * with an alignment it allows; every seat left can be a Human of any alignment.
 */
export function canComplete(chosen: readonly MageChoice[], free: number): boolean {
	const { races, aligns } = lacking(chosen);
	if (races.length > free) return false;
	return alignmentsFor(races).some((picked) => {
		const left = { ...aligns };
		for (const a of picked) left[a] = Math.max(0, left[a] - 1);
		return races.length + left.G + left.N + left.E <= free;
	});
}

/** Why `choice` cannot join `chosen` with `free` seats left after it, in words a player understands; null when it fits. */
export function whyNot(chosen: readonly MageChoice[], choice: MageChoice, free: number): string | null {
	const after = [...chosen, choice];
	if (canComplete(after, free)) return null;
	const { races, aligns } = lacking(after);
	const needs = [...races.map((r) => an(RACE_LABEL[r])), ...ALIGNS.filter((a) => aligns[a] > 0).map((a) => `${aligns[a]} more ${ALIGN_NAME[a]}`)];
	const list = needs.length > 1 ? `${needs.slice(0, -1).join(', ')} and ${needs.at(-1)}` : needs[0];
	const seats = free === 1 ? 'only 1 seat is' : `only ${free} seats are`;
	return `${An(label(choice))} does not fit: the table of ${TABLE} still needs ${list} (every race, ${PER_ALIGNMENT} of each alignment; Elves cannot be Neutral) and ${seats} left.`;
}

/** "a Good Elf", "an Evil Dwarf". */
export const anChoice = (c: MageChoice) => an(label(c));
export { label as choiceLabel };
