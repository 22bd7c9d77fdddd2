import type { FairState } from '$engine/core';
import type { AppendOptions, Build } from './signingChain';

/** What a fold asks of this device: its state, this device's key, and whether every signature of the log is checked. */
export interface Reacting {
	state: FairState;
	me: string;
	checked: boolean;
}

/** Events a protocol wants signed and appended now, through the one chain (`SigningChain.append`). */
export interface Reaction {
	build: Build;
	options?: AppendOptions;
	/** Told once it is done: true when something was appended. */
	done?(appended: boolean): void;
}

/**
 * The device side of a table protocol (engine/core/protocols/<name>): after every fold, what this
 * device must sign and append now. It keeps its private material (salts, contributions) itself and
 * never appends on its own: the reactions go through fair play's one sink.
 */
export interface DeviceProtocol {
	react(fold: Reacting): readonly Reaction[];
	/** The table closes: timers and listeners go (fair play's `destroy`). */
	destroy?(): void;
}

/**
 * Device protocols of layers above fair play (the hidden protocol's, src/lib/hidden/), handed to
 * fair play by the composition root: built with the one way they append (`SigningChain.append`),
 * they react to every fold after fair play's own.
 */
export interface MoreProtocols {
	protocols?(append: (r: Reaction) => void): DeviceProtocol[];
}
