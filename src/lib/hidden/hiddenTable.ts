/**
 * The hidden protocol's device side at a table (engine/core/protocols/hidden): after every fold, what
 * this phone does by itself as the game master (GmHost: open the role, set up once the mix is in,
 * run a turn once every player has sealed) and for each seat it holds (SeatInbox: announce the box
 * key, take part in the mix, open its reports), and what its player asks (start, seal, run now).
 * It never appends on its own: every batch is a build handed to fair play's one chain
 * (`SigningChain.append`), run at its turn; GmHost and SeatInbox write into that build.
 *
 * The game master is the device that made the game, as fair play's authenticator reads it (the
 * fold's `maker`: engine/core/fairplay/gmDevices.ts); its keys and host are gmRole.ts, how it plays the seats
 * it holds gmOwnSeats.ts. The seats this phone holds, and what their players seal, are heldSeats.ts.
 */
import { seatBinding, type FairState, type Rejection, type SeatId } from '$engine/core';
import { hiddenGm } from '$engine/core/protocols/hidden/protocol';
import { auditHiddenGame, type AnyHiddenGame, type AuditResult, type HiddenPosition, type HiddenSlice } from '$engine/core/hidden';
import type { PlayedGame } from '$lib/fairplay/playedGame';
import type { DeviceProtocol, Reacting, Reaction } from '$lib/fairplay/reaction';
import { DeadlineTimer, dueDeadline } from './deadlineTimer';
import { HiddenBuilds } from './hiddenBuilds';
import type { GmHost } from './gmHost';
import { GmOwnSeats } from './gmOwnSeats';
import { GmRole } from './gmRole';
import { HeldSeats } from './heldSeats';
import type { HiddenLog } from './hiddenLog';
import { lateKey } from './lateKey';
import { hiddenCard } from './playedHere';
import type { OpenedReport } from './seatInbox';
import { forgetSeatSecrets } from './seatSecrets';

/** What the screens read: the public slice, this phone's role, its seats' reports. */
export interface HiddenTableView {
	slice: HiddenSlice;
	gm: boolean;
	/** The seats this phone holds. */
	seats: SeatId[];
	reports: Readonly<Record<SeatId, readonly OpenedReport[]>>;
	/** Whether the GM pressed "start" on this phone (its seats then take part in the mix). */
	started: boolean;
	/** This phone is the GM and holds every seat: one phone for everyone (pass and play). */
	everySeat: boolean;
	/** Seats the GM plays itself (public once it seals their orders; on the GM's phone from its choice). */
	gmPlays: SeatId[];
}

export class HiddenTable implements DeviceProtocol {
	readonly #game: AnyHiddenGame;
	#state: FairState | null = null;
	#me: string | null = null;
	/** The device that made the game (its GM until the role moves), from the last fold. */
	#maker: string | undefined;
	/** On the GM's phone: its keys and its host. */
	readonly #gm: GmRole;
	readonly #builds: HiddenBuilds;
	/** The seats this phone holds: their inboxes, what their players seal, a co-GM's escrow. */
	readonly #seats: HeldSeats;
	#started = false;
	#forgotten = false;
	/** This phone took the GM role over from the backup. */
	#restored = false;
	#listeners = new Set<(v: HiddenTableView) => void>();
	/** On the GM's phone: rings at the published deadline of the next turn, which then runs. */
	readonly #deadline = new DeadlineTimer(() => this.#builds.soon());
	/** On the GM's phone: how it plays the seats it holds (passed round, itself, as bots). */
	readonly #own: GmOwnSeats;
	view: HiddenTableView | null = null;

