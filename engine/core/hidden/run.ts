/**
 * One step of a hidden game as the GM runs it and as the audit re-runs it: the same function, so
 * the audit checks exactly what the GM's phone computed. Pure and synchronous; the boxes around it
 * are payloads.ts's job.
 */
import { isRejection } from '../types';
import type { SeatId, SetupContext } from '../types';
import { botRng, hiddenSalt, setupRng, turnRng, worldHash, worldSeed } from './streams';
import { reportPlaintext } from './payloads';
import type { AnyHiddenGame } from './types';

/** The world and the latest report of every seat of it. */
export interface HiddenPosition {
	/** The turn this position is after (0: the set-up). */
	turn: number;
	world: unknown;
	reports: Readonly<Record<SeatId, unknown>>;
	over: boolean;
}

/** An input the GM opened and accepted (acceptInput): its event, the input as the rules read it, its salt and commitment. */
export interface UsedInput {
	id: string;
	input: unknown;
	salt: string;
	commit: string;
}

/** What a turn publishes: the world hash, each seat's report plaintext (without mail) and hash, and its mail. */
export interface TurnOutput {
	worldHash: string;
	plaintexts: Record<SeatId, Uint8Array>;
	hashes: Record<SeatId, string>;
	mail: Record<SeatId, unknown>;
}

/** The set-up from the secret, the fair mix and the seats' set-up choices (setupInputs.ts). */
export function setUp(game: AnyHiddenGame, ctx: SetupContext, secret: Uint8Array, mix: Uint8Array, choices: Readonly<Record<SeatId, unknown>> = {}): HiddenPosition {
	const world = game.setupWorld(ctx, setupRng(worldSeed(secret, mix)), choices);
	return { turn: 0, world, reports: game.setupReports(world), over: false };
}

/** Whether an opened input passes the game's check against what its seat knows; the input as the rules read it. */
export function acceptInput(game: AnyHiddenGame, at: HiddenPosition, seat: SeatId, input: unknown): { ok: true; input: unknown } | { ok: false; why: string } {
	const report = at.reports[seat];
	if (report === undefined) return { ok: false, why: 'no such seat in the world' };
	const checked = game.checkInput(game.know(report), seat, input);
	return isRejection(checked) ? { ok: false, why: checked.message } : { ok: true, input: checked };
}

/**
 * Turn `turn` from `at`: every seat of the world plays its used input, or its default (a player
 * seat that sent none 'missed', a seat nobody holds 'empty'), drawn from its own stream.
 */
export function runTurn(game: AnyHiddenGame, at: HiddenPosition, turn: number, seed: Uint8Array, players: readonly SeatId[], used: Readonly<Record<SeatId, UsedInput>>, adjustments: readonly unknown[]): HiddenPosition {
	const inputs: Record<SeatId, unknown> = {};
	for (const seat of Object.keys(at.reports)) {
		const u = used[seat];
		if (u) inputs[seat] = u.input;
		else inputs[seat] = game.defaultInput(game.know(at.reports[seat]), seat, botRng(seed, turn, seat), players.includes(seat) ? 'missed' : 'empty');
	}
	const salts = players.filter((s) => used[s]).map((s) => used[s].salt);
	const next = game.resolve(at.world, inputs, adjustments, turnRng(seed, turn, salts));
	return { turn, world: next.world, reports: next.reports, over: next.over };
}

/**
 * What the GM publishes for a position: hashes salted with its secret, reports echoing the inputs
 * used. A player seat the world no longer has (out of the game) still gets a report: null.
 */
export function publish(game: AnyHiddenGame, secret: Uint8Array, turn: number, at: HiddenPosition, used: Readonly<Record<SeatId, UsedInput>>, players: readonly SeatId[]): TurnOutput {
	const hash = worldHash(secret, turn, game.worldDigest(at.world));
	if (hash === null) throw new Error('This world cannot be hashed.');
	const plaintexts: Record<SeatId, Uint8Array> = {};
	const hashes: Record<SeatId, string> = {};
	const mail: Record<SeatId, unknown> = {};
	const reports: Record<SeatId, unknown> = { ...Object.fromEntries(players.map((s) => [s, null])), ...at.reports };
	for (const [seat, whole] of Object.entries(reports)) {
		const split = game.mail && whole !== null ? game.mail.fromReport(whole) : { rest: whole, mail: null };
		const p = reportPlaintext(split.rest, hiddenSalt(secret, 'report', turn, seat), used[seat]?.commit ?? null);
		plaintexts[seat] = p.bytes;
		hashes[seat] = p.hash;
		mail[seat] = split.mail;
	}
	return { worldHash: hash, plaintexts, hashes, mail };
}
