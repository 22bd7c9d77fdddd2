import { describe, expect, it } from 'vitest';
import { verifyGameFile } from '../core/fairplay/verifyFile';
import { HIDDEN_KINDS } from '../core/hidden/kinds';
import type { GameEvent } from '../core/types';
import { fogGame, playFog } from './fileKit';

describe("a hidden game's file, verified with its audit", () => {
	it('after the reveal: every turn re-run and matched', async () => {
		const { file } = await playFog(3, true);
		const report = await verifyGameFile(JSON.parse(JSON.stringify(file)), fogGame);
		expect(report.audit).toMatchObject({ ok: true, turns: 3, text: 'Audit: 3/3 turns' });
		// the table's fold takes every GM event once its signature is checked
		expect(report.refused).toEqual([]);
	});

	it('before the reveal: says it waits, and what is checked so far', async () => {
		const { file } = await playFog(2, false);
		const report = await verifyGameFile(file, fogGame);
		expect(report.audit).toMatchObject({ ok: false, waiting: true, turns: 2 });
		expect(report.audit!.text).toMatch(/waits for the game master's reveal \(2 turns so far\)\. Checked now: every game-master signature/);
	});

	it("names the first turn and field that differ when the GM sent a seat another report than the rules give", async () => {
		const { table, file } = await playFog(3, true);
		const at = file.log.findIndex((e) => e.kind === HIDDEN_KINDS.turn && (e.data as { turn: number }).turn === 2);
		const data = file.log[at].data as { reports: Record<string, { box: string; hash: string }> };
		const bent: GameEvent = { ...file.log[at], data: { ...data, reports: { ...data.reports, B: { ...data.reports.B, hash: data.reports.A.hash } } } };
		const log = file.log.with(at, await table.resign(bent));
		const report = await verifyGameFile({ ...file, log }, fogGame);
		expect(report.ok).toBe(false);
		expect(report.audit).toMatchObject({ ok: false, checked: 1, difference: { turn: 2, field: 'reports.B' } });
		expect(report.audit!.text).toBe('Audit: 1/3 turns; turn 2 differs at reports.B: the report of B is not the one the rules give.');
	});

	it('is absent for a game without hidden information', async () => {
		const { file } = await playFog(1, true);
		const report = await verifyGameFile(file, { ...fogGame, hidden: undefined });
		expect(report.audit).toBeNull();
	});
});
