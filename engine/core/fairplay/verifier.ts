/**
 * Checks event signatures with WebCrypto, asynchronously, and remembers every answer. The fold is
 * synchronous: it asks `check`, which answers from memory at once ("pending" when not known yet),
 * and `flush` checks what was asked for since; the session refolds when answers change.
 */
import { checkEnvelope } from '../apply';
import type { GameEvent } from '../types';
import { PENDING, UNSIGNED, announcedKeys, type SigCheck } from './auth';
import { utf8 } from './bytes';
import { eventText } from './canonical';
import { isHeadData, isHeadEntry, type HeadData } from './chain';
import { ChainChecks } from './chainCheck';
import { importPublicKey, keyRef, parseSig, verifyBytes } from './signature';

interface Entry {
	text: string | null;
	sig: string | undefined;
	result: SigCheck;
}

export class SignatureVerifier {
	#byEvent = new WeakMap<GameEvent, SigCheck>();
	#byId = new Map<string, Entry[]>();
	#queue: { event: GameEvent; text: string | null }[] = [];
	#queued = new WeakSet<GameEvent>();
	#keysByRef = new Map<string, string[]>();
	/** Events that named a key nobody had announced yet: asked again when a key arrives. */
	#unknown = new Set<GameEvent>();
	#imported = new Map<string, Promise<CryptoKey | null>>();
	/** Keys already imported, used without waiting a turn (a fair roll waits on every check). */
	#ready = new Map<string, CryptoKey | null>();

	/** Bumped whenever `check` may answer otherwise for an event it was already asked about. */
	#answers = 0;

	/** Keys learned, and how far the log was read for them. */
	#learned = new Set<string>();
	#scanned = 0;
	#lastScanned: GameEvent | undefined;

	/** Third-form events, covered by their device's signed chain heads. */
	readonly #chains: ChainChecks;

	constructor(readonly domain: string) {
		this.#chains = new ChainChecks(domain, (ref) => this.#keysByRef.get(ref) ?? [], (key) => (this.#ready.has(key) ? Promise.resolve(this.#ready.get(key)!) : this.#import(key)));
	}

	/** Whether what no head covers is reported as not covered rather than pending (a whole file). */
	set final(on: boolean) {
		this.#chains.final = on;
	}

	/** A chain head received from another phone (not stored): it may cover that device's latest events. */
	receiveHead(head: unknown): void {
		if (isHeadData(head)) this.#chains.addHead(head, false);
	}

	/** This device's own head over its chain at `head.n` (`hash`), signed with `key` (ChainChecks.trustHead). */
	trustHead(head: HeadData, hash: Uint8Array, key: string): void {
		this.#chains.trustHead(head, hash, key);
	}

	/** The best head that held of each device with a chain (to store, e.g. before an export). */
	provenHeads(): HeadData[] {
		return this.#chains.refs.map((ref) => this.#chains.provenHead(ref)).filter((h): h is HeadData => h !== null);
	}

	/** Learns the keys announced in the log (claims, hand-overs, asks), so signatures can name them. */
	learnKeys(log: readonly GameEvent[]): void {
		// an append is read from where the last call stopped; any other change from the start
		const from = this.#scanned > 0 && log[this.#scanned - 1] === this.#lastScanned ? this.#scanned : 0;
		this.#scanned = log.length;
		this.#lastScanned = log[log.length - 1];
		const read = from === 0 ? log : log.slice(from);
		for (const key of announcedKeys(read)) this.learnKey(key);
		for (const e of read) if (e && typeof e === 'object' && isHeadEntry(e) && isHeadData(e.data)) this.#chains.addHead(e.data, true);
	}

