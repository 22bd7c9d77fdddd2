import { duelResults, rivalFromSheet, type ArchmageGame } from '$engine/archmage';
import type { TableSession } from '$lib/table/types';
import { roster } from './roster.svelte';
import { MATCH_OPTION, parseMatchTag } from './tourneyMatch';

export interface RosterNews {
	/** Own wizards whose record, rank and MP the duel's result updated. */
	recorded(n: number): void;
	/** The duel was a tourney match: its winner went on in the bracket. */
	reported(winner: string): void;
	problem(message: string): void;
}

/**
 * What this phone's roster takes from the duel on screen (call while a component initialises):
 * - the wizards the other phones entered (not of this phone's roster), as read-only rivals;
 * - the result, recorded once on this phone's own wizards (the engine's `hasRecorded`: a reload, or
 *   an undo and redo of the final move, finds the duel in the record already), and on the rival's
 *   copy learned from this game, so it shows its new rank too;
 * - for a tourney match, the winner reported to the bracket kept here.
 * Undoing the final move after the result was recorded does not take the record back.
 */
export function keepRoster(sessionOf: () => TableSession<ArchmageGame>, today: () => string, news: RosterNews) {
	$effect(() => {
		const session = sessionOf();
		if (!roster.loaded) return;
		const state = session.state;
		state.duelists.forEach((d, i) => {
			const seat = state.seats[i];
			// A wizard entered from this phone is always one of its own (entering takes a wizard of this
			// roster, or creates one in it): any other came from another device. The seat does not
			// tell, since the phone that made the game holds every seat.
			const w = d && seat ? rivalFromSheet(d.sheet, seat.name) : null;
			if (!w || roster.find(w.id)) return;
			const entered = session.history.findLast((h) => h.event.kind === 'archmage/enter' && h.event.seat === seat.id && h.outcome.kind === 'applied');
			roster.learnRival(w, session.gameId, entered?.event.at ?? 0);
		});
	});

	$effect(() => {
		const session = sessionOf();
		if (!roster.loaded) return;
		const view = session.view;
		if (!view.result) return;
		const duelId = session.history[0]?.event.id ?? '';
		const n = roster.record(duelResults(view, today(), duelId), session.gameId);
		if (n > 0) news.recorded(n);
	});

	let refused = false;
	$effect(() => {
		const session = sessionOf();
		const tag = parseMatchTag(session.options[MATCH_OPTION]);
		const view = session.view;
		if (!tag || !roster.loaded || !view.result || roster.tourney?.id !== tag.tourney) return;
		const match = roster.bracket?.rounds[tag.round]?.[tag.index];
		if (!match || match.winner !== null || refused) return;
		const winner = view.duelists.find((d) => d?.seat === view.result!.winner);
		const bad = roster.reportMatch(tag.round, tag.index, winner?.id ?? '');
		refused = !!bad;
		if (bad) news.problem(`The tourney was not updated: ${bad.message}`);
		else news.reported(winner!.name);
	});
}
