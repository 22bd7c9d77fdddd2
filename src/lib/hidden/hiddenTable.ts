/**
 * The hidden protocol's device side at a table (engine/core/protocols/hidden): after every fold, what
 * this phone does by itself as the game master (GmHost: open the role, set up once the mix is in,
 * run a turn once every player has sealed) and for each seat it holds (SeatInbox: announce the box
 * key, take part in the mix, open its reports), and what its player asks (start, seal, run now).
 * It never appends on its own: every batch is a build handed to fair play's one chain
 * (`SigningChain.append`), run at its turn; GmHost and SeatInbox write into that build.
 *
 * The game master is the device that made the game (the genesis key or the first claim: the same
 * rule as engine/core/fairplay/gmDevices.ts). Its key set is made on its first fold and kept in
 * the fair-play secrets store; `backupLine` is the one-line backup (gmKeys.ts).
 */
import { FAIR_KINDS, isRejection, keyRef, seatBinding, type FairState, type Rejection, type SeatId } from '$engine/core';
import { hiddenGm } from '$engine/core/protocols/hidden/protocol';
import { auditHiddenGame, worldHash, type AnyHiddenGame, type AuditResult, type GmKeySet, type HiddenPosition, type HiddenSlice } from '$engine/core/hidden';
import type { PlayedGame } from '$lib/fairplay/playedGame';
import type { DeviceProtocol, Reacting, Reaction } from '$lib/fairplay/reaction';
import { getSecret, putSecret } from '$lib/fairplay/keyStore';
import { randomId } from '$lib/store/codec';
import { escrowedLine } from './coGm';
import { GmPlays, gmPlayedSeats } from './gmPlays';
import { DeadlineTimer } from './deadlineTimer';
import { HiddenBuilds } from './hiddenBuilds';
import { exportGmKeys, generateGmKeys, importGmKeys } from './gmKeys';
import { GmHost } from './gmHost';
import type { HiddenLog } from './hiddenLog';
import { lateKey } from './lateKey';
import { hiddenCard, holdsEverySeat, turnDue } from './playedHere';
import { SeatInbox, type OpenedReport } from './seatInbox';
import { sealSetupChoice } from './setupChoice';
import { forgetSeatSecrets, openSeatInbox } from './seatSecrets';

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

const gmWhat = (domain: string) => `hidden-gm|${domain}`;

export class HiddenTable implements DeviceProtocol {
	readonly #game: AnyHiddenGame;
	#state: FairState | null = null;
	#me: string | null = null;
	#host: GmHost | null = null;
	#keys: Promise<GmKeySet> | null = null;
	readonly #inboxes = new Map<SeatId, Promise<SeatInbox>>();
	readonly #builds: HiddenBuilds;
	#started = false;
	#forgotten = false;
	/** This phone took the GM role over from the backup. */
	#restored = false;
	#listeners = new Set<(v: HiddenTableView) => void>();
	/** On the GM's phone: rings at the published deadline of the next turn, which then runs. */
	readonly #deadline = new DeadlineTimer(() => this.#builds.soon());
	/** On the GM's phone: the seats it chose to play itself (the Ebon Mage), not as bots. */
	readonly #plays: GmPlays;
	view: HiddenTableView | null = null;

	constructor(
		readonly table: PlayedGame,
		readonly domain: string,
		readonly append: (r: Reaction) => void
	) {
		this.#game = table.game.hidden!;
		this.#builds = new HiddenBuilds(table, append, (log) => this.#work(log), () => void this.#publish());
		this.#plays = new GmPlays(table.meta.tableId, domain);
	}

