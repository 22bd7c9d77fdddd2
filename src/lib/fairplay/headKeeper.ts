import type { HeadData } from '$engine/core';
import type { CheckSchedule } from './checkSchedule';
import type { SigningChain } from './signingChain';
import type { EventSink, PlayedGame } from './playedGame';

/**
 * The heads of the devices' hash chains (the third signed form, ownChain.ts) as the table moves
 * them: this device's latest head goes to the other phones with each move (src/lib/sync/chainHeads.ts),
 * theirs come back to be checked, and the heads the log lacks are stored when the page is hidden,
 * the table closes or the game is exported.
 */
export class HeadKeeper {
	readonly #table: PlayedGame;
	readonly #sink: EventSink;
	readonly #chain: SigningChain;
	readonly #checks: CheckSchedule;
	readonly #signed: () => boolean;
	#closed = false;
	#unlisten: () => void = () => {};

	constructor(table: PlayedGame, sink: EventSink, chain: SigningChain, checks: CheckSchedule, signed: () => boolean) {
		this.#table = table;
		this.#sink = sink;
		this.#chain = chain;
		this.#checks = checks;
		this.#signed = signed;
		if (typeof document !== 'undefined') {
			const onHide = () => document.visibilityState === 'hidden' && this.store();
			document.addEventListener('visibilitychange', onHide);
			this.#unlisten = () => document.removeEventListener('visibilitychange', onHide);
		}
	}

	/** This device's latest chain head. */
	get head(): HeadData | null {
		return this.#chain.chain.latest;
	}

	/** Told each new head of this device's chain. */
	set onHead(fn: ((head: HeadData) => void) | null) {
		this.#chain.chain.onHead = fn;
	}

	/** A chain head another phone sent (anything: it is checked): it may cover its device's latest moves. */
	receiveHead(head: unknown) {
		if (this.#closed) return;
		this.#checks.verifier.receiveHead(head);
		this.#checks.flushSoon();
	}

	/** Saves where this device's chain stands, and stores in the log the heads this phone holds that the log lacks. */
	store() {
		if (this.#closed) return;
		this.#chain.chain.keep();
		if (!this.#signed()) return;
		const entries = this.#chain.chain.unstored(this.#table.log);
		if (entries.length > 0) this.#sink.append(entries);
	}

	/** Stores what is left and stops listening (the table closes). */
	close() {
		this.store();
		this.#unlisten();
		this.#closed = true;
	}
}
