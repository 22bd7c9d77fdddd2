import { DexieGameStore } from '$lib/store/dexieStore';
import type { GameStore } from '$lib/store/gameStore';
import { MemoryGameStore } from '$lib/store/memoryStore';
import { markStorageUnavailable, reportStorageFailure } from '$lib/store/storageStatus.svelte';

export { storageStatus, reportStorageFailure } from '$lib/store/storageStatus.svelte';

let storePromise: Promise<GameStore> | null = null;

async function openStore(): Promise<GameStore> {
	try {
		if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available');
		const store = await Promise.race([
			DexieGameStore.open(undefined, reportStorageFailure),
			new Promise<never>((_, fail) => setTimeout(() => fail(new Error('IndexedDB did not answer')), 4000))
		]);
		await store.purge(60_000);
		return store;
	} catch (err) {
		markStorageUnavailable(err instanceof Error ? err.message : String(err));
		return new MemoryGameStore();
	}
}

/** The game store of this device, opened once. */
export function getStore(): Promise<GameStore> {
	storePromise ??= openStore();
	return storePromise;
}
