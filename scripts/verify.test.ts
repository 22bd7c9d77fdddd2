import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAIR_KINDS, gameDomain, signGenesis } from '../engine/core/fairplay';
import { Device } from '../engine/core/fairplay/fairKit';
import { ChainDevice } from '../engine/core/fairplay/chainKit';
import type { GameEvent } from '../engine/core';
import { verifyText } from './verify';

const meta = { version: 1, tableId: 'T1', game: 'counters', title: 'Friday duel', options: { life: 20, poison: false }, created: 1_700_000_000_000 };
const domain = gameDomain(meta);
const seats = [
	{ id: 's0', name: 'Ana' },
	{ id: 's1', name: 'Bo' }
];
let ana: Device;
let bo: Device;
let log: GameEvent[];

const fileOf = (events: GameEvent[]) =>
	JSON.stringify({ format: 'familiar/game', version: 1, exported: 0, summary: { title: meta.title, game: 'counters', players: ['Ana', 'Bo'], created: meta.created, updated: meta.created, status: 'playing', events: events.length }, meta, seats, log: events });

beforeAll(async () => {
	[ana, bo] = await Promise.all([Device.make(), Device.make()]);
	const sign = (d: Device, e: Omit<GameEvent, 'id' | 'at' | 'sig'>) => d.sign(e, domain);
	const minus = (d: Device, seat: string, player: string) => sign(d, { seat, kind: 'counters/adjust', data: { player, counter: 'life', delta: -1 } });
	log = [
		await sign(ana, { seat: 's0', kind: FAIR_KINDS.claim, data: { seat: 's0', publicKey: ana.publicKey } }),
		await sign(ana, { seat: 's1', kind: FAIR_KINDS.claim, data: { seat: 's1', publicKey: ana.publicKey } }),
		await minus(ana, 's0', 's1'),
		await sign(bo, { seat: 's1', kind: FAIR_KINDS.ask, data: { seat: 's1', publicKey: bo.publicKey } }),
		await sign(ana, { seat: 's1', kind: FAIR_KINDS.handOver, data: { seat: 's1', publicKey: bo.publicKey } }),
		await minus(bo, 's1', 's0')
	];
});

