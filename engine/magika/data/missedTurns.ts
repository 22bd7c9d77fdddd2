/** Section VII "MISSED TURNS": two consecutive misses put a position "in jeopardy", the third drops it. */
export const JEOPARDY_AFTER = 2;
export const DROP_OUT_AFTER = 3;