	get #tableId(): string {
		return this.table.meta.tableId;
	}

	/** The device that made the game: the genesis key, else the first claim's. */
	#maker(): string | undefined {
		const g = this.table.meta.genesis as { key?: string } | undefined;
		if (g?.key) return g.key;
		const claim = this.table.log.find((e) => e.kind === FAIR_KINDS.claim);
		return (claim?.data as { publicKey?: string } | undefined)?.publicKey;
	}

	#held(): SeatId[] {
		const holders = this.#state ? seatBinding.of(this.#state).holders : {};
		return this.table.seats.map((s) => s.id).filter((s) => holders[s] === this.#me);
	}

	get isGm(): boolean {
		return this.#restored || (this.#me !== null && this.#me === this.#maker());
	}

	react({ state, me, verdicts, checked }: Reacting): Reaction[] {
		[this.#state, this.#me] = [state, me];
		this.#builds.judged(verdicts, checked);
		return this.#builds.afterFold();
	}

	#gmKeys(): Promise<GmKeySet> {
		this.#keys ??= (async () => {
			const kept = await getSecret<GmKeySet>(this.#tableId, gmWhat(this.domain));
			if (kept) return kept;
			const fresh = await generateGmKeys();
			await putSecret(this.#tableId, gmWhat(this.domain), fresh);
			return fresh;
		})();
		return this.#keys;
	}

	async #gmHost(log: HiddenLog): Promise<GmHost> {
		const me = this.#me!;
		this.#host ??= new GmHost({
			game: this.#game,
			ctx: { options: this.table.meta.options, seats: this.table.seats },
			domain: this.domain,
			keys: await this.#gmKeys(),
			log,
			newId: () => keyRef(me) + randomId(8),
			// the seats this phone holds are nobody's (bots, not players who missed a turn), unless it holds
			// every seat: then the mages pass it round (pass and play), and the GM plays too: the god view is public
			bots: () => (this.playsEverySeat ? [] : this.#held().filter((s) => !this.#plays.seats.includes(s))),
			blind: () => this.blind,
			// the players' secret choices come first: the set-up waits for the GM's Start
			holdSetUp: () => !this.#hasStarted(this.#held())
		});
		return this.#host;
	}

	#inbox(seat: SeatId, log: HiddenLog): Promise<SeatInbox> {
		let inbox = this.#inboxes.get(seat);
		if (!inbox) {
			inbox = openSeatInbox(this.#tableId, { game: this.#game, domain: this.domain, seats: this.table.seats.map((s) => s.id), seat, log });
			this.#inboxes.set(seat, inbox);
		}
		return inbox;
	}

	/** What this phone does by itself after a fold. */
	async #work(log: HiddenLog): Promise<void> {
		const gm = this.isGm;
		const held = this.#held();
		// the GM's own seats take part once it starts the game (players join until then)
		const seats = gm && !this.#hasStarted(held) ? [] : held;
		for (const seat of seats) await (await this.#inbox(seat, log)).react();
		if (!gm) return;
		await this.#plays.loaded();
		const host = await this.#gmHost(log);
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
		// a turn runs once every seat people play has sealed: the GM's own seats play their default, unless it holds them all
		if (turnDue(slice, held.filter((s) => !this.#plays.seats.includes(s)))) await host.runTurn();
	}

	/** The GM started the game: pressed "start" here, or (after a reload) its seats' keys are in the log. */
	#hasStarted(held: readonly SeatId[]): boolean {
		const slice = this.#state ? hiddenGm.of(this.#state) : null;
		return this.#started || (slice !== null && (slice.turn >= 0 || held.some((s) => slice.boxKeys[s])));
	}

	/** This phone is the GM and holds every seat: one phone for everyone (pass and play), the GM playing too. */
	get playsEverySeat(): boolean {
		return this.isGm && this.#state !== null && holdsEverySeat(hiddenGm.of(this.#state).seats, this.#held());
	}

	/** The GM plays a mage too (pass and play, the Ebon Mage, a co-GM who took over): its god view is locked, and opening it public. */
	get blind(): boolean {
		return this.playsEverySeat || this.#plays.seats.length > 0;
	}

	/** Where the game stands for this phone, for its card at home ("Turn 3 · your orders are due"); null before the first fold. */
	get card(): string | null {
		return this.#state && this.#me ? hiddenCard(this.#game, hiddenGm.of(this.#state), this.isGm, this.#held()) : null;
	}

	/** The GM starts the game: its own seats announce their keys and take part in the mix; it plays `plays` itself. */
	start(plays: readonly SeatId[] = []): void {
		this.#started = true;
		this.#builds.run(async (log) => {
			await this.#plays.choose(plays);
			await this.#work(log);
		});
	}

	/** The GM runs the turn now: seats that sealed nothing play their default, shown publicly. */
	runNow(): void {
		this.#builds.run(async (log) => (await this.#gmHost(log)).runTurn());
	}

	/**
	 * A call of the GM's (deadline, god view, correction, the end), run with its host in a build of
	 * the chain: what it appends goes out signed. Resolves with its result; rejects on a phone that is
	 * not the GM, or when the call fails (nothing of it is appended).
	 */
	asGm<T>(call: (host: GmHost) => Promise<T>): Promise<T> {
		if (!this.isGm) return Promise.reject(new Error('Only the game master does this.'));
		return new Promise((done, fail) => {
			this.#builds.run(async (log) => {
				try {
					done(await call(await this.#gmHost(log)));
				} catch (err) {
					fail(err);
					throw err;
				}
			});
		});
	}

	/**
	 * The audit of the whole game from the table's log as its fold accepted it (after the reveal it re-runs every turn; before
	 * it, it waits), each position it re-ran handed to `onTurn`: every phone can run it.
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
		return this.#asSeat(seat, (inbox) => inbox.seal(input));
	}

	/** Seals `seat`'s secret choice for the set-up (Magika: race and alignment); sealing again replaces it until the start. */
	claim(seat: SeatId, choice: unknown): Promise<Rejection | null> {
		return this.#asSeat(seat, (inbox) => sealSetupChoice(inbox, choice));
	}

	#asSeat(seat: SeatId, act: (inbox: SeatInbox) => Promise<unknown>): Promise<Rejection | null> {
		return new Promise((done) => {
			this.#builds.run(async (log) => {
				const out = await act(await this.#inbox(seat, log));
				done(isRejection(out) ? out : null);
			});
		});
	}

	/** On a co-GM's phone: the GM's keys escrowed to one of its seats, as the backup line `restore` takes; else null. */
	async escrowLine(): Promise<string | null> {
		const inboxes = await Promise.all(this.#inboxes.values());
		return escrowedLine(this.table.log, inboxes.map((i) => i.o.box), this.domain);
	}

	/** The GM key set as one line (a QR code's worth), for the backup; null on a phone that is not the GM. */
	async backupLine(): Promise<string | null> {
		return this.isGm ? exportGmKeys(await this.#gmKeys()) : null;
	}

	/**
	 * The GM's phone restored from its backup line on this phone: the keys are kept here, the world
	 * rebuilt from the log (every published hash checked), and the takeover appended. Resolves with
	 * the world hash of the latest turn as rebuilt here, or why not.
	 */
	async restore(line: string): Promise<{ worldHash: string } | { why: string }> {
		const keys = await importGmKeys(line.trim());
		if (!keys) return { why: 'This is not a game master backup line.' };
		await putSecret(this.#tableId, gmWhat(this.domain), keys);
		this.#keys = Promise.resolve(keys);
		this.#host = null;
		const host = await this.#gmHost(this.#builds.log);
		const replayed = await host.reopen();
		const at = replayed.position;
		if (replayed.difference) return { why: `The log does not match these keys: turn ${replayed.difference.turn}, ${replayed.difference.why}` };
		const hash = at ? worldHash(keys.secret, at.turn, this.#game.worldDigest(at.world)) : null;
		if (!hash) return { why: 'The contest has not been set up yet.' };
		this.#restored = true;
		// a co-GM who took over plays on: its own seats are not bots
		if (this.#held().length) await this.#plays.choose(this.#held());
		const me = this.#me;
		if (me) this.#builds.run(async () => host.takeover(me));
		return { worldHash: hash };
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
		const reports: Record<SeatId, OpenedReport[]> = {};
		for (const seat of held) {
			const inbox = this.#inboxes.get(seat);
			if (inbox) reports[seat] = [...(await inbox).reports.values()].sort((a, b) => a.turn - b.turn);
		}
		const holders = seatBinding.of(this.#state).holders;
		const gmPlays = [...new Set([...gmPlayedSeats(slice, holders, slice.gm?.device ?? this.#maker()), ...(this.isGm ? this.#plays.seats.filter((s) => held.includes(s)) : [])])];
		this.view = { slice, gm: this.isGm, seats: held, reports, started: this.#hasStarted(held), everySeat: this.playsEverySeat, gmPlays };
		const due = slice.deadline?.turn === slice.turn + 1 && !slice.over && !slice.paused ? slice.deadline.at : null;
		this.#deadline.set(this.isGm ? due : null);
		for (const l of this.#listeners) l(this.view);
		if (slice.over && !this.#forgotten && held.length > 0) this.#forgotten = await forgetSeatSecrets(this.#tableId, this.domain, slice, held);
	}
}
