import type { RollsView } from './dice/rollsView';
import type { FairView } from './fairView.svelte';
import type { Outbox } from './outbox';
import type { EventSink, PlayedGame } from './playedGame';
import type { DeviceProtocol } from './reaction';
import type { Seats } from './seats/seats';
import type { SigningChain } from './signingChain';

/**
 * What fair play hands each device protocol it builds (`DeviceProtocolFactory`): the game it serves,
 * what the screens read, this device's chain (its keys, events signed in advance), and the parts
 * every protocol may read: the seats (who holds which), the outbox (this device's moves) and the
 * rolls under way.
 */
export interface DeviceParts {
	readonly table: PlayedGame;
	readonly view: FairView;
	readonly chain: SigningChain;
	readonly seats: Seats;
	readonly outbox: Outbox;
	readonly rolls: RollsView;
}

/**
 * Builds the device side of one table protocol for one open game. Fair play builds every factory
 * of its list (`src/lib/fairplay/registered.ts` `DEVICE_PROTOCOLS`, or the list the composition root
 * hands it) and runs their `react` after every fold, in the list's order.
 */
export type DeviceProtocolFactory<P extends DeviceProtocol = DeviceProtocol> = (parts: DeviceParts) => P;

/** What the composition root hands fair play beside the game: the log's sink and the app's settings it needs. */
export interface FairPlayParts extends EventSink {
	/** The name this device gives itself (announced in the log, for History's "by Ana's phone"). */
	deviceName?(): string;
	/** Whether this device joined the game from another device (the join flow stored its seat) rather than made it. */
	joinedHere?(tableId: string): Promise<boolean>;
	/** The device protocols to run, in order (default: fair play's own, `src/lib/fairplay/registered.ts` `DEVICE_PROTOCOLS`). */
	protocols?: readonly DeviceProtocolFactory[];
}