describe('npm run verify', () => {
	it('a clean export verifies', async () => {
		const r = await verifyText(fileOf(log), 'duel.json');
		expect(r.code).toBe(0);
		expect(r.lines.join('\n')).toMatch(/Friday duel.*6 events, signed[\s\S]*OK: nothing forged/);
	});

	it('reports each kind of tampering with its move and code', async () => {
		const forged = await bo.sign({ seat: 's0', kind: 'counters/adjust', data: { player: 's1', counter: 'life', delta: 5 } }, domain);
		const cases: [string, GameEvent[], RegExp][] = [
			['forged', [...log, forged], /move 7 .*Ana.*\[core\/wrong-device\]/],
			['altered', log.map((e, i) => (i === 2 ? { ...e, data: { player: 's1', counter: 'life', delta: -10 } } : e)), /move 3 .*\[core\/altered-event\]/],
			['replayed', [...log, log[5]], /move 7 .*\[core\/duplicate-event\]/],
			['stripped', log.map((e, i) => (i === 5 ? { ...e, sig: undefined } : e)), /move 6 .*\[core\/unsigned-event\]/]
		];
		for (const [what, events, pattern] of cases) {
			const r = await verifyText(fileOf(events));
			expect(r.code, what).toBe(1);
			expect(r.lines.join('\n'), what).toMatch(pattern);
		}
	});

	it('a game in the third signed form (hash chains, signed heads) verifies; a changed move or a tail no head covers fails', async () => {
		const [a, b] = [new ChainDevice(ana, domain), new ChainDevice(bo, domain)];
		const genesis = await signGenesis(ana.keys, meta, seats);
		const minus = (d: ChainDevice, seat: string, player: string, after: string[] = []) => d.next({ seat, kind: 'counters/adjust', data: { player, counter: 'life', delta: -1 }, after });
		const events: GameEvent[] = [a.next({ seat: 's1', kind: FAIR_KINDS.handOver, data: { seat: 's1', publicKey: bo.publicKey } })];
		events.push(minus(a, 's0', 's1'));
		events.push(minus(b, 's1', 's0', [events[1].id]));
		events.push(minus(a, 's0', 's1', [events[2].id]));
		const heads = [await a.headEntry(), await b.headEntry()];
		const chained = (log: GameEvent[]) => JSON.stringify({ ...JSON.parse(fileOf(log)), meta: { ...meta, genesis: { ...genesis, chain: 1 } } });
		const ok = await verifyText(chained([...events, ...heads]));
		expect(ok.code).toBe(0);
		expect(ok.lines.join('\n')).toMatch(/OK: nothing forged/);
		const altered = await verifyText(chained([...events.map((e, i) => (i === 3 ? { ...e, data: { player: 's1', counter: 'life', delta: -9 } } : e)), ...heads]));
		expect(altered.code).toBe(1);
		expect(altered.lines.join('\n')).toMatch(/move 4 .*\[core\/not-covered\]/);
		const tail = await verifyText(chained([...events, heads[1]]));
		expect(tail.code).toBe(1);
		expect(tail.lines.join('\n')).toMatch(/move 1 .*\[core\/not-covered\]/);
	});

	it('a game whose moves name the other phone\'s last by a compact step verifies; a changed step or a misplaced copy fails', async () => {
		const [a, b] = [new ChainDevice(ana, domain), new ChainDevice(bo, domain)];
		const genesis = await signGenesis(ana.keys, meta, seats);
		const minus = (d: ChainDevice, seat: string, player: string, after: string[] = []) => d.next({ seat, kind: 'counters/adjust', data: { player, counter: 'life', delta: -1 }, after }, true);
		const events: GameEvent[] = [a.next({ seat: 's1', kind: FAIR_KINDS.handOver, data: { seat: 's1', publicKey: bo.publicKey } })];
		events.push(minus(a, 's0', 's1'));
		for (let i = 0; i < 4; i++) events.push(i % 2 === 0 ? minus(b, 's1', 's0', [events.at(-1)!.id]) : minus(a, 's0', 's1', [events.at(-1)!.id]));
		// Bo's second and Ana's third name the other's last by a step
		expect(events.map((e) => e.step)).toEqual([undefined, undefined, undefined, undefined, 1, 1]);
		const heads = [await a.headEntry(), await b.headEntry()];
		const chained = (log: GameEvent[]) => JSON.stringify({ ...JSON.parse(fileOf(log)), meta: { ...meta, genesis: { ...genesis, chain: 1 } } });
		expect((await verifyText(chained([...events, ...heads]))).code).toBe(0);
		const changed = await verifyText(chained([...events.map((e, i) => (i === 4 ? { ...e, step: 2 } : e)), ...heads]));
		expect(changed.code).toBe(1);
		expect(changed.lines.join('\n')).toMatch(/move 5 .*\[core\/not-covered\]/);
		// a copy of Bo's second placed before Ana's move it names
		const copied = await verifyText(chained([...events.slice(0, 3), { ...events[4] }, ...events.slice(3), ...heads]));
		expect(copied.code).toBe(1);
		expect(copied.lines.join('\n')).toMatch(/move 4 .*\[core\/out-of-place\]/);
	});

	it('checks every game of a backup, and says when a file cannot be read', async () => {
		const game = JSON.parse(fileOf(log));
		const backup = JSON.stringify({ format: 'familiar/backup', version: 1, exported: 0, games: [game, { ...game, log: [...log, log[0]] }] });
		const r = await verifyText(backup);
		expect(r.code).toBe(1);
		expect(r.lines.filter((l) => l.includes('OK: nothing forged'))).toHaveLength(1);
		expect((await verifyText('{"format": "familiar/ga')).code).toBe(2);
		expect((await verifyText(JSON.stringify({ ...game, meta: { ...meta, game: 'chess' } }))).lines.join()).toMatch(/does not know/);
	});

	it('as a command: prints the report and exits non-zero on a problem', { timeout: 60_000 }, async () => {
		const dir = mkdtempSync(join(tmpdir(), 'familiar-verify-'));
		const good = join(dir, 'good.json');
		const bad = join(dir, 'bad.json');
		writeFileSync(good, fileOf(log));
		writeFileSync(bad, fileOf([...log, log[2]]));
		const run = promisify(execFile);
		const ok = await run(process.execPath, ['--import', 'tsx', 'scripts/verify.ts', good]);
		expect(ok.stdout).toContain('OK: nothing forged');
		await expect(run(process.execPath, ['--import', 'tsx', 'scripts/verify.ts', good, bad])).rejects.toMatchObject({ code: 1, stdout: expect.stringContaining('core/duplicate-event') });
		await expect(run(process.execPath, ['--import', 'tsx', 'scripts/verify.ts', join(dir, 'missing.json')])).rejects.toMatchObject({ code: 2 });
	});
});

