import { gameDomain, type FairGame } from '$engine/core';
import { HiddenTable } from '$lib/hidden/hiddenTable';
import { FairPlay } from '$lib/fairplay/fairPlay';
import type { DeviceProtocolFactory, FairPlayParts } from '$lib/fairplay/deviceParts';
import { appendReaction } from '$lib/fairplay/reaction';
import { DEVICE_PROTOCOLS } from '$lib/fairplay/registered';
import type { GameLog } from '$lib/store/gameLog';
import { GameSession } from '$lib/table/session.svelte';

/**
 * A game's session and its fair play, built in that order: the session reads the log; fair play is
 * built on the session (what it reads of the game, `PlayedGame`) and appends this device's signed
 * events to the log; then the session folds with fair play's verdicts and follows the log. A step
 * that fails takes down what was built before it. The caller owns both: fair play is taken down
 * first (`session.fair.destroy()`), then the session. `parts`: what fair play needs of the app (the
 * device's name, whether this device joined the table), from the caller's own parts.
 */
export function playSession(log: GameLog, game: FairGame, onChange?: (s: GameSession, local: boolean) => void, parts: Omit<FairPlayParts, 'append'> = {}): GameSession {
	const session = new GameSession(log, game, onChange);
	let fair: FairPlay | null = null;
	try {
		const meta = session.meta;
		// a game with a game master: the hidden protocol's device side, which its screens read through the session
		const hidden: DeviceProtocolFactory = ({ chain }) => (session.hidden = new HiddenTable(session, gameDomain(meta), (r) => appendReaction(chain, r)));
		const protocols = [...(parts.protocols ?? DEVICE_PROTOCOLS), ...(game.hidden ? [hidden] : [])];
		fair = new FairPlay(session, { ...parts, append: log.appender(meta), protocols });
		session.start(fair);
	} catch (err) {
		fair?.destroy();
		session.destroy();
		throw err;
	}
	return session;
}
