/** Who a spell reaches (U-38): single targets within R3 and visible; colours anywhere; protections and resistance. */
import { PROTECTS, SPELL, type SpellCode } from '../data/spells';
import { d100, note, type TurnContext } from '../context';
import { hasEffect, spellUntil } from '../effects';
import { distance } from '../geometry';
import { resistance } from '../stats';
import type { Colour, Mage, Order } from '../types';

export type CastOrder = Extract<Order, { kind: 'cast' }>;

export const VISIBLE_RANGE = 3;

export function visible(ctx: TurnContext, viewer: Mage, target: Mage): boolean {
	if (viewer === target) return true;
	return distance(viewer.at, target.at) <= VISIBLE_RANGE && !hasEffect(ctx.world, target, 'InvSp', ctx.P);
}

export function protectedFrom(ctx: TurnContext, m: Mage, spell: SpellCode): boolean {
	for (const [pro, list] of Object.entries(PROTECTS)) if (list!.includes(spell) && hasEffect(ctx.world, m, pro as SpellCode, ctx.P)) return true;
	return false;
}

/** The mages a "#/C" or "#" spell is aimed at: a visible mage (minor), every wearer of a colour (major). */
export function aimed(ctx: TurnContext, caster: Mage, o: CastOrder): Mage[] {
	if (o.major && SPELL[o.spell].param === 'mage/colour') return ctx.world.mages.filter((m) => m.donned === (o.target as Colour));
	const t = o.target ? ctx.byId[o.target] : undefined;
	return t && visible(ctx, caster, t) ? [t] : [];
}

/** How a spell's target learns of its caster (U-59): by letter within R2 and visible, else "a mage" (or the Ebon Mage within R3). */
export function casterName(ctx: TurnContext, caster: Mage, target: Mage): string {
	const d = distance(caster.at, target.at);
	if (caster === target) return 'you';
	if (d <= 2 && visible(ctx, target, caster)) return caster.id;
	return caster.ebon && d <= 3 ? 'the Ebon Mage' : 'a mage';
}

/** Does a hostile spell take hold on this mage? Protections first, then resistance (U-34). */
export function lands(ctx: TurnContext, caster: Mage, m: Mage, spell: SpellCode): boolean {
	if (protectedFrom(ctx, m, spell)) {
		note(ctx, m, `${spell} was cast at you; your protection held.`);
		return false;
	}
	if (m !== caster && SPELL[spell].hostile && d100(ctx) <= resistance(m)) {
		note(ctx, m, `${spell} was cast at you; you resisted.`);
		return false;
	}
	return true;
}

/** Puts a timed effect on a mage. */
export function putOn(ctx: TurnContext, caster: Mage, m: Mage, o: CastOrder, dur = o.major ? SPELL[o.spell].major.dur : SPELL[o.spell].minor.dur): void {
	ctx.world.effects.push({ spell: o.spell, major: o.major, on: m.id, by: caster.id, until: spellUntil(ctx, dur) });
}

/** A beneficial spell: minor on the caster; major on the caster's team (cloaked) or the caster for the Black duration. */
export function grant(ctx: TurnContext, caster: Mage, o: CastOrder): Mage[] {
	const row = SPELL[o.spell];
	if (!o.major) {
		putOn(ctx, caster, caster, o, row.minor.dur);
		return [caster];
	}
	if (caster.donned && row.major.black) {
		const team = ctx.world.mages.filter((m) => m.donned === caster.donned);
		for (const m of team) putOn(ctx, caster, m, o, row.major.dur);
		return team;
	}
	putOn(ctx, caster, caster, o, row.major.black ?? row.major.dur);
	return [caster];
}
