/** The start of the game (rule 6): every player secretly chooses magic type(s) and a square. */
import { own, reject, type Rejection, type SeatId } from '../core';
import { parseSquare } from './board';
import { MAGIC_TYPES, TYPE_NAME, type MagicType } from './magics';
import { MP_PER_TURN, typesToChoose } from './rules';
import { patchState, type ArenaBoard, type ArenaState, type PlayerState, type StartChoice } from './state';

export const START_REJECTIONS = {
	notPlacing: 'arena/not-placing',
	badTypes: 'arena/bad-types',
	badSquare: 'arena/bad-square'
} as const;

const R = START_REJECTIONS;

/** Checks a start choice for `seat`; returns it cleaned (exactly the fields of a choice). */
export function validateStart(state: ArenaBoard, seat: SeatId | null, data: unknown): StartChoice | Rejection {
	const player = own(state.players, seat);
	if (!player) return reject('arena/not-a-player', 'Only a player of this arena can choose a start.');
	if (state.phase !== 'placing') return reject(R.notPlacing, 'The starting squares have already been chosen.');
	const d = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
	const want = typesToChoose(state.rules);
	const types = d.types ?? [];
	if (
		!Array.isArray(types) ||
		types.some((t) => !MAGIC_TYPES.includes(t as MagicType)) ||
		new Set(types).size !== types.length
	) {
		return reject(R.badTypes, 'Magic types are fire, water, earth and air, each chosen once.');
	}
	if (types.length !== want) {
		const need = want === 0 ? 'No type is chosen in this game: every magic is open.' : want === 1 ? 'Choose one magic type.' : 'Choose two magic types.';
		return reject(R.badTypes, need);
	}
	const square = d.square;
	if (typeof square !== 'string' || parseSquare(state.rules.size, square) === null) {
		const last = String.fromCharCode(64 + state.rules.size) + state.rules.size;
		return reject(R.badSquare, `Choose a starting square from A1 to ${last}.`);
	}
	return { types: types as MagicType[], square };
}

/** Reveals every start choice at once: squares and types become public and turn 1 (or 0) begins. */
export function revealStarts(state: ArenaState, choices: readonly StartChoice[]): ArenaState {
	const players: Record<SeatId, PlayerState> = {};
	const starts: Record<SeatId, StartChoice> = {};
	state.order.forEach((seat, i) => {
		const p = state.players[seat];
		const c = choices[i];
		starts[seat] = c;
		players[seat] = { ...p, square: c.square, types: c.types.slice(), mp: p.mp + MP_PER_TURN };
	});
	return patchState(state, { players, starts, sealed: state.order.map(() => null), phase: 'ordering', turn: state.turn + 1 });
}

export function typesText(types: readonly MagicType[]): string {
	return types.length ? types.map((t) => TYPE_NAME[t]).join(' and ') : 'every type';
}
