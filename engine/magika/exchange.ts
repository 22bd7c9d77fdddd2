/** Give and Drop (ORD-7, ORD-8, U-30, U-31): give needs co-location; a donned cloak stays on (except a stranded team of one's, U-56); payments to the Ebon Mage (U-69). */
import { note, type TurnContext } from './context';
import { dropItem, findItem, itemName, transfer, type Item } from './holdings';
import type { Mage } from './types';

function collect(m: Mage, names: readonly string[]): Item[] {
	const taken = new Set<string>();
	const items: Item[] = [];
	for (const n of names) {
		const it = findItem(m, n);
		if (!it) continue;
		// one scroll per name occurrence: skip indices already taken
		if (it.kind === 'scroll') {
			const index = m.scrolls.findIndex((s, i) => s.spell === n && !taken.has(`s${i}`));
			if (index < 0) continue;
			taken.add(`s${index}`);
			items.push({ kind: 'scroll', index });
		} else if (!taken.has(n)) {
			taken.add(n);
			items.push(it);
		}
	}
	// scrolls last and from the highest index, so earlier removals do not shift later ones
	return items.sort((a, b) => (a.kind === 'scroll' && b.kind === 'scroll' ? b.index - a.index : Number(a.kind === 'scroll') - Number(b.kind === 'scroll')));
}

/** What a payment of Endurance or Arcania cannot be, or null (EBN-12, U-69). */
function paymentProblem(m: Mage, receiver: Mage, pay: Payment): string | null {
	if (!pay.end && !pay.arc) return null;
	if (!receiver.ebon) return 'Endurance and Arcania can only be paid to the Ebon Mage';
	if ((pay.end ?? 0) > m.end) return `you have only ${m.end} Endurance`;
	if ((pay.arc ?? 0) > m.arc) return `you have only ${m.arc} Arcania`;
	return null;
}

/** Pays the Ebon Mage; what would take him above his maximum is lost. */
function pay(ctx: TurnContext, m: Mage, receiver: Mage, p: Payment): void {
	for (const [k, max, label] of [['end', 'maxEnd', 'Endurance'], ['arc', 'maxArc', 'Arcania']] as const) {
		const amount = p[k];
		if (!amount) continue;
		m[k] -= amount;
		receiver[k] = Math.min(receiver[max], receiver[k] + amount);
		note(ctx, m, `Paid ${amount} ${label} to ${receiver.id}.`);
		note(ctx, receiver, `${m.id} paid you ${amount} ${label}.`);
	}
}

export interface Payment {
	end?: number;
	arc?: number;
}

/** Returns false when the order was illegal (it becomes a rest). */
export function give(ctx: TurnContext, m: Mage, to: string, names: readonly string[], payment: Payment = {}): boolean {
	const receiver = ctx.byId[to];
	const items = collect(m, names);
	const paying = !!(payment.end || payment.arc);
	if (!receiver || receiver === m || receiver.at !== m.at || (items.length === 0 && !paying)) {
		note(ctx, m, 'Give was not possible; rested.');
		return false;
	}
	const problem = paymentProblem(m, receiver, payment);
	if (problem) {
		note(ctx, m, `Give was not possible (${problem}); rested.`);
		return false;
	}
	pay(ctx, m, receiver, payment);
	for (const item of items) {
		const name = itemName(m, item);
		const wasScroll = item.kind === 'scroll';
		const ok = transfer(ctx.world, m, receiver, item);
		note(ctx, m, ok ? `Gave the ${name} to ${receiver.id}.` : wasScroll ? `Gave the ${name} to ${receiver.id}: it disintegrated (6 held).` : `${receiver.id} cannot carry the ${name}.`);
		if (ok || wasScroll) note(ctx, receiver, `${m.id} gave you the ${name}${ok ? '' : ', which disintegrated'}.`);
		if (m.ebon && wasScroll && !receiver.ebon && !ctx.world.record.scrollGifts.includes(receiver.id)) ctx.world.record.scrollGifts.push(receiver.id);
		if (m.ebon && item.kind === 'artifact' && ok && RACIAL_OF[item.id] === receiver.race) ctx.world.record.heritage = true;
	}
	return true;
}

const RACIAL_OF: Record<string, Mage['race']> = { cross: 'human', anhk: 'elf', lamp: 'dwarf', pendant: 'goblin', medallion: 'halfling' };

/** A mage stranded as a team of one by a drop-out takes its cloak off at no penalty (CLK-7, U-56). */
function freeDecloak(ctx: TurnContext, m: Mage, names: readonly string[]): void {
	const w = ctx.world;
	if (!m.donned || !names.includes(m.donned) || !w.freeDecloak?.includes(m.id)) return;
	note(ctx, m, `Took the ${m.donned} cloak off at no penalty (a team of one after a drop-out).`);
	m.donned = null;
	w.freeDecloak = w.freeDecloak.filter((id) => id !== m.id);
}

export function drop(ctx: TurnContext, m: Mage, names: readonly string[]): boolean {
	freeDecloak(ctx, m, names);
	const items = collect(m, names);
	if (items.length === 0) {
		note(ctx, m, 'Nothing to drop; rested.');
		return false;
	}
	for (const item of items) {
		note(ctx, m, `Dropped the ${itemName(m, item)}.`);
		dropItem(ctx.world, m, item);
	}
	return true;
}
