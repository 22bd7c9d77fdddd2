/**
 * One phone for everyone: the GM's host and every player's inbox on one game log, the phone passed
 * from mage to mage behind a cover. Each player sees only its own seat (a MagikaSeat reads its own
 * reports only); the GM runs the turn once everyone has sealed.
 */
import { generateBoxKeys, hiddenInitial, type HiddenSlice } from '$engine/core/hidden';
import { magikaHidden, type Adjustment, type World } from '$engine/magika';
import { generateGmKeys, GmHost, hiddenLogOf, SeatInbox } from '$lib/hidden';
import { DeadlineTimer, dueDeadline } from '$lib/hidden/deadlineTimer';
import { newGameDoc } from '$lib/store/gameDoc';
import { logOf } from '$lib/store/gameLog';
import { replayArena, type ArenaEnd } from './arenaReplay';
import { seatStates, type SeatState } from './gmSeats';
import type { NamedMage } from './mageName';
import { MagikaSeat } from './magikaSeat.svelte';
import type { DraftOrders } from './orderDraft.svelte';
import type { PassTable } from './passTable';

export class PassAndPlay implements PassTable {
	/** The protocol's turn: the GM's count of turns run. */
	turn = $state(-1);
	over = $state(false);
	/** The public slice, for the GM's record every phone shows. */
	slice: HiddenSlice = $state(hiddenInitial([]));
	/** The world while the GM's god view is open (closed again when a turn runs). */
	godWorld: World | null = $state(null);
	/** The end once the GM has revealed: the audit and every turn's world. */
	end: ArenaEnd | null = $state(null);

	/** Rings at the published deadline (again if a timer rang a moment early); the turn then runs in a settle. */
	readonly #deadline = new DeadlineTimer(() => void this.settle());

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
		let slice = await this.gm.slice();
		if (slice.over && !slice.revealed) {
			await this.gm.reveal();
			slice = await this.gm.slice();
		}
		if (slice.turn !== this.turn) this.godWorld = null;
		this.turn = slice.turn;
		this.over = slice.over;
		this.slice = slice;
		this.#deadline.set(dueDeadline(slice));
		if (slice.revealed && !this.end) {
			const o = this.gm.o;
			this.end = await replayArena(o.ctx, o.domain, this.gm.seats, o.log.events());
		}
	}

	async #gmActs(act: () => Promise<unknown>): Promise<void> {
		await act();
		await this.settle();
	}

	/** The deadline of the next turn, published; when it passes, this phone runs the turn. */
	setDeadline(minutes: number | null, now = Date.now()): Promise<void> {
		return this.#gmActs(() => this.gm.setDeadline(minutes === null ? null : now + minutes * 60_000));
	}


	/** Opens the god view: the table is told first (the GM plays here too). */
	openGodView(): Promise<void> {
		return this.#gmActs(async () => (this.godWorld = ((await this.gm.godView())?.world as World | undefined) ?? null));
	}

	correct(reason: string, change: Adjustment): Promise<void> {
		return this.#gmActs(() => this.gm.correct(reason, change));
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

	/** The mages a correction may name (letters and names are public). */
	get mages(): NamedMage[] {
		return ((this.gm.position?.world as World | undefined)?.mages ?? []).map((m) => ({ id: m.id, name: m.name, seat: m.seat }));
	}

	/** The next seat that owes orders, or null when none does. */
	get next(): number | null {
		const i = this.seats.findIndex((s) => !s.sealed && !s.over);
		return i < 0 ? null : i;
	}

	/** A seat by its player's name (the seats are p1, p2, … in the order of `names`). */
	readonly name = (seat: string): string => this.names[this.seats.findIndex((s) => s.inbox.o.seat === seat)] ?? seat;

	/** The GM's dashboard rows, as a table phone's (gmSeats.ts): every seat a player's, misses as each turn published them. */
	get seatStates(): SeatState[] {
		return seatStates(this.slice, [], this.name);
	}
}
