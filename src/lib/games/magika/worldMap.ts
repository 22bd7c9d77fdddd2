/**
 * The whole arena from the world itself, for the GM's god view and the replay after the reveal:
 * every space clear, every mage where it is, every artifact lying on the ground. The same shape as
 * a seat's KnownMap, without a "you".
 */
import { standings, type VpBreakdown, type World } from '$engine/magika';
import type { KnownCell, KnownMap } from './knownMap';

export type WorldMap = Omit<KnownMap, 'you'> & { you: null };

/** The last turn the world has played (its own counter names the turn to come; 0: the set-up). */
export const playedTurn = (world: World): number => world.turn - 1;

export function worldMap(world: World): WorldMap {
	const cells = new Map<number, KnownCell>(world.terrain.map((t, c) => [c, { t, fog: false, seen: playedTurn(world), now: true }]));
	const mages = world.mages.map((m) => ({ id: m.id, turn: playedTurn(world), at: m.at, ring: 0, ebon: m.ebon, name: m.name, cloak: m.donned, now: true }));
	const artifacts = Object.entries(world.artifacts).flatMap(([a, p]) => ('at' in p ? [{ a: a as KnownMap['artifacts'][number]['a'], at: p.at, held: false }] : []));
	return { cells, mages, artifacts, you: null, turn: world.turn };
}

/** Each mage's numbers as the GM sees them, in standings order, with its victory points. */
export interface MageRow {
	id: string;
	name: string;
	seat: string;
	ebon: boolean;
	end: number;
	arc: number;
	skill: number;
	apt: number;
	artifacts: number;
	vp: number;
	breakdown: VpBreakdown;
	out: boolean;
}

/** A mage's victory points by the rule book's four parts (section XV): Position, Individual, Team, Quest. */
export function vpText(b: VpBreakdown): string {
	const part = (name: string, items: [string, number][]) => `${name} ${items.reduce((n, [, v]) => n + v, 0)} (${items.map(([k, v]) => `${k} ${v}`).join(', ')})`;
	return [
		`Position ${b.position}`,
		part('Individual', [['End', b.endurance], ['Arc', b.arcania], ['Skill', b.skill], ['Apt', b.aptitude]]),
		part('Team', [['expendables', b.expendables], ['learnables', b.learnables]]),
		part('Quest', [['alignment', b.alignment], ['racial', b.racial], ['ability', b.ability], ['tasks', b.tasks]])
	].join(' · ');
}

export function mageRows(world: World): MageRow[] {
	const byId = new Map(world.mages.map((m) => [m.id, m]));
	return standings(world).map((s) => {
		const m = byId.get(s.id)!;
		return { id: m.id, name: m.name, seat: m.seat, ebon: m.ebon, end: m.end, arc: m.arc, skill: m.skill, apt: m.apt, artifacts: m.artifacts.length, vp: s.vp.total, breakdown: s.vp, out: world.droppedOut?.includes(m.id) ?? false };
	});
}
