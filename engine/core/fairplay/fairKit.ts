/**
 * Shared by the fair-play tests: devices that sign, a small sealed-orders game, log builders.
 * Not part of the app.
 */
import { checkRoll, type Roll } from '../dice';
import { foldLog } from '../fold';
import { defineGame } from '../moves';
import { reject, type GameEvent, type Rejection, type SeatId, type SeatInfo } from '../types';
import { gameDomain } from './canonical';
import { diceCommitment, ordersCommitment, randomToken } from './commitment';
import { authenticate, type SigCheck } from './auth';
import { FAIR_KINDS as K } from './kinds';
import { fairInitial, fairStep, type FairState } from '../protocols/layer';
import type { FairGame } from '../protocols/shape';
import { checkAll } from './verifier';
import { generateDeviceKeys, keyRef, parseSig, signEvent, type DeviceKeys } from './signature';
import { genesisHolders, signGenesis, type Genesis } from './genesis';

export interface PickState {
	seats: SeatId[];
	turn: number;
	picks: Record<SeatId, number>;
	score: Record<SeatId, number>;
	lastRoll: number | null;
	rollCount: number;
}

function pickRoll(state: PickState, event: GameEvent): PickState | Rejection {
	const bad = checkRoll((event.data as { roll?: Roll }).roll, 6, 1);
	if (bad) return bad;
	return { ...state, lastRoll: (event.data as { roll: Roll }).roll.values[0], rollCount: state.rollCount + 1 };
}

function pickChoose(state: PickState, event: GameEvent): PickState | Rejection {
	const d = event.data as { turn?: unknown; n?: unknown } | null;
	if (event.seat === null || !state.seats.includes(event.seat)) return reject('pick/seat', 'No such seat.');
	if (!d || d.turn !== state.turn) return reject('pick/turn', 'Wrong turn.');
	if (!Number.isInteger(d.n) || (d.n as number) < 1 || (d.n as number) > 10) return reject('pick/range', 'Pick 1 to 10.');
	const picks: Record<SeatId, number> = { ...state.picks, [event.seat]: d.n as number };
	if (Object.keys(picks).length < state.seats.length) return { ...state, picks };
	const best = Math.max(...state.seats.map((s: SeatId) => picks[s]));
	const score = { ...state.score };
	for (const s of state.seats) if (picks[s] === best) score[s]++;
	return { ...state, picks: {}, score, turn: state.turn + 1 };
}

/** "Pick": every turn each seat picks 1..10 sealed; the highest pick scores. Three turns. */
export const pickGame: FairGame<PickState> = defineGame({
	id: 'pick',
	title: 'Pick',
	summary: 'A test game with sealed picks.',
	seats: { min: 2, max: 4, default: 2 },
	options: [],
	setup: ({ seats }) => ({
		seats: seats.map((s) => s.id),
		turn: 1,
		picks: {},
		score: Object.fromEntries(seats.map((s) => [s.id, 0])),
		lastRoll: null,
		rollCount: 0
	}),
	moves: {
		'pick/roll': { run: pickRoll, dice: { sides: 6, count: 1 } },
		'pick/choose': { run: pickChoose, sealed: true }
	},
	view: (state, seat) => ({ ...state, picks: seat && seat in state.picks ? { [seat]: state.picks[seat] } : {} }),
	status: (state) => (state.turn > 3 ? { phase: 'finished' } : { phase: 'playing' }),
	fairPlay: {
		sealed: (state: PickState) => (state.turn > 3 ? null : { turn: state.turn, kind: 'pick/choose', seats: state.seats })
	}
});

export const META = { game: 'pick', created: 1_700_000_000_000, options: {} };
export const DOMAIN = gameDomain(META);
export const SEATS: SeatInfo[] = [
	{ id: 's0', name: 'Ana' },
	{ id: 's1', name: 'Bo' }
];

let counter = 0;

/**
 * The signed form the devices of the tests write: 1, per-event signatures as before (games stored
 * before order rules); 2, ids bound to the device and `after` (empty unless given: a device that had
 * seen nothing, so the event may stand anywhere its rules allow).
 */
let form: 1 | 2 = 1;
export function useSignedForm(f: 1 | 2): void {
	form = f;
}

/** A device with its own key pair, writing signed events. */
export class Device {
	private constructor(readonly keys: DeviceKeys) {}

	/** An id of this device: in the second form, bound to its key (as `rid('r1')` for a round). */
	rid(name: string): string {
		return form === 2 ? keyRef(this.publicKey) + name : name;
	}

	static async make(): Promise<Device> {
		return new Device(await generateDeviceKeys());
	}