describe('npm run verify is total and agrees with Import (issue 17)', () => {
	it('a file Import refuses is invalid input (exit 2), not a verified or failed game', async () => {
		const game = JSON.parse(fileOf(log));
		const cases: [string, unknown, RegExp][] = [
			['a seat that is null', { ...game, seats: [null] }, /players .* damaged/],
			['a non-event entry in a signed log', { ...game, log: [...log, { nothing: 1 }] }, /damaged at move 7/],
			['a junk description', { ...game, meta: { ...meta, created: 'yesterday' } }, /description .* damaged/],
			['a newer file version', { ...game, version: 99 }, /newer Familiar/],
			['a backup with one bad game', { format: 'familiar/backup', version: 1, games: [game, { ...game, log: 'x' }] }, /Game 2 of this backup/]
		];
		for (const [what, content, message] of cases) {
			const r = await verifyText(JSON.stringify(content));
			expect(r.code, what).toBe(2);
			expect(r.lines.join('\n'), what).toMatch(message);
			expect(r.lines.join('\n'), what).not.toMatch(/OK: nothing forged/);
		}
	});

	it('a signed game (its genesis in its description) stripped of its signatures fails (exit 1)', async () => {
		const game = JSON.parse(fileOf(log));
		const genesis = await signGenesis(ana.keys, { game: meta.game, created: meta.created, options: meta.options }, seats);
		const bare = log.filter((e) => e.kind === 'counters/adjust').map(({ sig: _sig, ...e }) => e);
		const r = await verifyText(JSON.stringify({ ...game, meta: { ...meta, genesis }, log: bare }));
		expect(r.code).toBe(1);
		expect(r.lines.join('\n')).toMatch(/move 1 .*\[core\/unsigned-event\]/);
		expect(r.lines.join('\n')).not.toMatch(/OK: nothing forged/);
	});

	it('a game whose title is not the one its genesis signs is noted, and one whose genesis was changed to match fails (#17 item 9)', async () => {
		const game = JSON.parse(fileOf(log.filter((e) => e.kind !== FAIR_KINDS.claim)));
		const genesis = await signGenesis(ana.keys, { game: meta.game, created: meta.created, options: meta.options, tableId: meta.tableId, title: meta.title }, seats);
		const renamed = await verifyText(JSON.stringify({ ...game, meta: { ...meta, title: 'Renamed', genesis } }));
		expect(renamed.lines.join('\n')).toMatch(new RegExp(`Note: its maker made it as "${meta.title}" \\(table ${meta.tableId}\\)`));
		const matched = await verifyText(JSON.stringify({ ...game, meta: { ...meta, title: 'Renamed', genesis: { ...genesis, title: 'Renamed' } } }));
		expect(matched.code).toBe(1);
		expect(matched.lines.join('\n')).toMatch(/not signed by the device it names/);
	});

	it('a report of 150,000 problems is printed without overflowing the stack', async () => {
		const many: GameEvent[] = [...log.slice(0, 2)];
		for (let i = 0; i < 150_000; i++) many.push({ id: `x${i}`, seat: 's0', kind: 'counters/adjust', data: { player: 's1', counter: 'life', delta: -1 }, at: meta.created });
		const r = await verifyText(fileOf(many));
		expect(r.code).toBe(1);
		expect(r.lines.filter((l) => l.includes('[core/unsigned-event]'))).toHaveLength(150_000);
	});
});
