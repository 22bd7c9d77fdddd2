import type { GameEvent, Rejection, RollResult, SealedStep, SeatAsk, SeatId } from '$engine/core';
import type { RollAsk } from './dice/dice';
import type { RoundView } from './dice/rollsView';
import { FairPlayCore } from './fairPlayCore';
import type { Holder } from './seats/seats';

export { ROLL_UNDER_WAY } from './dice/dice';
export type { Holder, RoundView };

/**
 * Fair play for one open game, as the table and game screens use it: the key, the chain, the checks
 * and the device protocols (fairPlayCore.ts), and what the screens ask of the protocols: seats,
 * sealed orders, fair rolls, and History's lines for them.
 */
export class FairPlay extends FairPlayCore {
	// ---- seats ---------------------------------------------------------------------------------

	seatName(seat: SeatId | null): string {
		return this.seats.seatName(seat);
	}

	holder(seat: SeatId): Holder {
		return this.seats.holder(seat);
	}

	/** Requests for seats this device holds that wait for its player's answer. */
	get requests(): SeatAsk[] {
		return this.seats.requests;
	}

	/** Seats this device asked for and does not hold yet, with the seats of the device that holds each. */
	get awaitedSeats(): { seat: SeatId; holderSeats: SeatId[] }[] {
		return this.seats.awaited;
	}

	/**
	 * The player picked seats (the session's mySeats changed): asks for them now, not at the next
	 * fold, which may be long in coming when the other devices wait for this one.
	 */
	seatsChosen() {
		this.protocols.reactNow(this.seats);
	}

	handOver(ask: SeatAsk) {
		this.seats.handOver(ask);
	}

	/** Leaves a request unanswered on this device (the asking device keeps waiting, and can ask again). */
	refuse(ask: SeatAsk) {
		this.seats.refuse(ask);
	}

	// ---- sealed orders -------------------------------------------------------------------------

	/** The step of the game now taking sealed orders, if any. */
	get sealedStep(): SealedStep | null {
		return this.sealed.step;
	}

	/** Seats of the current sealed step that have committed. */
	get committed(): SeatId[] {
		return this.sealed.committed;
	}

	/** Seals `seat`'s orders for the current step (sealedOrders.ts). */
	seal(seat: SeatId, orders: unknown): Promise<Rejection | null> {
		return this.sealed.seal(seat, orders);
	}

	// ---- dice ----------------------------------------------------------------------------------

	/** Devices (distinct keys) holding seats: a fair roll needs more than one. */
	get devices(): number {
		return this.dice.devices;
	}

	/** A roll for the game, fair between phones or on this device alone (dice.ts). */
	roll(opts: RollAsk): Rejection | null {
		return this.dice.roll(opts);
	}

	/** Settles a stalled fair roll with physical dice typed in by hand (logged as such). */
	settleByHand(round: string, values: number[]): Rejection | null {
		return this.dice.settleByHand(round, values);
	}

	/** Fair rolls under way, with the devices they wait for (and this device's rolls still being sent). */
	get rounds(): RoundView[] {
		return this.rollsView.rounds;
	}

	/** Rolls under way for any of these moves of the game; with `data`, only for moves with these values. */
	rollsFor(kinds: readonly string[], data?: Readonly<Record<string, unknown>>): RoundView[] {
		return this.rollsView.rollsFor(kinds, data);
	}

	/** The rolls under way that screens show (under way for a moment already, rollsView.ts), for these moves if given. */
	shownRolls(kinds?: readonly string[]): RoundView[] {
		return kinds ? this.rollsView.shownRollsFor(kinds) : this.rollsView.shownRounds;
	}

	/** A game screen shows its own rolls of these kinds while under way; call the result to stop. */
	showInPlace(kinds: readonly string[]): () => void {
		return this.rollsView.showInPlace(kinds);
	}

	/** Whether a game screen shows this roll where it was asked for. */
	shownInPlace(round: RoundView): boolean {
		return this.rollsView.shownInPlace(round);
	}

	/** The latest finished rolls, newest last. */
	get rolls(): readonly RollResult[] {
		return this.rollsView.rolls;
	}

	// ---- the history and the verify screen -----------------------------------------------------

	describe(event: GameEvent, state: unknown): string | null {
		return this.rollsView.describe(event, state, (s) => this.seatName(s));
	}

	isQuiet(event: GameEvent): boolean {
		return this.rollsView.isQuiet(event);
	}

}
