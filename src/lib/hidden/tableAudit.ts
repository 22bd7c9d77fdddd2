/**
 * How a table marks the audit's result (docs/hidden-information.md §8): clean, a difference, or no
 * played turn to re-run (neither: the engine's audit says so in words, `NO_TURN_TEXT`).
 */
import { NOTHING_TO_RERUN, type AuditResult } from '$engine/core/hidden';

/** How a screen marks the result: clean, a difference (or a failure), or no played turn to re-run (neither). */
export function auditTone(result: AuditResult): 'ok' | 'bad' | 'none' {
	if (result.turns === 0 && (result.ok || result.difference.field === NOTHING_TO_RERUN)) return 'none';
	return result.ok ? 'ok' : 'bad';
}
