// Completes package-lock.json with the platform-specific optional packages that npm could not
// record. The registry this project installs from serves only this machine's platform builds (the
// others answer 404), so `npm install` leaves them out of the lock and `npm ci` then refuses the
// lock as out of sync. Each missing one is added as an optional entry for its own platform, which
// `npm ci` skips on every other machine. Run after `npm install`: `node scripts/complete-lock.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['android', 'darwin', 'freebsd', 'linux', 'netbsd', 'openbsd', 'openharmony', 'sunos', 'win32', 'aix', 'cygwin'];
const CPU = { arm64: 'arm64', aarch64: 'arm64', arm: 'arm', x64: 'x64', ia32: 'ia32', loong64: 'loong64', ppc64: 'ppc64', riscv64: 'riscv64', s390x: 's390x', mips64el: 'mips64el', mipsel: 'mipsel', wasm32: 'wasm32' };

/** Reads os, cpu and libc from a name like "@rollup/rollup-linux-arm64-musl" or "@esbuild/win32-x64". */
function platformOf(name) {
	const tokens = name.split('/').pop().split('-');
	const entry = {};
	const os = tokens.find((t) => OS.includes(t)) ?? (tokens.includes('win32') ? 'win32' : undefined);
	if (os) entry.os = [os];
	if (name === 'fsevents') entry.os = ['darwin'];
	const cpu = tokens.map((t) => CPU[t]).find(Boolean);
	if (cpu) entry.cpu = [cpu];
	if (tokens.includes('musl') || tokens.includes('musleabihf')) entry.libc = ['musl'];
	else if (entry.os?.[0] === 'linux' && (tokens.includes('gnu') || tokens.includes('gnueabihf'))) entry.libc = ['glibc'];
	return entry;
}

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
let added = 0;
for (const [key, pkg] of Object.entries(lock.packages)) {
	for (const [dep, range] of Object.entries(pkg.optionalDependencies ?? {})) {
		const base = key ? `${key}/node_modules/${dep}` : `node_modules/${dep}`;
		if (lock.packages[base] || lock.packages[`node_modules/${dep}`]) continue;
		if (!/^\d+\.\d+\.\d+/.test(range)) continue;
		lock.packages[`node_modules/${dep}`] = { version: range, ...(pkg.dev ? { dev: true } : {}), optional: true, ...platformOf(dep) };
		added++;
	}
}
writeFileSync(path, JSON.stringify(lock, null, 2) + '\n');
console.log(`complete-lock: added ${added} platform entries`);
