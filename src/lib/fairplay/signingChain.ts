import { keyRef, signEvent, type DeviceKeys, type GameEvent } from '$engine/core';
import type { CheckSchedule } from './checkSchedule';
import type { FairView } from './fairState.svelte';
import { deviceKeys } from './keyStore';
import { OwnChain } from './ownChain';
import { OwnEvents } from './ownEvents';
import type { EventSink, FairTable } from './table';

/** What a step of the chain builds: events to sign and append (none: nothing to do). */
export type Build = () => GameEvent[] | Promise<GameEvent[]>;

/**
 * This device's key and the one chain through which everything it signs is appended, in the order
 * it was asked for: each event is signed as it will be stored (its time already to the second, see
 * ownEvents.ts `newEvent`), naming in `after` what this device had seen.
 */
export class SigningChain {
	readonly keysReady: Promise<DeviceKeys>;
	readonly #domain: string;
	readonly #table: FairTable;
	readonly #sink: EventSink;
	readonly #view: FairView;
	readonly #checks: CheckSchedule;
	/** Ids bound to this device and `after` for what it signs (no copy placed elsewhere can steer it). */
	readonly #own = new OwnEvents();
	/** This device's hash chain, in a game written in the third form. */
	readonly #chain: OwnChain;
	#keys: DeviceKeys | null = null;
	#tail: Promise<void> = Promise.resolve();
	/** Reactions under way, so the next fold does not start them again. */
	#busy = new Set<string>();
	/** Appends handed to the chain and not done yet. */
	#inChain = 0;
	#destroyed = false;

