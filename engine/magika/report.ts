/**
 * The per-seat turn report (section XIX, U-57..U-62): mage data, the recon map (with teammates'
 * maps), the mages seen now and the last known of the others, what the artifacts' attunement and
 * spells reveal, the turn summary, the standings and the messages. A report is complete on its
 * own: a bot or a phone needs nothing else to give the next orders.
 */
import { ALIGNMENT_ARTIFACTS, ARTIFACTS, RACIAL_ARTIFACTS, alignmentOf } from './data/artifacts';
import type { SpellCode } from './data/spells';
import { absPhase, effectsOn, fogged, hasEffect } from './effects';
import { directionTo, distance } from './geometry';
import { effectiveRing, fullData, hiddenFrom, seenAt, seenCells, sightRadius, type SeenCell } from './sight';
import { missRule } from './missRule';
import { status } from './stats';
import { taskText, tasksDone } from './tasks';
import { standings, type Standing, type VpBreakdown } from './vp';
import type { ArtifactId, Dir, Mage, Message, SeenMage, Status, World } from './types';

/** Your own mage in full, with its status and the spells on it. */
export type YouData = Pick<Mage, 'id' | 'name' | 'race' | 'align' | 'ebon' | 'at' | 'end' | 'maxEnd' | 'arc' | 'maxArc' | 'skill' | 'apt' | 'scrolls' | 'artifacts' | 'cloaks' | 'donned' | 'forcedBlack'> & {
	status: Status;
	effects: SpellCode[];
	/** Consecutive turns played by default orders; two or more: "in jeopardy", a third drops the mage (U-74). */
	missedTurns: number;
	jeopardy: boolean;
	/** Stranded as a team of one by a drop-out: dropping the donned cloak costs nothing (CLK-7). */
	freeDecloak: boolean;
	/** On the set-up report only: why this mage is not its player's first choice (the table balance). */
	setupNote?: string;
};

export interface Report {
	/** The turn whose orders this report awaits. */
	turn: number;
	seat: string;
	you: YouData;
	cells: SeenCell[];
	mages: SeenMage[];
	intel: SeenMage[];
	/** Known places of artifacts (own alignment's, the Ebon Mage's three, KnArt). */
	known: { a: ArtifactId; at: number; held: boolean }[];
	/** Direction of the own race's artifact (ART-10), null when in the same space. */
	racial: Dir | null;
	/** Mages carrying a cloak of your colour, and where (l. 609-612). */
	carriers: { id: string; at: number }[];
	summary: string[][];
	standings: { stats: Record<'end' | 'arc' | 'skill' | 'apt', [number, number]>; vp: VpBreakdown; rank: number };
	messages: Message[];
	tasks?: { id: number; text: string; done: boolean }[];
	over: World['over'];
	final?: { id: string; total: number }[];
}

function whereIs(world: World, a: ArtifactId): { at: number; held: boolean } {
	const w = world.artifacts[a];
	return 'at' in w ? { at: w.at, held: false } : { at: world.mages.find((m) => m.id === w.holder)!.at, held: true };
}

/** The mages a viewer sees now, by the ring tables, plus teammates in full and spell-revealed data. */
export function sightings(world: World, viewer: Mage, P: number): { seen: SeenMage[]; occupied: number[] } {
	const seen: SeenMage[] = [];
	const occupied: number[] = [];
	const turn = world.turn - 1;
	const intel = hasEffect(world, viewer, 'IntRp', P);
	const spells = hasEffect(world, viewer, 'KnoSS', P);
	for (const m of world.mages) {
		if (m === viewer) continue;
		const d = distance(viewer.at, m.at);
		if (viewer.donned && m.donned === viewer.donned) {
			seen.push(fullData(world, m, turn, P, d));
			continue;
		}
		if (d > sightRadius(world, viewer, P) || (d > 0 && fogged(world, m.at, P)) || hiddenFrom(world, viewer, m, P)) continue;
		const probed = d <= 3 && (intel || spells) && !hasEffect(world, m, 'ProKn', P);
		const s = seenAt(m, effectiveRing(world, viewer, d, P), turn, d) ?? (probed ? { id: m.id, turn, at: m.at, ring: d } : null);
		if (!s) {
			if (!occupied.includes(m.at)) occupied.push(m.at);
			continue;
		}
		if (probed) {
			if (intel) Object.assign(s, { artifacts: [...m.artifacts], items: m.scrolls.length + m.artifacts.length + m.cloaks.length });
			if (spells) Object.assign(s, { spells: m.scrolls.map((x) => x.spell), effects: effectsOn(world, m, P) });
		}
		seen.push(s);
	}
	return { seen, occupied };
}

