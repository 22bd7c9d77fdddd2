/** Aid and recovery spells: Heals, BoEnd, BoArc, ProSp, CkAid minor. */
import { gainEnd, note, type TurnContext } from '../context';
import { roundHalfUp } from '../stats';
import { FOREVER } from '../effects';
import type { Mage } from '../types';
import { grant, type CastOrder } from './targets';

export const BOOST_MAX = 10;
export const PROLONG_TURNS = 3;

export function heal(ctx: TurnContext, caster: Mage, o: CastOrder): void {
	const before = caster.end;
	if (o.major) caster.end = caster.maxEnd;
	else gainEnd(caster, roundHalfUp((caster.maxEnd * (ctx.bonus ? 3 : 2)) / 4));
	if (caster.end > 0) caster.unconscious = false;
	note(ctx, caster, `Healed: +${caster.end - before} Endurance.`);
}

export function boost(ctx: TurnContext, caster: Mage, o: CastOrder): void {
	grant(ctx, caster, { ...o, major: false });
	if (!o.major) return;
	if (o.spell === 'BoEnd') caster.maxEnd += BOOST_MAX;
	else caster.maxArc += BOOST_MAX;
}

/** ProSp: the scroll survives its casts for 3 more turns (minor) or for good (major), read once a turn. */
export function prolong(ctx: TurnContext, caster: Mage, o: CastOrder): void {
	const s = caster.scrolls[o.scroll!];
	if (!s) return;
	s.prolongedUntil = o.major ? FOREVER : ctx.world.turn + PROLONG_TURNS;
	note(ctx, caster, `The ${s.spell} scroll is prolonged.`);
}

export function cloakAid(ctx: TurnContext, caster: Mage, o: CastOrder): void {
	if (o.major) {
		grant(ctx, caster, o);
		return;
	}
	note(ctx, caster, `Took off the ${caster.donned} cloak: Black again.`);
	caster.donned = null;
}
