/**
 * Who may write what: a linear pass over the log, before the fold, that binds seats to device keys
 * (the game's genesis, then claims and hand-overs, in log order) and checks that every event is
 * signed by the device that holds its seat at that point. Like undo marks, it depends only on the
 * log, never on game state, so an event it blocks cannot cancel another (a forged undo undoes nothing).
 *
 * Order rules no placement can steer (docs/fair-play.md, "Order"):
 * - an entry the pass blocks takes no id: a forged or misplaced copy placed first cannot make the
 *   real event a replay;
 * - an event in the second signed form names the events its writer had seen last (`after`), and
 *   counts only after all of them: a copy placed before anything its writer had seen is void;
 * - its id begins with its device's key reference, so no other device can sign an event that takes it;
 * - a third-form event's compact `step` is read from its predecessor that counted (its device's
 *   previous event, unique: (D, n) counts only after (D, n-1) did), then judged as the list it names.
 */
import { checkEnvelope } from '../apply';
import { reject, type GameEvent, type Rejection, type SeatId } from '../types';
import { UNDO } from '../undo';
import { own, setOwn } from '../own';
import { FAIR_REJECTIONS as F } from './codes';
import { isGenesis, genesisHolders, type Genesis } from './genesis';
import { FAIR_KINDS, isFairKind, type SeatKeyData } from './kinds';
import { isPublicKeyText, KEY_REF_LENGTH, parseSig } from './signature';
import { GmDevices, isGmEvent } from './gmDevices';
import { chainId, chainPlace, chainReference, HEAD_ID_PREFIX, isHeadData, isHeadEntry, stepTarget } from './chain';

/** What is known of one event's signature (found by the asynchronous verifier). */
export type SigCheck =
	| { status: 'valid'; key: string }
	| { status: 'altered' }
	| { status: 'unknown-key' }
	| { status: 'unsigned' }
	| { status: 'pending' }
	/** A third-form event no head of its device's chain covers, in a whole file (chainCheck.ts). */
	| { status: 'uncovered' };

/** The placeholder the store gives an entry it cannot decode. */
const CORRUPT = 'core/corrupt';

export const PENDING: SigCheck = { status: 'pending' };
export const UNSIGNED: SigCheck = { status: 'unsigned' };

export interface AuthResult {
	/** Parallel to the log: why an event may not be played, or undefined. */
	verdicts: (Rejection | undefined)[];
	/** Per position, the key that holds the acting seat (and so signed it), when known. */
	signers: (string | undefined)[];
	/** Holder of each claimed seat after the whole log. */
	holders: Record<SeatId, string>;
	/** Whether any seat was ever claimed: a log with no claim is an unsigned game (made before fair play). */
	signed: boolean;
	/** How many events' signatures are not checked yet (they count as good until they are). */
	pending: number;
	/**
	 * The events a new event must name in `after`, sorted: every checked event the pass let through
	 * that no later one names (usually just the last). Empty in an unsigned game.
	 */
	frontier: string[];
	/**
	 * The device that made the game, so the one that opens the game master's role (gmDevices.ts
	 * `GmDevices.maker`: the genesis key, else the device of the first claim let through). Undefined
	 * in an unsigned game.
	 */
	maker?: string;
}

/** Keys named by claims, hand-overs and asks: the devices of this table. */
export function announcedKeys(log: readonly GameEvent[]): Set<string> {
	const keys = new Set<string>();
	for (const e of log) {
		if (!e || typeof e !== 'object') continue;
		if (e.kind === FAIR_KINDS.claim || e.kind === FAIR_KINDS.handOver || e.kind === FAIR_KINDS.ask || e.kind === FAIR_KINDS.device) {
			const k = (e.data as Partial<SeatKeyData> | null)?.publicKey;
			if (isPublicKeyText(k)) keys.add(k);
		}
	}
	return keys;
}

export function hasClaims(log: readonly GameEvent[]): boolean {
	return log.some((e) => !!e && typeof e === 'object' && e.kind === FAIR_KINDS.claim);
}

function seatKeyData(e: GameEvent, seats: ReadonlySet<SeatId>): SeatKeyData | null {
	const d = e.data as Partial<SeatKeyData> | null;
	if (!d || typeof d !== 'object' || typeof d.seat !== 'string' || !seats.has(d.seat)) return null;
	if (e.seat !== d.seat || !isPublicKeyText(d.publicKey)) return null;
	return { seat: d.seat, publicKey: d.publicKey };
}

