/**
 * Shared by the tests of the third signed form: devices writing hash chains, a table that names
 * what each device had seen, head entries. Not part of the app.
 */
import type { GameEvent, SeatInfo } from '../types';
import { authenticate, type SigCheck } from './auth';
import { eventText } from './canonical';
import { chainId, chainLink, chainReference, chainStart, compactStep, HEAD_ID_PREFIX, signHead, type HeadData } from './chain';
import { FAIR_KINDS as K } from './kinds';
import { keyRef } from './signature';
import { DOMAIN, META, SEATS, type Device } from './fairKit';
import type { Genesis } from './genesis';

let counter = 0;

/** A device writing its events in a chain (ownChain.ts does this in the app). */
export class ChainDevice {
	readonly ref: string;
	readonly #hashes: Uint8Array[];
	/** What a compact `step` of the next event counts from (chain.ts `chainReference`). */
	#reference: string | undefined;

	constructor(
		readonly device: Device,
		readonly domain = DOMAIN
	) {
		this.ref = keyRef(device.publicKey);
		this.#hashes = [chainStart(domain, device.publicKey)];
	}

	get publicKey(): string {
		return this.device.publicKey;
	}

	/** How many events the chain holds. */
	get n(): number {
		return this.#hashes.length - 1;
	}

	/** The next event of this device's chain; `compact`: its `after` stored as a step when it can be (as the app writes it). */
	next(e: { seat: string | null; kind: string; data: unknown; after?: string[]; step?: number }, compact = false): GameEvent {
		const n = this.n + 1;
		const named = e.after ?? [];
		// a step given is written as it is (a test of what a hostile device could write)
		const step = e.step ?? (compact ? compactStep(this.#reference, named) : undefined);
		const event: GameEvent = { id: chainId(this.ref, n), seat: e.seat, kind: e.kind, data: e.data, at: META.created + ++counter * 1000, n };
		if (step === undefined) event.after = named;
		else event.step = step;
		this.#reference = chainReference(this.#reference, this.ref, named);
		this.#hashes.push(chainLink(this.#hashes[n - 1], eventText(this.domain, event)!));
		return event;
	}

	/** The hash of the chain's first `n` events (what its head signs). */
	hashAt(n = this.n): Uint8Array {
		return this.#hashes[n];
	}

	/** The signed head of the chain's first `n` events. */
	head(n = this.n): Promise<HeadData> {
		return signHead(this.device.keys, this.domain, n, this.#hashes[n]);
	}

	/** A head entry of the log (any device may store it). */
	async headEntry(n = this.n): Promise<GameEvent> {
		return { id: `${HEAD_ID_PREFIX}h${++counter}`, seat: null, kind: K.head, data: await this.head(n), at: META.created };
	}
}

/** A table of chained devices: each event names what its device had seen of the others. */
export class ChainTable {
	readonly log: GameEvent[] = [];
	/** Whether devices store `after` as a compact step when they can (as the app does), or always as the list. */
	compact = false;
	readonly #keys = new Map<string, string>();

	constructor(
		devices: ChainDevice[],
		readonly genesis?: Genesis,
		readonly seats: SeatInfo[] = SEATS
	) {
		for (const d of devices) this.#keys.set(d.ref, d.publicKey);
	}

	/** Writes the next event of `d`'s chain, naming the frontier of the log (its own last event by its place). */
	write(d: ChainDevice, e: { seat: string | null; kind: string; data: unknown }): GameEvent {
		const check = (x: GameEvent): SigCheck => {
			const key = this.#keys.get(x.id.slice(0, 8));
			return key ? { status: 'valid', key } : { status: 'unsigned' };
		};
		const frontier = authenticate(this.log, this.seats.map((s) => s.id), check, this.genesis).frontier;
		const event = d.next({ ...e, after: frontier.filter((id) => !id.startsWith(d.ref)) }, this.compact);
		this.log.push(event);
		return event;
	}

	/** Stores `d`'s current head in the log. */
	async head(d: ChainDevice, n?: number): Promise<GameEvent> {
		const entry = await d.headEntry(n);
		this.log.push(entry);
		return entry;
	}

	file(log: GameEvent[] = this.log) {
		return { meta: { ...META, genesis: this.genesis }, seats: this.seats, log };
	}
}

/** A roll of this device alone, a move Pick always takes. */
export const rollMove = (seat: string, value: number) => ({ seat, kind: 'pick/roll', data: { roll: { sides: 6, values: [value], source: 'device' } } });
