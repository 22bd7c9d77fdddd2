/**
 * A player's phone at a Magika table: its SeatInbox (the hidden protocol's seat side) read into
 * what the screens need, this seat's own reports only, and sealing through the inbox. Nothing
 * here sees the world or another seat's report.
 */
import { isRejection } from '$engine/core';
import type { Report } from '$engine/magika';
import type { DraftOrders } from './orderDraft.svelte';
import type { SeatInbox } from '$lib/hidden';

export class MagikaSeat {
	reports: Report[] = $state([]);
	/** The protocol's turn (-1 before the set-up). */
	turn = $state(-1);
	sealed = $state(false);
	over = $state(false);
	refusal: string | null = $state(null);
	/** The orders this phone last sealed, for "Same as last turn". */
	last: DraftOrders | null = $state(null);

	constructor(readonly inbox: SeatInbox) {}

	/** Takes part in the protocol (announce, mix) and opens new reports. */
	async refresh(): Promise<void> {
		await this.inbox.react();
		const slice = await this.inbox.slice();
		this.turn = slice.turn;
		this.over = slice.over;
		this.sealed = (slice.inputs[this.inbox.o.seat]?.length ?? 0) > 0;
		const mine = [...this.inbox.reports.values()].sort((a, b) => a.turn - b.turn).flatMap((r) => (r.report ? [r.report as Report] : []));
		if (mine.length !== this.reports.length) this.reports = mine;
	}

	/** Seals these orders (again replaces them); false with `refusal` set when the engine or the protocol refuses. */
	async seal(orders: DraftOrders): Promise<boolean> {
		const out = await this.inbox.seal(orders);
		this.refusal = isRejection(out) ? out.message : null;
		if (this.refusal) return false;
		this.last = orders;
		this.sealed = true;
		return true;
	}
}
