import { signGenesis, type Genesis, type OptionValues, type SeatInfo } from '$engine/core';
import { randomId } from '$lib/store/codec';
import type { NewGame } from '$lib/store/gameStore';
import { deviceKeys } from './keyStore';

/**
 * The genesis of a game this device makes: every seat bound to this device's key, signed by it
 * together with the game's table id and title, to be written once with the game's description.
 * Undefined when this device cannot sign (no WebCrypto: a page over plain http): the game is then
 * unsigned, as a game made before fair play.
 */
export async function genesisOfNewGame(
	meta: { game: string; created: number; options: OptionValues; tableId: string; title: string },
	seats: readonly SeatInfo[]
): Promise<Genesis | undefined> {
	try {
		// a game made now is written in the third signed form (hash chains: docs/fair-play.md, "Chains")
		return { ...(await signGenesis(await deviceKeys(), meta, seats)), chain: 1 };
	} catch {
		return undefined;
	}
}

/**
 * A new game made on this device, for `GameStore.create`: stamped with its time of creation and,
 * unless it joins a table made elsewhere, with its table id and the genesis that binds its seats to
 * this device (the genesis signs the table id, so it is chosen here rather than by the store).
 */
export async function newGameHere(g: NewGame): Promise<NewGame> {
	const created = Date.now();
	if (g.tableId) return { ...g, created };
	const tableId = randomId(12);
	const genesis = await genesisOfNewGame({ game: g.game, created, options: g.options, tableId, title: g.title }, g.seats);
	return { ...g, created, tableId, genesis };
}
