/** The attacking spells aimed at a mage or a colour: CurSp, Stutt, Plyze, Confs, AntMa, SrchX, AtArc, AtEnd, FumIt, BrnIt, StlIt, DrArt. */
import { note, spendEnd, type TurnContext } from '../context';
import { distance } from '../geometry';
import { bonusAmount, reach as spellReach } from '../effects';
import { canCarryCloak, dropArtifact, dropItem, itemName, MAX_SCROLLS, randomPickable, transfer, type Item } from '../holdings';
import type { Mage } from '../types';
import { aimed, casterName, lands, putOn, type CastOrder } from './targets';

export const ATTACK_AMOUNT = 25;

function record(ctx: TurnContext, caster: Mage, target: Mage, o: CastOrder): void {
	if (target.ebon && ['Plyze', 'AntMa', 'AtEnd'].includes(o.spell)) ctx.world.record.attackedOk = true;
	note(ctx, target, `${casterName(ctx, caster, target)} cast ${o.spell}${o.major ? ' X' : ''} on you.`);
}

/** Each mage reached by the spell on whom it takes hold. */
function victims(ctx: TurnContext, caster: Mage, o: CastOrder): Mage[] {
	return aimed(ctx, caster, o).filter((m) => lands(ctx, caster, m, o.spell));
}

/** A status attack: CurSp, Stutt, Plyze, Confs, AntMa, SrchX. */
export function statusAttack(ctx: TurnContext, caster: Mage, o: CastOrder): void {
	for (const m of victims(ctx, caster, o)) {
		const stutterTurn = o.spell === 'Stutt' && ctx.world.options.stutter === 'turn';
		putOn(ctx, caster, m, o, stutterTurn ? { t: 1 } : undefined);
		record(ctx, caster, m, o);
	}
}

export function attackStat(ctx: TurnContext, caster: Mage, o: CastOrder): void {
	for (const m of victims(ctx, caster, o)) {
		const amount = bonusAmount(ctx, ATTACK_AMOUNT);
		if (o.spell === 'AtEnd') spendEnd(m, amount);
		else m.arc = Math.max(0, m.arc - amount);
		record(ctx, caster, m, o);
	}
}

export function fumble(ctx: TurnContext, caster: Mage, o: CastOrder): void {
	for (const m of victims(ctx, caster, o)) {
		const items = randomPickable(m);
		if (items.length === 0) continue;
		const item = ctx.rng.pick(items);
		note(ctx, m, `${casterName(ctx, caster, m)} made you fumble: dropped the ${itemName(m, item)}.`);
		dropItem(ctx.world, m, item);
	}
}

export function burn(ctx: TurnContext, caster: Mage, o: CastOrder): void {
	for (const m of victims(ctx, caster, o)) {
		const scrolls = randomPickable(m).filter((i) => i.kind === 'scroll');
		if (scrolls.length === 0) continue;
		const item = ctx.rng.pick(scrolls);
		note(ctx, m, `${casterName(ctx, caster, m)} burnt your ${itemName(m, item)}.`);
		dropItem(ctx.world, m, item);
	}
}

function fits(thief: Mage, item: Item): boolean {
	if (item.kind === 'scroll') return thief.scrolls.length < MAX_SCROLLS;
	if (item.kind === 'cloak') return canCarryCloak(thief);
	return true;
}

/** StlIt: one random item (minor) or all that fit (major), never a donned cloak (l. 1012-1017). */
export function steal(ctx: TurnContext, caster: Mage, o: CastOrder): void {
	const target = aimed(ctx, caster, { ...o, major: false })[0];
	if (!target || target === caster || !lands(ctx, caster, target, o.spell)) return;
	const take = (item: Item) => {
		const name = itemName(target, item);
		transfer(ctx.world, target, caster, item);
		note(ctx, caster, `Stole the ${name} from ${target.id}.`);
		note(ctx, target, `${casterName(ctx, caster, target)} stole your ${name}.`);
	};
	if (!o.major) {
		const options = randomPickable(target).filter((i) => fits(caster, i));
		if (options.length) take(ctx.rng.pick(options));
		return;
	}
	for (;;) {
		const options = randomPickable(target).filter((i) => fits(caster, i));
		if (!options.length) return;
		take(options.sort((a, b) => (a.kind === 'scroll' && b.kind === 'scroll' ? b.index - a.index : 0))[0]);
	}
}

/** DrArt: every other mage in the space (minor) or within R3 (major) drops every artifact. */
export function dropArtifacts(ctx: TurnContext, caster: Mage, o: CastOrder): void {
	const reach = spellReach(ctx, o.major ? 3 : 0);
	for (const m of ctx.world.mages) {
		if (m === caster || distance(m.at, caster.at) > reach || m.artifacts.length === 0) continue;
		if (!lands(ctx, caster, m, o.spell)) continue;
		for (const a of [...m.artifacts]) dropArtifact(ctx.world, m, a);
		note(ctx, m, `${casterName(ctx, caster, m)} cast DrArt: you dropped your artifacts.`);
	}
}

export function dropArtifactsFutile(ctx: TurnContext, caster: Mage, o: CastOrder): boolean {
	const reach = spellReach(ctx, o.major ? 3 : 0);
	return !ctx.world.mages.some((m) => m !== caster && distance(m.at, caster.at) <= reach);
}
