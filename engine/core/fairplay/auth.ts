/**
 * Who may write what: a linear pass over the log, before the fold, that binds seats to device keys
 * (claims and hand-overs, in log order) and checks that every event is signed by the device that
 * holds its seat at that point. Like undo marks, it depends only on the log, never on game state,
 * so an event it blocks cannot cancel another (a forged undo undoes nothing).
 */
import { checkEnvelope } from '../apply';
import { reject, type GameEvent, type Rejection, type SeatId } from '../types';
import { UNDO } from '../undo';
import { FAIR_REJECTIONS as F } from './codes';
import { FAIR_KINDS, isFairKind, type SeatKeyData } from './kinds';
import { isPublicKeyText } from './signature';

/** What is known of one event's signature (found by the asynchronous verifier). */
export type SigCheck =
	| { status: 'valid'; key: string }
	| { status: 'altered' }
	| { status: 'unknown-key' }
	| { status: 'unsigned' }
	| { status: 'pending' };

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
	altered: () => reject(F.altered, 'This move was changed after it was signed, or its signature is forged.'),
	unknown: () => reject(F.unknownSigner, 'This move is signed by a device this table does not know.'),
	unsigned: () => reject(F.unsigned, 'This move is not signed by the device of its seat.'),
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
		default:
			return null;
	}
}

/**
 * Checks the whole log. `check` says what is known of each event's signature. In an unsigned game
 * (no claim anywhere in the log) nothing is checked, exactly as before fair play; once any seat is
 * claimed, every event must be signed by its seat's holder, and a table event (seat null) by a
 * device the table knows (one that claimed, was handed or asked for a seat, or announced itself).
 */
export function authenticate(
	log: readonly GameEvent[],
	seatIds: readonly SeatId[],
	check: (event: GameEvent, index: number) => SigCheck
): AuthResult {
	const n = log.length;
	const verdicts: (Rejection | undefined)[] = new Array(n);
	const signers: (string | undefined)[] = new Array(n);
	const holders: Record<SeatId, string> = {};
	const seats = new Set(seatIds);
	if (!hasClaims(log)) return { verdicts, signers, holders, signed: false, pending: 0 };
	const kindOf = new Map<string, string>();
	const bind = (seat: SeatId, key: string) => {
		holders[seat] = key;
	};
	let pending = 0;
	for (let i = 0; i < n; i++) {
		const e = log[i];
		// malformed entries, corrupt placeholders and replays are the fold's to reject; a replay must
		// not move a seat a second time
		if (checkEnvelope(e) || e.kind === CORRUPT || kindOf.has(e.id)) continue;
		kindOf.set(e.id, e.kind);
		const c = check(e, i);
		if (c.status === 'pending') pending++;
		const bad = sigProblem(c);
		const signer = c.status === 'valid' ? c.key : undefined;
		if (e.kind === FAIR_KINDS.claim || e.kind === FAIR_KINDS.ask) {
			const d = seatKeyData(e, seats);
			if (!d) verdicts[i] = R.badSeat();
			else if (bad) verdicts[i] = bad;
			else if (signer !== undefined && signer !== d.publicKey) verdicts[i] = R.wrong('the key it names');
			else if (e.kind === FAIR_KINDS.claim && holders[d.seat]) verdicts[i] = R.taken();
			else {
				if (e.kind === FAIR_KINDS.claim) bind(d.seat, d.publicKey);
				signers[i] = d.publicKey;
			}
			continue;
		}
		if (e.kind === FAIR_KINDS.device) {
			const k = (e.data as { publicKey?: unknown } | null)?.publicKey;
			if (e.seat !== null || !isPublicKeyText(k)) verdicts[i] = R.badDevice();
			else if (bad) verdicts[i] = bad;
			else if (signer !== undefined && signer !== k) verdicts[i] = R.wrong('the key it names');
			else signers[i] = k;
			continue;
		}
		if (e.kind === FAIR_KINDS.handOver) {
			const d = seatKeyData(e, seats);
			const holder = d ? holders[d.seat] : undefined;
			if (!d) verdicts[i] = R.badSeat();
			else if (!holder) verdicts[i] = R.unclaimed();
			else if (bad) verdicts[i] = bad;
			else if (signer !== undefined && signer !== holder) verdicts[i] = R.wrong('this seat');
			else {
				signers[i] = holder;
				bind(d.seat, d.publicKey);
			}
			continue;
		}
		if (e.kind === UNDO) {
			const target = kindOf.get(String((e.data as { target?: unknown } | null)?.target));
			if (target !== undefined && isFairKind(target)) {
				verdicts[i] = R.cannotUndo();
				continue;
			}
		}
		// a table move (seat null) is no seat's: any device of the table may sign it
		if (e.seat === null) {
			if (bad) verdicts[i] = bad;
			else signers[i] = signer;
			continue;
		}
		const holder = holders[e.seat];
		if (!holder) verdicts[i] = R.unclaimed();
		else if (bad) verdicts[i] = bad;
		else if (signer !== undefined && signer !== holder) verdicts[i] = R.wrong('this seat');
		else signers[i] = holder;
	}
	return { verdicts, signers, holders, signed: true, pending };
}
