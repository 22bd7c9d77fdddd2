import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../types';
import { fogGame, fogMeta, fogSeats, playFog } from '../../fog/fileKit';
import { verifyGameFile } from '../fairplay/verifyFile';
import { auditHiddenGame, NO_TURN_TEXT } from './audit';
import { HIDDEN_KINDS } from './kinds';
import type { HiddenPosition } from './run';
import { DOMAIN } from './testKit';

const audit = (log: readonly GameEvent[], onTurn?: (p: HiddenPosition) => void) =>
	auditHiddenGame(fogGame.hidden!, { options: fogMeta.options, seats: fogSeats }, DOMAIN, fogSeats.map((s) => s.id), log, onTurn);

describe('the audit says what it re-ran', () => {
	it('a revealed game whose log holds no turn at all: nothing to re-run, not a clean "0/0"', async () => {
		const { file } = await playFog(2, true);
		const log = file.log.filter((e) => e.kind !== HIDDEN_KINDS.turn);
		const result = await audit(log);
		expect(result.text).toBe(NO_TURN_TEXT.nothing);
		expect(result.ok).toBe(false);
	});

	it('revealed after the set-up, before any turn: the set-up re-ran, and no turn is there to re-run', async () => {
		const { file } = await playFog(0, true);
		const seen: HiddenPosition[] = [];
		const result = await audit(file.log, (p) => seen.push(p));
		expect(result).toEqual({ ok: true, turns: 0, text: NO_TURN_TEXT.setUpOnly });
		expect(seen).toHaveLength(1);
	});

	it('played turns: the count as the engine says it, each position handed on', async () => {
		const { file } = await playFog(2, true);
		const seen: HiddenPosition[] = [];
		const result = await audit(file.log, (p) => seen.push(p));
		expect(result).toEqual({ ok: true, turns: 2, text: 'Audit: 2/2 turns' });
		expect(seen).toHaveLength(3);
	});

	it('a file checked by Verify (npm run verify) says the same: no "0/0" for a game revealed before any turn', async () => {
		const { file } = await playFog(0, true);
		const report = await verifyGameFile(file, fogGame);
		expect(report.audit).toEqual({ ok: true, turns: 0, text: NO_TURN_TEXT.setUpOnly });
	});
});
