import {
	checkRoll,
	defineGame,
	diceText,
	parseDice,
	readOptionValues,
	reject,
	type GameDefinition,
	type GameEvent,
	type MoveTable,
	type NoData,
	type Rejection,
	type Roll,
	type SeatId,
	text
} from '../core';
import { COUNTERS_ABOUT, COUNTERS_OPTIONS } from './about';
import { LIFE, MAX_ABS_VALUE, MAX_COUNTERS, POISON, type CounterSpec } from './rules';
import type { CountersState } from './state';
import { countersLeaders } from './summary';

export type CountersOptions = { life: number; poison: boolean };

const R = {
	seat: 'counters/unknown-player',
	counter: 'counters/unknown-counter',
	value: 'counters/bad-value',
	bound: 'counters/at-bound',
	spec: 'counters/bad-counter',
	full: 'counters/too-many-counters',
	exists: 'counters/counter-exists',
	round: 'counters/bad-round',
	clock: 'counters/no-clock',
	dice: 'counters/bad-dice'
} as const;
export const COUNTERS_REJECTIONS = R;

function isInt(v: unknown): v is number {
	return typeof v === 'number' && Number.isInteger(v) && Math.abs(v) <= MAX_ABS_VALUE;
}

function clamp(spec: CounterSpec, v: number): number {
	if (spec.min !== null && v < spec.min) return spec.min;
	if (spec.max !== null && v > spec.max) return spec.max;
	return v;
}

function findTarget(state: CountersState, data: { player?: unknown; counter?: unknown }) {
	const player = state.seats.find((s) => s.id === data.player);
	if (!player) return reject(R.seat, 'There is no such player at this table.');
	const spec = state.counters.find((c) => c.key === data.counter);
	if (!spec) return reject(R.counter, 'There is no such counter.');
	return { player, spec, value: state.values[player.id][spec.key] };
}

function setValue(state: CountersState, player: string, key: string, v: number): CountersState {
	return {
		...state,
		values: { ...state.values, [player]: { ...state.values[player], [key]: v } }
	};
}

function adjust(state: CountersState, data: Record<string, unknown>): CountersState | Rejection {
	const t = findTarget(state, data);
	if ('code' in t) return t;
	if (!isInt(data.delta) || data.delta === 0) return reject(R.value, 'A change must be a whole number other than 0.');
	const next = clamp(t.spec, t.value + data.delta);
	if (next === t.value) {
		const bound = data.delta < 0 ? 'minimum' : 'maximum';
		return reject(R.bound, `${t.player.name}'s ${t.spec.label} is already at its ${bound} (${t.value}).`);
	}
	return setValue(state, t.player.id, t.spec.key, next);
}

function setTo(state: CountersState, data: Record<string, unknown>): CountersState | Rejection {
	const t = findTarget(state, data);
	if ('code' in t) return t;
	if (!isInt(data.value)) return reject(R.value, 'A counter holds a whole number.');
	if (clamp(t.spec, data.value) !== data.value) {
		return reject(R.bound, `${t.spec.label} must stay between ${t.spec.min ?? '−∞'} and ${t.spec.max ?? '∞'}.`);
	}
	return setValue(state, t.player.id, t.spec.key, data.value);
}

function addCounter(state: CountersState, data: Record<string, unknown>): CountersState | Rejection {
	const label = typeof data.label === 'string' ? data.label.trim() : '';
	if (!label || label.length > 24) return reject(R.spec, 'A counter needs a name of 1 to 24 characters.');
	const start = data.start ?? 0;
	const min = data.min ?? null;
	const max = data.max ?? null;
	if (!isInt(start) || (min !== null && !isInt(min)) || (max !== null && !isInt(max))) {
		return reject(R.spec, 'Start and bounds must be whole numbers.');
	}
	if ((min !== null && start < min) || (max !== null && start > max) || (min !== null && max !== null && min > max)) {
		return reject(R.spec, 'The start value must lie between the bounds.');
	}
	if (state.counters.length >= MAX_COUNTERS) return reject(R.full, `A table holds at most ${MAX_COUNTERS} counters.`);
	const key = label.toLowerCase();
	if (state.counters.some((c) => c.key === key)) return reject(R.exists, `There is already a counter named ${label}.`);
	const spec: CounterSpec = { key, label, start, min, max };
	const values: CountersState['values'] = {};
	for (const s of state.seats) values[s.id] = { ...state.values[s.id], [key]: start };
	return { ...state, counters: [...state.counters, spec], values };
}

function roll(state: CountersState, event: GameEvent): CountersState | Rejection {
	const data = (event.data ?? {}) as { notation?: unknown; roll?: Roll };
	const dice = typeof data.notation === 'string' ? parseDice(data.notation) : null;
	if (!dice) return reject(R.dice, 'Dice are written like d20, 2d6 or 3d6+1.');
	const bad = checkRoll(data.roll, dice.sides, dice.count);
	if (bad) return bad;
	const values = data.roll!.values.slice();
	const total = values.reduce((a, b) => a + b, 0) + dice.bonus;
	return {
		...state,
		lastRoll: { notation: data.notation as string, sides: dice.sides, values, bonus: dice.bonus, total, seat: event.seat }
	};
}

/** The next player in seat order; after the last, the first again and a new round. */
function nextPlayer(state: CountersState, at: number): CountersState | Rejection {
	if (state.seats.length === 0) return reject(R.seat, 'There are no players at this table.');
	const i = state.turn ? state.seats.findIndex((s) => s.id === state.turn!.seat) : -1;
	const wraps = i === state.seats.length - 1;
	const seat = state.seats[wraps ? 0 : i + 1].id;
	return { ...state, round: wraps ? state.round + 1 : state.round, turn: { seat, since: at } };
}

