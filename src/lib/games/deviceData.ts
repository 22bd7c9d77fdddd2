import type { DeviceData } from '$lib/store/deviceData';
import { rosterData } from './archmage/rosterData';

/**
 * The data games keep on this device alone, which a backup carries and a restore merges
 * (src/lib/store/deviceData.ts). A game with such data adds its part here; the store knows none of them.
 * `npm run verify` (tsx, no `$lib` alias) checks backups with it: below it, only type imports use an alias.
 */
export const gameDeviceData: readonly DeviceData[] = [rosterData];
