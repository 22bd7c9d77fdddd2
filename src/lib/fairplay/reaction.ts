import type { FairState, Rejection } from '$engine/core';
import type { AppendOptions, Build, SigningChain } from './signingChain';

/** What a fold asks of this device: its state, this device's key, and whether every signature of the log is checked. */
export interface Reacting {
	state: FairState;
	me: string;
	checked: boolean;
	/**
	 * The authenticator's verdicts of this fold, parallel to the table's log (`PlayedGame.log`): why an
	 * entry may not be played (a seat its device does not hold, a bad signature, a GM event from
	 * another device), or undefined. A protocol that reads the log itself reads only what these let through.
	 */
	verdicts: readonly (Rejection | undefined)[];
	/** The device that made the game, its game master until the role moves, as the authenticator read it (`AuthResult.maker`). */
	maker?: string;
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
	/** The table is left: timers and what it holds in memory go. */
	destroy?(): void;
}

/** Appends a reaction through the one chain (`SigningChain.append`); `done` is told when it is done. */
export function appendReaction(chain: Pick<SigningChain, 'append'>, { build, options, done }: Reaction): void {
	const sent = chain.append(build, options);
	if (done) void sent.then(done);
}
