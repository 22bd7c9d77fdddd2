export * from './protocol';
export * from './layer';
export * from './registered';
export * from './seats/seats';
export * from './sealed/sealed';
export * from './dice/dice';
export * from './devices/devices';
