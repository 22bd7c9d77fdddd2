import { Dexie, type EntityTable } from 'dexie';
import { generateDeviceKeys, type DeviceKeys } from '$engine/core';

/**
 * This device's fair-play storage, in an IndexedDB database of its own: the device key pair (the
 * private key is a non-extractable CryptoKey: IndexedDB keeps it, nobody can read it out) and the
 * secrets of moves in progress (sealed orders with their salt, dice contributions), kept only until
 * they are revealed. When IndexedDB cannot be used, both live in memory for this visit.
 */
export const FAIRPLAY_DB = 'familiar-fairplay';

interface KeyRow {
	id: string;
	privateKey: CryptoKey;
	publicKey: string;
	created: number;
}

export interface SecretRow {
	/** `${table}|${what}`, e.g. "T1|orders|3|s0" or "T1|dice|<round>". */
	id: string;
	table: string;
	value: unknown;
	created: number;
}

type FairDb = Dexie & { keys: EntityTable<KeyRow, 'id'>; secrets: EntityTable<SecretRow, 'id'> };

const DEVICE = 'device';

function openDb(): FairDb {
	const db = new Dexie(FAIRPLAY_DB) as FairDb;
	db.version(1).stores({ keys: 'id', secrets: 'id, table' });
	return db;
}

let dbPromise: Promise<FairDb | null> | null = null;
let keysPromise: Promise<DeviceKeys> | null = null;
/** Every secret also lives here while the page is open: reading it back never waits for the disk. */
const memorySecrets = new Map<string, SecretRow>();

function db(): Promise<FairDb | null> {
	dbPromise ??= (async () => {
		if (typeof indexedDB === 'undefined') return null;
		try {
			const d = openDb();
			await Promise.race([d.open(), new Promise((_, fail) => setTimeout(() => fail(new Error('IndexedDB did not answer')), 4000))]);
			return d;
		} catch {
			return null;
		}
	})();
	return dbPromise;
}

async function loadOrCreate(): Promise<DeviceKeys> {
	const d = await db();
	if (!d) return generateDeviceKeys();
	const found = await d.keys.get(DEVICE);
	if (found) return { privateKey: found.privateKey, publicKey: found.publicKey };
	const fresh = await generateDeviceKeys();
	try {
		await d.keys.add({ id: DEVICE, ...fresh, created: Date.now() });
		return fresh;
	} catch {
		// another tab made one first: everyone uses that one
		const other = await d.keys.get(DEVICE);
		return other ? { privateKey: other.privateKey, publicKey: other.publicKey } : fresh;
	}
}

/** This device's key pair, made on first use and the same on every visit after. */
export function deviceKeys(): Promise<DeviceKeys> {
	keysPromise ??= loadOrCreate();
	return keysPromise;
}

/** Tests play several devices in one process: each session opened after this uses `keys`. */
export function useDeviceKeysForTests(keys: DeviceKeys | null) {
	keysPromise = keys ? Promise.resolve(keys) : null;
}

/** Disk writes of secrets waiting for their time (see putSecret's `lazy`). */
const waitingWrites = new Map<string, { timer: ReturnType<typeof setTimeout>; go: () => void }>();

/** Lets a waiting disk write go on at once (it then finds whether its secret is still current). */
function release(id: string) {
	const waiting = waitingWrites.get(id);
	if (!waiting) return false;
	clearTimeout(waiting.timer);
	waitingWrites.delete(id);
	waiting.go();
	return true;
}

/**
 * Keeps a secret: at once in memory, and on disk (the promise resolves once it is there). With
 * `lazy`, the disk write waits that many milliseconds, and a secret revealed and deleted before
 * then never touches the disk: a fair roll's contribution is usually revealed within tens of
 * milliseconds, and two IndexedDB writes per roll sat in the way of the messages it waits for. Only
 * a reload within that time loses the contribution (the roll then stalls and the table can settle
 * it with a real die).
 */
export async function putSecret(table: string, what: string, value: unknown, lazy = 0): Promise<void> {
	const row: SecretRow = { id: `${table}|${what}`, table, value, created: Date.now() };
	memorySecrets.set(row.id, row);
	release(row.id);
	if (lazy > 0) {
		await new Promise<void>((go) => waitingWrites.set(row.id, { timer: setTimeout(() => release(row.id), lazy), go }));
		if (memorySecrets.get(row.id) !== row) return;
	}
	const d = await db();
	if (d) await d.secrets.put(row);
}

export async function getSecret<T>(table: string, what: string): Promise<T | undefined> {
	const id = `${table}|${what}`;
	const row = memorySecrets.get(id) ?? (await (await db())?.secrets.get(id));
	return row?.value as T | undefined;
}

export async function deleteSecret(table: string, what: string): Promise<void> {
	const id = `${table}|${what}`;
	memorySecrets.delete(id);
	// a write still waiting finds its secret gone, and the disk never had it
	if (release(id)) return;
	await (await db())?.secrets.delete(id);
}
