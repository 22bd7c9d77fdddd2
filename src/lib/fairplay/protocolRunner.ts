import { fairDice, sameFairLayer, type FairState } from '$engine/core';
import { waitsOnChecks, type CheckSchedule } from './checkSchedule';
import type { RollHolds } from './dice/rollHolds';
import type { RollsView } from './dice/rollsView';
import type { DeviceParts, DeviceProtocolFactory } from './deviceParts';
import type { FairView } from './fairView.svelte';
import { appendReaction, type DeviceProtocol, type Reaction } from './reaction';
import type { SigningChain } from './signingChain';

/**
 * The device protocols of one open game, built from a list of factories, and what runs after every
 * fold: each protocol's `react`, in the list's order, its reactions appended through the one chain
 * (`SigningChain.append`); a batch signed ahead of the checks; then the checks of what arrived.
 */
export class ProtocolRunner {
	readonly #view: FairView;
	readonly #chain: SigningChain;
	readonly #checks: CheckSchedule;
	readonly #rolls: RollsView;
	readonly #rollHolds: RollHolds;
	readonly #built = new Map<DeviceProtocolFactory, DeviceProtocol>();
	readonly #stale: () => void;
	/** The state of the last fold, what `reactNow` reacts to. */
	#last: FairState | null = null;
	#destroyed = false;

	/** `stale`: the game must fold again (a batch signed ahead went in). */
	constructor(parts: DeviceParts, checks: CheckSchedule, rollHolds: RollHolds, stale: () => void) {
		this.#view = parts.view;
		this.#chain = parts.chain;
		this.#rolls = parts.rolls;
		this.#checks = checks;
		this.#rollHolds = rollHolds;
		this.#stale = stale;
	}

	/** Builds the protocols of `factories`, in order (each once). */
	build(factories: readonly DeviceProtocolFactory[], parts: DeviceParts) {
		for (const make of factories) if (!this.#built.has(make)) this.#built.set(make, make(parts));
	}

	/** The protocol `make` built (a screen's entry point into it); throws when it is not in the list. */
	part<P extends DeviceProtocol>(make: DeviceProtocolFactory<P>): P {
		const built = this.#built.get(make);
		if (!built) throw new Error('This device protocol is not registered for this table.');
		return built as P;
	}

	/** After every fold of the game (it publishes each): runs the protocols that go by themselves. */
	folded(state: FairState) {
		this.#last = state;
		if (!sameFairLayer(this.#view.fair, state)) this.#view.fair = state;
		this.#rolls.folded(state);
		if (this.#destroyed) return;
		this.#rollHolds.update(Object.keys(fairDice.of(state).rounds));
		// What this device must sign now goes to the crypto thread first, and is sent (the transport
		// encrypts it on that thread too); then the checks of what arrived.
		for (const protocol of this.#built.values()) this.reactNow(protocol);
		// a move signed while the checks ran goes with the fold that found them done, and is folded
		// at once: the page draws the two folds once
		if (this.#chain.ahead.afterFold()) {
			this.#stale();
			return;
		}
		if (!this.#checks.queued) return;
		// while a roll or sealed orders wait on the checks, they run at once
		if (this.#chain.busy) void this.#chain.idle().then(() => this.#checks.flush());
		else if (waitsOnChecks(state)) void this.#checks.flush();
		else this.#checks.flushSoon();
	}

	/** What `protocol` must sign now, on the last fold, goes through the one chain, in the order it asks. */
	reactNow(protocol: DeviceProtocol) {
		const state = this.#last;
		const me = this.#chain.keys?.publicKey;
		const auth = this.#view.auth;
		if (!state || !me || !auth.signed || this.#destroyed) return;
		for (const r of protocol.react({ state, me, checked: auth.pending === 0, verdicts: auth.verdicts, maker: auth.maker })) this.#append(r);
	}

	#append(r: Reaction) {
		appendReaction(this.#chain, r);
	}

	destroy() {
		this.#destroyed = true;
		for (const protocol of this.#built.values()) protocol.destroy?.();
	}
}
