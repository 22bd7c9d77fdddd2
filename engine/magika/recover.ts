/** Rest and Meditate (ORD-3, ORD-6, U-15, U-16, U-40) and the all-rest bonus. */
import { TERRAIN } from './data/terrain';
import { gainArc, gainEnd, note, type TurnContext } from './context';
import { hasEffect, terrainAt } from './effects';
import { attuned, holds, meditationGain } from './stats';
import type { Mage } from './types';

/** "A mage who devotes ALL 5 phases of a turn resting, receives a 25 Endurance bonus." */
export const REST_BONUS = 25;

function doublings(ctx: TurnContext, one: boolean, two: boolean): number {
	const n = Number(one) + Number(two);
	return ctx.world.options.doublesStack ? n : Math.min(1, n);
}

export function restGain(ctx: TurnContext, m: Mage): number {
	const base = TERRAIN[terrainAt(ctx.world, m.at, ctx.P)].rest;
	return base * 2 ** doublings(ctx, holds(m, 'helm'), hasEffect(ctx.world, m, 'BoEnd', ctx.P));
}

export function rest(ctx: TurnContext, m: Mage): void {
	const gain = restGain(ctx, m);
	gainEnd(m, gain);
	m.rests++;
	note(ctx, m, `Rested: +${gain} Endurance.`);
}

export function meditate(ctx: TurnContext, m: Mage): void {
	if (hasEffect(ctx.world, m, 'AntMa', ctx.P)) {
		note(ctx, m, 'Meditated in vain (Anti-Magic).');
		return;
	}
	const gain = meditationGain(m.skill, attuned(m, terrainAt(ctx.world, m.at, ctx.P)), doublings(ctx, holds(m, 'candle'), hasEffect(ctx.world, m, 'BoArc', ctx.P)));
	gainArc(m, gain);
	note(ctx, m, `Meditated: +${gain} Arcania.`);
}
