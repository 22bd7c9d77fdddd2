/**
 * The move contract. A game declares its moves: by event kind, each move's rules and its terms (who
 * may make it, the dice it needs, sealed, undoable). `defineGame` checks the declaration once, when
 * the game is defined, and turns it into the GameDefinition the core, the registry and the UI hold.
 * The core owns what every game shares: the dispatch, the refusal of a move the game does not have,
 * the refusal of a seat the move's terms do not allow; a game's own rules see only its own moves.
 */
import { text } from './describe';
import { CORE_REJECTIONS } from './rejections';
import { reject, type AnyData, type GameDefinition, type GameEvent, type GameSpec, type Move, type MoveDeclaration, type MoveDice, type MoveMaker, type MoveRefusals, type MoveTable, type OptionValues, type Rejection, type SeatId } from './types';

const MAKERS: readonly MoveMaker[] = ['seat', 'table', 'seat or table', 'anyone'];

/** The longest kind an event may carry (checkEnvelope): a longer one could never be played. */
const MAX_KIND = 64;

/** The refusal of an event kind that is not one of `title`'s moves, in words a player understands. */
export function notAMove(title: string, kind: unknown, code: string = CORE_REJECTIONS.unknownKind): Rejection {
	return reject(code, `"${text(kind)}" is not a move of ${title}.`);
}

/** A game declaration that cannot be played: a mistake in the code, caught when the game is defined. */
export class GameDefinitionError extends Error {}

function refuse(id: string, why: string): never {
	throw new GameDefinitionError(`The game "${id}" cannot be defined: ${why}.`);
}

function checkDice(id: string, kind: string, dice: MoveDice | undefined): MoveDice | null {
	if (dice === undefined || dice === 'varies') return dice ?? null;
	const whole = (n: unknown, min: number) => typeof n === 'number' && Number.isInteger(n) && n >= min;
	if (typeof dice !== 'object' || dice === null || !whole(dice.sides, 2) || !whole(dice.count, 1)) {
		refuse(id, `the dice of "${kind}" are not a number of dice (1 or more) of 2 or more faces, nor 'varies'`);
	}
	return { sides: dice.sides, count: dice.count };
}

/** One declared move, checked, with every term filled in. */
function normalise<S>(id: string, kind: string, declared: MoveDeclaration<S>, movesBy: MoveMaker): Move<S> {
	if (!kind.startsWith(id + '/') || kind.length === id.length + 1) refuse(id, `"${kind}" is not a kind of its own (they start with "${id}/")`);
	if (kind.length > MAX_KIND) refuse(id, `"${kind}" is longer than ${MAX_KIND} characters`);
	const terms = typeof declared === 'function' ? { run: declared } : declared;
	if (typeof terms !== 'object' || terms === null || typeof terms.run !== 'function') refuse(id, `"${kind}" has no rules (a function)`);
	const by = terms.by ?? movesBy;
	if (!MAKERS.includes(by)) refuse(id, `"${kind}" is made by "${String(by)}", which is none of ${MAKERS.join(', ')}`);
	const automatic = terms.automatic === true;
	if (automatic && terms.undoable === true) refuse(id, `"${kind}" is sent by the table by itself, so no player can undo it`);
	const describe = terms.describe ?? null;
	if (describe !== null && typeof describe !== 'function') refuse(id, `the history line of "${kind}" is not a function`);
	return { kind, run: terms.run, by, dice: checkDice(id, kind, terms.dice), sealed: terms.sealed === true, automatic, undoable: terms.undoable ?? !automatic, describe };
}

/** Every move of `spec` by kind; a kind declared twice (in two of its tables) is refused. */
function moveBook<S>(spec: GameSpec<S, unknown, OptionValues>): Map<string, Move<S>> {
	const tables: readonly MoveTable<S>[] = Array.isArray(spec.moves) ? spec.moves : [spec.moves as MoveTable<S>];
	const book = new Map<string, Move<S>>();
	for (const table of tables) {
		for (const kind of Object.keys(table)) {
			if (book.has(kind)) refuse(spec.id, `"${kind}" is declared twice`);
			book.set(kind, normalise(spec.id, kind, table[kind], spec.movesBy ?? 'anyone'));
		}
	}
	if (book.size === 0) refuse(spec.id, 'it declares no move');
	return book;
}

/** Why `seat` may not make a move made `by`, or null when it may. */
function seatRefusal<S>(by: MoveMaker, state: S, seatsOf: (state: S) => readonly SeatId[], seat: SeatId | null, own: MoveRefusals['seat']): Rejection | null {
	if (by === 'anyone' || (seat === null && by !== 'seat')) return null;
	if (seat !== null && by !== 'table' && seatsOf(state).includes(seat)) return null;
	if (own) return reject(own.code, own.message);
	if (seat === null) return reject(CORE_REJECTIONS.unknownSeat, 'Only a player at this table makes this move.');
	if (by === 'table') return reject(CORE_REJECTIONS.tableOnly, 'Only the table itself makes this move, not a player.');
	return reject(CORE_REJECTIONS.unknownSeat, 'There is no such player at this table.');
}

