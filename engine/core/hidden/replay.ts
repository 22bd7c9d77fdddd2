/**
 * Re-runs a hidden game from its public log and the GM's two secrets (its 32-byte secret and its
 * orders key), checking every published hash on the way. The audit runs it after the reveal; the
 * GM's phone runs it to rebuild its world when it reopens (the world is never stored).
 */
import type { GameEvent, SeatId, SetupContext } from '../types';
import { isSealedInput, NO_INPUT, type SealedInputData } from './kinds';
import { turnCorrections } from './gmNotices';
import { openAdjustments, openInput, type InputOpened, type KeyHolder } from './payloads';
import { acceptInput, publish, runTurn, setUp, type HiddenPosition, type UsedInput } from './run';
import type { HiddenSlice, TurnRecord } from './slice';
import { choicesOf, replaySetup } from './setupInputs';
import { mixSeed, worldSeed } from './streams';
import type { AnyHiddenGame } from './types';

export interface ReplayInput {
	game: AnyHiddenGame;
	ctx: SetupContext;
	domain: string;
	log: readonly GameEvent[];
	slice: HiddenSlice;
	secret: Uint8Array;
	orders: KeyHolder;
	/** Called with the set-up and each turn re-run that matched what was published (the arena replay). */
	onTurn?: (position: HiddenPosition) => void;
}

export interface Difference {
	turn: number;
	field: string;
	why: string;
}

export interface Replayed {
	position: HiddenPosition | null;
	/** Turns after the set-up that matched what was published. */
	checked: number;
	difference: Difference | null;
}

/** The fair mix of the set-up: the contributions of the seats that showed one, in seat order. */
export function setupMix(slice: HiddenSlice): Uint8Array | null {
	return mixSeed(slice.seats.filter((s) => slice.mixReveals[s]).map((s) => slice.mixReveals[s]));
}

function compare(game: AnyHiddenGame, secret: Uint8Array, rec: TurnRecord, at: HiddenPosition, used: Readonly<Record<SeatId, UsedInput>>, players: readonly SeatId[]): Difference | null {
	const out = publish(game, secret, rec.turn, at, used, players);
	const diff = (field: string, why: string) => ({ turn: rec.turn, field, why });
	if (out.worldHash !== rec.worldHash) return diff('worldHash', 'the world is not the one the rules give');
	const seats = new Set([...Object.keys(out.hashes), ...Object.keys(rec.reports)]);
	for (const seat of seats) if (out.hashes[seat] !== rec.reports[seat]) return diff(`reports.${seat}`, `the report of ${seat} is not the one the rules give`);
	if (at.over !== rec.over) return diff('over', at.over ? 'the game should have ended' : 'the game should not have ended');
	return null;
}

/**
 * Opens every input the turns used or refused, all at once: WebCrypto works on other threads, and
 * the turns themselves need only the results.
 */
async function openAll(r: ReplayInput, events: ReadonlyMap<string, GameEvent>): Promise<Map<string, InputOpened>> {
	const wanted: [string, SeatId][] = [];
	for (const rec of r.slice.turns.slice(1)) {
		for (const [seat, id] of Object.entries(rec.used)) if (isSealedInput(id)) wanted.push([id, seat]);
		for (const [seat, refused] of Object.entries(rec.refused)) wanted.push([refused.id, seat]);
	}
	const opened = await Promise.all(wanted.map(([id, seat]) => openInput(r.orders, r.domain, seat, events.get(id)!.data as SealedInputData)));
	return new Map(wanted.map(([id], i) => [id, opened[i]]));
}

/** Checks the GM's choice of inputs for a turn against the rules; the inputs used. */
function inputsOf(r: ReplayInput, at: HiddenPosition, rec: TurnRecord, opened: ReadonlyMap<string, InputOpened>): { used: Record<SeatId, UsedInput> } | { difference: Difference } {
	const used: Record<SeatId, UsedInput> = {};
	const diff = (field: string, why: string) => ({ difference: { turn: rec.turn, field, why } });
	for (const seat of r.slice.seats) {
		const refused = rec.refused[seat];
		const wrongly = refused && opened.get(refused.id)!;
		if (wrongly && wrongly.ok && acceptInput(r.game, at, seat, wrongly.input).ok) return diff(`refused.${seat}`, `the orders of ${seat} were refused but the rules accept them`);
		const id = rec.used[seat];
		if (!isSealedInput(id)) continue;
		const input = opened.get(id)!;
		if (!input.ok) return diff(`used.${seat}`, `the orders used for ${seat} do not open (${input.why})`);
		const accepted = acceptInput(r.game, at, seat, input.input);
		if (!accepted.ok) return diff(`used.${seat}`, `the orders used for ${seat} break the rules: ${accepted.why}`);
		const commit = rec.sealed[seat].find((i) => i.id === id)!.commit;
		used[seat] = { id, input: accepted.input, salt: input.salt, commit };
	}
	return { used };
}

/** The seats a turn played as players: all but those it named empty (their default is a bot's, not a miss). */
export const playersOf = (seats: readonly SeatId[], rec: Pick<TurnRecord, 'used'>): SeatId[] => seats.filter((s) => rec.used[s] !== NO_INPUT.empty);

export async function replayHidden(r: ReplayInput): Promise<Replayed> {
	const mix = setupMix(r.slice);
	const first = r.slice.turns[0];
	if (!mix || !first) return { position: null, checked: 0, difference: null };
	const seed = worldSeed(r.secret, mix);
	const events = new Map(r.log.map((e) => [e.id, e]));
	const choices = await replaySetup(r.game, r.orders, r.domain, first, events);
	if (!('used' in choices)) return { position: null, checked: 0, difference: { turn: 0, ...choices } };
	let at = setUp(r.game, r.ctx, r.secret, mix, choicesOf(choices.used));
	const setupDiff = compare(r.game, r.secret, first, at, choices.used, r.slice.seats);
	if (setupDiff) return { position: at, checked: 0, difference: setupDiff };
	r.onTurn?.(at);
	const inputs = await openAll(r, events);
	let checked = 0;
	for (const rec of r.slice.turns.slice(1)) {
		const opened = inputsOf(r, at, rec, inputs);
		if ('difference' in opened) return { position: at, checked, difference: opened.difference };
		const used = opened.used;
		const adjustments = rec.adjust ? await openAdjustments(r.orders, r.domain, rec.turn, rec.adjust) : [];
		if (!adjustments) return { position: at, checked, difference: { turn: rec.turn, field: 'adjust', why: 'the corrections do not open' } };
		const corrections = await turnCorrections(r.orders, r.domain, r.slice, rec.turn, events);
		if (!corrections.ok) return { position: at, checked, difference: { turn: rec.turn, field: `corrections.${corrections.eventId}`, why: 'a correction does not open' } };
		at = runTurn(r.game, at, rec.turn, seed, playersOf(r.slice.seats, rec), used, [...adjustments, ...corrections.changes]);
		const d = compare(r.game, r.secret, rec, at, used, r.slice.seats);
		if (d) return { position: at, checked, difference: d };
		r.onTurn?.(at);
		checked++;
	}
	return { position: at, checked, difference: null };
}
