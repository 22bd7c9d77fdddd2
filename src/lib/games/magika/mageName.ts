/**
 * A mage's name as a player reads it, the same on every screen: its seat's name with its letter,
 * "Ann (A)", or, for a seat the table does not have (the engine fills it with a bot named after its
 * letter: engine/magika/hidden.ts `setupFromSeats`), "Mage K (bot)": the name once, never "K Mage K".
 */
import { isBotSeat, unnamedMage } from '$engine/magika';

export interface NamedMage {
	id: string;
	/** Unknown for a mage out of sight in a seat's report. */
	name?: string;
	/** Known on the GM's phone and after the reveal (the world); a report names no seat. */
	seat?: string;
	/** Say that it is the Ebon Mage (when the name does not). */
	ebon?: boolean;
}

/** Is this a bot's mage? By its seat when known, else by the name the engine gives a bot. */
export const isBotMage = (m: NamedMage): boolean => (m.seat !== undefined ? isBotSeat(m.seat) : m.name === unnamedMage(m.id));

export function mageName(m: NamedMage): string {
	if (isBotMage(m)) return `${unnamedMage(m.id)} (bot)`;
	if (!m.name || m.name === unnamedMage(m.id)) return unnamedMage(m.id);
	return `${m.name} (${m.id}${m.ebon ? ', the Ebon Mage' : ''})`;
}
