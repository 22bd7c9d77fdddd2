/**
 * The protocols' layer of the fold: it sits between the log and a game's own rules. An event of a
 * registered protocol's kind goes to that protocol, which steps its own slice; everything else goes
 * to the game. What a protocol hands the game (revealed orders, finished rolls) reaches it as
 * events of its own kinds.
 */
import { applyEvent, checkEnvelope, type ApplyResult } from '../apply';
import { CORE_REJECTIONS } from '../rejections';
import { isRejection, reject, type GameEvent, type Rejection, type SeatId } from '../types';
import type { GmSigAsk } from '../hidden/gmSig';
import type { FairGame, FoldChecks, ProtocolContext, ProtocolRegistry, TableProtocol } from './shape';
import { TABLE_PROTOCOLS } from './registered';

export interface FairState<S = unknown> {
	game: S;
	/** One slice per registered protocol, by its name (read one with `protocol.of(state)`). */
	slices: Readonly<Record<string, unknown>>;
}

/** The protocols' part of the state, without the game's own. */
export type FairLayer = Omit<FairState, 'game'>;

/** Whether two states hold the same protocols' part (a game move leaves it as it was: the same object). */
export function sameFairLayer(a: FairLayer | null, b: FairLayer): boolean {
	return a !== null && a.slices === b.slices;
}

/**
 * The state before the first event; `holders`: the seats bound when the game was made
 * (genesisHolders); `seats`: every seat of the game (the hidden protocol's players).
 */
export function fairInitial<S>(gameState: S, holders: Readonly<Record<SeatId, string>> = {}, seats: readonly SeatId[] = [], registry: ProtocolRegistry = TABLE_PROTOCOLS): FairState<S> {
	const slices: Record<string, unknown> = {};
	for (const p of registry.list) slices[p.name] = p.initial({ gameState, holders, seats });
	return { game: gameState, slices };
}

/** What each protocol lets `seat` see of its slice (the whole slice when it has no `seatView`). */
export function seatViews(state: FairLayer, seat: SeatId | null, registry: ProtocolRegistry = TABLE_PROTOCOLS): Record<string, unknown> {
	const out: Record<string, unknown> = {};
	for (const p of registry.list) out[p.name] = p.seatView ? p.seatView(p.of(state), seat) : p.of(state);
	return out;
}

/** The context of one protocol step; one per `fairStep`, reset for each event (the fold allocates nothing more per event). */
class StepContext implements ProtocolContext {
	gameState: unknown = null;
	slices: Readonly<Record<string, unknown>> = {};
	readonly gmSig: GmSigAsk;
	constructor(
		readonly game: FairGame,
		checks: FoldChecks
	) {
		this.gmSig = checks.gmSig ?? (() => 'pending');
	}

	read<T>(protocol: TableProtocol<T>): T {
		return this.slices[protocol.name] as T;
	}

	play(event: GameEvent): Rejection | null {
		const r = applyEvent(this.game, this.gameState, event);
		if (!r.ok) return r.rejection;
		this.gameState = r.state;
		return null;
	}
}

/**
 * The step function of the fold for a game played with the table protocols: an event of a
 * protocol's kind steps that protocol's slice; everything else goes to the game (see LogFolder's `step`).
 */
export function fairStep<S>(game: FairGame<S>, registry: ProtocolRegistry = TABLE_PROTOCOLS, checks: FoldChecks = {}): (state: FairState<S>, event: GameEvent) => ApplyResult<FairState<S>> {
	const guarded = new Map<string, Rejection>();
	for (const p of registry.list) {
		const g = p.guards?.(game);
		if (g) for (const kind of g.kinds) guarded.set(kind, g.refusal);
	}
	const ctx = new StepContext(game, checks);
	const owners = registry.byKind;
	return (state, event) => {
		// a hostile event's kind may be anything: only a string kind a protocol declared finds one
		const protocol = event && typeof event === 'object' ? owners.get(event.kind) : undefined;
		if (!protocol) {
			const refusal = event && typeof event === 'object' ? guarded.get(event.kind) : undefined;
			if (refusal) return { ok: false, state, rejection: refusal };
			const r = applyEvent(game, state.game, event);
			return r.ok ? { ok: true, state: { game: r.state, slices: state.slices } } : { ok: false, state, rejection: r.rejection };
		}
		const bad = checkEnvelope(event);
		if (bad) return { ok: false, state, rejection: bad };
		ctx.gameState = state.game;
		ctx.slices = state.slices;
		try {
			const slice = state.slices[protocol.name];
			const next = protocol.step(slice, event, ctx);
			if (isRejection(next)) return { ok: false, state, rejection: next };
			const slices = next === slice ? state.slices : { ...state.slices, [protocol.name]: next };
			return { ok: true, state: { game: ctx.gameState as S, slices } };
		} catch (err) {
			const why = err instanceof Error ? err.message : String(err);
			return { ok: false, state, rejection: reject(CORE_REJECTIONS.internal, `The fair-play layer could not apply this (${why}).`) };
		}
	};
}
