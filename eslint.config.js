import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { fileURLToPath } from 'node:url';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';
import svelteConfig from './svelte.config.js';

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
		// No import cycles in the app or the engine: a module and what it uses form a tree.
		files: ['src/**/*.ts', 'engine/**/*.ts'],
		plugins: { 'import-x': importX },
		settings: {
			'import-x/resolver-next': [
				createNodeResolver({
					extensions: ['.ts', '.js', '.svelte'],
					alias: { $lib: [fileURLToPath(new URL('src/lib', import.meta.url))], $engine: [fileURLToPath(new URL('engine', import.meta.url))] }
				})
			],
			'import-x/extensions': ['.ts', '.js'],
			'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
			'import-x/ignore': ['node_modules', '\\.svelte$']
		},
		rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] }
	},
	{
		// The folders of src/lib in layers, each using only those below it (docs/design-notes.md,
		// "Layers of src/lib"): timing < store < app < fairplay < table < sync, games. Views
		// (.svelte) and tests sit on top and may read any layer's types.
		files: ['src/lib/**/*.ts'],
		ignores: ['**/*.test.ts', 'src/lib/fairplay/testTable.ts'],
		rules: {
			'import-x/no-restricted-paths': [
				'error',
				{
					zones: [
						{ target: './src/lib/timing', from: './src/lib', except: ['./timing'] },
						{ target: './src/lib/store', from: ['./src/lib/app', './src/lib/device', './src/lib/fairplay', './src/lib/table', './src/lib/sync', './src/lib/games', './src/lib/ui'] },
						{ target: './src/lib/app', from: ['./src/lib/fairplay', './src/lib/table', './src/lib/sync', './src/lib/games'] },
						{ target: './src/lib/fairplay', from: ['./src/lib/table', './src/lib/sync', './src/lib/games'] },
						{ target: './src/lib/table', from: ['./src/lib/sync', './src/lib/games', './src/lib/root'] },
						{ target: ['./src/lib/timing', './src/lib/store', './src/lib/app', './src/lib/device', './src/lib/fairplay', './src/lib/sync', './src/lib/games', './src/lib/ui'], from: './src/lib/root' }
					].map((zone) => ({ ...zone, message: 'src/lib is layered (docs/design-notes.md): a layer does not import one above it.' }))
				}
			]
		}
	},
	{
		// The game document stays behind the store's GameLog (src/lib/store/gameLog.ts): only the
		// store and the sync layer see Yjs. Tests build their documents through the same helpers.
		files: ['src/lib/table/**', 'src/lib/fairplay/**', 'src/lib/games/**', 'src/lib/root/**', 'src/routes/**'],
		ignores: ['**/*.test.ts', 'src/lib/fairplay/testTable.ts'],
		rules: {
			'no-restricted-imports': [
				'error',
				{ patterns: [{ group: ['yjs', 'y-*', 'lib0', 'lib0/*'], message: 'The game document is the store\'s and the sync layer\'s: use GameLog (src/lib/store/gameLog.ts).' }] }
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
