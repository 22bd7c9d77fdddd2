import { keyRef, type DeviceKeys, type GameEvent } from '$engine/core';
import type { CheckSchedule } from './checkSchedule';
import type { FairView } from './fairView.svelte';
import { deviceKeys } from './keyStore';
import { OwnChain } from './ownChain';
import { BatchSigner, type Made, type Signed } from './signBatch';
import { SignedAhead } from './signedAhead';
import type { EventSink, PlayedGame } from './playedGame';

/** What a step of the chain builds: events to sign and append (none: nothing to do). */
export type Build = () => GameEvent[] | Promise<GameEvent[]>;

/** The fast paths and guards of `SigningChain.append`. */
export interface AppendOptions {
	/** At most one append of this key under way (a reaction the next fold would otherwise start again). */
	once?: string;
	/** Asked once the log's checks are done, before the append: false drops it (what it answers was found forged meanwhile). */
	wanted?: () => boolean;
	/**
	 * Appended in this task when nothing is ahead of it in the chain and no signature of the log waits
	 * to be checked: a move the player just made, or events signed in advance (`prepare`).
	 */
	now?: boolean;
	/** The screen is told of what changes meanwhile once this is appended (a roll's part: timing/redraws.ts). */
	holdRedraw?: boolean;
}

/**
 * This device's key and the one chain through which everything it signs is appended, in the order
 * it was asked for: each event is signed as it will be stored (its time already to the second, see
 * ownEvents.ts `newEvent`), naming in `after` what this device had seen.
 */
export class SigningChain {
	readonly keysReady: Promise<DeviceKeys>;
	readonly #table: PlayedGame;
	readonly #sink: EventSink;
	readonly #view: FairView;
	readonly #checks: CheckSchedule;
	/** This device's hash chain, in a game written in the third form. */
	readonly #chain: OwnChain;
	/** Signs batches on a draft of the chain (ids bound to this device, `after`: no copy placed elsewhere can steer them); they change nothing here until taken. */
	readonly #batch: BatchSigner;
	#keys: DeviceKeys | null = null;
	#tail: Promise<void> = Promise.resolve();
	/** Appends under way by their `once` key, so the next fold does not start them again. */
	#busy = new Set<string>();
	/** Appends handed to the chain and not done yet. */
	#inChain = 0;
	/** A batch signed ahead of the log's checks, sent by the fold that finds them done (its `afterFold`). */
	readonly ahead: SignedAhead;
	#destroyed = false;

	constructor(domain: string, table: PlayedGame, sink: EventSink, view: FairView, checks: CheckSchedule) {
		this.#table = table;
		this.#sink = sink;
		this.#view = view;
		this.#checks = checks;
		this.#chain = new OwnChain(domain, table, checks.verifier);
		this.#batch = new BatchSigner(domain, this.#chain);
		this.ahead = new SignedAhead(view, checks, this.#batch, () => this.#frontier(), (signed) => this.#append(signed));
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
		this.#batch.folded();
	}

	/**
	 * The one way this device appends what it signs: `build` runs at its turn in the chain, and what it
	 * gives is signed and appended in the order things were asked for. Resolves true when something
	 * was appended. The options are the fast paths and the guards of that one path (`AppendOptions`).
	 *
	 * The fast path, `now`, runs in this task when nothing is ahead in the chain and no signature of
	 * the log waits to be checked: events signed in advance (`prepare`) are appended as they are; the
	 * events of a move that only take places in this device's chain (nothing to sign before they are
	 * appended: the log does not store their head with them) are placed and appended, their head
	 * signed after, in the chain's order. Anything else goes the usual way (`#queue`).
	 */
	append(build: Build, opts: AppendOptions = {}): Promise<boolean> {
		const { once, wanted, now, holdRedraw } = opts;
		if (once !== undefined && this.#busy.has(once)) return Promise.resolve(false);
		const keys = this.#keys;
		const { signed: isSigned, frontier, pending } = this.#view.auth;
		if (now && keys && !this.#destroyed && this.#inChain === 0 && pending === 0) {
			const built = build();
			if (Array.isArray(built) && built.length > 0 && built.every((e) => e.sig)) {
				this.#sink.append(built);
				this.#batch.appended(built);
				return Promise.resolve(true);
			}
			const ref = keyRef(keys.publicKey);
			const placeable = Array.isArray(built) && isSigned && this.#chain.on && built.length > 0 && !built.some((e) => e.sig || e.n !== undefined || e.id.startsWith(ref));
			if (!placeable) return this.#queue(() => built);
			let signed: Signed;
			try {
				signed = this.#batch.place({ keys, events: built }, frontier);
			} catch (err) {
				this.#couldNotSign(err);
				return Promise.resolve(false);
			}
			// nothing was changed by placing on a draft: a batch whose head the log stores goes the usual way
			if (signed.draft?.storesHead) return this.#queue(() => built);
			this.#append(signed);
			this.#inChain++;
			const done = this.#batch.signHeadAfter(signed).then(
				() => true,
				(err: unknown) => (this.#couldNotSign(err), true)
			);
			this.#tail = this.#tail.then(() => done).then(() => {
				this.#inChain--;
			});
			return done;
		}
		const release = holdRedraw ? this.#view.redraws.hold() : null;
		if (once !== undefined) this.#busy.add(once);
		const queued = this.#queue(build, wanted);
		if (once === undefined && !release) return queued;
		return queued.finally(() => {
			if (once !== undefined) this.#busy.delete(once);
			release?.();
		});
	}

