import type { DeviceProtocolFactory } from '$lib/fairplay/deviceParts';
import { DEVICE_PROTOCOLS } from '$lib/fairplay/registered';

/**
 * Every device protocol an open table runs, in the order they react to a fold: fair play's own
 * (`src/lib/fairplay/registered.ts`), then those of the layers above it. A protocol of `hidden/`
 * (or any layer fair play may not import) adds its factory here, one line. A protocol only some
 * games play (the hidden protocol's `HiddenTable`, for a game that declares `hidden`) is added per
 * game by `src/lib/root/playSession.ts` `playSession`.
 */
export const TABLE_DEVICE_PROTOCOLS: readonly DeviceProtocolFactory[] = [...DEVICE_PROTOCOLS];
