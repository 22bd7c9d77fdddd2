export * from './types';
export * from './rejections';
export * from './apply';
export * from './fold';
export * from './undo';
export * from './rng';
export * from './dice';
export * from './fairplay';