const R = {
	outOfPlace: () => reject(F.outOfPlace, 'This move is placed before moves its device had already seen: a copy moved out of its place.'),
	noStep: () => reject(F.outOfPlace, 'This move names a later move of a device its own earlier moves never named.'),
	replayed: () => reject(F.replayed, 'This event was already played (a replay).'),
	foreignId: () => reject(F.wrongDevice, "This event carries another device's id."),
	genesisSeat: () => reject(F.seatTaken, 'Every seat of this game was bound when it was made: seats change hands only by hand-overs.'),
	altered: () => reject(F.altered, 'This move was changed after it was signed, or its signature is forged.'),
	unknown: () => reject(F.unknownSigner, 'This move is signed by a device this table does not know.'),
	unsigned: () => reject(F.unsigned, 'This move is not signed by the device of its seat.'),
	uncovered: () => reject(F.uncovered, "This move is not covered by its device's signature (no signed head of its chain reaches it)."),
	badHead: () => reject(F.badSeatData, "This entry is not a device's signed chain head."),
	wrong: (who: string) => reject(F.wrongDevice, `This move was signed by a device that does not hold ${who}.`),
	badSeat: () => reject(F.badSeatData, 'This seat change does not name a seat of this game and a device key.'),
	taken: () => reject(F.seatTaken, 'This seat is already held by a device.'),
	unclaimed: () => reject(F.seatUnclaimed, 'Nobody holds this seat yet: a device must claim it before acting for it.'),
	badDevice: () => reject(F.badSeatData, 'This device announcement does not carry a device key.'),
	cannotUndo: () => reject(F.cannotUndo, 'Seat changes, sealed orders and fair rolls cannot be undone.')
};

/** The signature problem of a check, if it is one; `pending` counts as good for now. */
function sigProblem(c: SigCheck): Rejection | null {
	switch (c.status) {
		case 'altered':
			return R.altered();
		case 'unknown-key':
			return R.unknown();
		case 'unsigned':
			return R.unsigned();
		case 'uncovered':
			return R.uncovered();
		default:
			return null;
	}
}

/** Where a pass over the log stands after reading its first `read` entries. */
interface Pass {
	read: number;
	seats: ReadonlySet<SeatId>;
	verdicts: (Rejection | undefined)[];
	signers: (string | undefined)[];
	holders: Record<SeatId, string>;
	kindOf: Map<string, string>;
	/** Per counted third-form event, its chain's reference (chain.ts `chainReference`): what the next one's `step` counts from. */
	reference: Map<string, string>;
	pending: number;
	/** What `check` said of each entry read (undefined: not asked), to tell when an answer changed. */
	checks: (SigCheck | undefined)[];
	/** The id each entry added to `kindOf` (undefined: none), and every seat binding with the holder before it: what to undo to go back to an earlier entry. */
	kindAt: (string | undefined)[];
	bindings: { at: number; seat: SeatId; before: string | undefined }[];
	/** Checked events let through that no later one names in `after`; per entry, what it changed there. */
	frontier: Set<string>;
	frontierAt: ({ added: string; removed: string[]; second: boolean } | undefined)[];
	/** How many checked events of the second form the pass let through. */
	secondForm: number;
	/** Whether the seats were bound at creation (claims are refused). */
	genesis: boolean;
	/** Which devices may write the game master's events (a hidden game). */
	gm: GmDevices;
}

function bind(p: Pass, at: number, seat: SeatId, key: string): void {
	p.bindings.push({ at, seat, before: own(p.holders, seat) });
	setOwn(p.holders, seat, key);
}

/** Whether a second-form event's id begins with the key reference its signature names. */
function ownId(e: GameEvent): boolean {
	const ref = parseSig(e.sig)?.ref;
	return ref !== undefined && e.id.length > KEY_REF_LENGTH && e.id.startsWith(ref);
}

/**
 * Reads entry `i` into the pass. An entry it lets through (no verdict) takes its id; one it blocks
 * takes nothing, so it cannot censor the real event, whatever its place.
 */
