import { FairDice } from './dice/dice';
import type { DeviceProtocolFactory } from './deviceParts';
import type { Outbox } from './outbox';
import { SealedOrders } from './sealed/sealedOrders';
import type { Seats } from './seats/seats';

/** This device's moves that wait for their seat go once it is handed over (outbox.ts). */
export const outboxDevice: DeviceProtocolFactory<Outbox> = (parts) => parts.outbox;
/** Seat binding: claims, asks and hand-overs (seats/); the seats every protocol reads. */
export const seatsDevice: DeviceProtocolFactory<Seats> = (parts) => parts.seats;
/** Fair dice: this device's commitment and reveal in every roll (dice/). */
export const diceDevice: DeviceProtocolFactory<FairDice> = (parts) => new FairDice(parts);
/** Sealed orders: this device's reveals once every seat has committed (sealed/). */
export const sealedDevice: DeviceProtocolFactory<SealedOrders> = (parts) => new SealedOrders(parts);

/**
 * The device side of the table protocols, in the order they react to a fold. A new protocol is a
 * folder beside these and one line here; one of a layer above fair play (hidden/) goes in the list
 * the composition root hands fair play (`src/lib/root/deviceProtocols.ts` `TABLE_DEVICE_PROTOCOLS`).
 */
export const DEVICE_PROTOCOLS: readonly DeviceProtocolFactory[] = [outboxDevice, seatsDevice, diceDevice, sealedDevice];
