/** Words and numbers the report tabs show, from one report: plain functions, tested apart from the screens. */
import { ARTIFACT_NAMES } from '$engine/magika/data/artifacts';
import { SPELL } from '$engine/magika/data/spells';
import { TERRAIN } from '$engine/magika/data/terrain';
import { cellName, type Report, type SeenMage } from '$engine/magika';
import type { KnownCell } from './knownMap';
import { mageName } from './mageName';

const ALIGN = { G: 'Good', N: 'Neutral', E: 'Evil' } as const;

export function mageTitle(r: Report): string {
	const y = r.you;
	return `${y.name} (${y.id}) · ${y.race} · ${ALIGN[y.align]}${y.ebon ? ' · the Ebon Mage' : ''}`;
}

/** The mage tab's items: scrolls with their costs, cloaks, artifacts by name. */
export function items(r: Report): { label: string; detail: string }[] {
	const y = r.you;
	const rows = [
		...y.scrolls.map((s) => ({ label: `${s.spell} · ${SPELL[s.spell].name}`, detail: `minor ${SPELL[s.spell].minor.cost} · major ${SPELL[s.spell].major.cost} Arcania` })),
		...y.cloaks.map((c) => ({ label: `${c} cloak`, detail: c === y.donned ? 'worn' : 'carried' })),
		...y.artifacts.map((a) => ({ label: ARTIFACT_NAMES[a], detail: 'held' }))
	];
	// two of the same item (a novice's two random scrolls may be one spell) are one row, counted
	const counted = new Map<string, { label: string; detail: string; count: number }>();
	for (const row of rows) {
		const seen = counted.get(row.label);
		if (seen) seen.count++;
		else counted.set(row.label, { ...row, count: 1 });
	}
	return [...counted.values()].map(({ label, detail, count }) => ({ label: count > 1 ? `${label} ×${count}` : label, detail }));
}

/** The turn just played, phase by phase: the report's notes under P1-P5. */
export function turnLines(r: Report): { phase: string; lines: string[] }[] {
	return r.summary.map((lines, i) => ({ phase: `P${i + 1}`, lines: lines.length ? lines : ['—'] }));
}

/** One row of the intel tab: what is known of another mage and how old it is. */
export function intelRow(m: SeenMage & { now: boolean }, turn: number): { title: string; facts: string; age: string } {
	const facts = [m.race, m.align && ALIGN[m.align], m.cloak === null ? 'Black' : m.cloak && `${m.cloak} cloak`, m.strength, m.serenity, m.items !== undefined && `${m.items} items`, m.artifacts?.map((a) => ARTIFACT_NAMES[a]).join(', ')];
	return {
		title: mageName({ id: m.id, name: m.name, ebon: m.ebon }),
		facts: facts.filter(Boolean).join(' · ') || 'only where',
		age: m.now ? `seen now at ${cellName(m.at)}, ring ${m.ring}` : `seen turn ${m.turn} at ${cellName(m.at)} (${turn - 1 - m.turn} turns ago)`
	};
}

/** Where a statistic of yours falls between the others' least and most, 0..1. */
export function place(value: number, [lo, hi]: [number, number]): number {
	return hi === lo ? 0.5 : Math.min(1, Math.max(0, (value - lo) / (hi - lo)));
}

/** A number as printed for a reader: a true minus sign (U+2212), not a hyphen. */
export const signed = (n: number): string => (n < 0 ? `\u2212${-n}` : `${n}`);

/** The others' least to most, e.g. "−96 to 90": words rather than a dash beside a minus. */
export const span = ([lo, hi]: [number, number]): string => `${signed(lo)} to ${signed(hi)}`;

/** What the seat knows of one space, for the hex sheet. */
export function hexFacts(cell: number, k: KnownCell | undefined): string {
	if (!k) return `${cellName(cell)} · never seen`;
	if (k.fog && !k.t) return `${cellName(cell)} · in fog`;
	const t = TERRAIN[k.t];
	return `${cellName(cell)} · ${t.name} (T${k.t}) · leave ${t.end} · rest ${t.rest} · search ${t.search}% · seen turn ${k.seen}${k.fog ? ' (fog now)' : ''}${k.artifacts ? ' · ' + k.artifacts.map((a) => ARTIFACT_NAMES[a]).join(', ') + ' lies here' : ''}${k.occupied ? ' · occupied' : ''}`;
}
