/**
 * The hidden protocol's public step: a pure function of its slice and one event, in the shape of a
 * protocol plugin (`{ name, kinds, initial, step, seatView }`). It sees only ciphertexts, hashes and
 * commitments, so every phone folds the same slice; what a phone can check before the reveal it
 * checks here (the GM's key, one turn per turn, inputs left out, a report for every seat).
 */
import { isRejection, reject, type GameEvent, type Rejection, type SeatId } from '../types';
import { diceCommitment, isHashText } from '../fairplay/commitment';
import { isPublicKeyText } from '../fairplay/signature';
import { fromBase64url } from '../fairplay/bytes';
import { GM_KINDS, HIDDEN_KINDS as K, HIDDEN_KIND_LIST, HIDDEN_REJECTIONS as R, HIDDEN_WARNINGS, isSealedInput, NO_INPUT, type GmOpenData, type GmTurnData, type SealedInputData } from './kinds';
import type { GmSigAsk } from './gmSig';
import { hiddenInitial, type HiddenSlice, type InputRecord, type TurnRecord } from './slice';
import { seedCommit } from './streams';
import { correctStep, deadlineStep } from './gmNotices';

export interface HiddenContext {
	gmSig: GmSigAsk;
}

/** Longest box a seat may seal (orders and messages), in characters. */
export const MAX_INPUT_BOX = 16_384;
/** Most seats a world may have reports for (players and empty seats). */
export const MAX_WORLD_SEATS = 64;
const MIX_ROUND = 'gm-mix';

type Data = Record<string, unknown>;
const isObj = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown, max = 1 << 20): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;
const bad = (what: string) => reject(R.malformed, `This ${what} is not one the table can read.`);

function gmCheck(slice: HiddenSlice, event: GameEvent, ctx: HiddenContext): Rejection | null {
	if (!slice.gm) return reject(R.noGm, 'No game master has opened this game.');
	if (event.seat !== null) return reject(R.notGm, 'Only the game master does this.');
	const check = ctx.gmSig(event, slice.gm.sign);
	if (check === 'pending') return reject(R.gmPending, "The game master's signature is still being checked.");
	return check === 'valid' ? null : reject(R.notGm, "This is not signed by the game master's key.");
}

function open(slice: HiddenSlice, event: GameEvent, d: Data, ctx: HiddenContext): HiddenSlice | Rejection {
	if (slice.gm) return reject(R.gmOpen, 'This game already has a game master.');
	if (event.seat !== null || !isPublicKeyText(d.sign) || !isPublicKeyText(d.orders) || !isPublicKeyText(d.mail) || !isHashText(d.seedCommit)) return bad('game master opening');
	const check = ctx.gmSig(event, d.sign);
	if (check !== 'valid') return check === 'pending' ? reject(R.gmPending, "The game master's signature is still being checked.") : reject(R.notGm, 'The opening is not signed by the key it names.');
	const g = d as unknown as GmOpenData;
	return { ...slice, gm: { sign: g.sign, orders: g.orders, mail: g.mail, seedCommit: g.seedCommit, device: null } };
}

function seatCheck(slice: HiddenSlice, event: GameEvent): Rejection | null {
	return event.seat !== null && slice.seats.includes(event.seat) ? null : reject(R.notSeat, 'Only a seat of this game does this.');
}

function beforeSetUp(slice: HiddenSlice): Rejection | null {
	return slice.turn < 0 ? null : reject(R.started, 'The game has started: only the game master can bind a new key now.');
}

function boxKey(slice: HiddenSlice, event: GameEvent, d: Data): HiddenSlice | Rejection {
	const no = seatCheck(slice, event) ?? beforeSetUp(slice);
	if (no) return no;
	if (!isPublicKeyText(d.key)) return bad('box key');
	return { ...slice, boxKeys: { ...slice.boxKeys, [event.seat!]: d.key } };
}

