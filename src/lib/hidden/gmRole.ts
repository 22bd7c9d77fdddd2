/**
 * This phone as the game master of a hidden table: its key set (made on the first fold and kept in
 * the fair-play secrets store; `backupLine` is the one-line backup, gmKeys.ts; a backup line taken
 * over replaces it) and the host that acts with it (gmHost.ts), made once those keys are known.
 * The GM is the device that made the game (HiddenTable.isGm), or one that took the role over.
 */
import { keyRef, type SeatId, type SetupContext } from '$engine/core';
import { worldHash, type AnyHiddenGame, type GmKeySet } from '$engine/core/hidden';
import { getSecret, putSecret } from '$lib/fairplay/keyStore';
import { randomId } from '$lib/store/codec';
import { exportGmKeys, generateGmKeys, importGmKeys } from './gmKeys';
import { GmHost } from './gmHost';
import type { HiddenLog } from './hiddenLog';

const gmWhat = (domain: string) => `hidden-gm|${domain}`;

export interface GmRoleOptions {
	tableId: string;
	game: AnyHiddenGame;
	ctx: SetupContext;
	domain: string;
	/** This device's key (the GM's events take ids that begin with its reference). */
	me: () => string;
	/** The seats the GM's phone plays as bots. */
	bots: () => readonly SeatId[];
	/** The GM plays a mage too: its god view is locked. */
	blind: () => boolean;
	/** The set-up waits for the GM's Start. */
	holdSetUp: () => boolean;
	/** The seats the GM plays itself, named in public at the set-up. */
	gmPlays: () => readonly SeatId[];
}

export class GmRole {
	#keys: Promise<GmKeySet> | null = null;
	#host: GmHost | null = null;

	constructor(readonly o: GmRoleOptions) {}

	/** The key set kept on this phone, or a new one, kept before it is used. */
	keys(): Promise<GmKeySet> {
		const { tableId, domain } = this.o;
		this.#keys ??= (async () => {
			const kept = await getSecret<GmKeySet>(tableId, gmWhat(domain));
			if (kept) return kept;
			const fresh = await generateGmKeys();
			await putSecret(tableId, gmWhat(domain), fresh);
			return fresh;
		})();
		return this.#keys;
	}

	/** The GM's host on `log` (the first call's log stays its log). */
	async host(log: HiddenLog): Promise<GmHost> {
		const { game, ctx, domain, me, bots, blind, holdSetUp, gmPlays } = this.o;
		this.#host ??= new GmHost({ game, ctx, domain, keys: await this.keys(), log, newId: () => keyRef(me()) + randomId(8), bots, blind, holdSetUp, gmPlays });
		return this.#host;
	}

	/** The key set as one line (a QR code's worth), for the backup. */
	async backupLine(): Promise<string> {
		return exportGmKeys(await this.keys());
	}

	/**
	 * The keys of a backup line kept here instead and the host made anew with them on `log`, its world
	 * rebuilt from the log (every published hash checked). Resolves with that host and the world hash of
	 * the latest turn as rebuilt here, or why not.
	 */
	async takeOver(line: string, log: HiddenLog): Promise<{ host: GmHost; worldHash: string } | { why: string }> {
		const keys = await importGmKeys(line.trim());
		if (!keys) return { why: 'This is not a game master backup line.' };
		await putSecret(this.o.tableId, gmWhat(this.o.domain), keys);
		this.#keys = Promise.resolve(keys);
		this.#host = null;
		const host = await this.host(log);
		const replayed = await host.reopen();
		const at = replayed.position;
		if (replayed.difference) return { why: `The log does not match these keys: turn ${replayed.difference.turn}, ${replayed.difference.why}` };
		const hash = at ? worldHash(keys.secret, at.turn, this.o.game.worldDigest(at.world)) : null;
		return hash ? { host, worldHash: hash } : { why: 'The contest has not been set up yet.' };
	}
}
