import { seatBinding, sealedOrders } from '$engine/core';
import { FAIR_KINDS as K, ordersCommitment, randomToken, reject, type FairState, type Rejection, type SealedStep, type SeatId } from '$engine/core';
import type { FairView } from './fairState.svelte';
import { deleteSecret, getSecret, putSecret } from './keyStore';
import type { OwnMoves } from './moves';
import { newEvent } from './ownEvents';
import type { Seats } from './seats';
import type { SigningChain } from './signingChain';
import type { FairTable } from './table';

/**
 * Sealed orders: a seat commits to its orders (only their hash goes into the game; the orders and
 * their salt stay on this device), and every seat reveals by itself once all have committed.
 */
export class SealedOrders {
	readonly #table: FairTable;
	readonly #view: FairView;
	readonly #chain: SigningChain;
	readonly #seats: Seats;
	readonly #moves: OwnMoves;

	constructor(table: FairTable, view: FairView, chain: SigningChain, seats: Seats, moves: OwnMoves) {
		this.#table = table;
		this.#view = view;
		this.#chain = chain;
		this.#seats = seats;
		this.#moves = moves;
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

	/** Reveals the orders of this device's seats once every seat of the step has committed. */
	reveal(state: FairState, me: string) {
		const step = this.step;
		const record = sealedOrders.of(state);
		if (!step || !record || record.turn !== step.turn) return;
		if (step.seats.some((s) => !record.commits[s])) return;
		const { tableId, created } = this.#table.meta;
		for (const seat of step.seats) {
			if (seatBinding.of(state).holders[seat] !== me || record.revealed.includes(seat)) continue;
			const what = `orders|${step.turn}|${seat}`;
			this.#chain
				.append(
					async () => {
						const secret = await getSecret<{ orders: unknown; salt: string; kind: string }>(tableId, what);
						if (!secret) {
							this.#table.notify(`${this.#seats.seatName(seat)}'s sealed orders are not on this device any more: they cannot be revealed.`);
							return [];
						}
						return [newEvent(created, seat, K.reveal, { turn: step.turn, kind: secret.kind, orders: secret.orders, salt: secret.salt })];
					},
					{ once: `reveal|${what}` }
				)
				.then(async (sent) => {
					if (sent) await deleteSecret(tableId, what);
				});
		}
	}
}