function mixCommit(slice: HiddenSlice, event: GameEvent, d: Data): HiddenSlice | Rejection {
	const no = seatCheck(slice, event) ?? beforeSetUp(slice) ?? (slice.gm ? null : reject(R.noGm, 'The game master commits first.'));
	if (no) return no;
	if (!isHashText(d.commit)) return bad('commitment');
	if (slice.mixCommits[event.seat!]) return reject(R.mixOpen, 'This seat has already committed to its contribution.');
	return { ...slice, mixCommits: { ...slice.mixCommits, [event.seat!]: d.commit } };
}

function mixReveal(slice: HiddenSlice, event: GameEvent, d: Data): HiddenSlice | Rejection {
	const no = seatCheck(slice, event) ?? beforeSetUp(slice);
	if (no) return no;
	if (!slice.seats.every((s) => slice.mixCommits[s])) return reject(R.mixEarly, 'Contributions are shown once every seat has committed.');
	const seat = event.seat!;
	if (slice.mixReveals[seat]) return reject(R.mixOpen, 'This seat has already shown its contribution.');
	if (diceCommitment(MIX_ROUND, d.contribution as string) !== slice.mixCommits[seat]) return reject(R.mixMismatch, 'This contribution is not the one committed to.');
	return { ...slice, mixReveals: { ...slice.mixReveals, [seat]: d.contribution as string } };
}

function sealedInput(slice: HiddenSlice, event: GameEvent, d: Data): HiddenSlice | Rejection {
	const no = seatCheck(slice, event);
	if (no) return no;
	if (slice.over) return reject(R.over, 'The game is over.');
	if (!Number.isInteger(d.turn) || !isHashText(d.commit) || !isText(d.box, MAX_INPUT_BOX) || (d.mail !== undefined && !isText(d.mail, MAX_INPUT_BOX))) return bad('sealed input');
	const s = d as unknown as SealedInputData;
	// before the set-up a seat seals only its set-up choice (an input for turn 0), to the GM's key
	if (slice.turn < 0 && (s.turn !== 0 || !slice.gm)) return reject(R.notStarted, 'Orders are sealed once the game has started.');
	if (s.turn !== slice.turn + 1) return reject(R.wrongTurn, `These orders are for turn ${s.turn}; the table is sealing turn ${slice.turn + 1}.`);
	const mine = [...(slice.inputs[event.seat!] ?? []), { id: event.id, commit: s.commit }];
	return { ...slice, inputs: { ...slice.inputs, [event.seat!]: mine } };
}

/** The inputs of a seat the GM had when it ran the turn (`seen`), as this phone places them. */
function seenBy(slice: HiddenSlice, t: GmTurnData, seat: SeatId): readonly InputRecord[] {
	return (slice.inputs[seat] ?? []).slice(0, t.seen![seat] ?? 0);
}

/** Whether `used` and `refused` name, for every seat, its sealed inputs of this turn or a default ('empty' only for a seat that sealed none). */
function usedProblem(slice: HiddenSlice, t: GmTurnData): string | null {
	if (!isObj(t.used) || !isObj(t.refused) || !isObj(t.seen)) return 'The turn does not say which orders it used.';
	for (const seat of [...Object.keys(t.used), ...Object.keys(t.seen)]) if (!slice.seats.includes(seat)) return `The turn names orders of ${seat}, not a seat of this game.`;
	for (const seat of slice.seats) {
		const seen = t.seen[seat] ?? 0;
		if (!Number.isInteger(seen) || seen < 0 || seen > (slice.inputs[seat]?.length ?? 0)) return `The turn counts orders of ${seat} that were never sealed for it.`;
		const sealed = seenBy(slice, t, seat);
		const used = t.used[seat];
		if (used === NO_INPUT.empty && (sealed.length > 0 || t.refused[seat] !== undefined)) return `The turn plays ${seat} as an empty seat, but orders were sealed for it.`;
		if (isSealedInput(used) && !sealed.some((i) => i.id === used)) return `The turn uses orders of ${seat} that were never sealed for it.`;
		const refused = t.refused[seat];
		if (refused !== undefined && (!isObj(refused) || used !== NO_INPUT.missed || typeof refused.why !== 'string' || !sealed.some((i) => i.id === refused.id))) return `The turn refuses orders of ${seat} it cannot refuse.`;
	}
	return null;
}

