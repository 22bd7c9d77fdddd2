import type { Page } from '@playwright/test';

/** Every value of every object store of every IndexedDB database of the page, as text (bytes read as Latin-1). */
export async function storedText(page: Page): Promise<string> {
	return page.evaluate(async () => {
		const req = <T,>(r: IDBRequest<T>) => new Promise<T>((ok, no) => ((r.onsuccess = () => ok(r.result)), (r.onerror = () => no(r.error))));
		const text = (v: unknown): string => {
			if (v instanceof ArrayBuffer) return text(new Uint8Array(v));
			if (ArrayBuffer.isView(v)) return Array.from(new Uint8Array(v.buffer, v.byteOffset, v.byteLength), (b) => String.fromCharCode(b)).join('');
			if (v instanceof Blob) return '';
			if (Array.isArray(v)) return v.map(text).join('|');
			if (v && typeof v === 'object') return Object.entries(v).map(([k, x]) => `${k}:${text(x)}`).join('|');
			return String(v);
		};
		let out = '';
		for (const { name } of await indexedDB.databases()) {
			if (!name) continue;
			const db = await req(indexedDB.open(name));
			for (const store of Array.from(db.objectStoreNames)) out += `#${name}/${store}:` + (await req(db.transaction(store).objectStore(store).getAll())).map(text).join('\n');
			db.close();
		}
		return out;
	});
}
