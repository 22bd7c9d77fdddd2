/**
 * The shape of a table protocol: a set of shared events that every game takes the same way (seat
 * binding, sealed orders, fair dice...). Each protocol owns its event kinds and its own slice of the
 * fold's state, steps that slice alone, and hands the game events of the game's own kinds through
 * `ctx.play` (revealed orders, finished rolls): a game's rules never see a commitment or a salt.
 * None knows the others but through `ctx.read`, and the fold knows none of them by name
 * (ProtocolRegistry dispatches by kind).
 */
import type { AnyGame, GameEvent, Rejection, SeatId } from '../types';
import type { FairPlayHooks } from './sealed/hooks';
import type { GmSigAsk } from '../hidden/gmSig';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FairGame<S = any> = AnyGame & { fairPlay?: FairPlayHooks<S> };

/** What a protocol's state starts from. */
export interface ProtocolStart {
	/** The game's own state after setup. */
	gameState: unknown;
	/** Seat → key of the device bound to it when the game was made (genesisHolders); empty before fair play. */
	holders: Readonly<Record<SeatId, string>>;
	/** Every seat of the game, in order (empty where the caller did not say). */
	seats: readonly SeatId[];
}

/**
 * What the fold is told beyond the log: answers found asynchronously that a step reads from memory.
 * `gmSig`: whether a game master's event carries its key's signature (engine/core/hidden/gmSig.ts);
 * without it every such signature is 'pending' (a file's fold: the audit checks them itself).
 */
export interface FoldChecks {
	gmSig?: GmSigAsk;
}

/** What a protocol's step may do beyond its own slice. Valid during that step only. */
export interface ProtocolContext {
	readonly game: FairGame;
	/** The game's own state as this step has it (after what `play` handed it so far). */
	readonly gameState: unknown;
	/** Another protocol's slice as it is before this event (dice reads who holds the seats). */
	read<T>(protocol: TableProtocol<T>): T;
	/** Answers about game master signatures, from memory ('pending' until checked). */
	readonly gmSig: GmSigAsk;
	/** Hands the game an event of its own kind: null when the game took it, else the game's refusal (its state unchanged). */
	play(event: GameEvent): Rejection | null;
}

/** A game's own kinds that only a protocol may hand it (sealed orders): sent in the clear they are refused. */
export interface GuardedKinds {
	kinds: readonly string[];
	refusal: Rejection;
}

export interface ProtocolSpec<Slice> {
	/** Unique among the registered protocols; the key of its slice. */
	readonly name: string;
	/** The shared event kinds it owns; unique among the registered protocols. */
	readonly kinds: readonly string[];
	initial(start: ProtocolStart): Slice;
	/** Its own slice after `event` (one of its kinds, envelope checked), or why the event is refused. Must not mutate. */
	step(slice: Slice, event: GameEvent, ctx: ProtocolContext): Slice | Rejection;
	/** What `seat` (null: a watcher) may see of the slice; without it, the whole slice is public. */
	seatView?(slice: Slice, seat: SeatId | null): unknown;
	/** The game's kinds this protocol alone hands to the game. */
	guards?(game: FairGame): GuardedKinds | null;
}

export interface TableProtocol<Slice = unknown> extends ProtocolSpec<Slice> {
	/** Its slice of a folded state. */
	of(state: { readonly slices: Readonly<Record<string, unknown>> }): Slice;
}

/** A protocol from its parts, with `of` to read its slice. */
export function defineProtocol<Slice>(spec: ProtocolSpec<Slice>): TableProtocol<Slice> {
	const name = spec.name;
	return { ...spec, of: (state) => state.slices[name] as Slice };
}

export class ProtocolDefinitionError extends Error {}

/**
 * The protocols a table plays, checked once when built (a name or a kind taken twice is an error
 * then, not during play); the fold finds an event's protocol by its kind (`byKind`).
 */
export class ProtocolRegistry {
	readonly list: readonly TableProtocol[];
	/** The protocol owning each kind; an event of any other kind (or of no string kind) is the game's. */
	readonly byKind: ReadonlyMap<string, TableProtocol>;

	constructor(protocols: readonly TableProtocol[]) {
		const names = new Set<string>();
		const byKind = new Map<string, TableProtocol>();
		for (const p of protocols) {
			if (names.has(p.name)) throw new ProtocolDefinitionError(`Two table protocols are named "${p.name}".`);
			names.add(p.name);
			for (const kind of p.kinds) {
				const other = byKind.get(kind);
				if (other) throw new ProtocolDefinitionError(`"${kind}" is an event of both "${other.name}" and "${p.name}".`);
				byKind.set(kind, p);
			}
		}
		this.list = protocols;
		this.byKind = byKind;
	}

	/** These protocols and `more` (a test's toy protocol, the next capability). */
	with(...more: TableProtocol[]): ProtocolRegistry {
		return new ProtocolRegistry([...this.list, ...more]);
	}
}
