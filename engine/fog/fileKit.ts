/**
 * A finished Fog Counters game as its exported file carries it, for the tests of the audit in
 * `verifyGameFile` and `npm run verify`. Built with the hidden protocol's test table: its domain
 * (`test@1`) is the one the file's meta gives. Not part of the app.
 */
import { defineGame } from '../core/moves';
import type { FairGame } from '../core/protocols/shape';
import type { GameEvent, SeatInfo } from '../core/types';
import { DOMAIN, newTable, type TestTable } from '../core/hidden/testKit';
import { fogHidden, type FogReport } from './index';

const [gameId, created] = DOMAIN.split('@');
export const fogMeta = { game: gameId, created: Number(created), options: { turns: 3 } };
export const fogSeats: SeatInfo[] = [
	{ id: 'A', name: 'Ann' },
	{ id: 'B', name: 'Bo' }
];

/** Fog Counters as a game definition: everything goes through the hidden protocol but a public note. */
export const fogGame: FairGame = defineGame({
	id: gameId,
	title: 'Fog Counters',
	summary: 'A hidden-information test game.',
	seats: { min: 2, max: 4, default: 2 },
	options: [],
	setup: () => ({}),
	view: (state) => state,
	moves: { [`${gameId}/note`]: { run: (state: object) => state } },
	hidden: fogHidden
});

/** Plays `turns` turns, each seat moving its first counter up one; the GM reveals when `reveal`. */
export async function playFog(turns: number, reveal: boolean): Promise<{ table: TestTable; file: { meta: typeof fogMeta; seats: SeatInfo[]; log: GameEvent[] } }> {
	const table = await newTable(fogHidden, { options: fogMeta.options, seats: fogSeats });
	await table.start();
	for (let turn = 1; turn <= turns; turn++) {
		for (const { id } of fogSeats) {
			const opened = await table.openLatest(id);
			const up = opened.ok && (opened.report as FogReport).counters[0] < 99 ? 1 : 0;
			await table.sealFor(id, { add: [up, 0, 0] });
		}
		const refused = await table.runTurn();
		if (refused) throw new Error(`turn ${turn} was refused: ${refused}`);
	}
	if (reveal) await table.reveal();
	return { table, file: { meta: fogMeta, seats: fogSeats, log: table.log } };
}
