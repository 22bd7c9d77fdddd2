import type { ArchmageState, DuelOdds } from '$engine/archmage';
import type { OddsAsk, OddsReply } from './oddsWorker';

/**
 * The odds of a duel as the worker counts them (oddsWorker.ts): ask with a state, read `odds`
 * (the last count stays until the new one's first batch arrives, so the bar moves instead of
 * flickering). The worker starts with the first question and ends with `stop`.
 */
export class OddsWatch {
	odds = $state<DuelOdds | null>(null);
	done = $state(false);
	failed = $state<string | null>(null);
	#worker: Worker | null = null;
	#key = 0;

	ask(state: ArchmageState): void {
		const key = ++this.#key;
		this.done = false;
		// the log is not needed and may be long; the rest is a plain copy for the worker
		const ask: OddsAsk = { key, state: $state.snapshot({ ...state, log: null }) as ArchmageState };
		try {
			this.#worker ??= this.#start();
			this.#worker.postMessage(ask);
		} catch (err) {
			this.failed = err instanceof Error ? err.message : String(err);
		}
	}

	#start(): Worker {
		// Vite finds the worker by this very expression: a plain URL, read once
		// eslint-disable-next-line svelte/prefer-svelte-reactivity
		const worker = new Worker(new URL('./oddsWorker.ts', import.meta.url), { type: 'module' });
		worker.onmessage = (e: MessageEvent<OddsReply>) => {
			if (e.data.key !== this.#key) return;
			if ('error' in e.data) {
				this.failed = e.data.error;
				return;
			}
			this.failed = null;
			this.odds = e.data.odds;
			this.done = e.data.done;
		};
		return worker;
	}

	stop(): void {
		this.#worker?.terminate();
		this.#worker = null;
	}
}
