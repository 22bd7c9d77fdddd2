/** How much this device's browser lets Familiar keep, and whether it may evict it. */
export interface StorageInfo {
	usedBytes: number | null;
	quotaBytes: number | null;
	persisted: boolean | null;
}

export async function storageInfo(): Promise<StorageInfo> {
	const s = typeof navigator !== 'undefined' ? navigator.storage : undefined;
	const estimate = s?.estimate ? await s.estimate().catch(() => null) : null;
	const persisted = s?.persisted ? await s.persisted().catch(() => null) : null;
	return { usedBytes: estimate?.usage ?? null, quotaBytes: estimate?.quota ?? null, persisted };
}

/** Asks the browser to keep Familiar's data even when space runs low. */
export async function askPersistentStorage(): Promise<boolean | null> {
	const s = typeof navigator !== 'undefined' ? navigator.storage : undefined;
	if (!s?.persist) return null;
	return s.persist().catch(() => null);
}

export function formatBytes(n: number | null): string {
	if (n === null) return 'unknown';
	if (n < 1024) return `${n} B`;
	if (n < 1024 ** 2) return `${(n / 1024).toFixed(1)} kB`;
	if (n < 1024 ** 3) return `${(n / 1024 ** 2).toFixed(1)} MB`;
	return `${(n / 1024 ** 3).toFixed(1)} GB`;
}
