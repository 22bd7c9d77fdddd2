/**
 * The end, on every phone: once the GM has revealed its secret, the phone re-runs the whole contest
 * from the public log (the audit's own replay) and keeps the world after every turn, for the
 * standings, the Ebon Mage's tasks and the turn-by-turn replay of the arena.
 */
import type { GameEvent, SeatId, SetupContext } from '$engine/core';
import { auditHiddenGame, type AuditResult, type HiddenPosition } from '$engine/core/hidden';
import { ebonTasks, magikaHidden, type World } from '$engine/magika';
import { playedTurn } from './worldMap';

export interface ArenaEnd {
	audit: AuditResult;
	/** The set-up and every turn the audit found as published, in order. */
	worlds: World[];
}

export function replayArena(ctx: SetupContext, domain: string, seats: readonly SeatId[], log: readonly GameEvent[]): Promise<ArenaEnd> {
	return arenaEndOf((onTurn) => auditHiddenGame(magikaHidden, ctx, domain, seats, log, onTurn));
}

/** The end from an audit that hands each position it re-ran to `onTurn` (at a table: `HiddenTable.audit`). */
export async function arenaEndOf(audit: (onTurn: (p: HiddenPosition) => void) => Promise<AuditResult>): Promise<ArenaEnd> {
	const worlds: World[] = [];
	return { audit: await audit((p) => worlds.push(p.world as World)), worlds };
}

const WHY_OVER = { goal: 'a mage reached the goal', globe: 'the Globe was formed', limit: 'the turn limit was reached' } as const;

/** Why the contest ended, in a sentence; null while it runs. */
export function overText(world: World): string | null {
	if (!world.over) return null;
	const by = world.over.by.length ? ` (${world.over.by.join(', ')})` : '';
	return `The contest ended on turn ${playedTurn(world)}: ${WHY_OVER[world.over.reason]}${by}.`;
}

export { ebonTasks };
