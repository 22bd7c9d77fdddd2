import { armyTotal } from './costs';
import type { BrickState } from './state';
import { armyUnits, unitCost } from './units';

/**
 * Each army, the stronger first: its points while mustering ("Ana 26, Bo 16 points"), then the
 * units still on their feet ("Ana 2 of 3 up, Bo 1 of 2 up").
 */
export function brickLeaders(state: BrickState): string {
	const armies = state.seats.map((s) => {
		const units = armyUnits(state, s.id);
		return { name: s.name, units, up: units.filter((u) => u.status === 'up').length, points: armyTotal(units.map((u) => unitCost(state, u))) };
	});
	if (state.phase === 'muster') {
		armies.sort((a, b) => b.points - a.points);
		return `${armies.map((a) => `${a.name} ${a.points}`).join(', ')} points`;
	}
	armies.sort((a, b) => b.up - a.up);
	return armies.map((a) => `${a.name} ${a.up} of ${a.units.length} up`).join(', ');
}
