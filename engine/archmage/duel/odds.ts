import { isRejection, seededRng } from '../../core';
import type { DuelistSheet } from '../wizard';
import { archmage } from './game';
import type { ArchmageOptions } from './options';
import { positionOf } from './position';
import { fastStart, playOut, playOutFrom } from './simulate';
import type { ArchmageState } from './state';

/** Each wizard's chance to win, estimated from duels simulated with the bot's policy on both sides. */
export interface DuelOdds {
	/** Duels won by the first and the second seat, and undecided (counted half to each). */
	wins: [number, number];
	undecided: number;
	duels: number;
	/** Chance that the first seat wins, 0..1. */
	first: number;
	/** Half-width of the 99% interval around `first` (0..1). */
	margin: number;
}

/** z of a two-sided 99% interval. */
const Z99 = 2.576;

function summarise(wins: [number, number], undecided: number): DuelOdds {
	const duels = wins[0] + wins[1] + undecided;
	const first = duels === 0 ? 0.5 : (wins[0] + undecided / 2) / duels;
	// the interval of a smoothed share, so that 1,000 wins out of 1,000 still have a margin
	const p = (wins[0] + undecided / 2 + 1) / (duels + 2);
	return { wins, undecided, duels, first, margin: duels === 0 ? 0.5 : Z99 * Math.sqrt((p * (1 - p)) / duels) };
}

/** The odds from `state` on, from `duels` simulated duels seeded with `seed`. */
export function duelOdds(state: ArchmageState, duels: number, seed: number): DuelOdds {
	if (state.result) return summarise(state.result.winner === 0 ? [duels, 0] : [0, duels], 0);
	const rng = seededRng(seed);
	const wins: [number, number] = [0, 0];
	let undecided = 0;
	const caster = fastStart(state);
	const start = caster === null ? null : positionOf(state);
	for (let i = 0; i < duels; i++) {
		const winner = start ? playOutFrom(start, caster!, rng) : playOut(state, rng);
		if (winner === null) undecided++;
		else wins[winner]++;
	}
	return summarise(wins, undecided);
}

/** Two estimates of the same odds taken together (the worker adds batch after batch). */
export function addOdds(a: DuelOdds, b: DuelOdds): DuelOdds {
	return summarise([a.wins[0] + b.wins[0], a.wins[1] + b.wins[1]], a.undecided + b.undecided);
}

const SEATS = [
	{ id: 'first', name: 'First' },
	{ id: 'second', name: 'Second' }
];

/** A duel between two sheets as it stands after both entered (before the roll-off), for the roster's odds. */
export function startOfDuel(first: DuelistSheet, second: DuelistSheet, options: ArchmageOptions): ArchmageState {
	let state = archmage.setup({ options, seats: SEATS });
	const enter = (seat: string, wizard: DuelistSheet) => {
		const next = archmage.apply(state, { id: `enter-${seat}`, seat, kind: 'archmage/enter', data: { wizard }, at: 0 });
		if (isRejection(next)) throw new Error(next.message);
		state = next;
	};
	enter('first', first);
	enter('second', { ...second, id: second.id === first.id ? `${second.id ?? ''}-copy` : second.id });
	return state;
}
