/** The hidden-information protocol: a game master's world, sealed inputs and reports, an audit. */
export * from './types';
export * from './box';
export * from './kinds';
export * from './slice';
export * from './gmSig';
export * from './streams';
export * from './payloads';
export * from './run';
export * from './replay';
export * from './protocol';
export * from './audit';
export * from './gmTurn';
export * from './gmNotices';
export * from './setupInputs';
export * from './card';