	constructor(
		readonly table: PlayedGame,
		readonly domain: string,
		readonly append: (r: Reaction) => void
	) {
		this.#game = table.game.hidden!;
		this.#builds = new HiddenBuilds(table, append, (log) => this.#work(log), () => void this.#publish());
		const seats = table.seats.map((s) => s.id);
		this.#seats = new HeldSeats({ tableId: table.meta.tableId, game: this.#game, domain, seats, builds: this.#builds });
		this.#own = new GmOwnSeats(table.meta.tableId, domain, () => ({ gm: this.isGm, seats: this.#state ? hiddenGm.of(this.#state).seats : null, held: this.#held() }));
		this.#gm = new GmRole({
			tableId: table.meta.tableId,
			game: this.#game,
			domain,
			ctx: { options: table.meta.options, seats: table.seats },
			me: () => this.#me!,
			bots: () => this.#own.bots(),
			blind: () => this.blind,
			// the players' secret choices come first: the set-up waits for the GM's Start
			holdSetUp: () => !this.#hasStarted(this.#held()),
			gmPlays: () => this.#own.playsItself()
		});
	}

	#held(): SeatId[] {
		const holders = this.#state ? seatBinding.of(this.#state).holders : {};
		return this.table.seats.map((s) => s.id).filter((s) => holders[s] === this.#me);
	}

	get isGm(): boolean {
		return this.#restored || (this.#me !== null && this.#me === this.#maker);
	}

	react({ state, me, verdicts, checked, maker }: Reacting): Reaction[] {
		[this.#state, this.#me, this.#maker] = [state, me, maker];
		this.#builds.judged(verdicts, checked);
		return this.#builds.afterFold();
	}

	/** What this phone does by itself after a fold. */
	async #work(log: HiddenLog): Promise<void> {
		const gm = this.isGm;
		const held = this.#held();
		// the GM's own seats take part once it starts the game (players join until then)
		const seats = gm && !this.#hasStarted(held) ? [] : held;
		for (const seat of seats) await (await this.#seats.inbox(seat, log)).react();
		if (!gm) return;
		await this.#own.plays.loaded();
		const host = await this.#gm.host(log);
		if ((await host.react({ autoRun: false })).length > 0) return;
		const slice = await host.slice();
		// the contest is over (turn limit, a winner): the secrets are revealed, so every phone audits
		if (slice.over && !slice.revealed && slice.gm) {
			await host.reveal();
			return;
		}
		const late = this.#state ? lateKey(slice, seatBinding.of(this.#state).holders, this.table, this.#me) : null;
		if (late) {
			await host.rebind(late.seat, late.key, late.device);
			return;
		}
		if (this.#own.turnDue(slice)) await host.runTurn();
	}

	/** The GM started the game: pressed "start" here, or (after a reload) its seats' keys are in the log. */
	#hasStarted(held: readonly SeatId[]): boolean {
		const slice = this.#state ? hiddenGm.of(this.#state) : null;
		return this.#started || (slice !== null && (slice.turn >= 0 || held.some((s) => slice.boxKeys[s])));
	}

	/** This phone is the GM and holds every seat: one phone for everyone (pass and play), the GM playing too. */
	get playsEverySeat(): boolean {
		return this.#own.everySeat;
	}

	/** The GM plays a mage too (pass and play, the Ebon Mage, a co-GM who took over): its god view is locked, and opening it public. */
	get blind(): boolean {
		return this.#own.blind;
	}

	/** Where the game stands for this phone, for its card at home ("Turn 3 · your orders are due"); null before the first fold. */
	get card(): string | null {
		return this.#state && this.#me ? hiddenCard(this.#game, hiddenGm.of(this.#state), this.isGm, this.#held()) : null;
	}

	/** The GM starts the game: its own seats announce their keys and take part in the mix; it plays `plays` itself. */
	start(plays: readonly SeatId[] = []): void {
		this.#started = true;
		this.#builds.run(async (log) => {
			await this.#own.plays.choose(plays);
			await this.#work(log);
		});
	}

	/** The GM runs the turn now: seats that sealed nothing play their default, shown publicly. */
	runNow(): void {
		this.#builds.run(async (log) => (await this.#gm.host(log)).runTurn());
	}

	/**
	 * A call of the GM's (deadline, god view, correction, the end), run with its host in a build of
	 * the chain: what it appends goes out signed. Resolves with its result; rejects on a phone that is
	 * not the GM, or when the call fails (nothing of it is appended).
	 */
	asGm<T>(call: (host: GmHost) => Promise<T>): Promise<T> {
		if (!this.isGm) return Promise.reject(new Error('Only the game master does this.'));
		return this.#builds.ask(async (log) => call(await this.#gm.host(log)));
	}

	/**
	 * The audit of the whole game from the table's log as its fold accepted it (after the reveal it re-runs every turn; before
	 * it, it waits), each position it re-ran handed to `onTurn`: every phone can run it. A log with no
	 * played turn says so, never "0/0" (the engine's `NO_TURN_TEXT`).
	 */
	audit(onTurn?: (position: HiddenPosition) => void): Promise<AuditResult> {
		const seats = this.table.seats;
		return auditHiddenGame(this.#game, { options: this.table.meta.options, seats }, this.domain, seats.map((s) => s.id), this.#builds.log.events(), onTurn);
	}

	/** The table closes: the deadline's alarm with it. */
	destroy(): void {
		this.#deadline.clear();
		this.#listeners.clear();
	}

	/** Seals `seat`'s input for the next turn (checked against its latest report); resolves with the refusal, or null. */
	seal(seat: SeatId, input: unknown): Promise<Rejection | null> {
		return this.#seats.seal(seat, input);
	}

	/** Seals `seat`'s secret choice for the set-up (Magika: race and alignment); sealing again replaces it until the start. */
	claim(seat: SeatId, choice: unknown): Promise<Rejection | null> {
		return this.#seats.claim(seat, choice);
	}

	/** On a co-GM's phone: the GM's keys escrowed to one of its seats, as the backup line `restore` takes; else null. */
	escrowLine(): Promise<string | null> {
		return this.#state ? this.#seats.escrowLine(hiddenGm.of(this.#state), this.#builds.log.events()) : Promise.resolve(null);
	}

	/** The GM key set as one line (a QR code's worth), for the backup; null on a phone that is not the GM. */
	async backupLine(): Promise<string | null> {
		return this.isGm ? this.#gm.backupLine() : null;
	}

	/**
	 * The GM's phone restored from its backup line on this phone: the keys are kept here, the world
	 * rebuilt from the log (every published hash checked), and the takeover appended. Resolves with
	 * the world hash of the latest turn as rebuilt here, or why not.
	 */
	async restore(line: string): Promise<{ worldHash: string } | { why: string }> {
		const taken = await this.#gm.takeOver(line, this.#builds.log);
		if ('why' in taken) return taken;
		this.#restored = true;
		// a co-GM who took over plays on: its own seats are not bots
		if (this.#held().length) await this.#own.plays.choose(this.#held());
		const me = this.#me;
		if (me) this.#builds.run(async () => taken.host.takeover(me));
		return { worldHash: taken.worldHash };
	}

	/** The screens hear the view after every build. */
	onView(listener: (v: HiddenTableView) => void): () => void {
		this.#listeners.add(listener);
		if (this.view) listener(this.view);
		else void this.#publish();
		return () => this.#listeners.delete(listener);
	}

	async #publish(): Promise<void> {
		if (!this.#state || !this.#me) return;
		const slice = hiddenGm.of(this.#state);
		const held = this.#held();
		const reports = await this.#seats.reports(held);
		const gmPlays = this.#own.shown(slice, seatBinding.of(this.#state).holders, slice.gm?.device ?? this.#maker);
		this.view = { slice, gm: this.isGm, seats: held, reports, started: this.#hasStarted(held), everySeat: this.playsEverySeat, gmPlays };
		this.#deadline.set(this.isGm ? dueDeadline(slice) : null);
		for (const l of this.#listeners) l(this.view);
		if (slice.over && !this.#forgotten && held.length > 0) this.#forgotten = await forgetSeatSecrets(this.table.meta.tableId, this.domain, slice, held);
	}
}