function knownArtifacts(world: World, viewer: Mage, P: number): Report['known'] {
	const out: Report['known'] = [];
	const kn = world.effects.find((e) => e.on === viewer.id && e.spell === 'KnArt' && e.until >= P);
	for (const a of ARTIFACTS) {
		const align = alignmentOf(a);
		const attuned = align !== null && (viewer.ebon || ALIGNMENT_ARTIFACTS[viewer.align] === a);
		let byKnArt = !!kn && (kn.major || align !== null);
		if (byKnArt) {
			const w = world.artifacts[a];
			if ('holder' in w && hasEffect(world, w.holder, 'ProKn', P)) byKnArt = false;
		}
		if (attuned || byKnArt) out.push({ a, ...whereIs(world, a) });
	}
	return out;
}

function messagesFor(world: World, viewer: Mage): Message[] {
	return world.messages.filter((m) => m.to === viewer.id || (m.to === 'ALL' && m.from !== viewer.id) || (!!viewer.donned && m.to === viewer.donned && m.from !== viewer.id));
}

function statRange(world: World, viewer: Mage, f: (m: Mage) => number): [number, number] {
	const xs = world.mages.filter((m) => m !== viewer).map(f);
	return [Math.min(...xs), Math.max(...xs)];
}

export function buildReport(world: World, viewer: Mage, notes: string[][], order: Standing[] = standings(world)): Report {
	const P = absPhase(world.turn - 1, 5);
	const { seen, occupied } = sightings(world, viewer, P);
	const cells = seenCells(world, viewer, P);
	const have = new Set(cells.map((c) => c.c));
	if (viewer.donned) {
		for (const mate of world.mages) {
			if (mate === viewer || mate.donned !== viewer.donned) continue;
			for (const c of seenCells(world, mate, P)) {
				if (have.has(c.c)) continue;
				have.add(c.c);
				cells.push(c);
			}
		}
	}
	for (const c of cells) if (occupied.includes(c.c)) c.o = 1;
	const seenIds = new Set(seen.map((s) => s.id));
	const intel = Object.values(world.intel[viewer.id] ?? {}).filter((s) => !seenIds.has(s.id));
	const racial = whereIs(world, RACIAL_ARTIFACTS[viewer.race]);
	const report: Report = {
		turn: world.turn,
		seat: viewer.seat,
		you: {
			id: viewer.id,
			name: viewer.name,
			race: viewer.race,
			align: viewer.align,
			ebon: viewer.ebon,
			at: viewer.at,
			status: status(viewer),
			end: viewer.end,
			maxEnd: viewer.maxEnd,
			arc: viewer.arc,
			maxArc: viewer.maxArc,
			skill: viewer.skill,
			apt: viewer.apt,
			scrolls: viewer.scrolls.map((s) => ({ ...s })),
			artifacts: [...viewer.artifacts],
			cloaks: [...viewer.cloaks],
			donned: viewer.donned,
			forcedBlack: viewer.forcedBlack,
			effects: effectsOn(world, viewer, P),
			missedTurns: world.missed?.[viewer.id] ?? 0,
			jeopardy: (world.missed?.[viewer.id] ?? 0) >= (missRule(viewer)?.jeopardyAfter ?? Infinity),
			freeDecloak: !!world.freeDecloak?.includes(viewer.id),
			...(world.turn === 1 && world.setupNotes?.[viewer.id] ? { setupNote: world.setupNotes[viewer.id] } : {})
		},
		cells,
		mages: seen,
		intel,
		known: knownArtifacts(world, viewer, P),
		racial: directionTo(viewer.at, racial.at),
		carriers: viewer.donned ? world.mages.filter((m) => m !== viewer && m.cloaks.includes(viewer.donned!)).map((m) => ({ id: m.id, at: m.at })) : [],
		summary: notes,
		standings: {
			stats: { end: statRange(world, viewer, (m) => m.end), arc: statRange(world, viewer, (m) => m.arc), skill: statRange(world, viewer, (m) => m.skill), apt: statRange(world, viewer, (m) => m.apt) },
			vp: order.find((s) => s.id === viewer.id)!.vp,
			rank: order.findIndex((s) => s.id === viewer.id) + 1
		},
		messages: messagesFor(world, viewer),
		over: world.over
	};
	if (viewer.ebon) {
		const done = tasksDone(world, new Map(order.filter((s) => s.id !== viewer.id).map((s) => [s.id, s.vp.total])));
		report.tasks = world.tasks.map((id) => ({ id, text: taskText(world, id), done: done.includes(id) }));
	}
	if (world.over) report.final = order.map((s) => ({ id: s.id, total: s.vp.total }));
	return report;
}

/** Remembers, per viewer, the latest sighting of each other mage (U-60). */
export function updateIntel(world: World): void {
	const P = absPhase(world.turn - 1, 5);
	for (const viewer of world.mages) {
		const book = (world.intel[viewer.id] ??= {});
		for (const s of sightings(world, viewer, P).seen) book[s.id] = s;
	}
}
