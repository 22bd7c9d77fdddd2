/**
 * The GM's public notices about the next turn: its deadline and its corrections. A correction shows
 * its reason to every phone and keeps the change sealed to the GM's orders key, bound to its event;
 * the GM's phone and the audit open every correction of a turn the same way (`turnCorrections`) and
 * hand them to `resolve` after the turn's own adjustments, so a world that does not follow what the
 * corrections say fails the audit at that turn's world hash.
 */
import { reject, type GameEvent, type Rejection } from '../types';
import { utf8, fromUtf8 } from '../fairplay/bytes';
import { canonicalJson } from '../fairplay/canonical';
import { openBox, sealBox } from './box';
import { HIDDEN_KINDS, HIDDEN_REJECTIONS as R, type GmCorrectData } from './kinds';
import { INPUT_BUCKET, type KeyHolder } from './payloads';
import type { HiddenSlice } from './slice';

/** Longest reason of a correction, in characters. */
export const MAX_REASON = 200;
const MAX_CORRECTION_BOX = 4096;

const bad = (what: string) => reject(R.malformed, `This ${what} is not one the table can read.`);

/** A deadline or a correction is for the next turn of a running game. */
function nextTurnOnly(slice: HiddenSlice, turn: unknown): Rejection | null {
	if (slice.turn < 0) return reject(R.notStarted, 'The game has not started.');
	if (slice.over) return reject(R.over, 'The game is over.');
	if (!Number.isInteger(turn)) return bad('notice');
	return turn === slice.turn + 1 ? null : reject(R.wrongTurn, `The next turn is turn ${slice.turn + 1}.`);
}

export function deadlineStep(slice: HiddenSlice, d: Record<string, unknown>): HiddenSlice | Rejection {
	const no = nextTurnOnly(slice, d.turn);
	if (no) return no;
	if (d.at !== null && !(Number.isSafeInteger(d.at) && (d.at as number) > 0)) return bad('deadline');
	return { ...slice, deadline: d.at === null ? null : { turn: d.turn as number, at: d.at as number } };
}

export function correctStep(slice: HiddenSlice, event: GameEvent, d: Record<string, unknown>): HiddenSlice | Rejection {
	const no = nextTurnOnly(slice, d.turn);
	if (no) return no;
	if (typeof d.reason !== 'string' || !d.reason.trim() || d.reason.length > MAX_REASON) return reject(R.malformed, `A correction says why in 1 to ${MAX_REASON} characters.`);
	if (typeof d.box !== 'string' || !d.box || d.box.length > MAX_CORRECTION_BOX) return bad('correction');
	return { ...slice, corrections: [...slice.corrections, { turn: d.turn as number, eventId: event.id, reason: d.reason }] };
}

/** The label of a correction's box: bound to its turn and its own event, so no box can stand for another. */
const label = (domain: string, turn: number, eventId: string) => ({ domain, kind: HIDDEN_KINDS.correct, turn, seat: `*gm/${eventId}` });

/** The data of a correction event `eventId` (without the GM's signature). */
export async function correctionData(gmOrders: string, domain: string, turn: number, eventId: string, reason: string, change: unknown): Promise<Omit<GmCorrectData, 'gm'>> {
	const text = canonicalJson(change);
	if (text === null) throw new Error('This correction cannot be sealed.');
	return { turn, reason, box: await sealBox(gmOrders, utf8(text), label(domain, turn, eventId), INPUT_BUCKET) };
}

/**
 * Every correction of `turn` opened, in log order; or the id of the first that does not open.
 * `log` gives each correction's event (the slice keeps only its id and reason).
 */
export async function turnCorrections(orders: KeyHolder, domain: string, slice: HiddenSlice, turn: number, log: ReadonlyMap<string, GameEvent>): Promise<{ ok: true; changes: unknown[] } | { ok: false; eventId: string }> {
	const changes: unknown[] = [];
	for (const c of slice.corrections.filter((x) => x.turn === turn)) {
		const box = (log.get(c.eventId)?.data as GmCorrectData | undefined)?.box;
		const opened = box ? await openBox(orders.privateKey, orders.publicKey, box, label(domain, turn, c.eventId)) : null;
		const change = opened?.ok ? parse(opened.bytes) : undefined;
		if (change === undefined) return { ok: false, eventId: c.eventId };
		changes.push(change);
	}
	return { ok: true, changes };
}

function parse(bytes: Uint8Array): unknown {
	try {
		return JSON.parse(fromUtf8(bytes));
	} catch {
		return undefined;
	}
}
