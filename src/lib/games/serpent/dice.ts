import type { Roll } from '$engine/core';
import type { SerpentData } from '$engine/serpent';

/** The moves of Serpent's Tongue that take dice. */
type DiceName = 'resonance-roll' | 'tie-roll' | 'event-roll' | 'draw';

/**
 * A move of Serpent's Tongue that takes dice: its name (its kind without "serpent/") and data
 * (without the roll), and the being it is for: the move is made as that being's seat when this device holds it.
 */
export type DiceMove = { [N in DiceName]: { kind: N; data: Omit<SerpentData[N], 'roll'>; being?: string } }[DiceName];

/** What the Serpent panels need for their rolls (the table provides it). */
export interface SerpentDice {
	/** Dice between the phones (on this phone alone when it holds every seat) for the move. */
	roll(move: DiceMove, sides: number, count: number): boolean;
	/** The move with dice rolled on the table and typed in. */
	table(move: DiceMove, roll: Roll): boolean;
	/** Whether a roll for this move is under way (the buttons wait for it). */
	rolling(move: DiceMove): boolean;
}
