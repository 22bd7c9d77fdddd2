import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cycles, importGraph } from './importCycles.mjs';

let dir = '';

/** A project of the given files (path → text) in a fresh folder; returns the graph of its src/. */
function project(files: Record<string, string>) {
	dir = mkdtempSync(join(tmpdir(), 'cycles-'));
	for (const [path, text] of Object.entries(files)) {
		mkdirSync(dirname(join(dir, path)), { recursive: true });
		writeFileSync(join(dir, path), text);
	}
	return importGraph([join(dir, 'src')], { $lib: join(dir, 'src/lib') });
}

const names = (found: string[][]) => found.map((c) => c.map((f) => f.slice(dir.length + 1)));

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('import cycles', () => {
	it('finds a cycle made of type-only imports', () => {
		const graph = project({
			'src/lib/a.ts': "import type { B } from './b';\nexport type A = B[];",
			'src/lib/b.ts': "import type { A } from '$lib/a';\nexport type B = { a: A };"
		});
		expect(names(cycles(graph))).toEqual([
			['src/lib/a.ts', 'src/lib/b.ts', 'src/lib/a.ts'],
			['src/lib/b.ts', 'src/lib/a.ts', 'src/lib/b.ts']
		]);
	});

	it("follows a view's script, re-exports and .svelte.ts modules around a longer cycle", () => {
		const graph = project({
			'src/lib/View.svelte': '<script lang="ts">\n\timport { s } from \'./state.svelte\';\n</script>\n<p>{s}</p>',
			'src/lib/state.svelte.ts': "export * from './words';\nexport const s = 1;",
			'src/lib/words.ts': "import View from './View.svelte';\nexport const w = View;"
		});
		expect(names(cycles(graph))[0]).toEqual(['src/lib/View.svelte', 'src/lib/state.svelte.ts', 'src/lib/words.ts', 'src/lib/View.svelte']);
	});

	it('finds none where the imports form a tree, packages left out', () => {
		const graph = project({
			'src/lib/a.ts': "import { b } from './b';\nimport { c } from './c';\nimport * as Y from 'yjs';\nexport const a = [b, c, Y];",
			'src/lib/b.ts': "import type { C } from './c';\nexport const b: C = 1;",
			'src/lib/c.ts': 'export type C = number;\nexport const c = 2;'
		});
		expect(cycles(graph)).toEqual([]);
		expect(graph.get(join(dir, 'src/lib/a.ts'))?.size).toBe(2);
	});
});
