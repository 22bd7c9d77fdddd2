import { fairDice } from './dice/dice';
import { devices } from './devices/devices';
import { ProtocolRegistry } from './protocol';
import { sealedOrders } from './sealed/sealed';
import { seatBinding } from './seats/seats';

/** The protocols every table plays. A new protocol is a new folder beside these, and its entry here. */
export const TABLE_PROTOCOLS = new ProtocolRegistry([devices, seatBinding, sealedOrders, fairDice]);
