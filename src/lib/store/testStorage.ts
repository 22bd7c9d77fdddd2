/** Test kit: an in-memory stand-in for localStorage (`m` is what it holds). */
export function memoryStorage() {
	const m = new Map<string, string>();
	return {
		getItem: (k: string) => m.get(k) ?? null,
		setItem: (k: string, v: string) => void m.set(k, v),
		removeItem: (k: string) => void m.delete(k),
		key: (i: number) => [...m.keys()][i] ?? null,
		get length() {
			return m.size;
		},
		m
	};
}
