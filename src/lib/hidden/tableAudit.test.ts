import { describe, expect, it } from 'vitest';
import { NO_TURN_TEXT, NOTHING_TO_RERUN } from '$engine/core/hidden';
import { auditTone } from './tableAudit';

describe('how a table marks the audit', () => {
	it('clean, a difference, or (no played turn) neither', () => {
		expect(auditTone({ ok: true, turns: 2, text: 'Audit: 2/2 turns' })).toBe('ok');
		expect(auditTone({ ok: true, turns: 0, text: NO_TURN_TEXT.setUpOnly })).toBe('none');
		const nothing = { ok: false as const, turns: 0, checked: 0, difference: { turn: 0, field: NOTHING_TO_RERUN, why: 'none' }, text: NO_TURN_TEXT.nothing };
		expect(auditTone(nothing)).toBe('none');
		expect(auditTone({ ...nothing, difference: { turn: 0, field: 'secret', why: 'lie' }, text: 'Audit: 0/0 turns; the set-up differs' })).toBe('bad');
	});
});
