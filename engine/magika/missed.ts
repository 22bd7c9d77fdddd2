/**
 * Missed turns (section VII "MISSED TURNS", U-74) and the drop-out's free de-cloak (CLK-7, U-56).
 * A seat whose orders did not arrive (`missed: true`) gets the conservative bot's orders and
 * counts a miss:
 * after two in a row the mage is "in jeopardy", after three it drops out of the contest.
 */
import type { Rng } from '../core';
import { botOrders, type BotProfile } from './bot';
import { dropItem } from './holdings';
import { missRule } from './missRule';
import { buildReport } from './report';
import { standings } from './vp';
import type { Colour, Mage, Orders, World } from './types';

/**
 * The bot whose turn a seat plays when its orders did not arrive (U-74); the turn counts a miss.
 * The host's default input and the GM's "Run turn now" label are built from it.
 */
export const MISSED_TURN_BOT: BotProfile = 'conservative';

/**
 * Did this seat miss the turn? The host passes `{ phases: [], missed: true }` for a seat whose
 * orders did not arrive (or its own default orders marked `missed: true`). Inputs left out
 * entirely (tests, bot seats' tools) rest all turn as before and count as no miss.
 */
export function missedTurn(input: Orders | undefined): boolean {
	return !!input && (input as { missed?: unknown }).missed === true;
}

/** The missed turn's default orders (`MISSED_TURN_BOT`'s), computed from the seat's own report. */
export function defaultOrders(world: World, m: Mage, rng: Rng): Orders {
	return botOrders(buildReport(world, m, [[], [], [], [], []], standings(world)), rng, MISSED_TURN_BOT);
}

/** The mage leaves the arena: what it carries lies where it stood (scrolls disintegrate). */
function dropOut(world: World, m: Mage): void {
	m.donned = null;
	for (const a of [...m.artifacts]) dropItem(world, m, { kind: 'artifact', id: a });
	for (const colour of [...m.cloaks]) dropItem(world, m, { kind: 'cloak', colour });
	m.scrolls = [];
	world.mages = world.mages.filter((x) => x !== m);
	world.droppedOut = [...(world.droppedOut ?? []), m.id];
}

/** A team left with one mage by a drop-out: that mage may take its cloak off at no penalty. */
function strand(world: World, colour: Colour): void {
	const team = world.mages.filter((x) => x.donned === colour);
	if (team.length === 1) world.freeDecloak = [...(world.freeDecloak ?? []).filter((id) => id !== team[0].id), team[0].id];
}

/** Counts this turn's misses into `next` and drops the mages at their `missRule`'s drop-out; returns their ids. The Ebon Mage is never dropped. */
export function recordMisses(next: World, missed: ReadonlySet<string>): string[] {
	const counts: Record<string, number> = {};
	const out: string[] = [];
	for (const m of [...next.mages]) {
		const rule = missRule(m);
		if (!rule) continue;
		counts[m.id] = missed.has(m.id) ? (next.missed?.[m.id] ?? 0) + 1 : 0;
		if (counts[m.id] < rule.dropOutAfter || next.over) continue;
		const colour = m.donned;
		dropOut(next, m);
		if (colour) strand(next, colour);
		out.push(m.id);
	}
	next.missed = counts;
	return out;
}
