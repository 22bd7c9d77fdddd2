/** Brick: the wizards' books of a brick-built wargame battle, as one GameDefinition. */
import { CORE_REJECTIONS, reject, type GameDefinition, type GameEvent, type Rejection } from '../core';
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
import { brickLeaders } from './summary';
import { checkSeat, isCaster } from './units';
import { brickView, type BrickView } from './view';

export type BrickOptionValues = Record<keyof BrickOptions, boolean | number | string>;

function route(state: BrickState, event: GameEvent): BrickState | Rejection {
	switch (event.kind) {
		case 'brick/add-unit':
			return addUnit(state, event);
		case 'brick/remove-unit':
			return removeUnit(state, event);
		case 'brick/start-battle':
			return startBattle(state);
		case 'brick/concentrate':
			return applyActivity(state, event, 'concentrate');
		case 'brick/move':
			return applyActivity(state, event, 'move');
		case 'brick/act':
			return applyActivity(state, event, 'act');
		case 'brick/hold':
			return applyActivity(state, event, 'hold');
		case 'brick/cast':
			return castSpell(state, event);
		case 'brick/roll': {
			const d = event.data as { effect?: unknown } | null;
			return d && d.effect !== undefined ? rollForEffect(state, event) : rollForCast(state, event);
		}
		case 'brick/hit':
			return answerHit(state, event);
		case 'brick/trigger':
			return triggerEffect(state, event);
		case 'brick/end-effect':
			return endEffect(state, event);
		case 'brick/hide':
			return hide(state, event);
		case 'brick/reveal':
			return reveal(state, event);
		case 'brick/notice':
			return noticeRoll(state, event);
		case 'brick/down':
			return fall(state, event);
		case 'brick/revive':
			return revive(state, event);
		case 'brick/design-spell':
			return designSpell(state, event);
		case 'brick/approve-spell':
			return approveSpell(state, event);
		case 'brick/end-round':
			return endRound(state);
		case 'brick/end-battle':
			return endBattle(state, event);
		default:
			return reject(CORE_REJECTIONS.unknownKind, `"${event.kind}" is not a move of the Brick-wargame wizards.`);
	}
}

export const brick: GameDefinition<BrickState, BrickView, BrickOptionValues> = {
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
	apply(state, event) {
		const bad = checkSeat(state, event);
		if (bad) return bad;
		return route(state, event);
	},
	view: brickView,
	leaders: brickLeaders,
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
};
