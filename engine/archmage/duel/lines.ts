/**
 * The data of each move of a duel, as a screen sends it, and each move's history line. A line may
 * be read against any state (History passes the latest): it says only what the event holds.
 */
import { rollFaces, text, type GameEvent, type MoveDescriber, type NoData, type Roll } from '../../core';
import { GRIMOIRE, isSpellId, type SpellId } from '../grimoire';
import type { DuelistSheet } from '../wizard';
import type { ArchmageState } from './state';
import { nameOf } from './words';

/** Why the duel bot chose a move (policy.ts), shown in the History; a person's move has none. */
type Reason = { reason?: string };

export type ArchmageMoves = {
	/** `bot`: the phone plays this wizard. */
	'archmage/enter': { wizard: DuelistSheet; bot?: true };
	'archmage/initiative': { roll: Roll };
	/** A counterspell step may announce none (null). */
	'archmage/announce': { spell: SpellId | null } & Reason;
	'archmage/roll': { roll: Roll };
	'archmage/keep': Reason;
	'archmage/mulligan': Reason;
	'archmage/amount': { amount: number } & Reason;
	'archmage/keep-wall': { keep: 'new' | 'old' } & Reason;
	'archmage/concede': NoData;
};

/** A reason longer than this is cut in the History. */
const MAX_REASON = 80;

/** The bot's reason in brackets, or nothing. */
const why = (d: { reason?: unknown }) => (typeof d.reason === 'string' && d.reason.length > 0 ? ` (${d.reason.slice(0, MAX_REASON)})` : '');

/** One move of a duel as a kind and its data, for the kinds `K`. */
export type ArchmageMove<K extends keyof ArchmageMoves = keyof ArchmageMoves> = { [P in K]: { kind: P; data: ArchmageMoves[P] } }[K];

/** The moves that carry a d100 roll. */
export type DuelRoll = 'archmage/initiative' | 'archmage/roll';

type Line<K extends keyof ArchmageMoves> = MoveDescriber<ArchmageState, ArchmageMoves[K]>;

/** The wizard of the seat that made the move, or "Someone". */
function who(state: ArchmageState, event: GameEvent): string {
	const side = event.seat === state.seats[0]?.id ? 0 : event.seat === state.seats[1]?.id ? 1 : null;
	return side === null ? 'Someone' : nameOf(state, side);
}

export const enterLine: Line<'archmage/enter'> = (state, d, event) => {
	const w = d.wizard as { name?: unknown } | null | undefined;
	return `${typeof w === 'object' && typeof w?.name === 'string' ? w.name : who(state, event)} enters the duel${d.bot === true ? ', played by the phone' : ''}`;
};

export const initiativeLine: Line<'archmage/initiative'> = (_, d) => `Roll-off: ${rollFaces(d.roll).join(' against ')}`;

export const announceLine: Line<'archmage/announce'> = (state, d, event) =>
	isSpellId(d.spell) ? `${who(state, event)} announces ${GRIMOIRE[d.spell].name}${why(d)}` : `${who(state, event)} casts no counterspell${why(d)}`;

export const rollLine: Line<'archmage/roll'> = (state, d, event) =>
	`${who(state, event)} rolls ${rollFaces(d.roll)[0] ?? '?'}${(d.roll as { source?: unknown } | undefined)?.source === 'physical' ? ' (table die)' : ''}`;

export const keepLine: Line<'archmage/keep'> = (state, d, event) => `${who(state, event)} keeps the roll${why(d)}`;
export const mulliganLine: Line<'archmage/mulligan'> = (state, d, event) => `${who(state, event)} claims the mulligan${why(d)}`;
export const amountLine: Line<'archmage/amount'> = (state, d, event) => `${who(state, event)} moves ${text(d.amount)} points${why(d)}`;
export const keepWallLine: Line<'archmage/keep-wall'> = (state, d, event) => `${who(state, event)} keeps the ${d.keep === 'new' ? 'new' : 'old'} Wall${why(d)}`;
export const concedeLine: Line<'archmage/concede'> = (state, _, event) => `${who(state, event)} concedes`;
