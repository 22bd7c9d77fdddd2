/**
 * What travels inside the boxes, and how a box of each kind is sealed and opened. The GM's phone,
 * the seats' phones and the audit all go through these, so they cannot disagree on a byte.
 * - an input: canonical `{input, salt}`, sealed to the GM's orders key, bound to its turn and seat,
 *   with the existing orders commitment over (turn, seat, input, salt) published beside it;
 * - a report: canonical `{echo, report, salt}`: `echo` is the commitment of the input the GM used
 *   for this seat (null for a default), `salt` the GM's per-report salt (streams.hiddenSalt).
 */
import type { SeatId } from '../types';
import { fromUtf8, utf8 } from '../fairplay/bytes';
import { canonicalJson } from '../fairplay/canonical';
import { ordersCommitment, randomToken, SALT_BYTES } from '../fairplay/commitment';
import { openBox, sealBox, type BoxFailure } from './box';
import { HIDDEN_KINDS, type SealedInputData } from './kinds';
import { reportHash } from './streams';

/** Orders pad to 256-byte steps (a box of about 470 characters), reports to 1 KiB steps. */
export const INPUT_BUCKET = 256;
export const REPORT_BUCKET = 1024;
/** The seat an adjustment box is bound to: no seat's. */
const GM_SEAT = '*gm';

export interface KeyHolder {
	privateKey: CryptoKey;
	publicKey: string;
}

export type InputOpened = { ok: true; input: unknown; salt: string } | { ok: false; why: BoxFailure | 'unreadable' | 'commitment' };
export type ReportOpened = { ok: true; report: unknown; echo: string | null } | { ok: false; why: BoxFailure | 'unreadable' | 'hash' };

function parse(bytes: Uint8Array): unknown {
	try {
		return JSON.parse(fromUtf8(bytes));
	} catch {
		return undefined;
	}
}

/** Seals a seat's input to the GM: the event data of `core/sealed-input`. */
export async function sealInput(gmOrders: string, domain: string, turn: number, seat: SeatId, input: unknown): Promise<SealedInputData> {
	const salt = randomToken(SALT_BYTES);
	const commit = ordersCommitment(turn, seat, input, salt);
	const text = canonicalJson({ input, salt });
	if (!commit || text === null) throw new Error('These orders cannot be sealed.');
	const box = await sealBox(gmOrders, utf8(text), { domain, kind: HIDDEN_KINDS.input, turn, seat }, INPUT_BUCKET);
	return { turn, commit, box };
}

/** Opens a sealed input with the GM's orders key and checks it against its published commitment. */
export async function openInput(gm: KeyHolder, domain: string, seat: SeatId, data: SealedInputData): Promise<InputOpened> {
	const opened = await openBox(gm.privateKey, gm.publicKey, data.box, { domain, kind: HIDDEN_KINDS.input, turn: data.turn, seat });
	if (!opened.ok) return { ok: false, why: opened.failure };
	const body = parse(opened.bytes) as { input?: unknown; salt?: unknown } | undefined;
	if (!body || typeof body.salt !== 'string' || !('input' in body)) return { ok: false, why: 'unreadable' };
	if (ordersCommitment(data.turn, seat, body.input, body.salt) !== data.commit) return { ok: false, why: 'commitment' };
	return { ok: true, input: body.input, salt: body.salt };
}

/** The plaintext of a report and its published hash. */
export function reportPlaintext(report: unknown, salt: string, echo: string | null): { bytes: Uint8Array; hash: string } {
	const text = canonicalJson({ echo, report, salt });
	if (text === null) throw new Error('This report cannot be sealed.');
	const bytes = utf8(text);
	return { bytes, hash: reportHash(bytes) };
}

export function sealReport(to: string, domain: string, turn: number, seat: SeatId, plaintext: Uint8Array): Promise<string> {
	return sealBox(to, plaintext, { domain, kind: HIDDEN_KINDS.turn, turn, seat }, REPORT_BUCKET);
}

/** Opens a seat's report and checks it against the hash the GM published. */
export async function openReport(seat: KeyHolder, domain: string, turn: number, seatId: SeatId, box: string, hash: string): Promise<ReportOpened> {
	const opened = await openBox(seat.privateKey, seat.publicKey, box, { domain, kind: HIDDEN_KINDS.turn, turn, seat: seatId });
	if (!opened.ok) return { ok: false, why: opened.failure };
	if (reportHash(opened.bytes) !== hash) return { ok: false, why: 'hash' };
	const body = parse(opened.bytes) as { report?: unknown; echo?: unknown } | undefined;
	if (!body || !('report' in body) || (body.echo !== null && typeof body.echo !== 'string')) return { ok: false, why: 'unreadable' };
	return { ok: true, report: body.report, echo: body.echo as string | null };
}

/** GM corrections of a turn, sealed to the GM's own orders key (opened at the audit). */
export function sealAdjustments(gmOrders: string, domain: string, turn: number, adjustments: readonly unknown[]): Promise<string> {
	return sealBox(gmOrders, utf8(canonicalJson(adjustments)!), { domain, kind: HIDDEN_KINDS.turn, turn, seat: GM_SEAT }, INPUT_BUCKET);
}

export async function openAdjustments(gm: KeyHolder, domain: string, turn: number, box: string): Promise<unknown[] | null> {
	const opened = await openBox(gm.privateKey, gm.publicKey, box, { domain, kind: HIDDEN_KINDS.turn, turn, seat: GM_SEAT });
	const list = opened.ok ? parse(opened.bytes) : null;
	return Array.isArray(list) ? list : null;
}
