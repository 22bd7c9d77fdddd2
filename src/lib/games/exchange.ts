import type { GameStore } from '$lib/store/gameStore';
import { exportBackup as exportWith, importText as importWith, type BackupFile } from '$lib/store/exchange';
import { gameDeviceData } from './deviceData';

export { downloadJson, exportGame, fileNameFor, ImportError } from '$lib/store/exchange';

/**
 * The store's export and import (src/lib/store/exchange.ts) as the screens use them: a backup with
 * the games' device data (deviceData.ts). The table, settings and home screens all take them from
 * here, so the games' parts load with the store's exchange, never with the home screen.
 */
export function exportBackup(store: GameStore, ids: string[]): Promise<BackupFile> {
	return exportWith(store, ids, gameDeviceData);
}

/** Imports a game or backup file's text (exchange.ts `importText`), a backup's device data merged by the games' rules. */
export function importText(store: GameStore, text: string, existing: Set<string>, warn?: (message: string) => void): Promise<string[]> {
	return importWith(store, text, existing, gameDeviceData, warn);
}
