import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';
import svelteConfig from './svelte.config.js';
import { noImportCycle } from './scripts/importCycles.mjs';

/** src/lib's folders from the bottom up; a folder imports only from the levels below its own. */
const LAYERS = [['timing'], ['store'], ['app'], ['ui', 'device'], ['fairplay'], ['hidden'], ['table'], ['sync', 'games'], ['root']];
const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const unplaced = readdirSync(here('src/lib'), { withFileTypes: true }).filter((e) => e.isDirectory() && !LAYERS.flat().includes(e.name));
if (unplaced.length > 0) throw new Error(`eslint.config.js: place src/lib/${unplaced[0].name} in LAYERS`);
/** Every game's rules at once (engine/index.ts): not for the app, which would load them all with any table. */
const EAGER_MESSAGE = 'engine/index.ts holds every game\'s rules: the app lists games from $engine/about (names: $engine/catalog) and loads one game\'s rules with $engine/loaders.';
const EAGER_REGISTRY = { paths: [{ name: '$engine', message: EAGER_MESSAGE }], patterns: [{ regex: '(^\\$engine|/engine)(/index)?$', message: EAGER_MESSAGE }] };
const aliases = { $lib: here('src/lib'), $engine: here('engine') };

const forbiddenInEngine = ['svelte', 'svelte/*', 'dexie', 'y-dexie', 'yjs', 'y-*', 'lib0', 'lib0/*', '$lib', '$lib/*', '$app/*', '**/src/**', 'workbox-*', 'qrcode'];

export default ts.config(
	{ ignores: ['build/', 'build-*/', '.svelte-kit/', '.svelte-kit-*/', 'bench/baseline/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench/tmp/'] },
	js.configs.recommended,
	...ts.configs.recommended,
	...svelte.configs.recommended,
	{
		languageOptions: { globals: { ...globals.browser, ...globals.node } }
	},
	{
		files: ['**/*.svelte', '**/*.svelte.ts', '**/*.svelte.js'],
		languageOptions: {
			parserOptions: { projectService: true, extraFileExtensions: ['.svelte'], parser: ts.parser, svelteConfig }
		}
	},
	{
		rules: {
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
			'svelte/no-navigation-without-resolve': 'off'
		}
	},
	{
		// No import cycles in the app or the engine, type-only imports included: a module and what it
		// uses form a tree (scripts/importCycles.mjs; import-x's no-cycle skips type-only imports).
		files: ['src/**/*.ts', 'src/**/*.svelte', 'engine/**/*.ts'],
		plugins: { 'import-x': importX, local: { rules: { 'no-import-cycle': noImportCycle } } },
		settings: {
			'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.svelte'], alias: { $lib: [aliases.$lib], $engine: [aliases.$engine] } })]
		},
		rules: { 'local/no-import-cycle': ['error', { roots: [here('src'), here('engine')], aliases }] }
	},
	{
		// The folders of src/lib in layers, each using only those below it (docs/architecture.md, "The
		// layers"), views (.svelte) as much as modules; tests and the test table sit on top.
		files: ['src/lib/**/*.ts', 'src/lib/**/*.svelte'],
		ignores: ['**/*.test.ts', 'src/lib/fairplay/testTable.ts'],
		rules: {
			'import-x/no-restricted-paths': [
				'error',
				{
					zones: LAYERS.flatMap((level, i) =>
						level.map((folder) => ({
							target: `./src/lib/${folder}`,
							from: [...level.filter((f) => f !== folder), ...LAYERS.slice(i + 1).flat()].map((f) => `./src/lib/${f}`),
							message: `src/lib is layered (docs/architecture.md): ${folder}/ imports only from ${LAYERS.slice(0, i).flat().join(', ') || 'no other folder'}.`
						}))
					).filter((zone) => zone.from.length > 0)
				}
			]
		}
	},
	{
		// The app loads one game's rules at a time (engine/loaders.ts) and lists games from
		// engine/about.ts and engine/catalog.ts: engine/index.ts, every game's rules at once, is for Node (tests, verify).
		files: ['src/**/*.ts', 'src/**/*.svelte'],
		ignores: ['**/*.test.ts', 'src/lib/fairplay/testTable.ts'],
		rules: { 'no-restricted-imports': ['error', EAGER_REGISTRY] }
	},
	{
		// The game document stays behind the store's GameLog (src/lib/store/gameLog.ts): only the
		// store and the sync layer see Yjs. Tests build their documents through the same helpers.
		files: ['src/lib/table/**', 'src/lib/fairplay/**', 'src/lib/games/**', 'src/lib/root/**', 'src/routes/**'],
		ignores: ['**/*.test.ts', 'src/lib/fairplay/testTable.ts'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					paths: EAGER_REGISTRY.paths,
					patterns: [
						...EAGER_REGISTRY.patterns,
						{ group: ['yjs', 'y-*', 'lib0', 'lib0/*'], message: 'The game document is the store\'s and the sync layer\'s: use GameLog (src/lib/store/gameLog.ts).' }
					]
				}
			]
		}
	},
	{
		// The engine is pure TypeScript: no UI, storage, sync or DOM.
		files: ['engine/**/*.ts'],
		languageOptions: { globals: { ...globals.es2022 } },
		rules: {
			'no-restricted-imports': [
				'error',
				{ patterns: [{ group: forbiddenInEngine, message: 'engine/ must stay pure: no UI, storage, sync or DOM imports.' }] }
			],
			'no-restricted-globals': [
				'error',
				...['window', 'document', 'navigator', 'localStorage', 'indexedDB', 'fetch', 'HTMLElement', 'location'].map((name) => ({
					name,
					message: 'engine/ must not touch the DOM or browser APIs.'
				}))
			],
			'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Rolls arrive as events; use core/rng for bots and tests.' }]
		}
	}
);
