import { own, UNDO, type GameEvent } from '$engine/core';
import type { Acting, DeviceNames } from '$lib/fairplay/deviceNames';

/** How many undos of undos a line names ("Undo: Undo: Undo: …") before it stops following them. */
export const UNDO_DEPTH = 8;

function targetOf(event: GameEvent): unknown {
	const data = event.data;
	return typeof data === 'object' && data !== null ? (data as { target?: unknown }).target : undefined;
}

/**
 * The history line of an undo: "Undo: <what it cancels>", an undo of an undo as "Undo: Undo: …".
 * Total, whatever the log holds: an undo of itself, undos naming each other, a chain of any length
 * or a target that is not an id all give a line, in at most `UNDO_DEPTH` steps (no recursion).
 * `find` gives the first event with an id (as the fold reads targets), `line` any other event's line.
 */
export function undoLine(event: GameEvent, find: (id: string) => GameEvent | undefined, line: (e: GameEvent) => string): string {
	const seen = new Set<GameEvent>([event]);
	let text = 'Undo';
	let current = event;
	for (let depth = 0; depth < UNDO_DEPTH; depth++) {
		const id = targetOf(current);
		const target = typeof id === 'string' ? find(id) : undefined;
		if (!target || seen.has(target)) return text;
		if (target.kind !== UNDO) return `${text}: ${line(target)}`;
		seen.add(target);
		text += ': Undo';
		current = target;
	}
	return text;
}

/** The first event of each id in a log, kept up to date as the log grows. */
export class FirstById {
	#byId = new Map<string, GameEvent>();
	#read = 0;
	#log: readonly GameEvent[] = [];

	/** The first event with this id in `log` (a new log array is read afresh, a longer one from where it stopped). */
	find(log: readonly GameEvent[], id: string): GameEvent | undefined {
		if (log !== this.#log || log.length < this.#read) {
			this.#log = log;
			this.#byId = new Map();
			this.#read = 0;
		}
		for (; this.#read < log.length; this.#read++) {
			const e = log[this.#read];
			if (!this.#byId.has(e.id)) this.#byId.set(e.id, e);
		}
		return this.#byId.get(id);
	}
}

/**
 * Who made a move, in the parts History shows each apart (each in its own `<bdi>`, so a name written
 * right to left cannot pull the words around it): the device that signed it, the seat it acted for.
 */
export interface MadeBy {
	/** The device's name ("another device" when it gave none), when History names the device. */
	device?: string;
	/** The seat's name ("Table" for a table move), when History names the seat. */
	seat?: string;
}

/** `by` as one line of text: "Bo", "Ana's phone", "Ana's phone for Bo". */
export function madeByText(by: MadeBy): string {
	return by.device !== undefined && by.seat !== undefined ? `${by.device} for ${by.seat}` : (by.device ?? by.seat ?? '');
}

/**
 * Who made the move at `index` of `log`, as History says after "by": the seat's name when the device
 * that signed it holds that seat now (or when nothing is signed), else the device's own name and the
 * seat it acted for ("Ana's phone for Bo"); a table move, by the device's name.
 */
export function whoMade(log: readonly GameEvent[], index: number, acting: Acting, names: DeviceNames, seatName: string): MadeBy {
	const event = log[index];
	const actor = acting.verdicts[index] === undefined ? acting.signers[index] : undefined;
	if (!event || actor === undefined) return { seat: seatName };
	const seat = event.seat;
	if (seat !== null && own(acting.holders, seat) === actor) return { seat: seatName };
	const name = names.nameOf(log, acting, actor);
	if (seat === null) return name !== undefined ? { device: name } : { seat: seatName };
	return { device: name ?? 'another device', seat: seatName };
}
