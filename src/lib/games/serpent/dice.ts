import type { Roll } from '$engine/core';

/** A move of Serpent's Tongue that takes dice: its kind (without "serpent/") and data (without the roll). */
export interface DiceMove {
	kind: string;
	data: Record<string, unknown>;
	/** The being it is for: the move is made as its seat when this device holds it. */
	being?: string;
}

/** What the Serpent panels need for their rolls (the table provides it). */
export interface SerpentDice {
	/** Dice between the phones (on this phone alone when it holds every seat) for the move. */
	roll(move: DiceMove, sides: number, count: number): boolean;
	/** The move with dice rolled on the table and typed in. */
	table(move: DiceMove, roll: Roll): boolean;
	/** Whether a roll for this move is under way (the buttons wait for it). */
	rolling(move: DiceMove): boolean;
}
