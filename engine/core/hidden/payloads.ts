/**
 * What travels inside the boxes, and how a box of each kind is sealed and opened. The GM's phone,
 * the seats' phones and the audit all go through these, so they cannot disagree on a byte.
 * - an input: canonical `{input, salt}`, sealed to the GM's orders key, bound to its turn and seat,
 *   with the existing orders commitment over (turn, seat, input, salt) published beside it;
 * - a report: canonical `{echo, report, salt}`: `echo` is the commitment of the input the GM used
 *   for this seat (null for a default), `salt` the GM's per-report salt (streams.hiddenSalt). Its
 *   box holds it deflated, then the seat's mail as it is: players' text is never compressed with
 *   report content, or a box's size would tell a writer whether its guess appears in the report;
 * - mail (a game's MailLens): an input's messages go in a second box, sealed to the GM's mail key,
 *   which is never revealed; a report's come after its deflated content, in the same box.
 */
import type { SeatId } from '../types';
import { concatBytes, fromUtf8, utf8 } from '../fairplay/bytes';
import { canonicalJson } from '../fairplay/canonical';
import { ordersCommitment, randomToken, SALT_BYTES } from '../fairplay/commitment';
import { openBox, sealBox, type BoxFailure } from './box';
import { HIDDEN_KINDS, type SealedInputData } from './kinds';
import { reportHash } from './streams';
import type { MailLens } from './types';

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
export type ReportOpened = { ok: true; report: unknown; echo: string | null; mail: unknown } | { ok: false; why: BoxFailure | 'unreadable' | 'hash' };

function parse(bytes: Uint8Array): unknown {
	try {
		return JSON.parse(fromUtf8(bytes));
	} catch {
		return undefined;
	}
}

/** The label of an input's mail box: bound to its turn and seat like the input, and apart from it. */
const mailLabel = (domain: string, turn: number, seat: SeatId) => ({ domain, kind: `${HIDDEN_KINDS.input}#mail`, turn, seat });

/** The GM's public keys an input is sealed to. */
export interface GmInbox {
	orders: string;
	mail: string;
}

/**
 * Seals a seat's input to the GM: the event data of `core/sealed-input`. The commitment covers the
 * input without its mail (what the audit re-runs); the mail, if any, is sealed to the mail key.
 */
export async function sealInput(gm: GmInbox, domain: string, turn: number, seat: SeatId, input: unknown, lens?: MailLens<unknown, unknown>): Promise<SealedInputData> {
	const { rest, mail } = lens ? lens.fromInput(input) : { rest: input, mail: null };
	const salt = randomToken(SALT_BYTES);
	const commit = ordersCommitment(turn, seat, rest, salt);
	const text = canonicalJson({ input: rest, salt });
	const mailText = canonicalJson(mail);
	if (!commit || text === null || mailText === null) throw new Error('These orders cannot be sealed.');
	const box = await sealBox(gm.orders, utf8(text), { domain, kind: HIDDEN_KINDS.input, turn, seat }, INPUT_BUCKET);
	if (mail === null || mail === undefined) return { turn, commit, box };
	return { turn, commit, box, mail: await sealBox(gm.mail, utf8(mailText), mailLabel(domain, turn, seat), INPUT_BUCKET) };
}

/** The mail of a sealed input, opened with the GM's mail key; null when there is none or it does not open. */
export async function openInputMail(gmMail: KeyHolder, domain: string, seat: SeatId, data: SealedInputData): Promise<unknown> {
	if (typeof data.mail !== 'string') return null;
	const opened = await openBox(gmMail.privateKey, gmMail.publicKey, data.mail, mailLabel(domain, data.turn, seat));
	return opened.ok ? (parse(opened.bytes) ?? null) : null;
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

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
	const out = new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(stream));
	return new Uint8Array(await out.arrayBuffer());
}

/** A report's box: its plaintext deflated, then the seat's mail (never deflated), padded to 1 KiB steps. */
export async function sealReport(to: string, domain: string, turn: number, seat: SeatId, plaintext: Uint8Array, mail: unknown = null): Promise<string> {
	const deflated = await through(plaintext, new CompressionStream('deflate-raw'));
	const head = new Uint8Array(4);
	new DataView(head.buffer).setUint32(0, deflated.length);
	const body = concatBytes([head, deflated, utf8(canonicalJson(mail) ?? 'null')]);
	return sealBox(to, body, { domain, kind: HIDDEN_KINDS.turn, turn, seat }, REPORT_BUCKET);
}

async function unpackReport(bytes: Uint8Array): Promise<{ plaintext: Uint8Array; mail: unknown } | null> {
	if (bytes.length < 4) return null;
	const length = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
	if (length > bytes.length - 4) return null;
	try {
		return { plaintext: await through(bytes.subarray(4, 4 + length), new DecompressionStream('deflate-raw')), mail: parse(bytes.subarray(4 + length)) ?? null };
	} catch {
		return null;
	}
}

/** Opens a seat's report and checks it against the hash the GM published (its mail is not covered). */
export async function openReport(seat: KeyHolder, domain: string, turn: number, seatId: SeatId, box: string, hash: string): Promise<ReportOpened> {
	const opened = await openBox(seat.privateKey, seat.publicKey, box, { domain, kind: HIDDEN_KINDS.turn, turn, seat: seatId });
	if (!opened.ok) return { ok: false, why: opened.failure };
	const unpacked = await unpackReport(opened.bytes);
	if (!unpacked) return { ok: false, why: 'unreadable' };
	if (reportHash(unpacked.plaintext) !== hash) return { ok: false, why: 'hash' };
	const body = parse(unpacked.plaintext) as { report?: unknown; echo?: unknown } | undefined;
	if (!body || !('report' in body) || (body.echo !== null && typeof body.echo !== 'string')) return { ok: false, why: 'unreadable' };
	return { ok: true, report: body.report, echo: body.echo as string | null, mail: unpacked.mail };
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
