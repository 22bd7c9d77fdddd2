/**
 * Figure 5, Movement Endurance: percent of the terrain factor paid for the n-th move of a turn
 * (row) made in a phase (column). null = that move cannot be made in that phase.
 */
export type MovementRows = 'human' | 'elf' | 'other';

const ROW1 = [150, 100, 50, 50, 50];
const ROW2 = [null, 150, 150, 100, 50];
const HUMAN3 = [null, null, 150, 150, 100];
const OTHER3 = [null, null, 200, 200, 200];
const HUMAN4 = [null, null, null, 200, 200];
const OTHER4 = [null, null, null, 400, 400];
const HUMAN5 = [null, null, null, null, 400];
const ELF5 = [null, null, null, null, 800];

export const MOVEMENT: Readonly<Record<MovementRows, readonly (readonly (number | null)[])[]>> = {
	human: [ROW1, ROW2, HUMAN3, HUMAN4, HUMAN5],
	elf: [ROW1, ROW2, OTHER3, OTHER4, ELF5],
	other: [ROW1, ROW2, OTHER3, OTHER4]
};

/** Percent of the factor for the n-th move (1-based) in a phase (1-based), or null when impossible. */
export function movePercent(rows: MovementRows, nth: number, phase: number): number | null {
	return MOVEMENT[rows][nth - 1]?.[phase - 1] ?? null;
}
