import { checkEnvelope, FAIR_KINDS } from '$engine/core';
import { HIDDEN_KINDS } from '$engine/core/hidden';
import { decodeEvent } from '$lib/store/codec';
import { LIMITS } from './limits';

/** What the update gate checks of each part of a game a peer sends (updateGate.ts applies them). */

export function isPlainObject(v: unknown): v is Record<string, unknown> {
	return typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
}

function jsonSize(v: unknown): number {
	try {
		return JSON.stringify(v)?.length ?? 0;
	} catch {
		return Infinity;
	}
}

/** Why one log entry from a peer is not acceptable, or null when it is a well-formed event. */
export function entryProblem(raw: unknown, gameId: string | null): string | null {
	const e = decodeEvent(gameId ?? 'game', 0, raw);
	if (!e) return 'an entry of the history is not an event';
	const bad = checkEnvelope(e);
	if (bad) return `an entry of the history is damaged (${bad.message})`;
	if (gameId && !e.kind.startsWith(`${gameId}/`) && !e.kind.startsWith('core/')) return `"${e.kind}" is not a move of this game`;
	if (jsonSize(raw) > (e.kind === HIDDEN_KINDS.turn ? LIMITS.gmTurnBytes : LIMITS.entryBytes)) return 'an entry of the history is too large';
	return null;
}

/** Whether a raw log entry claims a seat (in a game made before the genesis, the first claim of a seat takes it). */
export function isSeatClaim(raw: unknown): boolean {
	return decodeEvent('game', 0, raw)?.kind === FAIR_KINDS.claim;
}

/** The first problem among log entries from a peer, or null. */
export function entriesProblem(entries: readonly unknown[], gameId: string | null): string | null {
	for (const raw of entries) {
		const bad = entryProblem(raw, gameId);
		if (bad) return bad;
	}
	return null;
}

export function seatProblem(key: string, value: unknown): string | null {
	if (key.length > 16) return 'a seat has an invalid id';
	if (!isPlainObject(value) || typeof value.name !== 'string' || value.name.length > 64) return 'a seat is malformed';
	if (jsonSize(value) > LIMITS.seatBytes) return 'a seat is too large';
	return null;
}

/** A seat entry may gain fields (a device key, later), but what it already says never changes. */
export function seatChangeProblem(key: string, before: unknown, after: unknown): string | null {
	const bad = seatProblem(key, after);
	if (bad) return bad;
	if (!isPlainObject(before)) return null;
	const next = after as Record<string, unknown>;
	for (const [k, v] of Object.entries(before)) {
		if (JSON.stringify(next[k]) !== JSON.stringify(v)) return `a seat was rewritten (${k})`;
	}
	return null;
}