function readEntry(p: Pass, e: GameEvent, i: number, check: (event: GameEvent, index: number) => SigCheck): void {
	// malformed entries and corrupt placeholders are the fold's to reject
	if (checkEnvelope(e) || e.kind === CORRUPT) return;
	// a chain head is read by the verifier, never played: it takes no id (its own begin with '~')
	if (isHeadEntry(e)) {
		if (e.seat !== null || !e.id.startsWith(HEAD_ID_PREFIX) || !isHeadData(e.data)) p.verdicts[i] = R.badHead();
		return;
	}
	const c = check(e, i);
	p.checks[i] = c;
	if (c.status === 'pending') p.pending++;
	const verdict = judge(p, e, i, c);
	if (verdict) {
		p.verdicts[i] = verdict;
		return;
	}
	p.kindOf.set(e.id, e.kind);
	p.kindAt[i] = e.id;
	const others = namedOthers(p.reference, e) ?? [];
	if (e.n !== undefined) keepReference(p, e, e.n, others);
	// only a checked event may be named by the next one (a forged one would void it)
	if (c.status !== 'valid') return;
	// an event of the first form names nothing: before any of the second, its place in the log is all
	// there is to go by, so it stands for every event before it (a game stored before the order rules
	// needs one name, not one per event)
	const stands = e.after === undefined && e.n === undefined && p.secondForm === 0;
	// a third-form event names its own device's last event by its place in the chain
	const removed = stands ? [...p.frontier] : withOwnPrevious(e, others).filter((id) => p.frontier.has(id));
	for (const id of removed) p.frontier.delete(id);
	p.frontier.add(e.id);
	const second = e.after !== undefined || e.n !== undefined;
	if (second) p.secondForm++;
	p.frontierAt[i] = { added: e.id, removed, second };
}

/**
 * The other devices' events `e` names: its `after`, or what its compact `step` names from the
 * reference of its predecessor that counted (`references`; null: it names nothing there: no
 * predecessor, or a chain that named no other device's chain event yet).
 */
function namedOthers(references: ReadonlyMap<string, string>, e: GameEvent): readonly string[] | null {
	if (e.step === undefined) return e.after ?? [];
	if (e.n === undefined || e.n < 2) return null;
	const target = stepTarget(references.get(previousId(e, e.n)), e.step);
	return target === null ? null : [target];
}

/** What `e` names (`others`), and for a third-form event its own device's event before it (named by the place). */
function withOwnPrevious(e: GameEvent, others: readonly string[]): readonly string[] {
	return e.n !== undefined && e.n > 1 ? [...others, previousId(e, e.n)] : others;
}

/**
 * The events `e` names, which must have counted before it and which it takes the place of in the
 * frontier, as a pass reads them (a compact `step` from its chain's reference: `Authenticator.references`).
 */
export function namedBy(e: GameEvent, references: ReadonlyMap<string, string>): readonly string[] {
	return withOwnPrevious(e, namedOthers(references, e) ?? []);
}

/** The id of the event before `e` (at place `n`) in its device's chain. */
function previousId(e: GameEvent, n: number): string {
	return chainId(e.id.slice(0, KEY_REF_LENGTH), n - 1);
}

/** Keeps, for the counted chain event `e` (at place `n`), what its chain's next `step` counts from. */
function keepReference(p: Pass, e: GameEvent, n: number, others: readonly string[]): void {
	const reference = chainReference(p.reference.get(previousId(e, n)), e.id.slice(0, KEY_REF_LENGTH), others);
	if (reference !== undefined) p.reference.set(e.id, reference);
}

/** Why entry `i` may not be played, or undefined (binding seats as it goes). */
function judge(p: Pass, e: GameEvent, i: number, c: SigCheck): Rejection | undefined {
	const bad = sigProblem(c);
	if (bad) return bad;
	if (e.n !== undefined) {
		// third form: the id is the device's key reference and the place, so it is the device's by construction
		const place = chainPlace(e);
		if (!place) return R.foreignId();
		if (place.n > 1 && !p.kindOf.has(chainId(place.ref, place.n - 1))) return R.outOfPlace();
		const others = namedOthers(p.reference, e);
		if (!others) return R.noStep();
		if (!others.every((id) => p.kindOf.has(id))) return R.outOfPlace();
	} else if (e.after !== undefined) {
		if (!ownId(e)) return R.foreignId();
		if (!e.after.every((id) => p.kindOf.has(id))) return R.outOfPlace();
	}
	// a replay must not move a seat a second time
	if (p.kindOf.has(e.id)) return R.replayed();
	return authorise(p, e, i, c.status === 'valid' ? c.key : undefined);
}

