import type { SeatId, SeatInfo } from '../../core';
import { ORDERS, type OrderId, type Scores } from '../elements';
import { GRIMOIRE, type SpellId } from '../grimoire';
import type { Title } from '../rankTables';
import { titleOf, type DuelRankChange } from '../ranks';
import { zeroCount, zerosToLose } from './casting';
import { spellChoices, type SpellChoice } from './choices';
import type { ArchmageOptions } from './options';
import type { ArchmageState, Casting, HalfCycle, Healable, LogEntry, Side, Step } from './state';
import { logEntries, logLine, nameOf, stepSentence } from './words';

export interface DuelistView {
	side: Side;
	seat: SeatId;
	id: string | null;
	name: string;
	order: OrderId;
	orderName: string;
	mages: string;
	title: Title;
	rank: number;
	highestRank: number;
	/** Scores now, and the recorded scores the duel started from. */
	scores: Scores;
	recorded: Scores;
	wall: { spell: SpellId; name: string; strength: number; stops: string[] } | null;
	mulliganUsed: boolean;
	zeros: number;
	/** The phone plays this wizard (the duel bot). */
	bot: boolean;
}

export interface ArchmageView {
	seats: SeatInfo[];
	options: ArchmageOptions;
	/** The side of the seat this view is for, or null for a spectator. */
	me: Side | null;
	step: Step;
	/** The seat whose input the duel awaits (null: anyone may roll off, or the duel is over). */
	waitingFor: SeatId | null;
	stepText: string;
	duelists: [DuelistView | null, DuelistView | null];
	zerosToLose: number;
	half: HalfCycle | null;
	/** The casting whose roll is being decided (roll, mulligan, amount and wall steps). */
	casting: Casting | null;
	healable: Healable | null;
	/** For the awaited seat's announcement: every spell with its chance and expectations. */
	choices: SpellChoice[] | null;
	log: { entry: LogEntry; text: string }[];
	result: {
		winner: SeatId;
		loser: SeatId;
		conceded: boolean;
		text: string;
		rankChange: DuelRankChange;
	} | null;
}

function duelistView(state: ArchmageState, side: Side): DuelistView | null {
	const d = state.duelists[side];
	if (!d) return null;
	const order = ORDERS[d.sheet.order];
	return {
		side,
		seat: state.seats[side].id,
		id: d.sheet.id ?? null,
		name: d.sheet.name,
		order: d.sheet.order,
		orderName: order.name,
		mages: order.mages,
		title: titleOf(d.sheet.highestRank),
		rank: d.sheet.rank,
		highestRank: d.sheet.highestRank,
		scores: d.scores,
		recorded: d.sheet.scores,
		wall: d.wall
			? {
					spell: d.wall.spell,
					name: GRIMOIRE[d.wall.spell].name,
					strength: d.wall.strength,
					stops: GRIMOIRE[d.wall.spell].stops!.map((s) => GRIMOIRE[s].name)
				}
			: null,
		mulliganUsed: d.mulliganUsed,
		zeros: zeroCount(d.scores),
		bot: d.bot === true
	};
}

/** Nothing in an ArchMage duel is secret (every announcement is public before its roll): all seats see all. */
export function viewDuel(state: ArchmageState, seat: SeatId | null): ArchmageView {
	const me: Side | null = seat === state.seats[0]?.id ? 0 : seat === state.seats[1]?.id ? 1 : null;
	const step = state.step;
	const stepSide = 'side' in step ? step.side : null;
	const casting =
		state.half && (step.kind === 'roll' || step.kind === 'mulligan' || step.kind === 'amount' || step.kind === 'wall')
			? step.role === 'spell'
				? state.half.spell
				: state.half.counter
			: null;
	const r = state.result;
	return {
		seats: state.seats,
		options: state.options,
		me,
		step,
		waitingFor: stepSide === null ? null : state.seats[stepSide].id,
		stepText: stepSentence(state),
		duelists: [duelistView(state, 0), duelistView(state, 1)],
		zerosToLose: zerosToLose(state.options.victory),
		half: state.half,
		casting,
		healable: state.healable,
		choices: step.kind === 'announce' && me === step.side ? spellChoices(state, step.side, step.role) : null,
		log: logEntries(state).map((entry) => ({ entry, text: logLine(state, entry) })),
		result: r
			? {
					winner: state.seats[r.winner].id,
					loser: state.seats[r.loser].id,
					conceded: r.conceded,
					text: stepSentence(state),
					rankChange: r.rankChange
				}
			: null
	};
}

export { nameOf };
