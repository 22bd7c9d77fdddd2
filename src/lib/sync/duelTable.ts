import { appendEvents, newGameDoc } from '$lib/store/gameDoc';

/** For the gate's tests: a game of counters for two seats with one move made. */
export function duelTable() {
	const { doc, meta } = newGameDoc({
		game: 'counters',
		title: 'Duel',
		options: { life: 20, poison: false },
		seats: [
			{ id: 's0', name: 'Ana' },
			{ id: 's1', name: 'Bo' }
		]
	});
	appendEvents(doc, meta, [{ id: 'e1', seat: 's0', kind: 'counters/adjust', data: { player: 's0', counter: 'life', delta: -1 }, at: meta.created }]);
	return { doc, meta };
}
