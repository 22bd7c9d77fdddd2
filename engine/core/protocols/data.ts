import type { GameEvent } from '../types';

export function isRecord(v: unknown): v is Record<string, unknown> {
	return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** An event's data as the fields a protocol expects, every one still to be checked. */
export function dataOf<T>(e: GameEvent): Partial<T> {
	return (isRecord(e.data) ? e.data : {}) as Partial<T>;
}