/** Whether the device that signed `e` (when known) may act as it does; binds seats. */
function authorise(p: Pass, e: GameEvent, i: number, signer: string | undefined): Rejection | undefined {
	const { signers, holders, kindOf, seats } = p;
	if (e.kind === FAIR_KINDS.claim || e.kind === FAIR_KINDS.ask) {
		const d = seatKeyData(e, seats);
		if (!d) return R.badSeat();
		if (e.kind === FAIR_KINDS.claim && p.genesis) return R.genesisSeat();
		if (signer !== undefined && signer !== d.publicKey) return R.wrong('the key it names');
		if (e.kind === FAIR_KINDS.claim && own(holders, d.seat)) return R.taken();
		if (e.kind === FAIR_KINDS.claim) {
			bind(p, i, d.seat, d.publicKey);
			p.gm.claimed(i, d.publicKey);
		}
		signers[i] = d.publicKey;
		return undefined;
	}
	if (e.kind === FAIR_KINDS.device) {
		const k = (e.data as { publicKey?: unknown } | null)?.publicKey;
		if (e.seat !== null || !isPublicKeyText(k)) return R.badDevice();
		if (signer !== undefined && signer !== k) return R.wrong('the key it names');
		signers[i] = k;
		return undefined;
	}
	if (e.kind === FAIR_KINDS.handOver) {
		const d = seatKeyData(e, seats);
		const holder = d ? own(holders, d.seat) : undefined;
		if (!d) return R.badSeat();
		if (!holder) return R.unclaimed();
		if (signer !== undefined && signer !== holder) return R.wrong('this seat');
		signers[i] = holder;
		bind(p, i, d.seat, d.publicKey);
		return undefined;
	}
	if (e.kind === UNDO) {
		const target = kindOf.get(String((e.data as { target?: unknown } | null)?.target));
		if (target !== undefined && isFairKind(target)) return R.cannotUndo();
	}
	if (isGmEvent(e)) {
		signers[i] = signer;
		return p.gm.judge(e, i, signer, seats, (seat, key) => bind(p, i, seat, key));
	}
	// a table move (seat null) is no seat's: any device of the table may sign it
	if (e.seat === null) {
		signers[i] = signer;
		return undefined;
	}
	const holder = own(holders, e.seat);
	if (!holder) return R.unclaimed();
	if (signer !== undefined && signer !== holder) return R.wrong('this seat');
	signers[i] = holder;
	return undefined;
}

/** The most events a new event names in `after`: the latest of the frontier (a flood of events nobody names must not make it grow). */
export const AFTER_LIMIT = 16;

/**
 * The pass's result. Its verdicts and signers are the pass's own arrays, not copies (an append would
 * copy the whole log): a result holds until the next run, which changes them.
 */
function resultOf(p: Pass): AuthResult {
	const frontier = [...p.frontier].slice(-AFTER_LIMIT).sort();
	return { verdicts: p.verdicts, signers: p.signers, holders: { ...p.holders }, signed: true, pending: p.pending, frontier, maker: p.gm.maker };
}

function unsigned(n: number): AuthResult {
	return { verdicts: new Array(n), signers: new Array(n), holders: {}, signed: false, pending: 0, frontier: [] };
}

/**
 * Checks the whole log. `check` says what is known of each event's signature. In an unsigned game
 * (no genesis, no claim anywhere in the log) nothing is checked, exactly as before fair play; in a
 * game with a genesis (its seats bound when it was made, `meta.genesis`) or once any seat is
 * claimed, every event must be signed by its seat's holder, and a table event (seat null) by a
 * device the table knows (one that claimed, was handed or asked for a seat, or announced itself).
 */
export function authenticate(
	log: readonly GameEvent[],
	seatIds: readonly SeatId[],
	check: (event: GameEvent, index: number) => SigCheck,
	genesis?: unknown
): AuthResult {
	return new Authenticator().run(log, seatIds, check, undefined, genesis);
}

/**
 * `authenticate`, resumed: the pass goes on from the first entry that differs from the last run's
 * (an entry changed, or `check` answering otherwise for it), after undoing what it had read from
 * there; a move appended reads the new entry only, and a signature found good re-reads from that
 * entry on, not the whole log. A change of seats reads the log from the start. Both give exactly
 * what `authenticate` gives (a property test checks it after every kind of change).
 */
const NO_REFERENCES: ReadonlyMap<string, string> = new Map();

export class Authenticator {
	#pass: Pass | null = null;
	#log: GameEvent[] = [];
	#seatKey = '';
	/** Whether the log has a claim (a log without one is an unsigned game). Entries are never removed, so it stays. */
	#signed = false;
	/** The `answers` of the last run (see `run`). */
	#answers: number | undefined;
	/** How many entries at the start the last run kept as they were, with their verdicts. */
	#unchanged = 0;

