/** Properties over random contests: no throw, determinism, knowledge soundness. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRng, type SeatId } from '../core';
import { arbitraryOrders } from './arbitrary';
import { playContest } from './contest';
import { SPELL_CODES } from './data/spells';
import { absPhase, fogged, hasEffect, terrainAt } from './effects';
import { distance } from './geometry';
import { magikaHidden, reportsFor } from './hidden';
import { mayKnow, onlyAlignment } from './knowledge';
import type { Report } from './report';
import { itemCount } from './stats';
import type { Mage, World } from './types';

/** Checks one report against the world it came from. */
function checkReport(world: World, viewer: Mage, r: Report) {
	const P = absPhase(world.turn - 1, 5);
	expect(r.you.id).toBe(viewer.id);
	expect(r.you.at).toBe(viewer.at);
	const team = viewer.donned ? world.mages.filter((m) => m.donned === viewer.donned) : [viewer];
	for (const c of r.cells) {
		const near = team.some((t) => distance(t.at, c.c) <= (hasEffect(world, t, 'RcAid', P) ? 4 : 3));
		expect(near).toBe(true);
		if (c.t === 0) expect(fogged(world, c.c, P)).toBe(true);
		else expect(c.t).toBe(terrainAt(world, c.c, P));
		for (const a of c.a ?? []) expect(world.artifacts[a]).toEqual({ at: c.c });
	}
	for (const s of r.mages) {
		const m = world.mages.find((x) => x.id === s.id)!;
		expect(s.at).toBe(m.at);
		const allowed = mayKnow(world, P, viewer, m);
		if (allowed === null) continue; // a teammate: everything
		for (const key of Object.keys(s)) expect(allowed.has(key), `${viewer.id} sees ${key} of ${m.id}`).toBe(true);
		if (s.artifacts) expect(s.artifacts).toEqual(allowed.has('allArtifacts') ? m.artifacts : onlyAlignment(m.artifacts));
		if (s.items !== undefined) expect(s.items).toBe(itemCount(m));
		if (s.race) expect(s.race).toBe(m.race);
		if (s.align) expect(s.align).toBe(m.align);
		if (s.cloak !== undefined) expect(s.cloak).toBe(m.donned);
		if (s.spells) expect(s.spells).toEqual(m.scrolls.map((x) => x.spell));
	}
	for (const k of r.known) {
		const ok = viewer.ebon || k.a === { G: 'crown', N: 'orb', E: 'scepter' }[viewer.align] || hasEffect(world, viewer, 'KnArt', P);
		expect(ok).toBe(true);
	}
	for (const c of r.carriers) expect(world.mages.find((m) => m.id === c.id)!.cloaks).toContain(viewer.donned);
}

/** A contest where every seat sends random orders and holds random scrolls, checking every report. */
function randomContest(seed: number, orders: unknown[][], check: boolean) {
	const rng = seededRng(seed);
	let world = magikaHidden.setupWorld({ options: { maxTurns: orders.length }, seats: [] }, rng);
	for (const m of world.mages) m.scrolls.push(...Array.from({ length: 3 }, () => ({ spell: SPELL_CODES[rng.below(36)] })));
	let reports = reportsFor(world);
	for (const turnOrders of orders) {
		if (world.over) break;
		const inputs: Record<SeatId, never> = {};
		world.mages.forEach((m, i) => (inputs[m.seat] = (turnOrders[i] ?? magikaHidden.defaultInput(reports[m.seat], m.seat, rng, 'empty')) as never));
		const next = magikaHidden.resolve(world, inputs, [], rng);
		world = next.world;
		reports = next.reports as Record<SeatId, Report>;
		if (check) for (const m of world.mages) checkReport(world, m, reports[m.seat]);
	}
	return world;
}

const turns = fc.array(fc.array(fc.option(arbitraryOrders, { nil: undefined }), { minLength: 13, maxLength: 13 }), { minLength: 1, maxLength: 12 });

describe('random contests', () => {
	it('never throw, whatever the seats send', () => {
		fc.assert(
			fc.property(fc.integer(), turns, (seed, orders) => {
				randomContest(seed, orders, false);
			}),
			{ numRuns: 60 }
		);
	});
	it('no report shows more than its rings and spells allow (knowledge soundness)', () => {
		fc.assert(
			fc.property(fc.integer(), turns, (seed, orders) => {
				randomContest(seed, orders, true);
			}),
			{ numRuns: 60 }
		);
	});
	it('the same seed gives the same contest', () => {
		fc.assert(
			fc.property(fc.integer(), turns, (seed, orders) => {
				const world = randomContest(seed, orders, false);
				expect(JSON.stringify(world)).toBe(JSON.stringify(randomContest(seed, orders, false)));
				// a world survives JSON (a game master's phone may store it)
				expect(JSON.parse(JSON.stringify(world))).toEqual(world);
			}),
			{ numRuns: 30 }
		);
		expect(JSON.stringify(playContest(7).world)).toBe(JSON.stringify(playContest(7).world));
		expect(JSON.stringify(playContest(7).world)).not.toBe(JSON.stringify(playContest(8).world));
	});
});
