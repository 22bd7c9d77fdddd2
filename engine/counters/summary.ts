import type { CountersState } from './state';

/** Every player's main counter (the first: life), highest first: "Ana 18, Bo 12 Life". */
export function countersLeaders(state: CountersState): string {
	const main = state.counters[0];
	if (!main) return '';
	const values = state.seats.map((s) => ({ name: s.name, value: state.values[s.id]?.[main.key] ?? main.start }));
	values.sort((a, b) => b.value - a.value);
	return `${values.map((v) => `${v.name} ${v.value}`).join(', ')} ${main.label}`;
}
