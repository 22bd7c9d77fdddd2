/**
 * The seats this phone holds at a hidden table, each with its inbox (seatInbox.ts, its secrets from
 * seatSecrets.ts): what their players do through them (seal orders, seal a set-up claim), their
 * reports for the screens, and the GM's keys a co-GM's seat may have been sent (coGm.ts). Every act
 * runs as a build of fair play's chain (`HiddenBuilds.run`): what it appends goes out signed.
 */
import { isRejection, type GameEvent, type Rejection, type SeatId } from '$engine/core';
import type { AnyHiddenGame, HiddenSlice } from '$engine/core/hidden';
import { escrowedLine } from './coGm';
import type { HiddenBuilds } from './hiddenBuilds';
import type { HiddenLog } from './hiddenLog';
import type { OpenedReport, SeatInbox } from './seatInbox';
import { sealSetupChoice } from './setupChoice';
import { openSeatInbox } from './seatSecrets';

export interface HeldSeatsOptions {
	tableId: string;
	game: AnyHiddenGame;
	domain: string;
	/** Every seat of the table, in order. */
	seats: readonly SeatId[];
	builds: HiddenBuilds;
}

export class HeldSeats {
	readonly #inboxes = new Map<SeatId, Promise<SeatInbox>>();

	constructor(readonly o: HeldSeatsOptions) {}

	/** `seat`'s inbox, opened once with its kept secrets. */
	inbox(seat: SeatId, log: HiddenLog): Promise<SeatInbox> {
		let inbox = this.#inboxes.get(seat);
		if (!inbox) {
			const { tableId, game, domain, seats } = this.o;
			inbox = openSeatInbox(tableId, { game, domain, seats, seat, log });
			this.#inboxes.set(seat, inbox);
		}
		return inbox;
	}

	/** The reports each of `held` has opened, oldest first (seats whose inbox is not open yet have none). */
	async reports(held: readonly SeatId[]): Promise<Record<SeatId, OpenedReport[]>> {
		const out: Record<SeatId, OpenedReport[]> = {};
		for (const seat of held) {
			const inbox = this.#inboxes.get(seat);
			if (inbox) out[seat] = [...(await inbox).reports.values()].sort((a, b) => a.turn - b.turn);
		}
		return out;
	}

	/** Seals `seat`'s input for the next turn (checked against its latest report); resolves with the refusal, or null. */
	seal(seat: SeatId, input: unknown): Promise<Rejection | null> {
		return this.#act(seat, (inbox) => inbox.seal(input));
	}

	/** Seals `seat`'s secret choice for the set-up (Magika: race and alignment); sealing again replaces it until the start. */
	claim(seat: SeatId, choice: unknown): Promise<Rejection | null> {
		return this.#act(seat, (inbox) => sealSetupChoice(inbox, choice));
	}

	#act(seat: SeatId, act: (inbox: SeatInbox) => Promise<unknown>): Promise<Rejection | null> {
		return this.o.builds.ask(async (log) => {
			const out = await act(await this.inbox(seat, log));
			return isRejection(out) ? out : null;
		});
	}

	/** The GM's keys escrowed to one of these seats (the escrows `slice` accepted, read from `log`), as the backup line; else null. */
	async escrowLine(slice: Pick<HiddenSlice, 'actions'>, log: readonly GameEvent[]): Promise<string | null> {
		const inboxes = await Promise.all(this.#inboxes.values());
		return escrowedLine(slice, log, inboxes.map((i) => i.o.box), this.o.domain);
	}
}
