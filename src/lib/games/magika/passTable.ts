/**
 * What the pass-and-play screen (PassAndPlayTable.svelte) reads and asks: the cover between mages,
 * each mage's own reports behind it, the GM's panel. Two make it: the harness's one phone on a bare
 * log (passAndPlay.svelte.ts) and a real table's HiddenTable (tablePass.svelte.ts).
 */
import type { HiddenSlice } from '$engine/core/hidden';
import type { Adjustment, Report, World } from '$engine/magika';
import type { ArenaEnd } from './arenaReplay';
import type { SeatState } from './gmSeats';
import type { DraftOrders } from './orderDraft.svelte';
import type { NamedMage } from './mageName';

/** One mage as the screen behind the cover shows it: this seat's own reports only. */
export interface PassSeat {
	readonly reports: readonly Report[];
	/** The orders last sealed here, for "Same as last turn". */
	readonly last: DraftOrders | null;
	readonly sealed: boolean;
}

export interface PassTable {
	/** The protocol's turn: the GM's count of turns run (-1 before the set-up). */
	readonly turn: number;
	readonly over: boolean;
	/** The public slice, for the GM's record every phone shows. */
	readonly slice: HiddenSlice;
	/** The world while the GM's god view is open. */
	readonly godWorld: World | null;
	/** The end once the GM has revealed: the audit and every turn's world. */
	readonly end: ArenaEnd | null;
	readonly seats: readonly PassSeat[];
	readonly names: readonly string[];
	/** A seat as the table names its player ("Bo"), as a table phone's GM screen names it (MagikaTable's `name`). */
	readonly name: (seat: string) => string;
	/** The next seat that owes orders, or null when none does. */
	readonly next: number | null;
	readonly seatStates: SeatState[];
	/** The mages a correction may name (letters and names are public). */
	readonly mages: NamedMage[];
	/** Seals seat `seat`'s orders; false when they are refused. */
	seal(seat: number, orders: DraftOrders): Promise<boolean>;
	runNow(): Promise<void>;
	setDeadline(minutes: number | null): Promise<void>;
	/** Opens the god view: the table is told first (the GM plays here too). */
	openGodView(): Promise<void>;
	correct(reason: string, change: Adjustment): Promise<void>;
}
