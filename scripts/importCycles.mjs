/**
 * Import cycles among the project's own modules, type-only imports included: a lint rule
 * (eslint.config.js, `local/no-import-cycle`). import-x's no-cycle skips `import type`, and a cycle
 * of types still ties two modules together: neither can be read, moved or split without the other.
 * The graph is read once per lint run: every .ts and .svelte file under the given folders, its
 * static, type-only, re-exporting and dynamic imports, with the aliases of svelte.config.js.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|svelte)$/;
const SCRIPT = /<script\b[^>]*>([\s\S]*?)<\/script>/g;

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
	return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
		const path = join(dir, e.name);
		if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourceFiles(path);
		return SOURCE.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : [];
	});
}

/** The module names a file imports, read by TypeScript's pre-processor (a .svelte file: its scripts). @param {string} file */
export function importsOf(file) {
	const text = readFileSync(file, 'utf8');
	const code = file.endsWith('.svelte') ? [...text.matchAll(SCRIPT)].map((m) => m[1]).join('\n') : text;
	return ts.preProcessFile(code, true, true).importedFiles.map((f) => f.fileName);
}

/**
 * The file a module name stands for, or null for a package or a file outside the project.
 * @param {string} from the importing file
 * @param {string} name
 * @param {Record<string, string>} aliases e.g. { $lib: '/abs/src/lib' }
 */
export function resolveImport(from, name, aliases) {
	const alias = Object.keys(aliases).find((a) => name === a || name.startsWith(a + '/'));
	let base;
	if (alias) base = aliases[alias] + name.slice(alias.length);
	else if (name.startsWith('.')) base = resolve(dirname(from), name);
	else return null;
	for (const candidate of [base, base + '.ts', base + '.js', join(base, 'index.ts')]) {
		if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
	}
	return null;
}

/**
 * Each file under the roots with the project files it imports.
 * @param {string[]} roots folders
 * @param {Record<string, string>} aliases
 * @returns {Map<string, Set<string>>}
 */
export function importGraph(roots, aliases) {
	/** @type {Map<string, Set<string>>} */
	const graph = new Map();
	for (const file of roots.flatMap(sourceFiles)) {
		const targets = importsOf(file).flatMap((n) => resolveImport(file, n, aliases) ?? []);
		graph.set(file, new Set(targets.filter((t) => SOURCE.test(t))));
	}
	return graph;
}

/**
 * The shortest chain of imports from one file back to another, both in the graph, or null.
 * @param {Map<string, Set<string>>} graph
 * @param {string} start
 * @param {string} goal
 * @returns {string[] | null} start … goal
 */
export function importPath(graph, start, goal) {
	/** @type {Map<string, string | null>} */
	const cameFrom = new Map([[start, null]]);
	const queue = [start];
	while (queue.length > 0) {
		const at = /** @type {string} */ (queue.shift());
		if (at === goal) {
			const path = [at];
			for (let p = cameFrom.get(at); p != null; p = cameFrom.get(p)) path.unshift(p);
			return path;
		}
		for (const next of graph.get(at) ?? []) {
			if (!cameFrom.has(next)) {
				cameFrom.set(next, at);
				queue.push(next);
			}
		}
	}
	return null;
}

/**
 * Every cycle as one of its chains (a file, what it imports, … back to the file), one per file that
 * starts one; [] when the imports form a tree (a DAG).
 * @param {Map<string, Set<string>>} graph
 */
export function cycles(graph) {
	/** @type {string[][]} */
	const found = [];
	for (const [file, targets] of graph) {
		for (const t of targets) {
			const back = importPath(graph, t, file);
			if (back) {
				found.push([file, ...back]);
				break;
			}
		}
	}
	return found;
}

/** @type {Map<string, Map<string, Set<string>>>} */
const graphs = new Map();

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycle = {
	meta: {
		type: 'problem',
		docs: { description: 'No import cycle among project modules, type-only imports included' },
		schema: [
			{
				type: 'object',
				properties: { roots: { type: 'array', items: { type: 'string' } }, aliases: { type: 'object' } },
				additionalProperties: false
			}
		],
		messages: { cycle: 'Import cycle: {{path}}' }
	},
	create(context) {
		const { roots = [], aliases = {} } = context.options[0] ?? {};
		const key = JSON.stringify([roots, aliases]);
		let graph = graphs.get(key);
		if (!graph) {
			graph = importGraph(roots, aliases);
			graphs.set(key, graph);
		}
		const g = graph;
		const file = context.physicalFilename;
		const cwd = context.cwd;
		/** @param {import('estree').Node & { source?: import('estree').Node | null }} node */
		function check(node) {
			const source = node.source;
			if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
			const target = resolveImport(file, source.value, aliases);
			if (!target || !g.has(target)) return;
			const back = importPath(g, target, file);
			if (back) context.report({ node, messageId: 'cycle', data: { path: [file, ...back].map((f) => relative(cwd, f)).join(' → ') } });
		}
		return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
	}
};
