import { fairDice } from './dice/protocol';
import { devices } from './devices/protocol';
import { ProtocolRegistry } from './shape';
import { sealedOrders } from './sealed/protocol';
import { seatBinding } from './seats/protocol';

/** The protocols every table plays. A new protocol is a new folder beside these, and its entry here. */
export const TABLE_PROTOCOLS = new ProtocolRegistry([devices, seatBinding, sealedOrders, fairDice]);
