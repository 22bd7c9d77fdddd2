import { isPlainJson, keyRef, type GameEvent, type SeatId } from '$engine/core';
import { randomId, storedTime } from '$lib/store/codec';

/**
 * What this device adds to an event before signing it, so that no placement of a copy can steer it
 * (engine/core/fairplay/auth.ts): an id that begins with this device's key reference, and `after`,
 * the events it had seen last. The data is copied as plain JSON, so what is signed is exactly what
 * every device decodes (undefined members dropped, as JSON does).
 */
export class OwnEvents {
	/** The last event this device appended, until a fold has read it (then the frontier has it). */
	#tip: { id: string; after: readonly string[] } | null = null;
	/** What each event prepared here names, as a list (a chain may store it as a compact step: ownChain.ts). */
	readonly #named = new WeakMap<GameEvent, readonly string[]>();

	/** A fold has read the log (with every event this device appended before). */
	folded(): void {
		this.#tip = null;
	}

	appended(events: readonly GameEvent[]): void {
		// the last that names anything (a chain head entry after it names nothing)
		const last = events.findLast((e) => this.#namedBy(e) !== undefined);
		if (last) this.#tip = { id: last.id, after: this.#namedBy(last)! };
	}

	/**
	 * The event to sign: `after` is the frontier of the last fold, with this device's last event
	 * instead of what it names when no fold has read it yet (or `previous`, signed just before it in
	 * the same batch). In a game that is not signed, only the data is copied.
	 */
	prepare(e: GameEvent, publicKey: string, frontier: readonly string[] | null, previous?: GameEvent, chained = false): GameEvent {
		const event: GameEvent = { id: e.id, seat: e.seat, kind: e.kind, data: plainData(e.data), at: e.at };
		if (frontier === null) return event;
		const ref = keyRef(publicKey);
		if (!event.id.startsWith(ref)) event.id = ref + event.id;
		// `previous`: the event signed just before it in the same batch
		const named = previous && this.#namedBy(previous);
		const tip = previous && named ? { id: previous.id, after: named } : this.#tip;
		const after = new Set(frontier.filter((id) => !tip?.after.includes(id)));
		if (tip) after.add(tip.id);
		// in a chain (the third form) this device's own last event is named by the place: only others' are listed
		event.after = [...after].filter((id) => !chained || !id.startsWith(ref)).sort();
		this.#named.set(event, event.after);
		return event;
	}

	#namedBy(e: GameEvent): readonly string[] | undefined {
		return this.#named.get(e) ?? e.after;
	}
}

/** A plain JSON copy of a move's data; throws when it cannot be one (a cycle, too deep). */
export function plainData(data: unknown): unknown {
	let copy: unknown;
	try {
		copy = data === undefined ? null : JSON.parse(JSON.stringify(data));
	} catch {
		copy = undefined;
	}
	if (!isPlainJson(copy)) throw new Error('This move holds data that cannot be signed.');
	return copy;
}

/** A new event of this device, stamped with the time as the log stores it (codec.ts `storedTime`). */
export function newEvent(created: number, seat: SeatId | null, kind: string, data: unknown, id: string = randomId(8)): GameEvent {
	return { id, seat, kind, data, at: storedTime(created) };
}
