/**
 * A seat's secret set-up choice (Magika: race and alignment), checked on this phone by the game's
 * rules and sealed to the GM as an input for turn 0; sealing again replaces it until the set-up.
 */
import { isRejection, reject, type GameEvent, type Rejection } from '$engine/core';
import { HIDDEN_KINDS, sealInput } from '$engine/core/hidden';
import { eventId } from './hiddenLog';
import type { SeatInbox } from './seatInbox';

export const SETUP_CHOICE_REJECTIONS = { started: 'core/setup-over', noGm: 'core/no-gm-yet', none: 'core/no-setup-choice' } as const;

export async function sealSetupChoice(inbox: SeatInbox, choice: unknown): Promise<GameEvent | Rejection> {
	const { game, domain, seat, log } = inbox.o;
	const slice = await inbox.slice();
	if (slice.turn >= 0) return reject(SETUP_CHOICE_REJECTIONS.started, 'The contest has started: choices are made before the set-up.');
	if (!slice.gm) return reject(SETUP_CHOICE_REJECTIONS.noGm, 'The game master has not opened the game yet: your choice is sealed to its key.');
	if (!game.checkSetup) return reject(SETUP_CHOICE_REJECTIONS.none, 'This game takes no choice before the start.');
	const checked = game.checkSetup(seat, choice);
	if (isRejection(checked)) return checked;
	const event: GameEvent = { id: eventId(), seat, kind: HIDDEN_KINDS.input, data: await sealInput(slice.gm, domain, 0, seat, checked), at: Date.now() };
	log.append([event]);
	return event;
}