	constructor(domain: string, table: FairTable, sink: EventSink, view: FairView, checks: CheckSchedule) {
		this.#domain = domain;
		this.#table = table;
		this.#sink = sink;
		this.#view = view;
		this.#checks = checks;
		this.#chain = new OwnChain(domain, table, checks.verifier);
		this.keysReady = deviceKeys();
		this.keysReady.then(
			(keys) => (this.#keys = keys),
			() => {}
		);
	}

	/** This device's keys, once loaded. */
	get keys(): DeviceKeys | null {
		return this.#keys;
	}

	/** This device's hash chain (its heads, to send and to store). */
	get chain(): OwnChain {
		return this.#chain;
	}

	/** Whether appends are under way. */
	get busy(): boolean {
		return this.#inChain > 0;
	}

	/** Resolves once the appends asked for so far are done. */
	idle(): Promise<void> {
		return this.#tail;
	}

	/** A fold has read the log (with every event this device appended before). */
	folded() {
		this.#own.folded();
	}

	/**
	 * Runs `build` (at its turn in the chain) and signs and appends what it gives, once at a time per
	 * key. Resolves true when something was appended.
	 */
	once(key: string, build: Build): Promise<boolean> {
		if (this.#busy.has(key)) return Promise.resolve(false);
		this.#busy.add(key);
		return this.enqueue(build).finally(() => this.#busy.delete(key));
	}

	/**
	 * Appends events signed in advance (`prepare`) at once, in this task, when nothing is ahead of
	 * them in the chain and no signature of the log waits to be checked; false (nothing done)
	 * otherwise, when they go through `once` as usual.
	 */
	appendNow(key: string, events: GameEvent[]): boolean {
		if (this.#destroyed || this.#inChain > 0 || this.#busy.has(key) || this.#view.auth.pending > 0 || !events.every((e) => e.sig)) return false;
		this.#sink.append(events);
		this.#own.appended(events);
		return true;
	}

	/**
	 * Like `enqueue`, for a move a player just made: when nothing is ahead of it in the chain, no
	 * signature of the log waits to be checked, and its events only take places in this device's
	 * chain (ownChain.ts: nothing to sign before they are appended), they are appended in this task,
	 * before the page goes on to anything else; the head is signed after, in the chain's order.
	 * Otherwise it goes through `enqueue`.
	 */
	enqueueMove(build: Build): Promise<boolean> {
		const keys = this.#keys;
		const { signed, frontier, pending } = this.#view.auth;
		if (this.#destroyed || this.#inChain > 0 || !keys || !signed || pending > 0 || !this.#chain.on) return this.enqueue(build);
		const built = build();
		if (!Array.isArray(built)) return this.enqueue(() => built);
		const ref = keyRef(keys.publicKey);
		if (built.length === 0 || built.some((e) => e.sig || e.n !== undefined || e.id.startsWith(ref))) return this.enqueue(() => built);
		const events: GameEvent[] = [];
		try {
			for (const e of built) {
				const event = this.#own.prepare(e, keys.publicKey, frontier, events[events.length - 1], true);
				this.#chain.place(event, keys);
				events.push(event);
			}
		} catch (err) {
			this.#chain.drop();
			this.#couldNotSign(err);
			return Promise.resolve(false);
		}
		if (this.#chain.storesHead(events)) {
			this.#chain.drop();
			return this.enqueue(() => built);
		}
		this.#sink.append(events);
		this.#own.appended(events);
		this.#chain.appended();
		this.#inChain++;
		const done = this.#chain.signHead(keys).then(
			() => (this.#chain.announce(), true),
			(err: unknown) => (this.#couldNotSign(err), true)
		);
		this.#tail = done.then(() => {
			this.#inChain--;
		});
		return done;
	}

	#couldNotSign(err: unknown) {
		this.#table.notify(`This device could not sign a move (${err instanceof Error ? err.message : String(err)}).`);
	}

	/**
	 * Builds and signs at once (signing runs beside whatever the page does next), and appends in the
	 * order things were asked for.
	 */
	enqueue(build: Build): Promise<boolean> {
		this.#inChain++;
		const built = this.#build(build);
		// signed at its turn: what it names in `after` (this device's last event) is in the log by then
		const run = async (): Promise<boolean> => {
			const made = await built;
			if (made && this.#view.auth.signed) await this.#checks.checked();
			const batch = made && (await this.#sign(made.keys, made.events));
			if (this.#destroyed || !batch || batch.events.length === 0) return false;
			this.#sink.append(batch.events);
			this.#own.appended(batch.events);
			this.#chain.appended();
			// a head the log does not store with these moves is signed once they are on their way
			if (batch.headAfter) await this.#chain.signHead(made.keys);
			this.#chain.announce();
			return true;
		};
		const next = this.#tail.then(run).catch((err: unknown) => {
			this.#couldNotSign(err);
			return false;
		});
		this.#tail = next.then(() => {
			this.#inChain--;
		});
		return next;
	}

	/**
	 * Builds and signs at once, to be sent later (a reveal signed in advance). In a chain the place is
	 * given when it is sent (a place given in advance would come before moves appended meanwhile).
	 */
	async prepare(build: Build): Promise<GameEvent[] | null> {
		const made = await this.#build(build);
		if (made && this.#chain.on) return made.events;
		return made && (await this.#sign(made.keys, made.events)).events;
	}

	async #build(build: Build): Promise<{ keys: DeviceKeys; events: GameEvent[] } | null> {
		const keys = this.#keys ?? (await this.keysReady.catch(() => null));
		if (!keys || this.#destroyed) return null;
		const built = build();
		return { keys, events: Array.isArray(built) ? built : await built };
	}

	/**
	 * Signs events in order (each names the one before in `after`); those signed in advance are kept.
	 * In a chained game (ownChain.ts) an event takes its place in this device's chain, and the batch's
	 * head is signed once: here when the log stores it with the batch, else after the append
	 * (`headAfter`: the moves need only their places to be sent). An event whose id is already bound
	 * (a roll's opening: its id is in its commitment) is signed on its own, in the second form.
	 */
	async #sign(keys: DeviceKeys, events: GameEvent[]): Promise<{ events: GameEvent[]; headAfter: boolean }> {
		const out: GameEvent[] = [];
		const chained: GameEvent[] = [];
		const ref = keyRef(keys.publicKey);
		try {
			for (const e of events) {
				if (e.sig || e.n !== undefined) {
					out.push(e);
					continue;
				}
				const { signed, frontier } = this.#view.auth;
				const inChain = signed && this.#chain.on && !e.id.startsWith(ref);
				const event = this.#own.prepare(e, keys.publicKey, signed ? frontier : null, out[out.length - 1], inChain);
				if (inChain) {
					this.#chain.place(event, keys);
					chained.push(event);
				} else {
					event.sig = await signEvent(keys, this.#domain, event);
					this.#checks.verifier.trust(event, keys.publicKey);
				}
				out.push(event);
			}
			if (chained.length === 0 || !this.#chain.storesHead(chained)) return { events: out, headAfter: chained.length > 0 };
			const head = await this.#chain.signHead(keys);
			if (head) out.push(this.#chain.entry(head));
			return { events: out, headAfter: false };
		} catch (err) {
			this.#chain.drop();
			throw err;
		}
	}

	destroy() {
		this.#destroyed = true;
	}
}
