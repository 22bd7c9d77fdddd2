import { fingerprint, gameDomain, verifyGameFile, type AuthResult, type GameEvent, type VerifyReport } from '$engine/core';
import { DeviceNames } from './deviceNames';
import { HeadKeeper } from './headKeeper';
import { CheckSchedule, waitsOnChecks } from './checkSchedule';
import type { FairDice } from './dice/dice';
import type { DeviceParts, DeviceProtocolFactory, FairPlayParts } from './deviceParts';
import { FairView } from './fairView.svelte';
import { RollHolds } from './dice/rollHolds';
import { Outbox } from './outbox';
import { ProtocolRunner } from './protocolRunner';
import { DEVICE_PROTOCOLS, diceDevice, sealedDevice } from './registered';
import { RollsView } from './dice/rollsView';
import type { SealedOrders } from './sealed/sealedOrders';
import { Seats } from './seats/seats';
import { SigningChain } from './signingChain';
import type { PlayedGame } from './playedGame';
import type { DeviceProtocol } from './reaction';

/**
 * What fair play is for one open game, under what the screens ask of it (fairPlay.ts `FairPlay`):
 * this device's key and the signature of everything it appends (signingChain.ts, outbox.ts), the
 * check of everything it receives (checkSchedule.ts), and the device side of each table protocol
 * (registered.ts), built and run after every fold the game publishes (protocolRunner.ts).
 */
export class FairPlayCore {
	readonly domain: string;
	protected readonly table: PlayedGame;
	protected readonly view: FairView;
	protected readonly checks: CheckSchedule;
	protected readonly chain: SigningChain;
	protected readonly seats: Seats;
	protected readonly outbox: Outbox;
	protected readonly sealed: SealedOrders;
	protected readonly rollsView: RollsView;
	protected readonly dice: FairDice;
	protected readonly protocols: ProtocolRunner;
	/** Background jobs wait while a roll is under way here (rollHolds.ts). */
	readonly #rollHolds = new RollHolds();
	/** The names devices gave themselves in the log (History's "by Ana's phone for Bo"). */
	readonly deviceNames = new DeviceNames();
	/** The heads of the devices' hash chains: sent, received, stored (headKeeper.ts). */
	readonly heads: HeadKeeper;
	/**
	 * A move of this device's player: refused when this device never may act as `seat` or the game
	 * refuses it (after this device's moves still being signed); else signed and appended. The
	 * outbox's own `Outbox.move`.
	 */
	readonly move: Outbox['move'];
	/**
	 * Verdicts for the fold: signatures and seat bindings (an unchecked signature is pending).
	 * `kept`: how many entries at the start are those of the last call (not compared again). A query:
	 * the game calls `folding` before it folds with them. The check schedule's own
	 * `CheckSchedule.verdicts`.
	 */
	readonly verdicts: CheckSchedule['verdicts'];
	#stale: () => void = () => {};
	readonly #unfollow: () => void;
	#destroyed = false;