	/** Learns one device's key (the game's maker, named in its genesis rather than in the log). */
	learnKey(key: string): void {
		if (this.#learned.has(key)) return;
		this.#learned.add(key);
		const ref = keyRef(key);
		const list = this.#keysByRef.get(ref) ?? [];
		if (!list.includes(key)) {
			list.push(key);
			this.#keysByRef.set(ref, list);
			if (this.#unknown.size > 0) this.#answers++;
			for (const e of this.#unknown) this.#byEvent.delete(e);
			this.#unknown.clear();
		}
		// a chain of this key may now be walked
		this.#chains.addKey(ref);
	}

	/** What is known of this event's signature now; queues it for `flush` when nothing is. */
	check = (event: GameEvent): SigCheck => {
		const known = this.#byEvent.get(event);
		if (known) return known;
		if (checkEnvelope(event)) return UNSIGNED;
		if (event.n !== undefined) return this.#chains.check(event);
		if (!event.sig) return this.#remember(event, null, UNSIGNED);
		// asked again before its check is done (every fold asks): its text is not worked out again
		if (this.#queued.has(event)) return PENDING;
		const text = eventText(this.domain, event);
		const entry = this.#byId.get(event.id)?.find((x) => x.sig === event.sig && x.text === text);
		if (entry) {
			this.#byEvent.set(event, entry.result);
			return entry.result;
		}
		this.#queued.add(event);
		this.#queue.push({ event, text });
		return PENDING;
	};

	/**
	 * A count that changes whenever `check` may answer otherwise for an event it was asked about
	 * before (a check done, a key learned): the Authenticator asks the entries it has read again
	 * only then.
	 */
	get answers(): number {
		return this.#answers;
	}

	/** Records a check made elsewhere (this device's own freshly signed events). */
	trust(event: GameEvent, key: string): void {
		if (event.n !== undefined) {
			this.#chains.trust(event, key);
			this.#answers++;
			return;
		}
		if (this.#byEvent.has(event) || this.#queued.has(event)) this.#answers++;
		this.#remember(event, eventText(this.domain, event), { status: 'valid', key });
	}

	#remember(event: GameEvent, text: string | null, result: SigCheck): SigCheck {
		this.#byEvent.set(event, result);
		if (result.status === 'unknown-key') {
			this.#unknown.add(event);
			return result;
		}
		const list = this.#byId.get(event.id) ?? [];
		list.push({ text, sig: event.sig, result });
		this.#byId.set(event.id, list);
		return result;
	}

	get queued(): number {
		return this.#queue.length + (this.#chains.dirty ? 1 : 0);
	}

	/**
	 * Checks every queued signature; resolves with how many answers it found. Every check is handed
	 * to the crypto threads at once, so they stay busy while this thread does something else (the
	 * fold goes on meanwhile).
	 */
	async flush(): Promise<number> {
		let done = 0;
		while (this.#queue.length || this.#chains.dirty || this.#chains.final) {
			const queue = this.#queue;
			this.#queue = [];
			const [results, chained] = await Promise.all([Promise.all(queue.map((q) => this.#verify(q.event, q.text))), this.#chains.settle()]);
			if (chained > 0) this.#answers++;
			done += chained;
			if (queue.length === 0) {
				if (this.#chains.final) break;
				continue;
			}
			queue.forEach((q, i) => {
				this.#queued.delete(q.event);
				this.#remember(q.event, q.text, results[i]);
			});
			this.#answers++;
			done += queue.length;
		}
		return done;
	}

	async #verify(event: GameEvent, text: string | null): Promise<SigCheck> {
		const parsed = parseSig(event.sig);
		if (!parsed || text === null) return { status: 'altered' };
		const candidates = this.#keysByRef.get(parsed.ref);
		if (!candidates) return { status: 'unknown-key' };
		const bytes = utf8(text);
		for (const key of candidates) {
			const imported = this.#ready.has(key) ? this.#ready.get(key)! : await this.#import(key);
			if (imported && (await verifyBytes(imported, parsed.signature, bytes))) return { status: 'valid', key };
		}
		return { status: 'altered' };
	}

	#import(key: string): Promise<CryptoKey | null> {
		let p = this.#imported.get(key);
		if (!p) {
			p = importPublicKey(key).then((k) => {
				this.#ready.set(key, k);
				return k;
			});
			this.#imported.set(key, p);
		}
		return p;
	}
}

/**
 * Starts checking every signature of a log (for verifying a whole file): `done` resolves when all
 * are checked; until then `check` answers "pending" for those not checked yet.
 */
export function startChecks(domain: string, log: readonly GameEvent[], keys: readonly string[] = []): { check: (event: GameEvent) => SigCheck; done: Promise<number> } {
	const verifier = new SignatureVerifier(domain);
	for (const k of keys) verifier.learnKey(k);
	verifier.learnKeys(log);
	for (const e of log) verifier.check(e);
	verifier.final = true;
	return { check: verifier.check, done: verifier.flush() };
}

/** Checks every signature of a log at once. */
export async function checkAll(domain: string, log: readonly GameEvent[], keys: readonly string[] = []): Promise<(event: GameEvent) => SigCheck> {
	const { check, done } = startChecks(domain, log, keys);
	await done;
	return check;
}
