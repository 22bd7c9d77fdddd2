import { notAMove } from './moves';
import { CORE_REJECTIONS } from './rejections';
import { Rejection, reject, type AnyGame, type GameEvent } from './types';

export type ApplyResult<S> = { ok: true; state: S } | { ok: false; state: S; rejection: Rejection };

/** Checks the envelope of an event from any source (our UI, a peer, an imported file). */
export function checkEnvelope(event: unknown): Rejection | null {
	if (typeof event !== 'object' || event === null) {
		return reject(CORE_REJECTIONS.malformed, 'This entry is not an event.');
	}
	const e = event as Record<string, unknown>;
	if (typeof e.id !== 'string' || e.id.length === 0 || e.id.length > 128) {
		return reject(CORE_REJECTIONS.malformed, 'This event has no valid id.');
	}
	if (typeof e.kind !== 'string' || e.kind.length === 0 || e.kind.length > 64) {
		return reject(CORE_REJECTIONS.malformed, 'This event does not say what happened.');
	}
	if (e.seat !== null && typeof e.seat !== 'string') {
		return reject(CORE_REJECTIONS.malformed, 'This event does not say who acted.');
	}
	if (typeof e.at !== 'number' || !Number.isFinite(e.at)) {
		return reject(CORE_REJECTIONS.malformed, 'This event has no valid time.');
	}
	if (!('data' in e)) {
		return reject(CORE_REJECTIONS.malformed, 'This event carries no data.');
	}
	return null;
}

/**
 * Applies one event to a game state. Total: whatever the input, it returns a state, and never
 * throws. A rejected event leaves the state exactly as it was.
 */
export function applyEvent<S>(game: AnyGame, state: S, event: GameEvent): ApplyResult<S> {
	const bad = checkEnvelope(event);
	if (bad) return { ok: false, state, rejection: bad };
	if (!event.kind.startsWith(game.id + '/')) {
		return { ok: false, state, rejection: notAMove(game.title, event.kind) };
	}
	if (game.status?.(state).phase === 'finished') {
		return {
			ok: false,
			state,
			rejection: reject(CORE_REJECTIONS.gameOver, 'The game is over; undo to play on.')
		};
	}
	try {
		const next = game.apply(state, event) as S | Rejection;
		if (next instanceof Rejection) return { ok: false, state, rejection: next };
		if (next === undefined || next === null) {
			return {
				ok: false,
				state,
				rejection: reject(CORE_REJECTIONS.internal, 'The rules engine gave no result for this move.')
			};
		}
		return { ok: true, state: next };
	} catch (err) {
		const why = err instanceof Error ? err.message : String(err);
		return {
			ok: false,
			state,
			rejection: reject(CORE_REJECTIONS.internal, `The rules engine could not apply this move (${why}).`)
		};
	}
}
