/**
 * What the GM's phone computes for its public events: the opening, the set-up and each turn, with
 * every report sealed to its seat. Pure apart from WebCrypto; the device class around it (GmHost)
 * only reads the log, keeps the position in memory and appends.
 */
import type { SeatId, SetupContext } from '../types';
import { toBase64url } from '../fairplay/bytes';
import { signGmData } from './gmSig';
import { HIDDEN_KINDS, NO_INPUT, type GmOpenData, type GmTurnData, type ReportEntry, type SealedInputData } from './kinds';
import { openInput, openInputMail, sealAdjustments, sealReport, type KeyHolder } from './payloads';
import { acceptInput, publish, runTurn, setUp, type HiddenPosition, type TurnOutput, type UsedInput } from './run';
import { playersOf, setupMix } from './replay';
import { correctionData, turnCorrections } from './gmNotices';
import { choicesOf, collectSetup, setupRecord } from './setupInputs';
import type { HiddenSlice, TurnRecord } from './slice';
import { seedCommit, worldSeed } from './streams';
import type { AnyHiddenGame } from './types';
import type { GameEvent } from '../types';

/** The GM's key set: its signing key, its orders and mail keys and its secret (gmKeys.ts backs it up). */
export interface GmKeySet {
	sign: KeyHolder;
	orders: KeyHolder;
	mail: KeyHolder;
	secret: Uint8Array;
}

export interface GmEventOut<D> {
	id: string;
	kind: string;
	data: D;
}

/** Signs GM data as event `id` of `kind`. */
export async function gmEvent<D extends object>(keys: GmKeySet, domain: string, id: string, kind: string, data: D): Promise<GmEventOut<D & { gm: string }>> {
	return { id, kind, data: await signGmData(keys.sign.privateKey, keys.sign.publicKey, domain, id, kind, data) };
}

export function gmOpen(keys: GmKeySet, domain: string, id: string): Promise<GmEventOut<GmOpenData>> {
	return gmEvent(keys, domain, id, HIDDEN_KINDS.open, { sign: keys.sign.publicKey, orders: keys.orders.publicKey, mail: keys.mail.publicKey, seedCommit: seedCommit(keys.secret) });
}

/** Seals every report of a position to its seat (to the GM's orders key for a seat without a box key). */
async function sealAll(slice: HiddenSlice, domain: string, turn: number, out: TurnOutput, gmOrders: string): Promise<Record<SeatId, ReportEntry>> {
	const seats = Object.keys(out.plaintexts);
	const boxes = await Promise.all(seats.map((seat) => sealReport(slice.boxKeys[seat] ?? gmOrders, domain, turn, seat, out.plaintexts[seat], out.mail[seat])));
	return Object.fromEntries(seats.map((seat, i) => [seat, { box: boxes[i], hash: out.hashes[seat] }]));
}

/** The set-up (turn 0): the world from the secret and the fair mix; seats that never showed a contribution are named. */
export async function gmSetUp(game: AnyHiddenGame, ctx: SetupContext, keys: GmKeySet, domain: string, slice: HiddenSlice, id: string, log: ReadonlyMap<string, GameEvent> = new Map(), gmPlays: readonly SeatId[] = []): Promise<{ event: GmEventOut<GmTurnData>; position: HiddenPosition }> {
	const mix = setupMix(slice);
	if (!mix) throw new Error('The fair mix cannot be read.');
	const { used, refused } = await collectSetup(game, keys.orders, domain, slice, log);
	const position = setUp(game, ctx, keys.secret, mix, choicesOf(used));
	const out = publish(game, keys.secret, 0, position, used, slice.seats);
	const reports = await sealAll(slice, domain, 0, out, keys.orders.publicKey);
	const skipped = slice.seats.filter((s) => !slice.mixReveals[s]);
	// seats that sealed set-up choices: the set-up names the one it used for each (echoed in its report)
	const named = Object.keys(slice.inputs).length ? setupRecord(slice, used, refused) : { used: {}, refused: {} };
	const plays = gmPlays.filter((s) => slice.seats.includes(s));
	const data = { turn: 0, ...named, skipped, ...(plays.length ? { gmPlays: plays } : {}), worldHash: out.worldHash, reports, over: false };
	return { event: (await gmEvent(keys, domain, id, HIDDEN_KINDS.turn, data)) as GmEventOut<GmTurnData>, position };
}

/**
 * Each seat's last sealed input for the next turn, opened and checked against what the seat knows.
 * One that does not open, does not match its commitment or breaks the rules is refused (publicly,
 * with why); the seat then plays its default, never an older input. Its mail is checked apart: mail
 * the rules refuse is dropped, never the orders, so the audit (which never sees mail) agrees.
 */
export async function collectInputs(game: AnyHiddenGame, keys: GmKeySet, domain: string, slice: HiddenSlice, at: HiddenPosition, log: ReadonlyMap<string, GameEvent>) {
	const used: Record<SeatId, UsedInput> = {};
	const refused: Record<SeatId, { id: string; why: string }> = {};
	for (const seat of slice.seats) {
		const last = slice.inputs[seat]?.at(-1);
		const event = last && log.get(last.id);
		if (!last || !event) continue;
		const data = event.data as SealedInputData;
		const opened = await openInput(keys.orders, domain, seat, data);
		const accepted = opened.ok ? acceptInput(game, at, seat, opened.input) : { ok: false as const, why: `the box did not open (${opened.why})` };
		if (opened.ok && accepted.ok) used[seat] = { id: last.id, input: await withMail(game, keys, domain, at, seat, data, accepted.input), salt: opened.salt, commit: data.commit };
		else refused[seat] = { id: last.id, why: accepted.ok ? 'unreadable' : accepted.why };
	}
	return { used, refused };
}

