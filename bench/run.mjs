// npm run bench: measures Familiar's speed and size, prints the figures and writes bench/results.json.
// Engine figures come from bench/games/*.ts (Node); browser figures from bench/browser/*.mjs, each of
// which gets a production build served on loopback and the system Chromium.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);
const results = { date: new Date().toISOString(), node: process.version, metrics: {} };

function section(name) {
	return only.length === 0 || only.includes(name);
}

if (section('engine')) {
	// The engine runs as the app ships it: bundled and minified (by esbuild, as Vite does), not
	// through tsx, whose per-module import getters cost the engine half its speed.
	const games = readdirSync(join(root, 'bench/games')).filter((f) => f.endsWith('.ts')).sort();
	const entry = [
		...games.map((f, i) => `import g${i} from './games/${f}';`),
		`const metrics = {};`,
		...games.map((_, i) => `Object.assign(metrics, await g${i}());`),
		`console.log(JSON.stringify(metrics));`
	].join('\n');
	const bundle = join(root, 'bench/tmp/engine.mjs');
	mkdirSync(dirname(bundle), { recursive: true });
	await build({ stdin: { contents: entry, resolveDir: join(root, 'bench'), loader: 'ts' }, bundle: true, minify: true, platform: 'node', format: 'esm', target: 'node20', outfile: bundle, logLevel: 'warning' });
	const out = execFileSync(process.execPath, [bundle], { cwd: root, encoding: 'utf8' });
	Object.assign(results.metrics, JSON.parse(out.trim().split('\n').pop()));
}

if (section('browser')) {
	if (!existsSync(join(root, 'build/index.html'))) {
		execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
	}
	const dir = join(root, 'bench/browser');
	for (const file of readdirSync(dir).filter((f) => f.endsWith('.mjs') && !f.startsWith('_')).sort()) {
		const mod = await import(pathToFileURL(join(dir, file)).href);
		console.error(`bench: ${file}`);
		Object.assign(results.metrics, await mod.default({ root }));
	}
}

for (const [k, v] of Object.entries(results.metrics)) console.log(`${k.padEnd(28)} ${v}`);
writeFileSync(join(root, 'bench/results.json'), JSON.stringify(results, null, 2) + '\n');
console.log('written bench/results.json');
