/**
 * The hidden-information protocol at the table: a game master's public events, sealed inputs and
 * the GM's turns (engine/core/hidden/protocol.ts `hiddenStep`, docs/hidden-information.md), for a
 * game that declares `hidden`. Another game refuses these kinds. The GM's signatures are read from
 * `ctx.gmSig`, which the session answers asynchronously (src/lib/hidden/gmVerdicts.ts).
 */
import { reject } from '../../types';
import { HIDDEN_KIND_LIST, HIDDEN_REJECTIONS as R } from '../../hidden/kinds';
import { hiddenStep } from '../../hidden/protocol';
import { hiddenInitial, hiddenSeatView, type HiddenSlice } from '../../hidden/slice';
import { defineProtocol } from '../shape';

export const hiddenGm = defineProtocol<HiddenSlice>({
	name: 'hidden',
	kinds: HIDDEN_KIND_LIST,
	initial: ({ seats }) => hiddenInitial(seats),
	step: (slice, event, ctx) => (ctx.game.hidden ? hiddenStep(slice, event, ctx) : reject(R.notHidden, 'This game has no game master.')),
	// the slice is public bookkeeping only: a watcher sees it as it is
	seatView: (slice, seat) => (seat === null ? slice : hiddenSeatView(slice, seat))
});
