import type { GameMeta } from '$lib/store/gameDoc';
import { emptyLog, type GameLog } from '$lib/store/gameLog';
import type { GameStore } from '$lib/store/gameStore';
import { renewClientId, storeJoinedGame } from '$lib/sync/joinedGame';
import type { TableKey } from '$lib/sync/pairing';
import { presenceOf } from '$lib/sync/seatClaim';
import type { TableSync, TableSyncOptions } from '$lib/sync/tableSync.svelte';

/** What a table's sync is built from: the app gives its own (syncParts.svelte.ts), tests their fakes. */
export interface SyncParts {
	makeSync(o: TableSyncOptions): TableSync;
	/** This device's name, as the other phones see it. */
	deviceName(): string;
	signaling(): string[];
	iceServers(): RTCIceServer[];
}

/** How long a sync handed over waits for its table; a table that opens later connects anew. */
export const HANDOVER_MS = 10_000;

/** Syncs that joining phones handed over, each waiting for the table of its game. */
const handed = new Map<string, { log: GameLog; sync: TableSync; timer: ReturnType<typeof setTimeout> }>();

function dropHanded(tableId: string) {
	const h = handed.get(tableId);
	if (!h) return;
	handed.delete(tableId);
	clearTimeout(h.timer);
	void h.sync.destroy();
	renewClientId(h.log);
}

/**
 * The sync a joining phone handed over for the table `tableId` (`JoiningTable.keep`), when it syncs
 * this very log (the document the store adopted): the table takes it, connected, with its paired
 * links. A handed sync of another log (the store wrote the game and read it back) is taken down,
 * and the table connects anew. Null when there is none.
 */
export function takeJoined(tableId: string, log: GameLog): TableSync | null {
	const h = handed.get(tableId);
	if (!h) return null;
	if (h.log !== log) {
		dropHanded(tableId);
		return null;
	}
	handed.delete(tableId);
	clearTimeout(h.timer);
	return h.sync;
}

/**
 * A phone joining a table, built by one owner: an empty log and the sync that fills it with the
 * table's game (every update through the gate), connected at once. `keep` stores the game that
 * arrived and hands the log's sync to the table (`OpenTable.open` takes it through `takeJoined`:
 * one connection from the invite to the table); `destroy` takes down what was not handed over.
 */
export class JoiningTable {
	readonly key: TableKey;
	readonly sync: TableSync;
	readonly #log: GameLog;
	#state: 'joining' | 'handed' | 'destroyed' = 'joining';

	private constructor(key: TableKey, log: GameLog, sync: TableSync) {
		this.key = key;
		this.#log = log;
		this.sync = sync;
	}

	/** Starts waiting for the table's game: a new empty log, and its sync, connected. */
	static start(key: TableKey, parts: SyncParts): JoiningTable {
		const log = emptyLog();
		const sync = parts.makeSync({
			log,
			tableId: key.tableId,
			gameId: key.gameId,
			secret: key.secret,
			description: key.digest,
			// no seat until its player picks one at the table
			presence: presenceOf(parts.deviceName(), { seats: [], watching: false, chosen: false }),
			signaling: parts.signaling(),
			iceServers: parts.iceServers()
		});
		const joining = new JoiningTable(key, log, sync);
		sync.start();
		return joining;
	}

	/** The description of the game that arrived, or null while waiting. */
	get arrived(): GameMeta | null {
		return this.#log.meta();
	}

	/** Calls back on every change of the log once the game's description has arrived; returns the way to stop. */
	onArrival(callback: (meta: GameMeta) => void): () => void {
		return this.#log.onUpdate(() => {
			const meta = this.#log.meta();
			if (meta) callback(meta);
		});
	}

	/**
	 * Keeps the game that arrived on this device (`storeJoinedGame`: the store adopts this very log)
	 * and hands its sync to the table that opens it next. Nothing is left to take down here after.
	 */
	async keep(store: GameStore): Promise<void> {
		if (this.#state !== 'joining') throw new Error('This join is over.');
		await storeJoinedGame(store, this.key, this.#log);
		if (this.#state !== 'joining') return;
		this.#state = 'handed';
		const id = this.key.tableId;
		dropHanded(id);
		handed.set(id, { log: this.#log, sync: this.sync, timer: setTimeout(() => dropHanded(id), HANDOVER_MS) });
	}

	/** Takes down the sync, unless it was handed to the table. */
	destroy() {
		if (this.#state !== 'joining') return;
		this.#state = 'destroyed';
		void this.sync.destroy();
		// the store may have adopted the log meanwhile: a table opening it starts its presence afresh
		renewClientId(this.#log);
	}
}
