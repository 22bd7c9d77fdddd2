import { keyRef, signEvent, type DeviceKeys, type GameEvent, type HeadData, type SignatureVerifier } from '$engine/core';
import type { ChainDraft, OwnChain } from './ownChain';
import type { OwnEvents } from './ownEvents';

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
	/** The head over `draft`, signed before the append when the log stores it with the batch; else null (signed after: `headAfter`). */
	head: HeadData | null;
}

function sameIds(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
	return a === b || (a !== undefined && b !== undefined && a.length === b.length && a.every((id, i) => id === b[i]));
}

/**
 * Signs a batch of this device's events without changing anything on the device (`sign`), tells
 * whether a batch signed earlier is still what would be signed now (`same`), and makes a signed
 * batch this device's (`take`).
 */
export class BatchSigner {
	constructor(
		readonly domain: string,
		readonly own: OwnEvents,
		readonly chain: OwnChain,
		readonly verifier: SignatureVerifier
	) {}

	/**
	 * Signs events in order (each names the one before in `after`, the others what `frontier` holds);
	 * those signed in advance are kept. In a chained game (ownChain.ts) an event takes its place on a
	 * draft of this device's chain, and the batch's head is signed here only when the log stores it
	 * with the batch (`storesHead`); otherwise after the append (`headAfter`): a move needs only its
	 * place to be sent. An event whose id is already bound (a roll's opening, whose id is in its
	 * commitment) is signed on its own, in the second form.
	 */
	async sign(made: Made, frontier: readonly string[] | null): Promise<Signed> {
		const signed = this.place(made, frontier);
		const { keys } = made;
		const headFirst = signed.draft !== null && this.chain.storesHead(signed.chained);
		const [sigs, head] = await Promise.all([Promise.all(signed.alone.map((e) => signEvent(keys, this.domain, e))), headFirst ? this.chain.signHead(keys, signed.draft!) : null]);
		signed.alone.forEach((e, i) => (e.sig = sigs[i]));
		signed.head = head;
		return signed;
	}

	/** The batch prepared and placed on a draft of the chain, nothing signed yet. */
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
			const inChain = frontier !== null && this.chain.on && !e.id.startsWith(ref);
			const event = this.own.prepare(e, keys.publicKey, frontier, events[events.length - 1], inChain);
			named.set(event, event.after);
			if (inChain) {
				draft ??= this.chain.draft(keys.publicKey);
				this.chain.place(event, keys, draft);
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
		const key = signed.made.keys.publicKey;
		return signed.made.events.every((e, i) => {
			if (e.sig || e.n !== undefined) return true;
			const out = signed.events[i];
			const again = this.own.prepare(e, key, frontier, signed.events[i - 1], out.n !== undefined);
			return sameIds(again.after, signed.named.get(out));
		});
	}

	/** What was signed becomes this device's: its checks known, its chain moved on; the events to append. */
	take(signed: Signed): GameEvent[] {
		const { keys } = signed.made;
		for (const e of signed.alone) this.verifier.trust(e, keys.publicKey);
		const entry = signed.draft ? this.chain.take(keys, signed.chained, signed.draft, signed.head) : null;
		return entry ? [...signed.events, entry] : signed.events;
	}

	/** Whether the head of `signed` is still to be signed, after its append. */
	headAfter(signed: Signed): boolean {
		return signed.draft !== null && signed.head === null;
	}

	/** Signs the head of a batch taken without one, and sends it (`announce`). */
	async signHeadAfter(signed: Signed): Promise<void> {
		const head = await this.chain.signHead(signed.made.keys, signed.draft!);
		this.chain.headSigned(head, signed.draft!);
		this.chain.announce();
	}
}
