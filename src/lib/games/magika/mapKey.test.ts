import { describe, expect, it } from 'vitest';
import { TERRAIN } from '$engine/magika/data/terrain';
import { playedContest } from './fixtures';
import { knownMap } from './knownMap';
import { mapKey } from './mapKey';
import { mapTokens } from './mapTokens';
import { worldMap } from './worldMap';

describe("the map's key", () => {
	const { world, reports } = playedContest(3);

	it('names every terrain the map draws, and no other, each once, with what each token means', () => {
		for (const seat of ['ann', 'bo']) {
			const map = knownMap(reports[seat]);
			const tokens = mapTokens(map);
			const key = mapKey(map, tokens);
			const drawn = new Set([...map.cells.values()].map((k) => k.t).filter((t) => t > 0));
			const terrains = key.flatMap((e) => ('space' in e.look && e.look.space && !e.look.space.fog ? [e.look.space.t] : []));
			expect(new Set(terrains)).toEqual(drawn);
			expect(terrains).toHaveLength(drawn.size);
			for (const t of terrains) expect(key.map((e) => e.text)).toContain(TERRAIN[t].name);
			expect(new Set(key.map((e) => e.key)).size).toBe(key.length);
			// a seat's map: itself, the spaces it never saw, what it saw earlier faded
			expect(key.find((e) => e.key === 'you')?.text).toBe('You');
			expect(key.some((e) => e.key === 'unseen')).toBe(true);
			expect(key.some((e) => e.key === 'old')).toBe(tokens.some((t) => !t.now));
			// each artifact class on the ground once, named
			const glyphs = new Set(tokens.filter((t) => t.kind === 'artifact').map((t) => t.label));
			expect(key.filter((e) => 'token' in e.look && e.look.token === 'artifact').map((e) => ('token' in e.look ? e.look.label : '')).sort()).toEqual([...glyphs].sort());
		}
	});

	it('keys the whole arena without a "you", never-seen spaces or fog', () => {
		const map = worldMap(world);
		const key = mapKey(map, mapTokens(map));
		expect(key.map((e) => e.key)).not.toContain('you');
		expect(key.map((e) => e.key)).not.toContain('unseen');
		expect(key.map((e) => e.key)).not.toContain('fog');
		expect(key.find((e) => e.key === 'ebon')?.text).toBe('The Ebon Mage');
		expect(key.filter((e) => 'space' in e.look)).toHaveLength(new Set(world.terrain.filter((t) => t > 0)).size);
	});
});
