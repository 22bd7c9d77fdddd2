import { describe, expect, it } from 'vitest';
import { cellName } from './geometry';
import { play, setTerrain, shape, testWorld } from './testkit';
import type { Colour, Order, TeleportDir } from './types';

const tele = (dir: TeleportDir): Order => ({ kind: 'cast', spell: 'TelPt', major: false, dir });

/** A holds o5; B (from p5, NE) and C (from p6, NW) teleport there in one phase: only one fits. */
function race(opts: { bTerrain?: number; cTerrain?: number; aCloak?: Colour; bCloak?: Colour; cCloak?: Colour }, seed = 1): string[] {
	const w = testWorld(3, seed);
	const caster = { race: 'human', align: 'N', apt: 0, skill: 200, arc: 50, end: 50, scrolls: [{ spell: 'TelPt' }] } as const;
	const cloak = (c?: Colour) => (c ? { cloaks: [c], donned: c } : {});
	shape(w, 'A', { cell: 'o5', race: 'human', align: 'G', ...cloak(opts.aCloak) });
	shape(w, 'B', { ...caster, scrolls: [{ spell: 'TelPt' }], cell: 'p5', ...cloak(opts.bCloak) });
	shape(w, 'C', { ...caster, scrolls: [{ spell: 'TelPt' }], cell: 'p6', ...cloak(opts.cCloak) });
	if (opts.bTerrain) setTerrain(w, 'p5', opts.bTerrain);
	if (opts.cTerrain) setTerrain(w, 'p6', opts.cTerrain);
	const { world } = play(w, { B: [tele('NE')], C: [tele('NW')] }, seed);
	return world.mages.filter((m) => cellName(m.at) === 'o5').map((m) => m.id).sort();
}

describe('Figure 3 for teleports: criteria 5 and 6 as physical moves use them (U-22)', () => {
	for (const [bTerrain, cTerrain, winner] of [[8, 3, 'B'], [3, 8, 'C']] as const) {
		it(`the most difficult terrain departed teleports first (${winner})`, () => {
			for (const seed of [1, 2, 3, 4]) expect(race({ bTerrain, cTerrain }, seed)).toEqual(['A', winner]);
		});
	}
	for (const [bCloak, cCloak, winner] of [['red', undefined, 'B'], [undefined, 'red', 'C']] as const) {
		it(`a teammate already in the space teleports first (${winner})`, () => {
			for (const seed of [1, 2, 3, 4]) expect(race({ aCloak: 'red', bCloak, cCloak }, seed)).toEqual(['A', winner]);
		});
	}
});
