import type { AuthResult, FairLayer, RollThen, SeatId } from '$engine/core';

/** A fair roll this device asked for whose opening is not in the log yet (being signed, or waiting for its seat). */
export interface Asking {
	id: string;
	sides: number;
	count: number;
	seat: SeatId;
	then?: RollThen;
	since: number;
}

/** The reactive part of fair play (what the screen shows); the logic lives in fairPlay.ts. */
export class FairView {
	publicKey = $state<string | null>(null);
	/** Why this device cannot sign (no WebCrypto: an insecure page), or ''. */
	unavailable = $state('');
	auth = $state.raw<AuthResult>({ verdicts: [], signers: [], holders: {}, signed: false, pending: 0, frontier: [] });
	/** The fair-play part of the last fold that changed it (a game move leaves it, and what reads it, alone). */
	fair = $state.raw<FairLayer | null>(null);
	/** Bumped when something kept outside state changes (rolls seen, refusals). */
	version = $state(0);
	asking = $state.raw<Asking[]>([]);
	/** Kinds of game rolls that a game's own screen shows while under way (one list per place showing them). */
	inPlace = $state.raw<(readonly string[])[]>([]);
}
