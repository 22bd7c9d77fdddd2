/**
 * Don (ORD-10, section XI, U-52..55): a team holds at most three, all of one alignment or all
 * different. A first don that fails loses the cloak; a failed re-cloak costs 50 Endurance, 50
 * Arcania, every cloak, and Black for the rest of the game, unless Cloak Aid X is on.
 */
import { note, spendEnd, type TurnContext } from './context';
import { hasEffect } from './effects';
import type { Colour, Mage, World } from './types';

export const RECLOAK_PENALTY = 50;
export const TEAM_MAX = 3;

export function wearers(world: World, colour: Colour): Mage[] {
	return world.mages.filter((m) => m.donned === colour);
}

/** Can this mage join the wearers of the colour? */
export function accepted(world: World, m: Mage, colour: Colour): boolean {
	const team = wearers(world, colour).filter((x) => x !== m);
	if (team.length >= TEAM_MAX) return false;
	if (team.length < 2) return true;
	const aligns = new Set([...team, m].map((x) => x.align));
	return aligns.size === 1 || aligns.size === 3;
}

/** Returns false when the order was illegal or turned into a rest. */
export function don(ctx: TurnContext, m: Mage, colour: Colour): boolean {
	const aid = hasEffect(ctx.world, m, 'CkAid', ctx.P);
	if (m.ebon || !m.cloaks.includes(colour) || m.donned === colour || (m.forcedBlack && !aid)) {
		note(ctx, m, `Cannot don a ${colour} cloak; rested.`);
		return false;
	}
	if (accepted(ctx.world, m, colour)) {
		m.donned = colour;
		m.forcedBlack = false;
		note(ctx, m, `Donned the ${colour} cloak: joined the ${colour} team.`);
		return true;
	}
	if (m.donned === null) {
		m.cloaks.splice(m.cloaks.indexOf(colour), 1);
		note(ctx, m, `The ${colour} team would not have you: the cloak disintegrated.`);
		return true;
	}
	if (aid) {
		note(ctx, m, `The ${colour} team would not have you; Cloak Aid kept you safe: rested.`);
		return false;
	}
	spendEnd(m, RECLOAK_PENALTY);
	m.arc = Math.max(0, m.arc - RECLOAK_PENALTY);
	m.cloaks = [];
	m.donned = null;
	m.forcedBlack = true;
	note(ctx, m, `Re-cloak failed: lost 50 Endurance, 50 Arcania and every cloak; Black for the rest of the game.`);
	return true;
}
