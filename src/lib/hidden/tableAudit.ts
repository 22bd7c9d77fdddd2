/**
 * The audit as a table tells it (docs/hidden-information.md §8). The engine's audit of a revealed
 * game counts the turns it re-ran; when the log a phone accepted holds no played turn that count is
 * "0/0", which would read as a clean audit of a whole contest. Here it says what was re-run: the
 * set-up alone (matched as published), or nothing at all (not even a set-up: nothing is proved).
 */
import type { AuditResult, HiddenPosition } from '$engine/core/hidden';

/** The field of a result whose log held nothing to re-run. */
export const NOTHING_TO_RERUN = 'nothing to re-run';

export const NO_TURN_TEXT = {
	setUpOnly: 'Audit: no turn to re-run. The log this phone accepted holds the set-up, which re-ran as published, and no played turn.',
	nothing: 'Audit: nothing to re-run. The log this phone accepted holds neither the set-up nor a played turn, so nothing was checked.'
} as const;

/** `audit` run with every position it re-ran counted (and handed on to `onTurn`), said plainly when no turn was re-run. */
export async function plainAudit(audit: (onTurn: (p: HiddenPosition) => void) => Promise<AuditResult>, onTurn?: (p: HiddenPosition) => void): Promise<AuditResult> {
	let positions = 0;
	const result = await audit((p) => {
		positions++;
		onTurn?.(p);
	});
	if (!result.ok || result.turns > 0) return result;
	if (positions > 0) return { ok: true, turns: 0, text: NO_TURN_TEXT.setUpOnly };
	return { ok: false, turns: 0, checked: 0, difference: { turn: 0, field: NOTHING_TO_RERUN, why: 'the log holds no set-up and no turn' }, text: NO_TURN_TEXT.nothing };
}

/** How a screen marks the result: clean, a difference (or a failure), or no played turn to re-run (neither). */
export function auditTone(result: AuditResult): 'ok' | 'bad' | 'none' {
	if (result.turns === 0 && (result.ok || result.difference.field === NOTHING_TO_RERUN)) return 'none';
	return result.ok ? 'ok' : 'bad';
}