	/**
	 * Built on the game it serves, with what the composition root hands it (`parts`: the sink, the
	 * device's name, where it joined, the device protocols to run: registered.ts's by default).
	 */
	constructor(table: PlayedGame, parts: FairPlayParts) {
		const sink = parts;
		this.table = table;
		this.domain = gameDomain(table.meta);
		const view = (this.view = new FairView(table.redraws));
		const stale = () => this.#stale();
		const checks = (this.checks = new CheckSchedule(this.domain, table, view, stale));
		this.verdicts = checks.verdicts.bind(checks);
		const chain = (this.chain = new SigningChain(this.domain, table, sink, view, this.checks));
		const react = (protocol: () => DeviceProtocol) => () => this.protocols.reactNow(protocol());
		const seats: Seats = (this.seats = new Seats(table, view, chain, react(() => seats), parts.joinedHere, parts.deviceName));
		const outbox: Outbox = new Outbox(table, sink, view, chain, seats, react(() => outbox), parts.deviceName);
		this.outbox = outbox;
		this.move = outbox.move.bind(outbox);
		this.rollsView = new RollsView(table, view);
		const deviceParts: DeviceParts = { table, view, chain, seats, outbox, rolls: this.rollsView };
		this.protocols = new ProtocolRunner(deviceParts, this.checks, this.#rollHolds, stale);
		this.protocols.build(parts.protocols ?? DEVICE_PROTOCOLS, deviceParts);
		this.dice = this.protocols.part(diceDevice);
		this.sealed = this.protocols.part(sealedDevice);
		this.heads = new HeadKeeper(table, sink, chain, this.checks, () => this.auth.signed);
		this.#unfollow = table.onFold((state) => this.protocols.folded(state));
		chain.keysReady.then(
			(keys) => {
				// taken down before its key was loaded (the table was left, or could not be built)
				if (this.#destroyed) return;
				view.publicKey = keys.publicKey;
				chain.chain.recall(keys.publicKey);
				this.#stale();
				// a head the page closed on before it reached the stored document
				this.heads.store();
			},
			(err: unknown) => {
				view.unavailable = err instanceof Error ? err.message : String(err);
			}
		);
		// First in the chain, so that no move of this device can come before the claims.
		void seats.claimAtStart();
	}

	/** The device protocol `make` built for this game (registered.ts, or the list fair play was handed). */
	part<P extends DeviceProtocol>(make: DeviceProtocolFactory<P>): P {
		return this.protocols.part(make);
	}

	/** This device's public key, once loaded. */
	get publicKey(): string | null {
		return this.view.publicKey;
	}

	/** Why this device cannot sign (no WebCrypto: an insecure page), or ''. */
	get unavailable(): string {
		return this.view.unavailable;
	}

	/** Seat holders and signature checks of the last fold. */
	get auth(): AuthResult {
		return this.view.auth;
	}

	/** This device's fingerprint, for people to compare. */
	get fingerprint(): string {
		return this.publicKey ? fingerprint(this.publicKey) : '';
	}

	// ---- the fold ------------------------------------------------------------------------------

	/**
	 * `fold` is called when the fold's inputs changed here (a signature check finished, this device's
	 * key loaded, a batch signed ahead went into the log): the game that folds (the session) folds
	 * again. Fair play never calls into it otherwise.
	 */
	onStale(fold: () => void) {
		this.#stale = fold;
	}

	/** How many entries at the start the last `verdicts` kept as they were, with their verdicts. */
	get unchanged(): number {
		return this.checks.unchanged;
	}

	/**
	 * The game folds with the verdicts `verdicts` just gave: what this device signs next names the
	 * log as read, and the checks a roll or sealed orders under way (or starting with what arrived)
	 * wait on go to the crypto thread now, to run there while this thread folds and draws (the
	 * reaction to the fold would start them only after that).
	 */
	folding() {
		this.chain.folded();
		const fair = this.view.fair;
		if (this.checks.queued && !this.chain.busy && ((fair && waitsOnChecks(fair)) || this.checks.started)) void this.checks.flush();
	}

	// ---- this device's moves -------------------------------------------------------------------

	/** Moves handed in but not in the log yet: the next move is checked as if they were. */
	get unsent(): readonly GameEvent[] {
		return this.outbox.unsent;
	}

	/** Re-verifies the whole game as it is on this device (what "Verify" shows). */
	verify(): Promise<VerifyReport> {
		const { meta, game } = this.table;
		// with the heads this phone holds and the log does not have yet
		const log = [...this.table.log, ...this.chain.chain.unstored(this.table.log)];
		return verifyGameFile({ meta, seats: this.table.seats, log }, game);
	}

	/** Resolves once every move asked for so far is signed and in the log (or given up). */
	settled(): Promise<void> {
		return this.chain.idle();
	}

	destroy() {
		this.#unfollow();
		this.heads.close();
		this.#destroyed = true;
		this.checks.destroy();
		this.chain.destroy();
		this.protocols.destroy();
		this.rollsView.destroy();
		this.#rollHolds.destroy();
	}
}