/** The core's dispatch over a game's moves: the refusals every game shares, then the move's own rules. */
function dispatch<S>(spec: GameSpec<S, unknown, OptionValues>, book: ReadonlyMap<string, Move<S>>): GameDefinition<S>['apply'] {
	const { title, seatsOf, refusals } = spec;
	return (state, event: GameEvent) => {
		const move = book.get(event.kind);
		if (!move) return notAMove(title, event.kind, refusals?.unknownMove);
		const wrong = move.by === 'anyone' ? null : seatRefusal(move.by, state, seatsOf!, event.seat, refusals?.seat);
		return wrong ?? move.run(state, event);
	};
}

const NO_DATA: AnyData = Object.freeze({});

/**
 * The core's dispatch over the moves' history lines: the line of the event's move, its data as an
 * object (anything else reads as no data), or the event's kind when the move has no line.
 */
function describer<S>(book: ReadonlyMap<string, Move<S>>): GameDefinition<S>['describe'] {
	return (state, event) => {
		const line = book.get(event.kind)?.describe;
		if (!line) return event.kind;
		const data = typeof event.data === 'object' && event.data !== null ? (event.data as AnyData) : NO_DATA;
		return line(state, data, event);
	};
}

/** The fair-play hooks of a game, as far as the moves' terms fill them in (see fairplay/layer.ts). */
interface SealedHooks {
	sealed?: unknown;
	sealedKinds?: readonly string[];
}

/** The fair-play hooks with the kinds of the sealed moves filled in; a sealed move needs a sealed step. */
function withSealedKinds(id: string, hooks: SealedHooks | undefined, book: ReadonlyMap<string, Move<unknown>>): SealedHooks | undefined {
	const sealedKinds = [...book.values()].filter((m) => m.sealed).map((m) => m.kind);
	if (hooks?.sealedKinds) refuse(id, 'its sealed kinds are declared on its moves (sealed: true), not listed by hand');
	if (sealedKinds.length === 0) return hooks;
	if (typeof hooks?.sealed !== 'function') refuse(id, `${sealedKinds.join(', ')} are sealed, but it has no fairPlay.sealed step to take them`);
	return { ...hooks, sealedKinds };
}

/**
 * Checks a game as written, once, and makes it the GameDefinition the core plays: its moves by
 * kind with every term filled in, `apply` as the core's dispatch, `automatic` from the moves' terms,
 * and for a game with fair-play hooks the kinds of its sealed moves. Throws a GameDefinitionError
 * for a declaration no table could play (a kind not of the game's own, one declared twice, a
 * 'seat' move without `seatsOf`): a mistake in the code, found when the module loads.
 */
export function defineGame<S, V, O extends OptionValues, P = Record<string, AnyData>, X extends object = object>(spec: GameSpec<S, V, O, NoInfer<P>> & X): GameDefinition<S, V, O, P> & NoInfer<Omit<X, keyof GameSpec>> {
	if (typeof spec.id !== 'string' || !/^[a-z][a-z0-9-]*$/.test(spec.id)) refuse(String(spec.id), 'its id is not a lower-case word');
	const book = moveBook(spec as GameSpec<S, unknown, OptionValues>);
	if (!spec.seatsOf && [...book.values()].some((m) => m.by === 'seat' || m.by === 'seat or table')) {
		refuse(spec.id, 'some of its moves are made by a seat, but it has no seatsOf(state) to tell its seats');
	}
	if ('describe' in spec) refuse(spec.id, 'its history lines are declared on its moves (describe), not as one function');
	const { moves: _declared, movesBy: _by, seatsOf: _seats, refusals: _refusals, ...rest } = spec as GameSpec<S, V, O> & X & { fairPlay?: SealedHooks };
	const fairPlay = withSealedKinds(spec.id, rest.fairPlay, book as ReadonlyMap<string, Move<unknown>>);
	const automatic = [...book.values()].filter((m) => m.automatic).map((m) => m.kind);
	const game = { ...rest, moves: book, apply: dispatch(spec as GameSpec<S, unknown, OptionValues>, book), describe: describer(book), automatic };
	return (fairPlay ? { ...game, fairPlay } : game) as unknown as GameDefinition<S, V, O, P> & Omit<X, keyof GameSpec>;
}

/** The terms of the move `kind` of `game`, or undefined when it has no such move. */
export function moveOf<S>(game: GameDefinition<S, unknown, OptionValues>, kind: unknown): Move<S> | undefined {
	return typeof kind === 'string' ? game.moves.get(kind) : undefined;
}
