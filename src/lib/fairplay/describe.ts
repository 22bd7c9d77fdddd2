import { deviceNameProblem, FAIR_KINDS as K, isFairKind, type AnyGame, type GameEvent, type RevealData, type RollResult } from '$engine/core';

export interface DescribeContext {
	game: AnyGame;
	state: unknown;
	seatName(seat: string | null): string;
	/** The roll an event settled, when it settled one. */
	rollSettledBy(eventId: string): RollResult | undefined;
}

/** Seat bookkeeping, the steps of a fair roll and chain heads: kept in the log, left out of the history list. */
export function isQuiet(event: GameEvent, ctx: Pick<DescribeContext, 'rollSettledBy'>): boolean {
	switch (event.kind) {
		case K.claim:
		case K.handOver:
		case K.ask:
		case K.device:
		case K.diceOpen:
		case K.diceCommit:
		case K.head:
			return true;
		case K.diceReveal:
			return !ctx.rollSettledBy(event.id);
		default:
			return false;
	}
}

function rollText(r: RollResult): string {
	const dice = `${r.values.length > 1 ? r.values.length : ''}d${r.sides}`;
	const how = r.source === 'fair' ? 'fair roll between the phones' : 'table dice, typed in after a phone stalled';
	return `${dice}: ${r.values.join(' + ')} (${how})`;
}

/** A sentence for a fair-play event, or null when it is not one. */
export function describeFair(event: GameEvent, ctx: DescribeContext): string | null {
	if (!isFairKind(event.kind)) return null;
	const d = (event.data ?? {}) as Record<string, unknown>;
	const seat = typeof d.seat === 'string' ? ctx.seatName(d.seat) : ctx.seatName(event.seat);
	switch (event.kind) {
		case K.claim:
			return `${seat}'s seat is bound to a device`;
		case K.handOver:
			return `${seat}'s seat is handed to another device`;
		case K.ask:
			return `${deviceNameProblem(d.name) === null ? String(d.name) : 'A device'} asks for ${seat}'s seat`;
		case K.device:
			return 'A device joins the table';
		case K.commit:
			return `${seat} sealed orders for turn ${String(d.turn)}`;
		case K.reveal: {
			const r = d as Partial<RevealData>;
			const opened: GameEvent = { ...event, kind: String(r.kind), data: r.orders };
			try {
				return ctx.game.describe?.(ctx.state, opened) ?? `${seat} revealed orders for turn ${String(r.turn)}`;
			} catch {
				return `${seat} revealed orders for turn ${String(r.turn)}`;
			}
		}
		case K.diceOpen:
			return `${seat} asks the table for a fair roll`;
		case K.diceCommit:
			return 'A device commits to a fair roll';
		case K.diceReveal:
		case K.dicePhysical: {
			const r = ctx.rollSettledBy(event.id);
			if (r?.refused) return `Roll ${rollText(r)}, not played: ${r.refused.message}`;
			if (r?.then) {
				const roll = { sides: r.sides, values: r.values, source: r.source, proof: { round: r.round } };
				const made: GameEvent = { ...event, seat: r.seat, kind: r.then.kind, data: { ...r.then.data, roll } };
				try {
					const text = ctx.game.describe?.(ctx.state, made);
					if (text) return r.source === 'fair' ? `${text} (fair roll between the phones)` : text;
				} catch {
					// fall back to the plain sentence
				}
			}
			if (r) return `Roll ${rollText(r)}`;
			return event.kind === K.dicePhysical ? 'Table dice for a stalled roll' : 'A device reveals its part of a fair roll';
		}
		default:
			return event.kind;
	}
}
