/**
 * Sealed orders: every seat of a step commits to its orders (their hash), and once all have, each
 * reveals them; the game receives the revealed orders as its own event. A game takes part by
 * declaring `fairPlay.sealed` (the step now taking orders) and `fairPlay.sealedKinds`.
 */
import { own } from '../../own';
import { isRejection, reject, type Rejection, type SeatId } from '../../types';
import { FAIR_REJECTIONS as F } from '../../fairplay/codes';
import { isHashText, ordersCommitment } from '../../fairplay/commitment';
import { FAIR_KINDS as K, type CommitData, type RevealData } from '../../fairplay/kinds';
import { dataOf } from '../data';
import { defineProtocol, type ProtocolContext } from '../shape';
import type { SealedStep } from './hooks';

export type { FairPlayHooks, SealedStep } from './hooks';

/** What was sealed and revealed for one sealed step. */
export interface SealedRecord {
	turn: number;
	kind: string;
	commits: Readonly<Record<SeatId, string>>;
	revealed: readonly SeatId[];
}

/** The record of the latest step that took sealed orders, or null before the first commitment. */
export type SealedSlice = SealedRecord | null;

function openStep(ctx: ProtocolContext, turn: unknown): SealedStep | Rejection {
	const step = ctx.game.fairPlay?.sealed?.(ctx.gameState) ?? null;
	if (!step) return reject(F.notSealing, 'No sealed orders are being taken now.');
	if (turn !== step.turn) return reject(F.notSealing, `These sealed orders are for turn ${String(turn)}, not turn ${step.turn}.`);
	return step;
}

export const sealedOrders = defineProtocol<SealedSlice>({
	name: 'sealed',
	kinds: [K.commit, K.reveal],
	initial: () => null,
	guards: (game) => (game.fairPlay?.sealedKinds?.length ? { kinds: game.fairPlay.sealedKinds, refusal: reject(F.mustSeal, 'These orders must be sealed first, then revealed.') } : null),
	step(slice, e, ctx) {
		if (e.kind === K.commit) {
			const d = dataOf<CommitData>(e);
			const step = openStep(ctx, d.turn);
			if (isRejection(step)) return step;
			if (e.seat === null || !step.seats.includes(e.seat)) return reject(F.notSealing, 'This seat gives no orders this turn.');
			if (!isHashText(d.hash)) return reject(F.badCommitment, 'This commitment is not a SHA-256 hash.');
			const record = slice && slice.turn === step.turn ? slice : { turn: step.turn, kind: step.kind, commits: {}, revealed: [] };
			if (own(record.commits, e.seat)) return reject(F.alreadyCommitted, 'This seat has already sealed its orders for this turn.');
			return { ...record, commits: { ...record.commits, [e.seat]: d.hash } };
		}
		const d = dataOf<RevealData>(e);
		const step = openStep(ctx, d.turn);
		if (isRejection(step)) return step;
		const record = slice && slice.turn === step.turn ? slice : null;
		if (e.seat === null || !record || !own(record.commits, e.seat)) {
			return reject(F.notCommitted, 'These orders were never sealed, so they cannot be revealed.');
		}
		const missing = step.seats.filter((s) => !own(record.commits, s));
		if (missing.length) {
			return reject(F.revealEarly, `Orders are revealed only once every seat has sealed its own (waiting for ${missing.length}).`);
		}
		if (record.revealed.includes(e.seat)) return reject(F.alreadyRevealed, 'These orders are already revealed.');
		if (d.kind !== step.kind || typeof d.salt !== 'string' || ordersCommitment(step.turn, e.seat, d.orders, d.salt) !== own(record.commits, e.seat)) {
			return reject(F.ordersChanged, 'These orders are not the ones that were sealed: they were changed after committing.');
		}
		const refused = ctx.play({ id: e.id, seat: e.seat, kind: step.kind, data: d.orders, at: e.at });
		if (refused) return refused;
		// the game may have moved on to its next step: keep the record of this one as it was
		return { ...record, revealed: [...record.revealed, e.seat] };
	}
});