	/**
	 * `answers`, when given, changes whenever `check` may answer otherwise for an event it was asked
	 * about (the verifier's `answers` count): while it stays the same, the entries already read are
	 * not asked again, and an append costs the new entries only. Without it, every entry is asked.
	 * `kept`, when given, is the caller's word that the first `kept` entries are those of the last
	 * run (the session's decoded log knows when it only grew): they are not compared.
	 */
	run(
		log: readonly GameEvent[],
		seatIds: readonly SeatId[],
		check: (event: GameEvent, index: number) => SigCheck,
		answers?: number,
		genesis?: unknown,
		kept?: number
	): AuthResult {
		const bound = isGenesis(genesis) ? genesis : null;
		const seatKey = seatIds.join('\u0000') + '\u0001' + (bound ? `${bound.key}|${bound.seats.join('\u0000')}` : '');
		const from = this.#firstChange(log, seatKey, check, answers !== undefined && answers === this.#answers, kept);
		this.#answers = answers;
		this.#keep(log, from);
		this.#seatKey = seatKey;
		this.#unchanged = from;
		if (from === 0) {
			this.#pass = null;
			this.#signed = false;
		}
		if (!this.#signed && (bound || hasClaims(from === 0 ? log : log.slice(from)))) {
			// the first claim makes every entry count, those before it too
			this.#signed = true;
			this.#pass = null;
			this.#unchanged = 0;
		}
		if (!this.#signed) return unsigned(log.length);
		if (!this.#pass) return this.#read(log, seatIds, check, 0, bound);
		this.#rollBack(this.#pass, from);
		return this.#read(log, seatIds, check, from, bound);
	}

	/** How many entries at the start the last run kept as they were, with their verdicts (for the fold's `kept`). */
	get unchanged(): number {
		return this.#unchanged;
	}

	/** Each counted chain event's reference after the last run (chain.ts `chainReference`): what a compact `step` after it counts from. */
	get references(): ReadonlyMap<string, string> {
		return this.#pass?.reference ?? NO_REFERENCES;
	}

	#read(log: readonly GameEvent[], seatIds: readonly SeatId[], check: (event: GameEvent, index: number) => SigCheck, from: number, genesis: Genesis | null): AuthResult {
		const p: Pass = this.#pass ?? {
			read: 0,
			seats: new Set(seatIds),
			verdicts: [],
			signers: [],
			holders: genesisHolders(genesis, seatIds),
			kindOf: new Map(),
			reference: new Map(),
			pending: 0,
			checks: [],
			kindAt: [],
			bindings: [],
			frontier: new Set(),
			frontierAt: [],
			secondForm: 0,
			genesis: genesis !== null,
			gm: new GmDevices(genesis?.key)
		};
		this.#pass = p;
		for (let i = from; i < log.length; i++) readEntry(p, log[i], i, check);
		p.read = log.length;
		p.verdicts.length = p.signers.length = p.checks.length = p.kindAt.length = p.frontierAt.length = log.length;
		return resultOf(p);
	}

	/** Keeps the entries the next run compares with: the first `from` are those it has. */
	#keep(log: readonly GameEvent[], from: number): void {
		if (from === 0) {
			this.#log = log.slice();
			return;
		}
		const last = this.#log;
		last.length = from;
		for (let i = from; i < log.length; i++) last.push(log[i]);
	}

	/** The first entry that is not as the last run read it: another entry, or another answer. */
	#firstChange(log: readonly GameEvent[], seatKey: string, check: (event: GameEvent, index: number) => SigCheck, sameAnswers: boolean, kept?: number): number {
		const last = this.#log;
		if (seatKey !== this.#seatKey) return 0;
		const n = Math.min(last.length, log.length);
		let same = kept === undefined ? 0 : Math.min(kept, n);
		while (same < n && log[same] === last[same]) same++;
		const p = this.#pass;
		if (p && !sameAnswers) {
			for (let i = 0; i < same; i++) {
				const before = p.checks[i];
				if (before !== undefined && check(log[i], i) !== before) return i;
			}
		}
		return same;
	}

	/** Undoes what the pass read from entry `from` on. */
	#rollBack(p: Pass, from: number): void {
		p.gm.rollBack(from);
		while (p.bindings.length > 0 && p.bindings[p.bindings.length - 1].at >= from) {
			const b = p.bindings.pop()!;
			if (b.before === undefined) delete p.holders[b.seat];
			else setOwn(p.holders, b.seat, b.before);
		}
		for (let i = p.read - 1; i >= from; i--) {
			const id = p.kindAt[i];
			if (id !== undefined) {
				p.kindOf.delete(id);
				p.reference.delete(id);
			}
			if (p.checks[i]?.status === 'pending') p.pending--;
			const f = p.frontierAt[i];
			if (f) {
				p.frontier.delete(f.added);
				for (const r of f.removed) p.frontier.add(r);
				if (f.second) p.secondForm--;
			}
		}
		p.verdicts.length = p.signers.length = p.checks.length = p.kindAt.length = p.frontierAt.length = from;
		p.read = from;
	}
}
