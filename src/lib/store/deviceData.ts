import type { GameStore } from './gameStore';

/** What a game's device data may use of the store: rows by collection, and settings. */
export type DeviceStore = Pick<GameStore, 'readRows' | 'putRows' | 'getSetting' | 'setSetting'>;

/**
 * Data a game keeps on this device alone, in no game's log (ArchMage's roster of wizards), which a
 * backup carries in a field of its own. The game that owns it says what it is, how a backup's copy
 * is checked and how it merges into this device's (src/lib/games/deviceData.ts lists them); the
 * store and the backup only pass it through, by field.
 */
export interface DeviceData<T = unknown> {
	/** The backup file's field that carries it (not one of the backup's own: see BACKUP_FIELDS). */
	readonly field: string;
	/** This device's copy, for a backup. */
	export(store: DeviceStore): Promise<T>;
	/** A backup's copy, checked whole: throws an Error that says in a player's words what is damaged. */
	check(value: unknown): T;
	/** Merges a backup's (checked) copy into this device's. */
	merge(store: DeviceStore, value: T): Promise<void>;
}

/** The fields of a backup file that are the backup's own, never a game's device data. */
export const BACKUP_FIELDS: readonly string[] = ['format', 'version', 'exported', 'games'];

/** A backup's device data, checked, with the game part that owns it. */
export interface ParsedDeviceData {
	data: DeviceData;
	value: unknown;
}
