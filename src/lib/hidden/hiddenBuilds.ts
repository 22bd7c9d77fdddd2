/**
 * How the hidden protocol's device side writes: every batch is a build handed to fair play's one
 * chain (`SigningChain.append`), run at its turn; GmHost and the seat inboxes write into the build
 * through `log`, never append on their own. While a build waits or runs, a fold's work waits for it
 * and runs once after it.
 */
import type { GameEvent, Rejection } from '$engine/core';
import type { PlayedGame } from '$lib/fairplay/playedGame';
import type { Reaction } from '$lib/fairplay/reaction';
import { storedTime } from '$lib/store/codec';
import type { HiddenLog } from './hiddenLog';

export type HiddenWork = (log: HiddenLog) => Promise<unknown>;

export class HiddenBuilds {
	/** What GmHost and the inboxes append during a build. */
	#out: GameEvent[] = [];
	#busy = false;
	#again = false;

	constructor(
		readonly table: PlayedGame,
		readonly append: (r: Reaction) => void,
		/** What this phone does by itself after a fold. */
		readonly work: HiddenWork,
		/** Told after every build. */
		readonly built: () => void
	) {}

	/** The authenticator's verdicts of the last fold, parallel to the table's log (`judged`). */
	#verdicts: readonly (Rejection | undefined)[] = [];

	/** Whether every signature of the log was checked at the last fold. */
	#checked = true;

	/**
	 * The verdicts of the fold this phone reacts to: what the log below lets through. While a
	 * signature waits to be checked (it counts as good until it is) this phone does nothing by
	 * itself: a forged input must not be used before its bad signature is found (the checks fold again).
	 */
	judged(verdicts: readonly (Rejection | undefined)[], checked: boolean): void {
		this.#verdicts = verdicts;
		this.#checked = checked;
	}

	/**
	 * The log as GmHost and the inboxes see it: the table's entries the last fold accepted (a forged
	 * input for a seat its device does not hold, a GM event from another device never reach them),
	 * those appended since (this phone's own: another phone's are folded as they arrive), and what
	 * this build has written so far.
	 */
	readonly log: HiddenLog = {
		events: () => [...acceptedEntries(this.table.log, this.#verdicts), ...this.#out],
		append: (events) => void this.#out.push(...events.map((e) => ({ ...e, at: storedTime(this.table.meta.created) })))
	};

	/** What the player asked for (`run`) while a signature of the log waited to be checked. */
	#waiting: HiddenWork[] = [];

	/**
	 * After a fold: what the player asked for meanwhile, then the work, unless a build is on its way
	 * (the work then runs after it). Nothing while a signature waits to be checked.
	 */
	afterFold(): Reaction[] {
		if (!this.#checked) return [];
		const asked = this.#waiting.splice(0).map((w) => this.reaction(w));
		if (this.#busy) {
			this.#again = true;
			return asked;
		}
		return [this.reaction(this.work)];
	}

	/** The fold's work once more, now or after the build on its way (the deadline passed). */
	soon(): void {
		const r = this.afterFold();
		for (const one of r) this.append(one);
	}

	/** `work` as a build run at its turn in the chain; a failure appends nothing (the next fold tries again). */
	reaction(work: HiddenWork): Reaction {
		this.#busy = true;
		return {
			build: async () => {
				this.#out = [];
				try {
					await work(this.log);
				} catch (err) {
					// nothing half-written goes out; the next fold tries again
					console.warn('The hidden protocol could not act:', err);
					this.#out = [];
				}
				const out = this.#out;
				this.#out = [];
				return out;
			},
			done: () => {
				this.#busy = false;
				this.built();
				if (this.#again) {
					this.#again = false;
					this.append(this.reaction(this.work));
				}
			}
		};
	}

	/**
	 * `work` run as `run` runs it, resolving with what it returns; rejects when it fails (nothing of it
	 * is appended then).
	 */
	ask<T>(work: (log: HiddenLog) => Promise<T>): Promise<T> {
		return new Promise((done, fail) => {
			this.run(async (log) => {
				try {
					done(await work(log));
				} catch (err) {
					fail(err);
					throw err;
				}
			});
		});
	}

	/**
	 * `work` (what the player asked for: run the turn now, seal, a GM's call) in a build of its own:
	 * now, or once every signature of the log is checked, so that it never acts on an entry whose
	 * signature may yet prove forged.
	 */
	run(work: HiddenWork): void {
		if (this.#checked) this.append(this.reaction(work));
		else this.#waiting.push(work);
	}
}

/** The entries of `log` the authenticator let through (`verdicts`, parallel to it), and those after the ones it judged. */
export function acceptedEntries(log: readonly GameEvent[], verdicts: readonly (Rejection | undefined)[]): GameEvent[] {
	return log.filter((_, i) => i >= verdicts.length || verdicts[i] === undefined);
}
