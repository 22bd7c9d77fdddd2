import type { AnyGame } from '$engine/core';
import type { MoveKind, MoveName, TableSession } from './types';

/** The kind of the move `name` of the session's game: the game's id, a slash and the name. */
export function kindOf<G extends AnyGame>(session: TableSession<G>, name: MoveName<G>): MoveKind<G> {
	// every name is the end of one of the game's kinds (MovesByName), which a template type cannot follow back
	return `${session.gameId}/${name}` as MoveKind<G>;
}
