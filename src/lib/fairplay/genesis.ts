import { signGenesis, type Genesis, type OptionValues, type SeatInfo } from '$engine/core';
import type { NewGame } from '$lib/store/gameStore';
import { deviceKeys } from './keyStore';

/**
 * The genesis of a game this device makes: every seat bound to this device's key, signed by it, to be
 * written once with the game's description. Undefined when this device cannot sign (no WebCrypto: a
 * page over plain http): the game is then unsigned, as a game made before fair play.
 */
export async function genesisOfNewGame(meta: { game: string; created: number; options: OptionValues }, seats: readonly SeatInfo[]): Promise<Genesis | undefined> {
	try {
		// a game made now is written in the third signed form (hash chains: docs/fair-play.md, "Chains")
		return { ...(await signGenesis(await deviceKeys(), meta, seats)), chain: 1 };
	} catch {
		return undefined;
	}
}

/**
 * A new game made on this device, for `GameStore.create`: stamped with its time of creation and,
 * unless it joins a table made elsewhere, with the genesis that binds its seats to this device.
 */
export async function newGameHere(g: NewGame): Promise<NewGame> {
	const created = Date.now();
	const genesis = g.tableId ? undefined : await genesisOfNewGame({ game: g.game, created, options: g.options }, g.seats);
	return { ...g, created, genesis };
}
