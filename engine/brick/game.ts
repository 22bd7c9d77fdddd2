/** Brick: the wizards' books of a brick-built wargame battle, as one GameDefinition. */
import { defineGame, type GameDefinition, type GameEvent, type MoveTable, type Rejection } from '../core';
import { addUnit, removeUnit, startBattle } from './army';
import { castSpell } from './casting';
import { answerHit, rollForCast } from './castRolls';
import { describeEvent } from './describe';
import { approveSpell, designSpell } from './designs';
import { endEffect, rollForEffect, triggerEffect } from './effects';
import { hide, noticeRoll, reveal } from './hiding';
import { applyActivity } from './mana';
import { fall, revive } from './medics';
import { BRICK_OPTIONS, readOptions, type BrickOptions } from './options';
import { owedSteps } from './owed';
import { endBattle, endRound } from './rounds';
import type { BrickState } from './state';
import { isCaster } from './units';
import { brickView, type BrickView } from './view';

export type BrickOptionValues = Record<keyof BrickOptions, boolean | number | string>;

/** The two rolls of a cast: its steps, or an effect's (told apart by `data.effect`). */
function roll(state: BrickState, event: GameEvent): BrickState | Rejection {
	const d = event.data as { effect?: unknown } | null;
	return d && d.effect !== undefined ? rollForEffect(state, event) : rollForCast(state, event);
}

/** Every move of the wizards' books, by event kind: each made by a player at the table or the table itself. */
const BRICK_MOVES: MoveTable<BrickState> = {
	'brick/add-unit': addUnit,
	'brick/remove-unit': removeUnit,
	'brick/start-battle': (state) => startBattle(state),
	'brick/concentrate': (state, event) => applyActivity(state, event, 'concentrate'),
	'brick/move': (state, event) => applyActivity(state, event, 'move'),
	'brick/act': (state, event) => applyActivity(state, event, 'act'),
	'brick/hold': (state, event) => applyActivity(state, event, 'hold'),
	'brick/cast': castSpell,
	'brick/roll': { run: roll, dice: 'varies' },
	'brick/hit': answerHit,
	'brick/trigger': triggerEffect,
	'brick/end-effect': endEffect,
	'brick/hide': hide,
	'brick/reveal': reveal,
	'brick/notice': { run: noticeRoll, dice: { sides: 6, count: 1 } },
	'brick/down': fall,
	'brick/revive': { run: revive, dice: { sides: 6, count: 1 } },
	'brick/design-spell': designSpell,
	'brick/approve-spell': approveSpell,
	'brick/end-round': (state) => endRound(state),
	'brick/end-battle': endBattle
};

export const brick: GameDefinition<BrickState, BrickView, BrickOptionValues> = defineGame({
	id: 'brick',
	title: 'Brick-wargame wizards',
	summary: 'The wizards’ books of a brick-built wargame: army costs, mana round by round, spells, rolls and wild surges.',
	seats: { min: 1, max: 6, default: 2 },
	options: BRICK_OPTIONS,
	setup({ options, seats }) {
		return {
			options: readOptions(options),
			seats: seats.slice(),
			phase: 'muster',
			round: 0,
			units: {},
			order: [],
			designs: [],
			casts: {},
			open: [],
			effects: [],
			chronicle: [],
			winners: null
		};
	},
	moves: BRICK_MOVES,
	movesBy: 'seat or table',
	seatsOf: (state) => state.seats.map((s) => s.id),
	view: brickView,
	prompt(state) {
		if (state.phase === 'muster') return { waitingFor: [], text: 'Muster the armies, then start the battle.' };
		if (state.phase === 'finished') return { waitingFor: [], text: 'The battle is over.' };
		const owed = owedSteps(state);
		if (owed.length > 0) {
			const seats = [...new Set(owed.map((o) => o.seat).filter((s): s is string => s !== null))];
			return { waitingFor: seats, text: `Round ${state.round}: ${owed[0].label}` };
		}
		const idle = state.order.map((id) => state.units[id]).filter((u) => u.status === 'up' && isCaster(u) && !Object.values(u.marks).some(Boolean));
		return {
			waitingFor: [...new Set(idle.map((u) => u.seat))],
			text: idle.length ? `Round ${state.round}: ${idle.map((u) => u.name).join(', ')} to act` : `Round ${state.round}: every wizard has acted`
		};
	},
	status(state) {
		if (state.phase !== 'finished') return { phase: 'playing' };
		const names = (state.winners ?? []).map((id) => state.seats.find((s) => s.id === id)?.name ?? id);
		return { phase: 'finished', winners: state.winners ?? [], text: names.length ? `${names.join(' and ')} won.` : 'A draw.' };
	},
	describe: describeEvent
});
