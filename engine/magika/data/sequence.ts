/** Figure 4, Event Sequence: the order the orders of one phase resolve in. */
import type { OrderKind } from '../types';

export const SEQUENCE: readonly OrderKind[] = ['demand', 'give', 'don', 'cast', 'move', 'search', 'drop', 'meditate', 'rest'];
