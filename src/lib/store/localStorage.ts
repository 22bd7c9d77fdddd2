/** `make` given this page's localStorage; null where there is none (or it is refused). */
export function onLocalStorage<T>(make: (storage: Storage) => T): T | null {
	try {
		if (typeof localStorage === 'undefined') return null;
		return make(localStorage);
	} catch {
		return null;
	}
}
