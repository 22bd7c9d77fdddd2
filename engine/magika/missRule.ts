/**
 * Who drops out after how many missed turns in a row (section VII "MISSED TURNS", U-74): the rule
 * the turn applies (missed.ts `recordMisses`), the report's jeopardy shows and the GM's screens warn
 * of, so that their words follow the engine.
 */
import { DROP_OUT_AFTER, JEOPARDY_AFTER } from './data/missedTurns';
import { isEbonSeat, type Mage } from './types';

/** What missed turns in a row cost a mage (U-74): in jeopardy after `jeopardyAfter`, dropped out at `dropOutAfter`. */
export interface MissRule {
	jeopardyAfter: number;
	dropOutAfter: number;
}

const NOVICE_MISSES: MissRule = { jeopardyAfter: JEOPARDY_AFTER, dropOutAfter: DROP_OUT_AFTER };

/**
 * The rule of misses for `mage`, or null when misses cost it nothing: the Ebon Mage, the contest's
 * referee, is never dropped and counts no misses (decided, U-74). The turn (`recordMisses`), the
 * report's jeopardy and the GM's warnings all read it.
 */
export const missRule = (mage: Pick<Mage, 'ebon'>): MissRule | null => (mage.ebon ? null : NOVICE_MISSES);

/** The rule for the mage of the table's seat at `index`: seats 1-12 the novices, seat 13 the Ebon Mage (hidden.ts `setupFromSeats`). */
export const seatMissRule = (index: number): MissRule | null => missRule({ ebon: isEbonSeat(index) });

/** What one more missed turn costs a mage: jeopardy, or dropping out. */
export type MissCost = 'jeopardy' | 'drop';

/** What one more miss does to a mage with `misses` in a row under `rule` (null: nothing). */
export const nextMissCost = (misses: number, rule: MissRule | null): MissCost | null =>
	!rule ? null : misses + 1 >= rule.dropOutAfter ? 'drop' : misses + 1 >= rule.jeopardyAfter ? 'jeopardy' : null;
