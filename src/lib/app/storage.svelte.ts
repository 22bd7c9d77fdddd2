import { DexieGameStore } from '$lib/store/dexieStore';
import type { GameStore } from '$lib/store/gameStore';
import { MemoryGameStore } from '$lib/store/memoryStore';

/** Whether what is played is being saved on this device, and why not when it is not. */
export const storageStatus = $state({ persistent: true, problem: '' });

let storePromise: Promise<GameStore> | null = null;

async function openStore(): Promise<GameStore> {
	try {
		if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available');
		const store = await Promise.race([
			DexieGameStore.open(),
			new Promise<never>((_, fail) => setTimeout(() => fail(new Error('IndexedDB did not answer')), 4000))
		]);
		await store.purge(60_000);
		return store;
	} catch (err) {
		storageStatus.persistent = false;
		storageStatus.problem = `This browser will not let Familiar save games (${err instanceof Error ? err.message : String(err)}). You can play, but nothing is kept after you close the page.`;
		return new MemoryGameStore();
	}
}

/** The game store of this device, opened once. */
export function getStore(): Promise<GameStore> {
	storePromise ??= openStore();
	return storePromise;
}

/** A write failed because the disk is full, or storage went away: say so and play on in memory. */
export function reportStorageFailure(err: unknown) {
	const name = err instanceof Error || err instanceof DOMException ? err.name : '';
	const full = name === 'QuotaExceededError' || String(err).includes('QuotaExceeded');
	storageStatus.persistent = false;
	storageStatus.problem = full
		? 'This device is out of storage space: the game goes on, but new moves are not being saved. Free some space, then export the game.'
		: `Saving failed (${err instanceof Error ? err.message : String(err)}). The game goes on, but new moves may not be saved: export it to keep it.`;
}
