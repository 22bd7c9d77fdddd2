/**
 * One phone for everyone at a real table: the phone that made a Magika game, nobody having joined,
 * holds every seat and is the game master (src/lib/hidden/playedHere.ts). The pass-and-play screen
 * reads it: each mage's own opened reports from HiddenTable's view, sealing through it, and the GM's
 * actions (god view, deadline, correction, the reveal at the end) run by it as signed builds.
 */
import type { SeatId, SeatInfo } from '$engine/core';
import type { Adjustment, Report, World } from '$engine/magika';
import type { HiddenTable, HiddenTableView } from '$lib/hidden/hiddenTable';
import { replayArena, type ArenaEnd } from './arenaReplay';
import { seatStates, type SeatState } from './gmSeats';
import type { NamedMage } from './mageName';
import type { DraftOrders } from './orderDraft.svelte';
import type { PassSeat, PassTable } from './passTable';

export class TablePass implements PassTable {
	#view: HiddenTableView;
	godWorld: World | null = $state(null);
	end: ArenaEnd | null = $state(null);
	mages: NamedMage[] = $state([]);
	#last: Record<SeatId, DraftOrders> = $state({});
	/** Each seat's reports, the same array until a report is added (a new array would restart the orders being written). */
	// eslint-disable-next-line svelte/prefer-svelte-reactivity -- a cache the getters fill, not state to redraw on
	#reports = new Map<SeatId, Report[]>();
	/** The GM's actions asked for once (the mages' names, the reveal, the end's replay). */
	// eslint-disable-next-line svelte/prefer-svelte-reactivity -- bookkeeping, never shown
	#asked = new Set<'mages' | 'reveal' | 'end'>();
	#timer: ReturnType<typeof setTimeout> | undefined;

	constructor(
		readonly hidden: HiddenTable,
		view: HiddenTableView,
		readonly seatInfo: readonly SeatInfo[]
	) {
		this.#view = $state.raw(view);
		this.show(view);
	}

	/** The hidden table's latest view (it comes after every build). */
	show(view: HiddenTableView): void {
		if (view.slice.turn !== this.#view.slice.turn) this.godWorld = null;
		this.#view = view;
		const { turn, over, revealed } = view.slice;
		if (turn >= 0) this.#once('mages', async () => (this.mages = await this.hidden.asGm(async (h) => ((h.position ?? (await h.reopen()).position)?.world as World | undefined)?.mages.map((m) => ({ id: m.id, name: m.name, seat: m.seat })) ?? [])));
		if (over && !revealed) this.#once('reveal', () => this.hidden.asGm((h) => h.reveal()));
		if (revealed) this.#once('end', async () => (this.end = await this.hidden.asGm((h) => replayArena(h.o.ctx, h.o.domain, h.seats, h.o.log.events()))));
	}

	#once(what: 'mages' | 'reveal' | 'end', act: () => Promise<unknown>): void {
		if (this.#asked.has(what)) return;
		this.#asked.add(what);
		act().catch(() => this.#asked.delete(what));
	}

	stop(): void {
		clearTimeout(this.#timer);
	}

	get slice() {
		return this.#view.slice;
	}
	get turn(): number {
		return this.slice.turn;
	}
	get over(): boolean {
		return this.slice.over;
	}
	/** A seat by its player's name, from the table's seats, as MagikaTable names them for a table phone. */
	readonly name = (seat: SeatId): string => this.seatInfo.find((x) => x.id === seat)?.name ?? seat;

	get names(): string[] {
		return this.slice.seats.map(this.name);
	}

	#sealed(seat: SeatId): boolean {
		return (this.slice.inputs[seat]?.length ?? 0) > 0;
	}

	#reportsOf(seat: SeatId): Report[] {
		const opened = (this.#view.reports[seat] ?? []).flatMap((r) => (r.report ? [r.report as Report] : []));
		const kept = this.#reports.get(seat);
		if (kept?.length === opened.length) return kept;
		this.#reports.set(seat, opened);
		return opened;
	}

	get seats(): PassSeat[] {
		return this.slice.seats.map((s) => ({ reports: this.#reportsOf(s), last: this.#last[s] ?? null, sealed: this.#sealed(s) }));
	}

	/** A seat whose report for this turn this phone has not opened yet (its mage waits for it). */
	get opening(): boolean {
		const { turn, over, seats } = this.slice;
		return turn >= 0 && !over && seats.some((s) => this.#view.reports[s]?.at(-1)?.turn !== turn);
	}

	get next(): number | null {
		const i = this.slice.seats.findIndex((s) => !this.#sealed(s) && !!this.#view.reports[s]?.at(-1)?.report);
		return i < 0 || this.over ? null : i;
	}

	/** The GM's dashboard rows, as a table phone's (gmSeats.ts): every seat a player's, misses as each turn published them. */
	get seatStates(): SeatState[] {
		return seatStates(this.slice, [], this.name);
	}

	async seal(i: number, orders: DraftOrders): Promise<boolean> {
		const seat = this.slice.seats[i];
		if ((await this.hidden.seal(seat, orders)) !== null) return false;
		this.#last[seat] = orders;
		return true;
	}

	async runNow(): Promise<void> {
		await this.hidden.asGm((h) => h.runTurn());
	}

	/** The deadline of the next turn, published; when it passes, this phone runs the turn. */
	async setDeadline(minutes: number | null): Promise<void> {
		const at = minutes === null ? null : Date.now() + minutes * 60_000;
		clearTimeout(this.#timer);
		await this.hidden.asGm((h) => h.setDeadline(at));
		if (at !== null) this.#timer = setTimeout(() => void this.hidden.asGm((h) => h.react({ autoRun: false })), Math.max(0, at - Date.now()));
	}

	async openGodView(): Promise<void> {
		this.godWorld = ((await this.hidden.asGm((h) => h.godView()))?.world as World | undefined) ?? null;
	}

	async correct(reason: string, change: Adjustment): Promise<void> {
		await this.hidden.asGm((h) => h.correct(reason, change));
	}
}
