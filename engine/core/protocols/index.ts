export * from './shape';
export * from './layer';
export * from './registered';
export * from './seats/protocol';
export * from './sealed/protocol';
export * from './dice/protocol';
export * from './devices/protocol';
