/**
 * A table for the hidden protocol's tests and benches: a GM and seats over one shared event list,
 * each step appended in order and folded with the GM signatures checked. Tests reach in to tamper.
 */
import type { GameEvent, SeatId, SetupContext } from '../types';
import { randomToken, diceCommitment, CONTRIBUTION_BYTES } from '../fairplay/commitment';
import { generateBoxKeys } from './box';
import { foldChecked } from './audit';
import { generateGmSigningKeys, GmSignatures } from './gmSig';
import { gmEvent, gmOpen, gmReveal, gmRunTurn, gmSetUp, type GmKeySet } from './gmTurn';
import { HIDDEN_KINDS } from './kinds';
import { openReport, sealInput, type KeyHolder } from './payloads';
import type { HiddenPosition } from './run';
import type { HiddenSlice } from './slice';
import { SECRET_BYTES } from './streams';
import type { AnyHiddenGame } from './types';

export const DOMAIN = 'test@1';
let counter = 0;
export const newId = () => `e${++counter}-${randomToken(4)}`;

export async function newGmKeys(): Promise<GmKeySet> {
	return { sign: await generateGmSigningKeys(), orders: await generateBoxKeys(true), mail: await generateBoxKeys(true), secret: crypto.getRandomValues(new Uint8Array(SECRET_BYTES)) };
}

export class TestTable {
	log: GameEvent[] = [];
	boxes: Record<SeatId, KeyHolder> = {};
	position: HiddenPosition | null = null;
	slice!: HiddenSlice;
	refused: { event: GameEvent; code: string }[] = [];
	readonly sigs = new GmSignatures(DOMAIN);

	constructor(
		readonly game: AnyHiddenGame,
		readonly ctx: SetupContext,
		readonly keys: GmKeySet
	) {}

	get seats(): SeatId[] {
		return this.ctx.seats.map((s) => s.id);
	}

	async fold(): Promise<HiddenSlice> {
		const folded = await foldChecked(DOMAIN, this.seats, this.log, this.sigs);
		this.slice = folded.slice;
		this.refused = folded.refused.map((r) => ({ event: r.event, code: r.why.code }));
		return this.slice;
	}

	/** Appends and folds; the refusal code of this event, if it was refused. */
	async append(event: Omit<GameEvent, 'at'>): Promise<string | null> {
		const e = { ...event, at: 0 } as GameEvent;
		this.log.push(e);
		await this.fold();
		return this.refused.find((r) => r.event === e)?.code ?? null;
	}

	/** Appends without folding (benches fold once before the GM acts). */
	push(seat: SeatId, kind: string, data: unknown): GameEvent {
		const e: GameEvent = { id: newId(), seat, kind, data, at: 0 };
		this.log.push(e);
		return e;
	}

	seat(seat: SeatId, kind: string, data: unknown) {
		return this.append({ id: newId(), seat, kind, data });
	}

	async gm(out: Promise<{ id: string; kind: string; data: unknown }>) {
		const e = await out;
		return this.append({ id: e.id, seat: null, kind: e.kind, data: e.data });
	}

	/** Open, box keys, the fair mix (without `skip`), the set-up. */
	async start(skip: SeatId[] = []): Promise<void> {
		await this.gm(gmOpen(this.keys, DOMAIN, newId()));
		await this.seatUp(skip);
	}

	/** After the opening: box keys, the fair mix (without `skip`), the set-up. */
	async seatUp(skip: SeatId[] = [], contribution = () => randomToken(CONTRIBUTION_BYTES), gmPlays: SeatId[] = []): Promise<void> {
		const contributions: Record<SeatId, string> = {};
		for (const s of this.seats) {
			this.boxes[s] = await generateBoxKeys();
			await this.seat(s, HIDDEN_KINDS.boxKey, { key: this.boxes[s].publicKey });
			contributions[s] = contribution();
			await this.seat(s, HIDDEN_KINDS.mixCommit, { commit: diceCommitment('gm-mix', contributions[s]) });
		}
		for (const s of this.seats) if (!skip.includes(s)) await this.seat(s, HIDDEN_KINDS.mixReveal, { contribution: contributions[s] });
		const { event, position } = await gmSetUp(this.game, this.ctx, this.keys, DOMAIN, this.slice, newId(), new Map(this.log.map((e) => [e.id, e])), gmPlays);
		this.position = position;
		await this.gm(Promise.resolve(event));
	}

	async sealFor(seat: SeatId, input: unknown, turn = this.slice.turn + 1) {
		return this.seat(seat, HIDDEN_KINDS.input, await sealInput({ orders: this.keys.orders.publicKey, mail: this.keys.mail.publicKey }, DOMAIN, turn, seat, input, this.game.mail));
	}

	/** The GM's turn as an honest GM computes it (not yet appended). */
	async computeTurn(adjustments: unknown[] = [], bots: SeatId[] = []) {
		const byId = new Map(this.log.map((e) => [e.id, e]));
		return gmRunTurn(this.game, this.keys, DOMAIN, this.slice, this.position!, byId, newId(), adjustments, bots);
	}

	async runTurn(adjustments: unknown[] = [], bots: SeatId[] = []): Promise<string | null> {
		const { event, position } = await this.computeTurn(adjustments, bots);
		const refused = await this.gm(Promise.resolve(event));
		if (!refused) this.position = position;
		return refused;
	}

	reveal() {
		return this.gm(gmReveal(this.keys, DOMAIN, newId()));
	}

	/** A seat opens its report of the latest turn, as its phone does. */
	async openLatest(seat: SeatId) {
		const rec = this.slice.turns.at(-1)!;
		const event = this.log.find((e) => e.id === rec.eventId)!;
		const entry = (event.data as { reports: Record<SeatId, { box: string; hash: string }> }).reports[seat];
		return openReport(this.boxes[seat], DOMAIN, rec.turn, seat, entry.box, entry.hash);
	}

	/** Re-signs a GM event after a test changed its data, as a cheating GM would. */
	async resign(event: GameEvent): Promise<GameEvent> {
		const { gm: _gm, ...data } = event.data as Record<string, unknown>;
		const signed = await gmEvent(this.keys, DOMAIN, event.id, event.kind, data);
		return { ...event, data: signed.data };
	}
}

export async function newTable(game: AnyHiddenGame, ctx: SetupContext): Promise<TestTable> {
	const t = new TestTable(game, ctx, await newGmKeys());
	await t.fold();
	return t;
}
