import type { AuthResult, FairState } from '$engine/core';

/** The reactive part of fair play (what the screen shows); the logic lives in fairPlay.ts. */
export class FairView {
	publicKey = $state<string | null>(null);
	/** Why this device cannot sign (no WebCrypto: an insecure page), or ''. */
	unavailable = $state('');
	auth = $state.raw<AuthResult>({ verdicts: [], signers: [], holders: {}, signed: false, pending: 0 });
	fair = $state.raw<FairState | null>(null);
	/** Bumped when something kept outside state changes (rolls seen, refusals). */
	version = $state(0);
}
