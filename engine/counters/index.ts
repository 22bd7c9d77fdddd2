export { counters, COUNTERS_REJECTIONS, turnElapsed, type CountersGame, type CountersMoves, type CountersOptions } from './game';
export type { CountersState, RollRecord } from './state';
export type { CounterSpec } from './rules';
