/**
 * Safe lookups in records keyed by ids that arrive in events (a seat, a being, a unit, a spell).
 * A plain object inherits `__proto__`, `constructor`, `toString` and the like: `units[id]` with such
 * an id from a peer or a file returns (and a later write may change) what every object shares. Read
 * such records through `own`, so an id is either one of the record's own keys or nothing.
 */

/** The record's own entry under `key`, or undefined for any other key (inherited, not a string). */
export function own<T>(record: Readonly<Record<string, T>>, key: unknown): T | undefined {
	return typeof key === 'string' && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Whether `key` is one of the record's own keys (a known id), never an inherited name. */
export function hasOwnKey(record: object, key: unknown): key is string {
	return typeof key === 'string' && Object.hasOwn(record, key);
}

/** Sets the record's own entry under `key`, also for a key like `__proto__` (which `record[key] =` would not). */
export function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
	Object.defineProperty(record, key, { value, writable: true, enumerable: true, configurable: true });
}
