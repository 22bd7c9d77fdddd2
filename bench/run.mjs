// npm run bench: measures Familiar's speed and size, prints the figures and writes bench/results.json.
// Engine figures come from bench/games/*.ts (Node); browser figures from bench/browser/*.mjs, each of
// which gets a production build served on loopback and the system Chromium.
// `npm run bench -- engine` or `-- browser` runs one section; `-- magikaChunk` one browser file. A part
// run updates its own figures in bench/results.json and keeps the others.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);
const resultsFile = join(root, 'bench/results.json');
const kept = only.length > 0 && existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')).metrics : {};
const results = { date: new Date().toISOString(), node: process.version, metrics: { ...kept } };
const browserFiles = readdirSync(join(root, 'bench/browser')).filter((f) => f.endsWith('.mjs') && !f.startsWith('_')).sort();
const fileAsked = (f) => only.includes(f.replace(/\.mjs$/, ''));

function section(name) {
	return only.length === 0 || only.includes(name) || (name === 'browser' && browserFiles.some(fileAsked));
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
	for (const file of browserFiles.filter((f) => only.length === 0 || only.includes('browser') || fileAsked(f))) {
		const mod = await import(pathToFileURL(join(dir, file)).href);
		console.error(`bench: ${file}`);
		Object.assign(results.metrics, await mod.default({ root }));
	}
}

for (const [k, v] of Object.entries(results.metrics)) console.log(`${k.padEnd(28)} ${v}`);
writeFileSync(resultsFile, JSON.stringify(results, null, 2) + '\n');
console.log('written bench/results.json');
