/**
 * The orders a phase sheet offers this mage, from its report: Figure 4's order (Demand, Give, Don,
 * Cast, Move, Search, Drop, Meditate, Rest), each with its parameters from what the seat holds and
 * knows. Whether a choice is legal is the engine's answer (`checkOrders`, `castWarning`), not this
 * file's.
 */
import { ARTIFACT_NAMES } from '$engine/magika/data/artifacts';
import { SPELL, type SpellCode } from '$engine/magika/data/spells';
import { COLOURS } from '$engine/magika/data/artifacts';
import { DIRS, type Order, type Report } from '$engine/magika';

export interface OrderChoice {
	order: Order;
	label: string;
	group: string;
}

/** Parameter values a cast may take, by the spell's parameter kind (Figure 7). */
function castTargets(report: Report, spell: SpellCode, major: boolean): Partial<Extract<Order, { kind: 'cast' }>>[] {
	const letters = [report.you.id, ...report.mages.map((m) => m.id), ...report.intel.map((m) => m.id)];
	switch (SPELL[spell].param) {
		case 'mage':
			return letters.map((target) => ({ target }));
		case 'mage/colour':
			return major ? COLOURS.map((target) => ({ target })) : letters.map((target) => ({ target }));
		case 'terrain':
			return [4, 5, 6, 7, 8, 9].map((terrain) => ({ terrain }));
		case 'shift':
			return [-3, -2, -1, 1, 2, 3].map((shift) => ({ shift }));
		case 'dirdist':
			return major ? DIRS.flatMap((dir) => [1, 2, 3].map((distance) => ({ dir, distance }))) : DIRS.map((dir) => ({ dir }));
		case 'artifact':
			return major ? [{}] : report.known.map((k) => ({ artifact: k.a }));
		case 'scroll':
			return report.you.scrolls.flatMap((s, scroll) => (s.spell === 'ProSp' ? [] : [{ scroll }]));
		default:
			return [{}];
	}
}

export function orderLabel(o: Order): string {
	switch (o.kind) {
		case 'move':
			return `Move ${o.dir}`;
		case 'cast': {
			const p = o.target ?? (o.dir ? `${o.dir}${o.distance ? ' ' + o.distance : ''}` : undefined) ?? (o.artifact ? ARTIFACT_NAMES[o.artifact] : undefined) ?? o.terrain ?? o.shift ?? (o.scroll !== undefined ? `scroll ${o.scroll + 1}` : undefined);
			return `Cast ${o.spell}${o.major ? ' X' : ''}${p !== undefined ? ' → ' + p : ''}`;
		}
		case 'don':
			return `Don ${o.colour}`;
		case 'drop':
			return `Drop ${o.items.join(', ')}`;
		case 'give':
			return `Give ${o.items.join(', ')} to ${o.to}`;
		case 'demand':
			return `Demand ${ARTIFACT_NAMES[o.artifact]}`;
		case 'search':
			return 'Search';
		case 'meditate':
			return 'Meditate';
		case 'rest':
			return 'Rest';
	}
}

/** Every order to offer for a phase, grouped as the phase sheet shows them. */
export function orderChoices(report: Report): OrderChoice[] {
	const you = report.you;
	const out: Order[] = [];
	const here = report.mages.filter((m) => m.at === you.at).map((m) => m.id);
	for (const m of [...report.mages, ...report.intel]) for (const a of m.artifacts ?? []) out.push({ kind: 'demand', artifact: a });
	const items = [...you.artifacts, ...you.cloaks, ...you.scrolls.map((s) => s.spell)];
	for (const to of here) for (const item of items) out.push({ kind: 'give', to, items: [item] });
	for (const colour of you.cloaks) if (colour !== you.donned) out.push({ kind: 'don', colour });
	for (const spell of new Set(you.scrolls.map((s) => s.spell))) {
		for (const major of [false, true]) for (const p of castTargets(report, spell, major)) out.push({ kind: 'cast', spell, major, ...p });
	}
	for (const dir of DIRS) out.push({ kind: 'move', dir });
	out.push({ kind: 'search' });
	for (const item of items) out.push({ kind: 'drop', items: [item] });
	out.push({ kind: 'meditate' }, { kind: 'rest' });
	return out.map((order) => ({ order, label: orderLabel(order), group: order.kind === 'cast' ? `Cast ${order.spell}${order.major ? ' X' : ''} (${SPELL[order.spell].name})` : order.kind }));
}
