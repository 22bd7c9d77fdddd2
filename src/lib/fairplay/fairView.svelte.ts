import { fairDice, sealedOrders, seatBinding, type AuthResult, type DiceSlice, type FairLayer, type RollThen, type SealedSlice, type SeatId, type SeatsSlice } from '$engine/core';
import { Redraws } from '$lib/timing/redraws';
import { Shown } from '$lib/timing/shown.svelte';

/** A fair roll this device asked for whose opening is not in the log yet (being signed, or waiting for its seat). */
export interface Asking {
	id: string;
	sides: number;
	count: number;
	seat: SeatId;
	then?: RollThen;
	since: number;
}

/**
 * The reactive part of fair play (what the screen shows); the logic lives in fairPlay.ts. What a fold
 * changes reaches the screen through `redraws` (src/lib/timing/redraws.ts): not before a
 * roll's part this device is signing or checking is sent.
 */
export class FairView {
	readonly redraws: Redraws;
	publicKey = $state<string | null>(null);
	/** Why this device cannot sign (no WebCrypto: an insecure page), or ''. */
	unavailable = $state('');
	readonly #auth: Shown<AuthResult>;
	/** The fair-play part of the last fold that changed it (a game move leaves it, and what reads it, alone). */
	readonly #fair: Shown<FairLayer | null>;
	/** Bumped when something kept outside state changes (rolls seen, refusals). */
	readonly #version: Shown<number>;
	readonly #asking: Shown<Asking[]>;
	/** Bumped when a roll under way has waited long enough to be shown (rollsView.ts `shownRounds`). */
	lateTick = $state(0);
	/** Kinds of game rolls that a game's own screen shows while under way (one list per place showing them). */
	inPlace = $state.raw<(readonly string[])[]>([]);

	constructor(redraws: Redraws = new Redraws()) {
		this.redraws = redraws;
		this.#auth = new Shown<AuthResult>(redraws, { verdicts: [], signers: [], holders: {}, signed: false, pending: 0, frontier: [] });
		this.#fair = new Shown<FairLayer | null>(redraws, null);
		this.#version = new Shown(redraws, 0);
		this.#asking = new Shown<Asking[]>(redraws, []);
	}

	get auth(): AuthResult {
		return this.#auth.value;
	}
	set auth(v: AuthResult) {
		this.#auth.value = v;
	}
	get fair(): FairLayer | null {
		return this.#fair.value;
	}
	set fair(v: FairLayer | null) {
		this.#fair.value = v;
	}
	/** Seat binding's slice of the last fold. */
	get seats(): SeatsSlice | null {
		const fair = this.fair;
		return fair && seatBinding.of(fair);
	}
	/** Fair dice's slice of the last fold. */
	get dice(): DiceSlice | null {
		const fair = this.fair;
		return fair && fairDice.of(fair);
	}
	/** Sealed orders' slice of the last fold (null also before the first commitment). */
	get sealed(): SealedSlice {
		const fair = this.fair;
		return fair && sealedOrders.of(fair);
	}
	get version(): number {
		return this.#version.value;
	}
	set version(v: number) {
		this.#version.value = v;
	}
	get asking(): Asking[] {
		return this.#asking.value;
	}
	set asking(v: Asking[]) {
		this.#asking.value = v;
	}
}
