export * from './gmKeys';
export * from './hiddenLog';
export * from './gmHost';
export * from './seatInbox';
