import { FAIR_KINDS as K, ordersCommitment, randomToken, reject, seatBinding, sealedOrders, type Rejection, type SealedStep, type SeatId } from '$engine/core';
import type { FairView } from '../fairView.svelte';
import { deleteSecret, getSecret, putSecret } from '../keyStore';
import type { Outbox } from '../outbox';
import { newEvent } from '../ownEvents';
import type { Seats } from '../seats/seats';
import type { DeviceProtocol, Reacting, Reaction } from '../reaction';
import type { PlayedGame } from '../playedGame';
import type { DeviceParts } from '../deviceParts';

/**
 * Sealed orders: a seat commits to its orders (only their hash goes into the game; the orders and
 * their salt stay on this device), and every seat reveals by itself once all have committed.
 */
export class SealedOrders implements DeviceProtocol {
	readonly #table: PlayedGame;
	readonly #view: FairView;
	readonly #seats: Seats;
	readonly #moves: Outbox;

	constructor({ table, view, seats, outbox }: DeviceParts) {
		this.#table = table;
		this.#view = view;
		this.#seats = seats;
		this.#moves = outbox;
	}

	/** The step of the game now taking sealed orders, if any. */
	get step(): SealedStep | null {
		try {
			return this.#table.game.fairPlay?.sealed?.(this.#table.folded.game) ?? null;
		} catch {
			return null;
		}
	}

	/** Seats of the current sealed step that have committed. */
	get committed(): SeatId[] {
		const step = this.step;
		const record = this.#view.sealed;
		if (!step || !record || record.turn !== step.turn) return [];
		return step.seats.filter((s) => record.commits[s]);
	}

	/**
	 * Seals `seat`'s orders for the current step: only their hash goes into the game; the orders and
	 * their salt stay on this device until every seat has committed, then are revealed by themselves.
	 */
	async seal(seat: SeatId, orders: unknown): Promise<Rejection | null> {
		const step = this.step;
		const name = this.#seats.seatName(seat);
		if (!step) return reject('core/not-sealing', 'No sealed orders are being taken now.');
		if (!step.seats.includes(seat)) return reject('core/not-sealing', `${name} gives no orders this turn.`);
		if (this.committed.includes(seat)) return reject('core/already-committed', `${name} has already sealed orders this turn.`);
		const bad = this.#seats.check(seat);
		if (bad) return bad;
		const salt = randomToken(16);
		const hash = ordersCommitment(step.turn, seat, orders, salt);
		if (!hash) return reject('core/bad-commitment', 'These orders cannot be sealed.');
		await putSecret(this.#table.meta.tableId, `orders|${step.turn}|${seat}`, { orders, salt, kind: step.kind });
		this.#moves.submit(newEvent(this.#table.meta.created, seat, K.commit, { turn: step.turn, hash }));
		return null;
	}

	/**
	 * After a fold: reveals the orders of this device's seats once every seat of the step has
	 * committed and every signature of the log is checked (a forged commitment must not draw a
	 * reveal out early).
	 */
	react({ state, me, checked }: Reacting): Reaction[] {
		const out: Reaction[] = [];
		const step = this.step;
		const record = sealedOrders.of(state);
		if (!checked || !step || !record || record.turn !== step.turn) return out;
		if (step.seats.some((s) => !record.commits[s])) return out;
		const { tableId, created } = this.#table.meta;
		for (const seat of step.seats) {
			if (seatBinding.of(state).holders[seat] !== me || record.revealed.includes(seat)) continue;
			const what = `orders|${step.turn}|${seat}`;
			out.push({
				build: async () => {
					const secret = await getSecret<{ orders: unknown; salt: string; kind: string }>(tableId, what);
					if (!secret) {
						this.#table.notify(`${this.#seats.seatName(seat)}'s sealed orders are not on this device any more: they cannot be revealed.`);
						return [];
					}
					return [newEvent(created, seat, K.reveal, { turn: step.turn, kind: secret.kind, orders: secret.orders, salt: secret.salt })];
				},
				options: { once: `reveal|${what}` },
				done: (sent) => void (sent && deleteSecret(tableId, what))
			});
		}
		return out;
	}
}