	get publicKey() {
		return this.keys.publicKey;
	}

	async sign(e: Omit<GameEvent, 'id' | 'at' | 'sig'> & { id?: string; at?: number }, domain = DOMAIN): Promise<GameEvent> {
		const id = e.id ?? this.rid(`e${++counter}`);
		const event: GameEvent = { id, seat: e.seat, kind: e.kind, data: e.data, at: e.at ?? META.created + counter * 1000 };
		if (e.after !== undefined || form === 2) event.after = e.after ?? [];
		return { ...event, sig: await signEvent(this.keys, domain, event) };
	}

	/** The genesis of a game this device makes: it holds every seat. */
	genesis(seats: SeatInfo[] = SEATS): Promise<Genesis> {
		return signGenesis(this.keys, META, seats);
	}

	claim(seat: SeatId) {
		return this.sign({ seat, kind: K.claim, data: { seat, publicKey: this.publicKey } });
	}

	handOver(seat: SeatId, to: string) {
		return this.sign({ seat, kind: K.handOver, data: { seat, publicKey: to } });
	}

	/** Seals orders: the commit event, and the reveal to send once everyone has committed. */
	async seal(seat: SeatId, turn: number, orders: unknown, kind = 'pick/choose') {
		const salt = randomToken(16);
		const commit = await this.sign({ seat, kind: K.commit, data: { turn, hash: ordersCommitment(turn, seat, orders, salt) } });
		const reveal = await this.sign({ seat, kind: K.reveal, data: { turn, kind, orders, salt } });
		return { commit, reveal, salt };
	}

	/** A dice contribution: its commitment (as a commit, or as the open whose id is the round) and its reveal. */
	async contribute(seat: SeatId, round: string, open?: { sides: number; count: number; then?: unknown }) {
		// the round is the opening's id: the opener's in the second form
		if (open) round = this.rid(round);
		const contribution = randomToken(32);
		const hash = diceCommitment(round, contribution);
		const commit = open
			? await this.sign({ id: round, seat, kind: K.diceOpen, data: { ...open, hash } })
			: await this.sign({ seat, kind: K.diceCommit, data: { round, hash } });
		const reveal = await this.sign({ seat, kind: K.diceReveal, data: { round, contribution } });
		return { commit, reveal, contribution };
	}
}

/**
 * A table writing in the second form as the app does: every event names what its device had seen
 * (the frontier of the log so far). Devices and their keys are known, so nothing waits on WebCrypto.
 */
export class Table {
	readonly log: GameEvent[] = [];
	readonly #keys = new Map<string, string>();

	constructor(
		devices: Device[],
		readonly genesis?: Genesis,
		readonly seats: SeatInfo[] = SEATS
	) {
		for (const d of devices) this.#keys.set(keyRef(d.publicKey), d.publicKey);
	}

	/** What a device sees: signatures taken as valid for the key they name (a test signs them itself). */
	auth(log: readonly GameEvent[] = this.log) {
		const check = (e: GameEvent): SigCheck => {
			const key = this.#keys.get(parseSig(e.sig)?.ref ?? '');
			return key ? { status: 'valid', key } : { status: 'unsigned' };
		};
		return authenticate(log, this.seats.map((s) => s.id), check, this.genesis);
	}

	/** Signs an event that names the frontier of the log, and appends it. */
	async write(d: Device, e: Omit<GameEvent, 'id' | 'at' | 'sig' | 'after'>): Promise<GameEvent> {
		const event = await d.sign({ ...e, id: keyRef(d.publicKey) + `t${++counter}`, after: this.auth().frontier });
		this.log.push(event);
		return event;
	}

	file(log: GameEvent[] = this.log) {
		return { meta: { ...META, genesis: this.genesis }, seats: this.seats, log };
	}
}

/** Folds a log through the fair-play layer with every signature checked, as Verify does. */
export async function foldVerified(log: GameEvent[], game: FairGame = pickGame, seats: SeatInfo[] = SEATS, genesis?: Genesis) {
	const check = await checkAll(DOMAIN, log, genesis ? [genesis.key] : []);
	const auth = authenticate(log, seats.map((s) => s.id), (e) => check(e), genesis);
	const initial = fairInitial(game.setup({ options: {}, seats }), genesisHolders(genesis, seats.map((s) => s.id)), seats.map((s) => s.id));
	// the tests fold Pick (or a game whose state they read the same way)
	const folded = foldLog<FairState<PickState>>(game, initial, log, auth.verdicts, fairStep(game));
	return { ...folded, auth, codes: folded.outcomes.map((o) => (o.kind === 'rejected' ? o.rejection.code : o.kind)) };
}
