import { TABLE_DEVICE_PROTOCOLS } from './deviceProtocols';
import type { FairGame } from '$engine/core';
import type { GameLog } from '$lib/store/gameLog';
import type { GameStore, OpenGame } from '$lib/store/gameStore';
import { gameIdOf, gameOf, homeRow, type CardWriter } from '$lib/table/openSession';
import type { GameSession } from '$lib/table/session.svelte';
import { hasClaim, loadClaim, presenceOf, seatsOf, type SeatClaim } from '$lib/sync/seatClaim';
import type { TableSync } from '$lib/sync/tableSync.svelte';
import { afterPaint } from '$lib/timing/afterPaint';
import type { SyncParts } from './joinTable';
import { playSession } from './playSession';

/** What an open table is built from: the route gives the app's own (tableParts.svelte.ts), tests their fakes. */
export interface TableParts extends SyncParts {
	store: GameStore;
	/** The rules of the game `id` (loaded on demand: a table loads only its own game's), or undefined for a game this device does not know. */
	loadGame(id: string): Promise<FairGame | undefined>;
	/** The sync a joining phone handed over for this very log, connected (joinTable.ts `takeJoined`), or null. */
	joined?(tableId: string, log: GameLog): TableSync | null;
}

/** Longest wait, as the table is left, for a move still being signed to reach the log. */
export const SETTLE_MS = 3000;

/**
 * One open game at a table, assembled in one place: the store's document (a `GameLog`), the session
 * that folds it and its fair play (playSession.ts), this device's seats, then the sync that connects
 * it to the other phones (or the sync a joining phone connected and handed over, joinTable.ts).
 * Routes and components receive it and build none of these. `destroy` takes them down in reverse:
 * the sync, fair play (once a move being signed has reached the log), the session, the document.
 */
export class OpenTable {
	readonly id: string;
	readonly secret: string;
	readonly session: GameSession;
	readonly sync: TableSync;
	/** This device's seat claim as stored when the table opened (null: the game was made here). */
	readonly claim: SeatClaim | null;
	readonly #open: OpenGame;
	readonly #parts: TableParts;
	readonly #card: CardWriter;
	#destroyed: Promise<void> | null = null;
	/** A sync handed over by a joining phone is connected already: it carries the heads once the game is on screen. */
	readonly #joined: boolean;

	private constructor(open: OpenGame, session: GameSession, card: CardWriter, claim: SeatClaim | null, sync: TableSync, joined: boolean, parts: TableParts) {
		this.id = open.summary.id;
		this.#card = card;
		this.secret = open.secret;
		this.#open = open;
		this.session = session;
		this.claim = claim;
		this.sync = sync;
		this.#joined = joined;
		this.#parts = parts;
	}

	/**
	 * Opens the stored game `id` (null when this device does not have it). `onGameKnown` hears the
	 * game's id as soon as the document is loaded, so the caller fetches its screen while the
	 * game's rules load.
	 * A step that fails takes down what the steps before it built, and the error goes on.
	 */
	static async open(id: string, parts: TableParts, onGameKnown?: (gameId: string) => void): Promise<OpenTable | null> {
		performance.mark('familiar:open');
		const open = await parts.store.open(id);
		performance.mark('familiar:loaded');
		if (!open) return null;
		let session: GameSession | null = null;
		let card: CardWriter | null = null;
		try {
			onGameKnown?.(gameIdOf(open));
			const game = await gameOf(open, parts.loadGame);
			const row = homeRow(open, parts.store);
			card = row;
			session = playSession(open.log, game, row.onChange, { deviceName: parts.deviceName, joinedHere: (tableId) => hasClaim(parts.store, tableId), protocols: TABLE_DEVICE_PROTOCOLS });
			row.opened(session);
			const claim = await loadClaim(parts.store, id).catch(() => null);
			if (claim) session.mySeats = seatsOf(claim, session.seats.map((s) => s.id));
			if (claim) session.actingSeat = session.mySeats[0] ?? null;
			const presence = presenceOf(parts.deviceName(), claim);
			const joined = parts.joined?.(id, open.log) ?? null;
			joined?.setPresence(presence);
			const sync =
				joined ??
				parts.makeSync({
					log: open.log,
					tableId: id,
					gameId: game.id,
					secret: open.secret,
					presence,
					signaling: parts.signaling(),
					iceServers: parts.iceServers(),
					heads: session.fair.heads
				});
			return new OpenTable(open, session, card, claim, sync, joined !== null, parts);
		} catch (err) {
			card?.stop();
			if (session) {
				session.fair.destroy();
				session.destroy();
			}
			open.release();
			throw err;
		}
	}

	/**
	 * Connects to the other phones once the game is on screen (the transport copies the whole
	 * document first). A sync a joining phone handed over is connected already: the chain heads the
	 * other phones hold reach fair play then (checking them is no work for the first paint).
	 */
	connectAfterPaint() {
		afterPaint(() => {
			if (this.#destroyed) return;
			if (this.#joined) this.sync.shareHeads(this.session.fair.heads);
			this.sync.start();
		});
	}

	/** This device plays the seats of `claim` (null: every seat), and tells the other phones. */
	choose(claim: SeatClaim | null) {
		this.session.mySeats = seatsOf(claim, this.session.seats.map((s) => s.id));
		this.session.actingSeat = this.session.mySeats[0] ?? null;
		this.sync.setPresence(presenceOf(this.#parts.deviceName(), claim));
	}

	/**
	 * For a device with no claim (the game was made here): tells the other phones the seats it still
	 * plays, every seat until some are handed over to other phones (the session stops offering those);
	 * in a game with a game master, every seat (it plays none of its own and hands each over).
	 */
	tellHeldSeats() {
		const held = this.session.mySeats;
		// a game with a game master: the phone that made it is the GM's and hands any seat it is asked for
		const all = held.length === this.session.seats.length || !!this.session.game.hidden;
		this.sync.setPresence(presenceOf(this.#parts.deviceName(), null, all ? 'all' : held));
	}

	/** Takes the table down in reverse order of building; each step runs even if one before failed. */
	destroy(): Promise<void> {
		this.#destroyed ??= this.#teardown();
		return this.#destroyed;
	}

	async #teardown() {
		const fair = this.session.fair;
		const steps: (() => unknown)[] = [
			() => this.#card.stop(),
			() => this.sync.destroy(),
			// A move asked for as the table is left (the turn timer's pause, a last tap) is still being
			// signed: it reaches the log before fair play and the session let go of the game.
			() => Promise.race([fair.settled(), new Promise((ok) => setTimeout(ok, SETTLE_MS))]),
			() => fair.destroy(),
			() => this.session.destroy(),
			() => this.#open.release()
		];
		let failure: unknown = null;
		for (const step of steps) {
			try {
				await step();
			} catch (err) {
				failure ??= err;
			}
		}
		if (failure) throw failure;
	}
}