	/**
	 * `append`'s usual path: builds and signs, and appends in order, once every signature of the log
	 * is checked (what it names in `after` must be good). With nothing ahead of it in the chain it is
	 * signed at once, in this task, beside those checks, as if they all hold (signedAhead.ts
	 * `SignedAhead`): that signature is kept only when they did and the events name exactly what
	 * they would name now; otherwise they are signed again.
	 */
	#queue(build: Build, wanted?: () => boolean): Promise<boolean> {
		const queued = this.#inChain > 0;
		this.#inChain++;
		const made = this.#build(build);
		const early = queued || made === null || made instanceof Promise ? null : this.ahead.sign(made);
		const run = async (): Promise<boolean> => {
			const m = await made;
			if (!m || m.events.length === 0) return false;
			const signedAhead = early && (await early);
			if (this.#view.auth.signed) {
				// signed ahead while checks run: the fold that finds them done sends it (`SignedAhead.afterFold`)
				const ahead = signedAhead && this.#view.auth.pending > 0 ? await this.ahead.released(signedAhead, wanted) : 'again';
				if (ahead === 'sent' && signedAhead) await this.#batch.signHeadAfter(signedAhead);
				if (ahead !== 'again') return ahead === 'sent';
				await this.#checks.checked();
			}
			if (this.#destroyed || (wanted && !wanted())) return false;
			const frontier = this.#frontier();
			const signed = signedAhead && this.#batch.same(signedAhead, frontier) ? signedAhead : await this.#batch.sign(m, frontier);
			if (this.#destroyed) return false;
			this.#append(signed);
			await this.#batch.signHeadAfter(signed);
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

	#couldNotSign(err: unknown) {
		this.#table.notify(`This device could not sign a move (${err instanceof Error ? err.message : String(err)}).`);
	}

	/** What was signed becomes this device's (its checks known, its chain moved on) and is appended through the sink. */
	#append(signed: Signed) {
		const { keys } = signed.made;
		for (const e of signed.alone) this.#checks.verifier.trust(e, keys.publicKey);
		const entry = signed.draft && this.#chain.take(keys, signed.chained, signed.draft, signed.head);
		const events = entry ? [...signed.events, entry] : signed.events;
		try {
			this.#sink.append(events);
		} finally {
			// where the chain stands is saved in this task, once the log has the batch: the move leaves
			// first (localStorage commits to disk later either way), and no later task sees the log
			// hold a place of this device's chain beyond the saved one
			this.#chain.keep();
		}
		this.#batch.appended(events);
		this.#chain.announce();
	}

	/**
	 * Builds and signs at once, to be sent later (a reveal signed in advance). In a chain the place is
	 * given when it is sent (a place given in advance would come before moves appended meanwhile).
	 */
	async prepare(build: Build): Promise<GameEvent[] | null> {
		const made = await this.#build(build);
		if (made && this.#chain.on) return made.events;
		if (!made) return null;
		const signed = await this.#batch.sign(made, this.#frontier());
		for (const e of signed.alone) this.#checks.verifier.trust(e, made.keys.publicKey);
		return signed.events;
	}

	/** `after` for what is signed now: the last fold's frontier (null: the game is not signed). */
	#frontier(): readonly string[] | null {
		return this.#view.auth.signed ? this.#view.auth.frontier : null;
	}

	/** Builds at once when the keys are loaded and `build` gives its events at once; else later. */
	#build(build: Build): Made | null | Promise<Made | null> {
		const keys = this.#keys;
		if (this.#destroyed) return null;
		if (!keys) return this.keysReady.then(() => this.#build(build), () => null);
		const built = build();
		return Array.isArray(built) ? { keys, events: built } : built.then((events) => ({ keys, events }));
	}

	destroy() {
		this.#destroyed = true;
		this.ahead.drop();
	}
}
