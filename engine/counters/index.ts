export { counters, COUNTERS_REJECTIONS, type CountersOptions } from './game';
export type { CountersState, RollRecord } from './state';
export type { CounterSpec } from './rules';
