import type { CountersState } from './state';

/**
 * The round (the prompt leaves it to the table's round control) and every player's main counter
 * (the first: life), highest first: "Round 3 · Ana 18, Bo 12 Life".
 */
export function countersLeaders(state: CountersState): string {
	const main = state.counters[0];
	const round = `Round ${state.round}`;
	if (!main) return round;
	const values = state.seats.map((s) => ({ name: s.name, value: state.values[s.id]?.[main.key] ?? main.start }));
	values.sort((a, b) => b.value - a.value);
	return `${round} · ${values.map((v) => `${v.name} ${v.value}`).join(', ')} ${main.label}`;
}
