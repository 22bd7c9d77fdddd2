/** Rules data of Counters: the counters a new game offers and their bounds. */
export interface CounterSpec {
	key: string;
	label: string;
	start: number;
	min: number | null;
	max: number | null;
}

export const LIFE: CounterSpec = { key: 'life', label: 'Life', start: 20, min: null, max: null };
export const POISON: CounterSpec = { key: 'poison', label: 'Poison', start: 0, min: 0, max: 10 };

export const MAX_COUNTERS = 12;
export const MAX_ABS_VALUE = 1_000_000;
