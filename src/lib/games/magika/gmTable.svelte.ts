/**
 * The game master's phone at a table: what GmScreen asks for, made through the hidden protocol's
 * device side (`HiddenTable`), each call a signed public event through the chain; the god view's
 * world (open when the GM plays no mage; when it plays one too, the Ebon Mage or its own after a
 * co-GM takeover, opening it is a public look); the deadline given in minutes from now. The GM's phone runs the turn
 * itself once the deadline passes (HiddenTable's alarm).
 */
import type { Adjustment, World } from '$engine/magika';
import type { GmHost } from '$lib/hidden/gmHost';
import type { HiddenTable, HiddenTableView } from '$lib/hidden/hiddenTable';
import { seatStates, type SeatState } from './gmSeats';
import type { NamedMage } from './mageName';

export class GmTable {
	/** The world while the god view is open (closed again when a turn runs). */
	world: World | null = $state(null);
	/** Why the last call failed, or null. */
	problem: string | null = $state(null);
	/** The GM plays a mage too: the god view is locked until it opens it in public. */
	get blind(): boolean {
		return this.hidden.blind;
	}
	#turn = -1;

	constructor(
		readonly hidden: HiddenTable,
		readonly now: () => number = Date.now
	) {}

	/** After every view: a new turn closes the god view (the world it showed is an old one). */
	seen(view: HiddenTableView): void {
		if (view.slice.turn === this.#turn) return;
		this.#turn = view.slice.turn;
		this.world = null;
	}

	/** The dashboard's rows: the seats this phone holds are bots, but for those the GM plays itself; misses as each turn published them. */
	rows(view: HiddenTableView, name: (seat: string) => string): SeatState[] {
		return seatStates(view.slice, view.seats.filter((s) => !view.gmPlays.includes(s)), name);
	}

	/** The mages a correction may name. */
	get mages(): NamedMage[] {
		return (this.world?.mages ?? []).map((m) => ({ id: m.id, name: m.name, seat: m.seat }));
	}

	runNow(): void {
		this.hidden.runNow();
	}

	/** The deadline of the next turn, `minutes` from now (null: none), published to every phone. */
	setDeadline(minutes: number | null): Promise<void> {
		return this.#call((h) => h.setDeadline(minutes === null ? null : this.now() + minutes * 60_000));
	}

	openGodView(): Promise<void> {
		return this.#call(async (h) => (this.world = ((await h.godView())?.world as World | undefined) ?? null));
	}

	/** A correction: the reason public on every phone, the change sealed, applied before the next turn resolves. */
	correct(reason: string, change: Adjustment): Promise<void> {
		return this.#call((h) => h.correct(reason, change));
	}

	/** Ends the contest now: the secrets revealed, so every phone audits it and shows the end. */
	end(): Promise<void> {
		return this.#call((h) => h.reveal());
	}

	async #call(call: (h: GmHost) => Promise<unknown>): Promise<void> {
		try {
			await this.hidden.asGm(call);
			this.problem = null;
		} catch (err) {
			this.problem = err instanceof Error ? err.message : String(err);
		}
	}
}
