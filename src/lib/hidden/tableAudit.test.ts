import { describe, expect, it } from 'vitest';
import type { GameEvent } from '$engine/core';
import { auditHiddenGame, HIDDEN_KINDS, type HiddenPosition } from '$engine/core/hidden';
import { DOMAIN } from '$engine/core/hidden/testKit';
import { fogGame, fogMeta, fogSeats, playFog } from '$engine/fog/fileKit';
import { auditTone, NO_TURN_TEXT, plainAudit } from './tableAudit';

const audit = (log: readonly GameEvent[]) => (onTurn: (p: HiddenPosition) => void) =>
	auditHiddenGame(fogGame.hidden!, { options: fogMeta.options, seats: fogSeats }, DOMAIN, fogSeats.map((s) => s.id), log, onTurn);

describe('the audit at a table says what it re-ran', () => {
	it('a revealed game whose log holds no turn at all: nothing to re-run, not a clean "0/0"', async () => {
		const { file } = await playFog(2, true);
		const log = file.log.filter((e) => e.kind !== HIDDEN_KINDS.turn);
		const result = await plainAudit(audit(log));
		expect(result.text).toBe(NO_TURN_TEXT.nothing);
		expect(result.ok).toBe(false);
		expect(auditTone(result)).toBe('none');
	});

	it('revealed after the set-up, before any turn: the set-up re-ran, and no turn is there to re-run', async () => {
		const { file } = await playFog(0, true);
		const seen: HiddenPosition[] = [];
		const result = await plainAudit(audit(file.log), (p) => seen.push(p));
		expect(result).toEqual({ ok: true, turns: 0, text: NO_TURN_TEXT.setUpOnly });
		expect(seen).toHaveLength(1);
		expect(auditTone(result)).toBe('none');
	});

	it('played turns: the count as the engine says it, each position handed on', async () => {
		const { file } = await playFog(2, true);
		const seen: HiddenPosition[] = [];
		const result = await plainAudit(audit(file.log), (p) => seen.push(p));
		expect(result).toEqual({ ok: true, turns: 2, text: 'Audit: 2/2 turns' });
		expect(seen).toHaveLength(3);
		expect(auditTone(result)).toBe('ok');
	});
});