/** Pauses the turn timer (the game was left) or runs it again. */
function clockTo(state: CountersState, running: unknown, at: number): CountersState | Rejection {
	const turn = state.turn;
	if (!turn) return reject(R.clock, 'No turn is being timed.');
	const paused = turn.pausedAt != null;
	if (running === true && paused) return { ...state, turn: { seat: turn.seat, since: turn.since + Math.max(0, at - turn.pausedAt!) } };
	if (running === false && !paused) return { ...state, turn: { ...turn, pausedAt: Math.max(at, turn.since) } };
	return reject(R.clock, running ? 'The turn timer is already running.' : 'The turn timer is already paused.');
}

/** Elapsed time of the turn at `now` (milliseconds), not counting pauses. */
export function turnElapsed(turn: NonNullable<CountersState['turn']>, now: number): number {
	return Math.max(0, (turn.pausedAt ?? now) - turn.since);
}

type Data = Record<string, unknown>;
const dataOf = (event: GameEvent) => (event.data ?? {}) as Data;

function stepRound(state: CountersState, data: Data): CountersState | Rejection {
	const round = state.round + (data.delta === -1 ? -1 : 1);
	if (round < 1) return reject(R.round, 'The round cannot go below 1.');
	return { ...state, round };
}

function startTurn(state: CountersState, data: Data, at: number): CountersState | Rejection {
	if (data.seat === null) return { ...state, turn: null };
	if (!state.seats.some((s) => s.id === data.seat)) return reject(R.seat, 'There is no such player at this table.');
	return { ...state, turn: { seat: data.seat as string, since: at } };
}

/** The data of each move of Counters, as a screen sends it. */
export type CountersMoves = {
	'counters/adjust': { player: SeatId; counter: string; delta: number };
	'counters/set': { player: SeatId; counter: string; value: number };
	'counters/add-counter': { label: string; start?: number; min?: number | null; max?: number | null };
	'counters/round': { delta: 1 | -1 };
	'counters/turn': { seat: SeatId | null };
	'counters/next': NoData;
	'counters/clock': { running: boolean };
	'counters/roll': { notation: string; roll: Roll };
};

const nameOf = (state: CountersState, id: unknown) => state.seats.find((s) => s.id === id)?.name ?? '?';
const labelOf = (state: CountersState, key: unknown) => state.counters.find((c) => c.key === key)?.label ?? text(key);

/** Every move of Counters, by event kind, with its history line. Any seat may make any of them: the table is shared. */
const COUNTERS_MOVES: MoveTable<CountersState, CountersMoves> = {
	'counters/adjust': {
		run: (state, event) => adjust(state, dataOf(event)),
		describe: (state, d) => {
			const delta = typeof d.delta === 'number' ? d.delta : NaN;
			return `${nameOf(state, d.player)} ${labelOf(state, d.counter)} ${delta > 0 ? '+' : '−'}${Math.abs(delta)}`;
		}
	},
	'counters/set': { run: (state, event) => setTo(state, dataOf(event)), describe: (state, d) => `${nameOf(state, d.player)} ${labelOf(state, d.counter)} set to ${text(d.value)}` },
	'counters/add-counter': { run: (state, event) => addCounter(state, dataOf(event)), describe: (_, d) => `New counter: ${text(d.label)}` },
	'counters/round': { run: (state, event) => stepRound(state, dataOf(event)), describe: (_, d) => (d.delta === -1 ? 'Round back' : 'Next round') },
	'counters/turn': { run: (state, event) => startTurn(state, dataOf(event), event.at), describe: (state, d) => (d.seat === null ? 'Turn timer stopped' : `${nameOf(state, d.seat)}'s turn`) },
	'counters/next': { run: (state, event) => nextPlayer(state, event.at), describe: () => 'Next player' },
	'counters/clock': {
		run: (state, event) => clockTo(state, dataOf(event).running, event.at),
		automatic: true,
		describe: (_, d) => (d.running ? 'Turn timer runs again' : 'Turn timer paused (game left)')
	},
	'counters/roll': { run: roll, dice: 'varies', describe: (_, d) => `Rolled ${text(d.notation)}: ${diceText(d.roll)}` }
};

export const counters: GameDefinition<CountersState, CountersState, CountersOptions, CountersMoves> = defineGame({
	...COUNTERS_ABOUT,
	setup({ options: given, seats }) {
		const options = readOptionValues<CountersOptions>(COUNTERS_OPTIONS, given);
		const counters: CounterSpec[] = [{ ...LIFE, start: options.life }];
		if (options.poison) counters.push(POISON);
		const values: CountersState['values'] = {};
		for (const s of seats) values[s.id] = Object.fromEntries(counters.map((c) => [c.key, c.start]));
		return { seats: seats.slice(), counters, values, round: 1, turn: null, lastRoll: null };
	},
	moves: COUNTERS_MOVES,
	view: (state) => state,
	leaders: countersLeaders,
	prompt: (state) => ({
		waitingFor: [],
		// the round is on the table's own round control, once
		text: state.turn ? `${state.seats.find((s) => s.id === state.turn!.seat)?.name ?? '?'} to play` : 'Next player starts the first turn'
	})
});

/** Counters as its screens hold it: its state, view and moves typed. */
export type CountersGame = typeof counters;
