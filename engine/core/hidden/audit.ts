/**
 * The audit after the reveal: every phone (and `npm run verify`) re-runs the whole game from the
 * public log and the GM's revealed secret and orders key, and says "Audit: 30/30 turns" or the
 * first turn and field that differ.
 */
import type { GameEvent, SeatId, SetupContext } from '../types';
import { fromBase64url, toBase64url } from '../fairplay/bytes';
import { GmSignatures } from './gmSig';
import { HIDDEN_KINDS, HIDDEN_REJECTIONS } from './kinds';
import { foldHidden } from './protocol';
import { replayHidden, type Difference } from './replay';
import type { HiddenPosition } from './run';
import type { HiddenSlice } from './slice';
import type { AnyHiddenGame } from './types';

/**
 * `waiting`: the game master has not revealed yet (not a lie: the revealed secret would be refused).
 * Until then every phone checks the GM's signatures and each turn's public record as the log folds;
 * the turns themselves can be re-run only with the secret.
 */
export type AuditResult = { ok: true; turns: number; text: string } | { ok: false; turns: number; checked: number; difference: Difference; text: string; waiting?: true };

/** The field of a result whose log held nothing to re-run (not even a set-up): nothing is proved. */
export const NOTHING_TO_RERUN = 'nothing to re-run';

/**
 * What the audit says of a revealed game with no played turn: "0/0 turns" would read as a clean
 * audit of a whole contest. The set-up alone re-ran (as published), or nothing did.
 */
export const NO_TURN_TEXT = {
	setUpOnly: 'Audit: no turn to re-run. The log this phone accepted holds the set-up, which re-ran as published, and no played turn.',
	nothing: 'Audit: nothing to re-run. The log this phone accepted holds neither the set-up nor a played turn, so nothing was checked.'
} as const;

const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;

/** Imports a revealed orders key (PKCS#8) and checks it is the private half of `publicKey`. */
export async function importRevealedKey(pkcs8: string, publicKey: string): Promise<CryptoKey | null> {
	const bytes = fromBase64url(pkcs8);
	if (!bytes) return null;
	try {
		const key = await crypto.subtle.importKey('pkcs8', bytes as Uint8Array<ArrayBuffer>, ECDH, true, ['deriveBits']);
		const jwk = await crypto.subtle.exportKey('jwk', key);
		const point = new Uint8Array([4, ...fromBase64url(jwk.x!)!, ...fromBase64url(jwk.y!)!]);
		return toBase64url(point) === publicKey ? key : null;
	} catch {
		return null;
	}
}

/** Folds the log with every GM signature checked (a few passes: each answer may let more events in). */
export async function foldChecked(domain: string, seats: readonly SeatId[], log: readonly GameEvent[], sigs = new GmSignatures(domain)): Promise<ReturnType<typeof foldHidden>> {
	let folded = foldHidden(seats, log, { gmSig: sigs.check });
	while (await sigs.flush()) folded = foldHidden(seats, log, { gmSig: sigs.check });
	return folded;
}

function failed(turns: number, checked: number, difference: Difference): AuditResult {
	const where = difference.turn === 0 ? 'the set-up' : `turn ${difference.turn}`;
	return { ok: false, turns, checked, difference, text: `Audit: ${checked}/${turns} turns; ${where} differs at ${difference.field}: ${difference.why}.` };
}

function waiting(turns: number, refused: number): AuditResult {
	const played = `${turns} turn${turns === 1 ? '' : 's'}`;
	const refusals = refused ? `; ${refused} game-master or seat event${refused === 1 ? '' : 's'} refused` : '';
	const text = `Audit: waits for the game master's reveal (${played} so far). Checked now: every game-master signature and each turn's public record (inputs named, reports for every seat, warnings)${refusals}.`;
	return { ok: false, waiting: true, turns, checked: 0, difference: { turn: 0, field: 'secret', why: 'the game master has not revealed its secrets' }, text };
}

/** `onTurn` sees the set-up and every turn the audit re-ran and found as published (the arena replay). */
export async function auditHiddenGame(game: AnyHiddenGame, ctx: SetupContext, domain: string, seats: readonly SeatId[], log: readonly GameEvent[], onTurn?: (position: HiddenPosition) => void): Promise<AuditResult> {
	const { slice, refused } = await foldChecked(domain, seats, log);
	const turns = Math.max(0, slice.turns.length - 1);
	if (!slice.gm) return failed(turns, 0, { turn: 0, field: 'gm', why: 'no game master opened this game' });
	if (!slice.revealed) {
		const lie = refused.some((r) => r.event.kind === HIDDEN_KINDS.reveal && r.why.code === HIDDEN_REJECTIONS.secretMismatch);
		if (lie) return failed(turns, 0, { turn: 0, field: 'secret', why: 'the revealed secret is not the one committed to' });
		return waiting(turns, refused.length);
	}
	return auditRevealed(game, ctx, domain, log, slice, turns, onTurn);
}

async function auditRevealed(game: AnyHiddenGame, ctx: SetupContext, domain: string, log: readonly GameEvent[], slice: HiddenSlice, turns: number, onTurn?: (position: HiddenPosition) => void): Promise<AuditResult> {
	const orders = await importRevealedKey(slice.revealed!.ordersKey, slice.gm!.orders);
	if (!orders) return failed(turns, 0, { turn: 0, field: 'ordersKey', why: "the revealed orders key is not the game master's" });
	const secret = fromBase64url(slice.revealed!.secret)!;
	const replayed = await replayHidden({ game, ctx, domain, log, slice, secret, orders: { privateKey: orders, publicKey: slice.gm!.orders }, onTurn });
	if (replayed.difference) return failed(turns, replayed.checked, replayed.difference);
	if (turns > 0) return { ok: true, turns, text: `Audit: ${replayed.checked}/${turns} turns` };
	if (slice.turns.length > 0) return { ok: true, turns, text: NO_TURN_TEXT.setUpOnly };
	return { ok: false, turns, checked: 0, difference: { turn: 0, field: NOTHING_TO_RERUN, why: 'the log holds no set-up and no turn' }, text: NO_TURN_TEXT.nothing };
}
