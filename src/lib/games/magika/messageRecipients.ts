/**
 * Whom a message may go to, as the Messages tab's "To" list offers it: every mage, each cloak colour
 * ("Everyone in red": every mage wearing that cloak, engine/magika/report.ts), each mage this seat has seen,
 * and itself. Each named only by what this seat's own report already shows (mageName): never more.
 */
import { COLOURS } from '$engine/magika/data/artifacts';
import { unnamedMage } from '$engine/magika';
import { mageName, type NamedMage } from './mageName';

export interface Recipient {
	/** What the orders carry: 'ALL', a colour or a mage's letter. */
	value: string;
	label: string;
}

export function recipients(seen: readonly NamedMage[], you: NamedMage): Recipient[] {
	return [
		{ value: 'ALL', label: 'Everyone' },
		...COLOURS.map((c) => ({ value: c, label: `Everyone in ${c}` })),
		...seen.map((m) => ({ value: m.id, label: mageName(m) })),
		// a note to yourself comes back in your next report
		{ value: you.id, label: `You (${you.id})` }
	];
}

/** A mage's letter, A-M: one the "To" list lacks is named by it alone ("Mage C"), never more. */
const LETTER = /^[A-M]$/;

/**
 * A message's recipient or sender as the "To" list names it ("Everyone in red", "Bo (B)"): a mage the
 * list lacks (a sender never seen) by its letter alone, anything else as it came ("Anonymous").
 */
export function recipientName(list: readonly Recipient[], value: string): string {
	return list.find((r) => r.value === value)?.label ?? (LETTER.test(value) ? unnamedMage(value) : value);
}
