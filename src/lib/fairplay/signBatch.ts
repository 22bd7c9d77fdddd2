import { isPlainJson, keyRef, signEvent, type DeviceKeys, type GameEvent, type HeadData } from '$engine/core';
import type { ChainDraft, OwnChain } from './ownChain';

/** Events built with the keys to sign them. */
export interface Made {
	keys: DeviceKeys;
	events: GameEvent[];
}

/** A batch signed and not yet taken: nothing on this device has changed for it. */
export interface Signed {
	made: Made;
	/** What `after` was made from (null: the game is not signed). */
	frontier: readonly string[] | null;
	/** The events to append, in order; `alone` signed on their own, `chained` placed on `draft`. */
	events: GameEvent[];
	/** What each event names, as prepared (its chain may store it as a compact `step`). */
	named: Map<GameEvent, readonly string[] | undefined>;
	alone: GameEvent[];
	chained: GameEvent[];
	draft: ChainDraft | null;
	/** The head over `draft`, signed before the append when the log stores it with the batch; else null (signed after: `signHeadAfter`). */
	head: HeadData | null;
}

function sameIds(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
	return a === b || (a !== undefined && b !== undefined && a.length === b.length && a.every((id, i) => id === b[i]));
}

/**
 * Signs a batch of this device's events without changing anything on the device (`sign`), tells
 * whether a batch signed earlier is still what would be signed now (`same`); a signed batch becomes
 * this device's when the signing chain appends it (signingChain.ts `#append`). What it adds to each
 * event before signing, so that no placement of a copy can steer it (engine/core/fairplay/auth.ts):
 * an id that begins with this device's key reference, and `after`, the events it had seen last; the
 * data is copied as plain JSON, so what is signed is exactly what every device decodes (undefined
 * members dropped, as JSON does).
 */
export class BatchSigner {
	/** The last event this device appended, until a fold has read it (then the frontier has it). */
	#tip: { id: string; after: readonly string[] } | null = null;
	/** What each event prepared here names, as a list (a chain may store it as a compact step: ownChain.ts). */
	readonly #named = new WeakMap<GameEvent, readonly string[]>();

	constructor(
		readonly domain: string,
		readonly chain: OwnChain
	) {}

	/** A fold has read the log (with every event this device appended before). */
	folded(): void {
		this.#tip = null;
	}

	/** `events` are in the log: the last that names anything is what the next event names until a fold has read it. */
	appended(events: readonly GameEvent[]): void {
		// the last that names anything (a chain head entry after it names nothing)
		const last = events.findLast((e) => this.#namedBy(e) !== undefined);
		if (last) this.#tip = { id: last.id, after: this.#namedBy(last)! };
	}

	/**
	 * Signs events in order (each names the one before in `after`, the others what `frontier` holds);
	 * those signed in advance are kept. In a chained game (ownChain.ts) an event takes its place on a
	 * draft of this device's chain, and the batch's head is signed here only when the log stores it
	 * with the batch (`storesHead`); otherwise after the append (`signHeadAfter`): a move needs only its
	 * place to be sent. An event whose id is already bound (a roll's opening, whose id is in its
	 * commitment) is signed on its own, in the second form.
	 */
	async sign(made: Made, frontier: readonly string[] | null): Promise<Signed> {
		const signed = this.place(made, frontier);
		const { keys } = made;
		const headFirst = signed.draft?.storesHead === true;
		const [sigs, head] = await Promise.all([Promise.all(signed.alone.map((e) => signEvent(keys, this.domain, e))), headFirst ? this.chain.signHead(keys, signed.draft!) : null]);
		signed.alone.forEach((e, i) => (e.sig = sigs[i]));
		signed.head = head;
		return signed;
	}

	/**
	 * The batch prepared and placed on a draft of the chain, nothing signed yet. Each event's `after`
	 * is the frontier of the last fold, with this device's last event instead of what it names when no
	 * fold has read it yet (or the event just before it in the batch); in a chain (the third form)
	 * this device's own last event is named by the place, so only others' are listed. In a game that
	 * is not signed (`frontier` null), only the data is copied.
	 */
	place(made: Made, frontier: readonly string[] | null): Signed {
		const { keys } = made;
		const events: GameEvent[] = [];
		const alone: GameEvent[] = [];
		const chained: GameEvent[] = [];
		let draft: ChainDraft | null = null;
		// what each event names, before its chain stores it as a compact step
		const named = new Map<GameEvent, readonly string[] | undefined>();
		const ref = keyRef(keys.publicKey);
		for (const e of made.events) {
			if (e.sig || e.n !== undefined) {
				events.push(e);
				continue;
			}
			const event: GameEvent = { id: e.id, seat: e.seat, kind: e.kind, data: plainData(e.data), at: e.at };
			const inChain = frontier !== null && this.chain.on && !e.id.startsWith(ref);
			if (frontier !== null) {
				if (!event.id.startsWith(ref)) event.id = ref + event.id;
				const previous = events[events.length - 1];
				const namedBefore = previous && this.#namedBy(previous);
				const tip = previous && namedBefore ? { id: previous.id, after: namedBefore } : this.#tip;
				const after = new Set(frontier.filter((id) => !tip?.after.includes(id)));
				if (tip) after.add(tip.id);
				event.after = [...after].filter((id) => !inChain || !id.startsWith(ref)).sort();
				this.#named.set(event, event.after);
			}
			named.set(event, event.after);
			if (inChain) {
				draft = this.chain.place(event, keys, draft);
				chained.push(event);
			} else {
				alone.push(event);
			}
			events.push(event);
		}
		return { made, frontier, events, named, alone, chained, draft, head: null };
	}

	/** Whether `signed` is what would be signed now with `frontier`: the chain where it was, every `after` the same. */
	same(signed: Signed, frontier: readonly string[] | null): boolean {
		if ((signed.frontier === null) !== (frontier === null)) return false;
		if (signed.draft && !this.chain.current(signed.draft)) return false;
		// placed again on a draft (nothing changes here), each event names what it named then
		const again = this.place(signed.made, frontier);
		return again.events.every((e, i) => sameIds(again.named.get(e), signed.named.get(signed.events[i])));
	}

	#namedBy(e: GameEvent): readonly string[] | undefined {
		return this.#named.get(e) ?? e.after;
	}

	/** Once `signed` is appended: a head the log does not store with it is signed now, then sent (`announce`); else nothing. */
	async signHeadAfter(signed: Signed): Promise<void> {
		const draft = signed.draft;
		if (draft === null || signed.head !== null) return;
		const head = await this.chain.signHead(signed.made.keys, draft);
		this.chain.headSigned(head, draft);
		this.chain.announce();
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
