import type { OptionValues } from '$engine/core';
import { appendEvents, newGameDoc } from '$lib/store/gameDoc';

/** For the sync layer's tests: a new game of counters for Ana and Bo. */
export function duelGame(title = 'Duel', options: OptionValues = { life: 20, poison: false }) {
	return newGameDoc({
		game: 'counters',
		title,
		options,
		seats: [
			{ id: 's0', name: 'Ana' },
			{ id: 's1', name: 'Bo' }
		]
	});
}

/** For the gate's tests: a game of counters for two seats with one move made. */
export function duelTable() {
	const { doc, meta } = duelGame();
	appendEvents(doc, meta, [{ id: 'e1', seat: 's0', kind: 'counters/adjust', data: { player: 's0', counter: 'life', delta: -1 }, at: meta.created }]);
	return { doc, meta };
}
