import { signEvent, type DeviceKeys, type GameEvent } from '$engine/core';
import type { CheckSchedule } from './checkSchedule';
import type { FairView } from './fairState.svelte';
import { deviceKeys } from './keyStore';
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
			const events = made && (await this.#sign(made.keys, made.events));
			if (this.#destroyed || !events || events.length === 0) return false;
			this.#sink.append(events);
			this.#own.appended(events);
			return true;
		};
		const next = this.#tail.then(run).catch((err: unknown) => {
			this.#table.notify(`This device could not sign a move (${err instanceof Error ? err.message : String(err)}).`);
			return false;
		});
		this.#tail = next.then(() => {
			this.#inChain--;
		});
		return next;
	}

	/** Builds and signs at once, to be sent later (a reveal signed in advance). */
	async prepare(build: Build): Promise<GameEvent[] | null> {
		const made = await this.#build(build);
		return made && this.#sign(made.keys, made.events);
	}

	async #build(build: Build): Promise<{ keys: DeviceKeys; events: GameEvent[] } | null> {
		const keys = this.#keys ?? (await this.keysReady.catch(() => null));
		if (!keys || this.#destroyed) return null;
		const built = build();
		return { keys, events: Array.isArray(built) ? built : await built };
	}

	/** Signs events in order (each names the one before in `after`); those signed in advance are kept. */
	async #sign(keys: DeviceKeys, events: GameEvent[]): Promise<GameEvent[]> {
		const out: GameEvent[] = [];
		for (const e of events) {
			if (e.sig) {
				out.push(e);
				continue;
			}
			const { signed, frontier } = this.#view.auth;
			const event = this.#own.prepare(e, keys.publicKey, signed ? frontier : null, out[out.length - 1]);
			event.sig = await signEvent(keys, this.#domain, event);
			this.#checks.verifier.trust(event, keys.publicKey);
			out.push(event);
		}
		return out;
	}

	destroy() {
		this.#destroyed = true;
	}
}
