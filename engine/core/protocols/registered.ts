import { fairDice } from './dice/protocol';
import { deviceEntries } from './devices/protocol';
import { hiddenGm } from './hidden/protocol';
import { ProtocolRegistry } from './shape';
import { sealedOrders } from './sealed/protocol';
import { seatBinding } from './seats/protocol';

/** The protocols every table plays. A new protocol is a new folder beside these, and its entry here. */
export const TABLE_PROTOCOLS = new ProtocolRegistry([deviceEntries, seatBinding, sealedOrders, fairDice, hiddenGm]);
