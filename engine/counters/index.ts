export { counters, COUNTERS_REJECTIONS, turnElapsed, type CountersOptions } from './game';
export type { CountersState, RollRecord } from './state';
export type { CounterSpec } from './rules';
