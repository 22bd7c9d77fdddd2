import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md cites files and what they declare, in the form its opening defines:
 * `path/to/file.ts` alone, or `path/to/file.ts` `Name` / `Name.member`. This fails when a cited
 * file or name is gone, so the page follows the code.
 */

const ROOT = join(import.meta.dirname, '..');
const PATH = /^[\w.$@[\]-]+(\/[\w.$@[\]+-]+)+(\.(ts|svelte|mjs|js|md|json)|\/)$/;

export interface Citation {
	path: string;
	name?: string;
	line: number;
}

/**
 * The citations of a markdown text: code spans holding a path, each with the code span right after
 * it when only a space (or a line break and indentation) stands between them.
 */
export function citations(text: string): Citation[] {
	const spans = [...text.matchAll(/`([^`\n]+)`/g)];
	return spans.flatMap((m, k) => {
		if (!PATH.test(m[1])) return [];
		const next = spans[k + 1];
		const between = next ? text.slice(m.index + m[0].length, next.index) : '';
		const name = next && /^( |\n[ \t]*)$/.test(between) && /^#?[\w$]+(\.#?[\w$]+)?$/.test(next[1]) ? next[1] : undefined;
		const line = text.slice(0, m.index).split('\n').length;
		return [{ path: m[1], line, ...(name ? { name } : {}) }];
	});
}

const escape = (s: string) => s.replace(/[$#.]/g, (c) => '\\' + c);

/** Whether `name` (`Top` or `Top.member`) is declared in `source`. */
export function declares(source: string, name: string): boolean {
	const [top, member] = name.split('.');
	const topLevel = new RegExp(`(^|\\n)\\s*(export\\s+)?(default\\s+)?(declare\\s+)?(async\\s+)?(abstract\\s+)?(function\\*?|class|const|let|var|interface|type|enum)\\s+${escape(top)}\\b`);
	if (!topLevel.test(source)) return false;
	if (member === undefined) return true;
	return new RegExp(`(^|\\n)\\s*((get|set|async|static|readonly|private|public|protected)\\s+)*${escape(member)}\\s*[(<:=?]`).test(source);
}

/** What is wrong with each citation of `text`, read against the files under `root`. */
export function problems(text: string, root: string): string[] {
	return citations(text).flatMap(({ path, name, line }) => {
		const file = join(root, path);
		if (!existsSync(file)) return [`line ${line}: ${path} does not exist`];
		if (path.endsWith('/') !== statSync(file).isDirectory()) return [`line ${line}: ${path} is not a ${path.endsWith('/') ? 'folder' : 'file'}`];
		if (name && !declares(readFileSync(file, 'utf8'), name)) return [`line ${line}: ${path} declares no ${name}`];
		return [];
	});
}

describe('docs/architecture.md', () => {
	const doc = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');

	it('cites only files and names that exist', () => {
		expect(problems(doc, ROOT)).toEqual([]);
	});

	it('cites the files of the move path with names', () => {
		expect(citations(doc).filter((c) => c.name).length).toBeGreaterThan(60);
	});
});

describe('reading citations', () => {
	const text = [
		'See `src/lib/table/session.svelte.ts` `GameSession.act` and `src/lib/store/codec.ts` `randomId`, then',
		'`src/lib/nowhere.ts`, `src/lib/store/` and `src/lib/store/codec.ts` `noSuchName`; `Y.applyUpdate` and `core/undo` are not paths,',
		'nor is a name after a comma: `src/lib/store/codec.ts`, `notChecked`; `src/lib/table/session.svelte.ts` `GameSession.#noSuchField`',
		'or one on the next line: `src/lib/store/codec.ts`',
		'   `encodeEvent`.'
	].join('\n');

	it('reads paths and the names right after them', () => {
		expect(citations(text)).toEqual([
			{ path: 'src/lib/table/session.svelte.ts', name: 'GameSession.act', line: 1 },
			{ path: 'src/lib/store/codec.ts', name: 'randomId', line: 1 },
			{ path: 'src/lib/nowhere.ts', line: 2 },
			{ path: 'src/lib/store/', line: 2 },
			{ path: 'src/lib/store/codec.ts', name: 'noSuchName', line: 2 },
			{ path: 'src/lib/store/codec.ts', line: 3 },
			{ path: 'src/lib/table/session.svelte.ts', name: 'GameSession.#noSuchField', line: 3 },
			{ path: 'src/lib/store/codec.ts', name: 'encodeEvent', line: 4 }
		]);
	});

	it('reports a missing file, a missing name and a missing member', () => {
		expect(problems(text, ROOT)).toEqual([
			'line 2: src/lib/nowhere.ts does not exist',
			'line 2: src/lib/store/codec.ts declares no noSuchName',
			'line 3: src/lib/table/session.svelte.ts declares no GameSession.#noSuchField'
		]);
	});

	it('finds declarations exported or not, members private or not', () => {
		const source = 'export class A {\n\treadonly #b = 1;\n\tget c() {}\n\tasync d<T>() {}\n}\nfunction e() {}\nexport interface F {\n\tg(x: number): void;\n}';
		for (const name of ['A', 'A.#b', 'A.c', 'A.d', 'e', 'F', 'F.g']) expect(declares(source, name), name).toBe(true);
		for (const name of ['B', 'A.b', 'A.x', 'E']) expect(declares(source, name), name).toBe(false);
	});
});