function notes(slice: HiddenSlice, t: GmTurnData): TurnRecord['notes'] {
	const out: { seat: SeatId; code: string }[] = [];
	for (const seat of slice.seats) {
		if ((slice.inputs[seat]?.length ?? 0) > (t.seen![seat] ?? 0)) out.push({ seat, code: HIDDEN_WARNINGS.late });
		const last = seenBy(slice, t, seat).at(-1);
		if (!last) continue;
		if (!isSealedInput(t.used[seat]) && t.refused[seat]?.id !== last.id) out.push({ seat, code: HIDDEN_WARNINGS.notUsed });
		else if (isSealedInput(t.used[seat]) && t.used[seat] !== last.id) out.push({ seat, code: HIDDEN_WARNINGS.notLatest });
	}
	return out;
}

function reportsProblem(slice: HiddenSlice, reports: unknown): string | null {
	if (!isObj(reports) || Object.keys(reports).length > MAX_WORLD_SEATS) return 'The turn has no reports the table can read.';
	for (const [seat, r] of Object.entries(reports)) if (!isObj(r) || !isText(r.box) || !isHashText(r.hash)) return `The report of ${seat} is not one the table can read.`;
	const missing = slice.seats.find((s) => !reports[s]);
	return missing ? `The turn has no report for ${missing}.` : null;
}

function gmTurn(slice: HiddenSlice, event: GameEvent, d: Data): HiddenSlice | Rejection {
	if (slice.over) return reject(R.over, 'The game is over.');
	if (slice.paused) return reject(R.paused, 'The game is paused.');
	if (!Number.isInteger(d.turn) || !isHashText(d.worldHash) || typeof d.over !== 'boolean' || (d.adjust !== undefined && !isText(d.adjust))) return bad('turn');
	const t = d as unknown as GmTurnData;
	if (t.turn <= slice.turn) return reject(R.turnRepeated, `Turn ${t.turn} has already been run.`);
	if (t.turn !== slice.turn + 1) return reject(R.wrongTurn, `The next turn is turn ${slice.turn + 1}.`);
	const skipped = t.turn === 0 ? t.skipped ?? [] : [];
	const gmPlays = t.turn === 0 ? t.gmPlays ?? [] : [];
	if (!Array.isArray(skipped) || !Array.isArray(gmPlays) || !gmPlays.every((s) => slice.seats.includes(s))) return bad('turn');
	if (t.turn === 0) {
		const unrevealed = slice.seats.filter((s) => !slice.mixReveals[s]);
		if (unrevealed.length !== skipped.length || unrevealed.some((s) => !skipped.includes(s))) return reject(R.unknownInput, 'The set-up must name exactly the seats that did not show their contribution.');
	}
	// the set-up names the set-up choices it used once it has any to name (older set-ups name none)
	const usedWrong = t.turn > 0 || t.seen !== undefined ? usedProblem(slice, t) : null;
	if (usedWrong) return reject(R.unknownInput, usedWrong);
	const reportsWrong = reportsProblem(slice, t.reports);
	if (reportsWrong) return reject(R.reportMissing, reportsWrong);
	const named = t.turn > 0 || t.seen !== undefined;
	const used = named ? { ...t.used } : {};
	const refused = named ? { ...t.refused } : {};
	const sealedTo = Object.fromEntries(Object.keys(t.reports).map((s) => [s, slice.boxKeys[s] ?? slice.gm!.orders]));
	const record: TurnRecord = {
		turn: t.turn,
		eventId: event.id,
		used,
		refused,
		seen: named ? { ...t.seen } : {},
		sealed: slice.inputs as Record<SeatId, InputRecord[]>,
		skipped: [...skipped],
		...(gmPlays.length ? { gmPlays: [...gmPlays] } : {}),
		worldHash: t.worldHash,
		reports: Object.fromEntries(Object.entries(t.reports).map(([s, r]) => [s, r.hash])),
		sealedTo,
		notes: named ? notes(slice, t) : [],
		adjust: t.adjust ?? null,
		over: t.over
	};
	return { ...slice, turn: t.turn, inputs: {}, turns: [...slice.turns, record], deadline: null, over: t.over };
}

