/**
 * One phone for everyone: the GM's host and every player's inbox on one game log, the phone passed
 * from mage to mage behind a cover. Each player sees only its own seat (a MagikaSeat reads its own
 * reports only); the GM runs the turn once everyone has sealed.
 */
import { generateBoxKeys } from '$engine/core/hidden';
import { magikaHidden } from '$engine/magika';
import { generateGmKeys, GmHost, hiddenLogOf, SeatInbox } from '$lib/hidden';
import { newGameDoc } from '$lib/store/gameDoc';
import { logOf } from '$lib/store/gameLog';
import type { SeatState } from './gmSeats';
import { MagikaSeat } from './magikaSeat.svelte';
import type { DraftOrders } from './orderDraft.svelte';

export class PassAndPlay {
	/** The protocol's turn: the GM's count of turns run. */
	turn = $state(-1);
	over = $state(false);

	private constructor(
		readonly gm: GmHost,
		readonly seats: MagikaSeat[],
		readonly names: readonly string[]
	) {}

	static async create(names: readonly string[], options: Record<string, number> = {}): Promise<PassAndPlay> {
		const seats = names.map((name, i) => ({ id: `p${i + 1}`, name }));
		const { doc, meta } = newGameDoc({ game: 'magika', title: 'Magika', options, seats });
		const log = hiddenLogOf(logOf(doc));
		const domain = `magika@${meta.created}`;
		const gm = new GmHost({ game: magikaHidden, ctx: { options, seats }, domain, keys: await generateGmKeys(), log, blind: true });
		const inboxes = await Promise.all(seats.map(async (s) => new SeatInbox({ game: magikaHidden, domain, seats: seats.map((x) => x.id), seat: s.id, box: await generateBoxKeys(), log })));
		const table = new PassAndPlay(gm, inboxes.map((i) => new MagikaSeat(i)), names);
		await table.settle();
		return table;
	}

	/** Every part acts until nothing more happens: set-up, a turn run once all have sealed, reports opened. */
	async settle(): Promise<void> {
		for (let round = 0; round < 10; round++) {
			let acted = (await this.gm.react()).length;
			for (const s of this.seats) acted += (await s.inbox.react()).length;
			for (const s of this.seats) await s.refresh();
			if (!acted) break;
		}
		const slice = await this.gm.slice();
		this.turn = slice.turn;
		this.over = slice.over;
	}

	async seal(seat: number, orders: DraftOrders): Promise<boolean> {
		const ok = await this.seats[seat].seal(orders);
		await this.settle();
		return ok;
	}

	async runNow(): Promise<void> {
		await this.gm.runTurn();
		await this.settle();
	}

	/** The next seat that owes orders, or null when none does. */
	get next(): number | null {
		const i = this.seats.findIndex((s) => !s.sealed && !s.over);
		return i < 0 ? null : i;
	}

	get seatStates(): SeatState[] {
		return this.seats.map((s, i) => ({ seat: s.inbox.o.seat, name: this.names[i], bot: false, sealed: s.sealed, misses: s.reports.at(-1)?.you.missedTurns ?? 0 }));
	}
}
