// Runs every engine benchmark in bench/games/ and prints one JSON object of metrics.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = join(dirname(fileURLToPath(import.meta.url)), 'games');
const metrics: Record<string, number> = {};
for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts')).sort()) {
	const mod = (await import(pathToFileURL(join(dir, file)).href)) as { default: () => Record<string, number> };
	Object.assign(metrics, mod.default());
}
console.log(JSON.stringify(metrics));