function reveal(slice: HiddenSlice, d: Data): HiddenSlice | Rejection {
	if (slice.revealed) return reject(R.turnRepeated, 'The secrets have already been revealed.');
	const secret = typeof d.secret === 'string' ? fromBase64url(d.secret) : null;
	if (!secret || !isText(d.ordersKey, 1024)) return bad('reveal');
	if (seedCommit(secret) !== slice.gm!.seedCommit) return reject(R.secretMismatch, 'The revealed secret is not the one the game master committed to.');
	return { ...slice, over: true, revealed: { secret: d.secret as string, ordersKey: d.ordersKey as string } };
}

/** The GM actions that are only recorded (and, for rebind and hand-overs, change who is who). */
function gmAction(slice: HiddenSlice, event: GameEvent, d: Data): HiddenSlice | Rejection {
	const action = { kind: event.kind, eventId: event.id, turn: slice.turn };
	switch (event.kind) {
		case K.rebind:
			if (!slice.seats.includes(d.seat as string) || !isPublicKeyText(d.key)) return bad('rebinding');
			return { ...slice, boxKeys: { ...slice.boxKeys, [d.seat as string]: d.key }, actions: [...slice.actions, { ...action, seat: d.seat as string }] };
		case K.resend:
			if (!slice.seats.includes(d.seat as string) || d.turn !== slice.turn || !isText(d.box)) return bad('report sent again');
			return { ...slice, actions: [...slice.actions, { ...action, seat: d.seat as string }] };
		case K.handOver:
		case K.takeover:
			if (!isText(d.device, 256)) return bad('hand-over');
			return { ...slice, gm: { ...slice.gm!, device: d.device }, actions: [...slice.actions, action] };
		case K.pause:
			if (typeof d.paused !== 'boolean') return bad('pause');
			return { ...slice, paused: d.paused, actions: [...slice.actions, { ...action, paused: d.paused }] };
		case K.escrow:
			if (!isPublicKeyText(d.to) || !isText(d.box)) return bad('escrow');
			return { ...slice, actions: [...slice.actions, action] };
		default: // peek
			return { ...slice, actions: [...slice.actions, action] };
	}
}

export function hiddenStep(slice: HiddenSlice, event: GameEvent, ctx: HiddenContext): HiddenSlice | Rejection {
	const d = event.data;
	if (!isObj(d)) return bad('event');
	if (event.kind === K.open) return open(slice, event, d, ctx);
	if (GM_KINDS.has(event.kind)) {
		const no = gmCheck(slice, event, ctx);
		if (no) return no;
	}
	switch (event.kind) {
		case K.boxKey:
			return boxKey(slice, event, d);
		case K.mixCommit:
			return mixCommit(slice, event, d);
		case K.mixReveal:
			return mixReveal(slice, event, d);
		case K.input:
			return sealedInput(slice, event, d);
		case K.turn:
			return gmTurn(slice, event, d);
		case K.reveal:
			return reveal(slice, d);
		case K.deadline:
			return deadlineStep(slice, d);
		case K.correct:
			return correctStep(slice, event, d);
		default:
			return gmAction(slice, event, d);
	}
}

/** Folds a whole log through the step; refusals are kept with the event they refused. */
export function foldHidden(seats: readonly SeatId[], log: readonly GameEvent[], ctx: HiddenContext): { slice: HiddenSlice; refused: { event: GameEvent; why: Rejection }[] } {
	let slice = hiddenInitial(seats);
	const refused: { event: GameEvent; why: Rejection }[] = [];
	for (const event of log) {
		if (!HIDDEN_KIND_LIST.includes(event.kind)) continue;
		const next = hiddenStep(slice, event, ctx);
		if (isRejection(next)) refused.push({ event, why: next });
		else slice = next;
	}
	return { slice, refused };
}