/** An accepted input with its mail put back, when the mail opens and the rules accept the whole. */
async function withMail(game: AnyHiddenGame, keys: GmKeySet, domain: string, at: HiddenPosition, seat: SeatId, data: SealedInputData, rest: unknown): Promise<unknown> {
	if (!game.mail || !data.mail) return rest;
	const mail = await openInputMail(keys.mail, domain, seat, data);
	const whole = mail === null ? null : acceptInput(game, at, seat, game.mail.toInput(rest, mail));
	return whole?.ok ? whole.input : rest;
}

/**
 * Runs the next turn: inputs collected, the pure resolution, every report sealed; the signed turn
 * event. `bots`: seats nobody at the table holds (the GM's phone plays them); one with nothing
 * sealed is played as empty (`NO_INPUT.empty`: a bot's default, no miss), not as missed.
 */
export async function gmRunTurn(game: AnyHiddenGame, keys: GmKeySet, domain: string, slice: HiddenSlice, at: HiddenPosition, log: ReadonlyMap<string, GameEvent>, id: string, adjustments: readonly unknown[] = [], bots: readonly SeatId[] = []): Promise<{ event: GmEventOut<GmTurnData>; position: HiddenPosition }> {
	const turn = slice.turn + 1;
	const { used, refused } = await collectInputs(game, keys, domain, slice, at, log);
	const mix = setupMix(slice)!;
	const corrections = await turnCorrections(keys.orders, domain, slice, turn, log);
	if (!corrections.ok) throw new Error('A correction of this turn does not open with this phone\'s keys.');
	const empty = (s: SeatId) => bots.includes(s) && !slice.inputs[s]?.length;
	const usedIds = Object.fromEntries(slice.seats.map((s) => [s, used[s]?.id ?? (empty(s) ? NO_INPUT.empty : NO_INPUT.missed)]));
	const position = runTurn(game, at, turn, worldSeed(keys.secret, mix), playersOf(slice.seats, { used: usedIds }), used, [...adjustments, ...corrections.changes]);
	const out = publish(game, keys.secret, turn, position, used, slice.seats);
	const reports = await sealAll(slice, domain, turn, out, keys.orders.publicKey);
	const seen = Object.fromEntries(slice.seats.map((s) => [s, slice.inputs[s]?.length ?? 0]));
	const data: Omit<GmTurnData, 'gm'> = { turn, used: usedIds, seen, refused, worldHash: out.worldHash, reports, over: position.over };
	if (adjustments.length) data.adjust = await sealAdjustments(keys.orders.publicKey, domain, turn, adjustments);
	return { event: (await gmEvent(keys, domain, id, HIDDEN_KINDS.turn, data)) as GmEventOut<GmTurnData>, position };
}

/** A correction for the next turn: the reason every phone reads, the change sealed to the GM's orders key. */
export async function gmCorrect(keys: GmKeySet, domain: string, slice: HiddenSlice, id: string, reason: string, change: unknown) {
	return gmEvent(keys, domain, id, HIDDEN_KINDS.correct, await correctionData(keys.orders.publicKey, domain, slice.turn + 1, id, reason, change));
}

/** The end: the secret and the orders key (PKCS#8), so every phone can audit. */
export async function gmReveal(keys: GmKeySet, domain: string, id: string) {
	const pkcs8 = new Uint8Array(await crypto.subtle.exportKey('pkcs8', keys.orders.privateKey));
	return gmEvent(keys, domain, id, HIDDEN_KINDS.reveal, { secret: toBase64url(keys.secret), ordersKey: toBase64url(pkcs8) });
}

/** The echoes of a published turn: the commitment of each input it used. */
function echoes(rec: TurnRecord): Record<SeatId, UsedInput> {
	const out: Record<SeatId, UsedInput> = {};
	for (const [seat, id] of Object.entries(rec.used)) {
		const commit = rec.sealed[seat]?.find((i) => i.id === id)?.commit;
		if (commit) out[seat] = { id, input: null, salt: '', commit };
	}
	return out;
}

/** A seat's latest report sealed again, to the box key a rebind gave it. */
export async function gmResend(game: AnyHiddenGame, keys: GmKeySet, domain: string, slice: HiddenSlice, position: HiddenPosition, seat: SeatId, id: string) {
	const last = slice.turns.at(-1);
	const to = slice.boxKeys[seat];
	if (!last || !to) throw new Error('There is no report to send again.');
	const out = publish(game, keys.secret, last.turn, position, echoes(last), slice.seats);
	if (out.hashes[seat] !== last.reports[seat]) throw new Error("This phone's world is not the one published.");
	const box = await sealReport(to, domain, last.turn, seat, out.plaintexts[seat], out.mail[seat]);
	return gmEvent(keys, domain, id, HIDDEN_KINDS.resend, { seat, turn: last.turn, box });
}
