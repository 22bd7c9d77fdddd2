/** Brick: the wizards' books of a brick-built wargame battle, as one GameDefinition. */
import { defineGame, text, type GameDefinition, type GameEvent, type MoveTable, type Rejection } from '../core';
import { BRICK_ABOUT } from './about';
import { addUnit, removeUnit, startBattle } from './army';
import { castSpell } from './casting';
import { answerHit, rollForCast } from './castRolls';
import { approveSpell, designSpell } from './designs';
import { endEffect, rollForEffect, triggerEffect } from './effects';
import { hide, noticeRoll, reveal } from './hiding';
import { addUnitLine, castLine, castName, rolled, rollLine, spellName, unitName, type BrickMoves } from './lines';
import { applyActivity } from './mana';
import { fall, revive } from './medics';
import { readOptions, type BrickOptions } from './options';
import { owedSteps } from './owed';
import { endBattle, endRound } from './rounds';
import type { BrickState } from './state';
import { brickLeaders } from './summary';
import { isCaster } from './units';
import { brickView, type BrickView } from './view';

export type BrickOptionValues = Record<keyof BrickOptions, boolean | number | string>;

/** The two rolls of a cast: its steps, or an effect's (told apart by `data.effect`). */
function roll(state: BrickState, event: GameEvent): BrickState | Rejection {
	const d = event.data as { effect?: unknown } | null;
	return d && d.effect !== undefined ? rollForEffect(state, event) : rollForCast(state, event);
}

/** Every move of the wizards' books, by event kind, with its history line: each made by a player at the table or the table itself. */
const BRICK_MOVES: MoveTable<BrickState, BrickMoves> = {
	'brick/add-unit': { run: addUnit, describe: addUnitLine },
	'brick/remove-unit': { run: removeUnit, describe: (state, d) => `Removed ${unitName(state, d.unit)} from the army` },
	'brick/start-battle': { run: (state) => startBattle(state), describe: () => 'The battle begins' },
	'brick/concentrate': { run: (state, event) => applyActivity(state, event, 'concentrate'), describe: (state, d) => `${unitName(state, d.unit)} concentrates` },
	'brick/move': { run: (state, event) => applyActivity(state, event, 'move'), describe: (state, d) => `${unitName(state, d.unit)} moves` },
	'brick/act': { run: (state, event) => applyActivity(state, event, 'act'), describe: (state, d) => `${unitName(state, d.unit)} ${d.attack === true ? 'attacks' : 'acts'}` },
	'brick/hold': { run: (state, event) => applyActivity(state, event, 'hold'), describe: (state, d) => `${unitName(state, d.unit)} holds still` },
	'brick/cast': { run: castSpell, describe: castLine },
	'brick/roll': { run: roll, dice: 'varies', describe: rollLine },
	'brick/hit': { run: answerHit, describe: (state, d) => `${castName(state, d.cast, 'The spell')} ${d.hit === true ? 'hits' : 'misses'}` },
	'brick/trigger': { run: triggerEffect, describe: (state, d) => `Set off: ${state.effects.find((e) => e.id === d.effect)?.label ?? 'an effect'}${d.spell ? ` by ${spellName(state, d.spell)}` : ''}` },
	'brick/end-effect': { run: endEffect, describe: () => 'An effect is ended' },
	'brick/hide': { run: hide, describe: (state, d) => `${unitName(state, d.unit)} hides` },
	'brick/reveal': { run: reveal, describe: (state, d) => `${unitName(state, d.unit)} is seen` },
	'brick/notice': { run: noticeRoll, dice: { sides: 6, count: 1 }, describe: (state, d) => `Roll to notice ${unitName(state, d.unit)}: ${rolled(d.roll)} (needs 6)` },
	'brick/down': { run: fall, describe: (state, d) => `${unitName(state, d.unit)} is down` },
	'brick/revive': { run: revive, dice: { sides: 6, count: 1 }, describe: (state, d) => `${unitName(state, d.medic)} tries to revive ${unitName(state, d.unit)}: ${rolled(d.roll)} (needs 6)` },
	'brick/design-spell': { run: designSpell, describe: (_, d) => `New spell designed: ${text(d.name)}` },
	'brick/approve-spell': { run: approveSpell, describe: (state, d) => `Approved ${spellName(state, d.spell)}` },
	'brick/end-round': { run: (state) => endRound(state), describe: () => 'End of the round' },
	'brick/end-battle': { run: endBattle, describe: () => 'The battle is over' }
};

export const brick: GameDefinition<BrickState, BrickView, BrickOptionValues, BrickMoves> = defineGame({
	...BRICK_ABOUT,
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
	}
});

/** The wizards' books as their screens hold them: state, view and moves typed. */
export type BrickGame = typeof brick;
