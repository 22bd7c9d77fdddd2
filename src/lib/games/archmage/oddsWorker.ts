/// <reference lib="webworker" />
/**
 * The odds of an ArchMage duel, off the main thread: duels simulated with the bot's policy on both
 * sides from the state posted (engine/archmage/duel/odds.ts), batch after batch, each batch's
 * running total posted back. A newer state stops the older count between two batches.
 */
import { addOdds, duelOdds, type ArchmageState, type DuelOdds } from '$engine/archmage';

export interface OddsAsk {
	key: number;
	state: ArchmageState;
}

export type OddsReply = { key: number; odds: DuelOdds; done: boolean } | { key: number; error: string };

/** Duels per batch: a few tens of milliseconds on a phone. */
const BATCH = 250;
/** The count stops at this many duels, or once the margin is this narrow. */
const MOST = 4000;
const NARROW = 0.015;

let current = 0;

async function count(key: number, state: ArchmageState): Promise<void> {
	let odds: DuelOdds | null = null;
	for (let batch = 1; key === current; batch++) {
		const next = duelOdds(state, BATCH, key * 1009 + batch);
		odds = odds ? addOdds(odds, next) : next;
		const done = state.result !== null || odds.duels >= MOST || odds.margin <= NARROW;
		postMessage({ key, odds, done } satisfies OddsReply);
		if (done) return;
		// lets a newer state in
		await new Promise((resolve) => setTimeout(resolve, 0));
	}
}

onmessage = (e: MessageEvent<OddsAsk>) => {
	current = e.data.key;
	count(e.data.key, e.data.state).catch((err: unknown) => {
		postMessage({ key: e.data.key, error: err instanceof Error ? err.message : String(err) } satisfies OddsReply);
	});
};
