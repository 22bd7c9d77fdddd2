/**
 * A player's phone for one seat: it announces the seat's box key and its share of the fair mix,
 * seals orders to the GM after checking them against its own latest report, and opens its own
 * reports, checking each against the hash the GM published and against the echo of the orders
 * it sealed (the GM used these orders, or the table was told it did not).
 */
import { isRejection, randomToken, reject, type GameEvent, type Rejection, type SeatId } from '$engine/core';
import { CONTRIBUTION_BYTES, diceCommitment } from '$engine/core/fairplay/commitment';
import { HIDDEN_KINDS, isSealedInput, openReport, sealInput, type AnyHiddenGame, type GmTurnData, type HiddenSlice, type KeyHolder, type TurnRecord } from '$engine/core/hidden';
import { eventId, HiddenFold, type HiddenLog } from './hiddenLog';

export interface SeatInboxOptions {
	game: AnyHiddenGame;
	domain: string;
	seats: readonly SeatId[];
	seat: SeatId;
	box: KeyHolder;
	log: HiddenLog;
	/** This seat's share of the fair mix; a new one when not given (seatSecrets.ts keeps it across visits). */
	contribution?: string;
}

/** A report this phone opened; null when the seat is out of the game (the game gives it none). */
export interface OpenedReport {
	turn: number;
	report: unknown;
	knowledge: unknown;
}

/** What this phone found wrong with a report meant for it; shown to its player, and proof for the table. */
export interface ReportProblem {
	turn: number;
	code: 'core/report-mismatch' | 'core/report-echo';
	message: string;
}

export const SEAT_REJECTIONS = { noReport: 'core/no-report-yet', out: 'core/seat-out' } as const;

export class SeatInbox {
	readonly #fold: HiddenFold;
	readonly #contribution: string;
	#reports = new Map<number, OpenedReport>();
	#problems: ReportProblem[] = [];
	/** Turns whose report was tried, so each is opened once. */
	#tried = new Set<number>();
	/** This phone announced its key after the set-up (refused by the step; the GM rebinds the seat to it). */
	#askedRebind = false;

	constructor(readonly o: SeatInboxOptions) {
		this.#fold = new HiddenFold(o.domain, o.seats, o.log);
		this.#contribution = o.contribution ?? randomToken(CONTRIBUTION_BYTES);
	}

	/** This seat's latest report. */
	get latest(): OpenedReport | null {
		return this.#reports.get(Math.max(-1, ...this.#reports.keys())) ?? null;
	}

	/** Every report this phone opened, by turn. */
	get reports(): ReadonlyMap<number, OpenedReport> {
		return this.#reports;
	}

	get problems(): readonly ReportProblem[] {
		return this.#problems;
	}

	slice(): Promise<HiddenSlice> {
		return this.#fold.slice();
	}

	#append(kind: string, data: unknown): GameEvent {
		const event: GameEvent = { id: eventId(), seat: this.o.seat, kind, data, at: Date.now() };
		this.o.log.append([event]);
		return event;
	}

	/** What this phone does by itself: announce, take part in the mix, open a new report. */
	async react(): Promise<GameEvent[]> {
		const slice = await this.slice();
		const out: GameEvent[] = [];
		const seat = this.o.seat;
		if (slice.turn < 0 && slice.boxKeys[seat] !== this.o.box.publicKey) out.push(this.#append(HIDDEN_KINDS.boxKey, { key: this.o.box.publicKey }));
		// a phone that got the seat after the set-up (a late join, a lost phone): its key, once, for the GM to rebind
		else if (slice.turn >= 0 && !slice.over && slice.boxKeys[seat] !== this.o.box.publicKey && !this.#askedRebind) {
			this.#askedRebind = true;
			out.push(this.#append(HIDDEN_KINDS.boxKey, { key: this.o.box.publicKey }));
		}
		if (slice.turn < 0 && slice.gm && !slice.mixCommits[seat]) out.push(this.#append(HIDDEN_KINDS.mixCommit, { commit: diceCommitment('gm-mix', this.#contribution) }));
		if (slice.turn < 0 && slice.seats.every((s) => slice.mixCommits[s]) && !slice.mixReveals[seat] && slice.mixCommits[seat] === diceCommitment('gm-mix', this.#contribution)) {
			out.push(this.#append(HIDDEN_KINDS.mixReveal, { contribution: this.#contribution }));
		}
		await this.#openNew(slice);
		return out;
	}

	/** Where this seat's report of a turn is, for this phone's key: the turn event, or a resend after a rebind. */
	#boxOf(slice: HiddenSlice, rec: TurnRecord, events: ReadonlyMap<string, GameEvent>): string | null {
		const seat = this.o.seat;
		if (rec.sealedTo[seat] === this.o.box.publicKey) return (events.get(rec.eventId)?.data as GmTurnData).reports[seat]?.box ?? null;
		const resend = slice.actions.findLast((a) => a.kind === HIDDEN_KINDS.resend && a.seat === seat && a.turn === rec.turn);
		return resend ? ((events.get(resend.eventId)?.data as { box?: string })?.box ?? null) : null;
	}

	/** Opens every report of this seat not opened yet (this phone's reports are its history). */
	async #openNew(slice: HiddenSlice): Promise<void> {
		const events = new Map(this.o.log.events().map((e) => [e.id, e]));
		for (const rec of slice.turns) {
			if (this.#tried.has(rec.turn)) continue;
			const box = this.#boxOf(slice, rec, events);
			if (!box) continue;
			this.#tried.add(rec.turn);
			const problem = (code: ReportProblem['code'], message: string) => void this.#problems.push({ turn: rec.turn, code, message });
			const opened = await openReport(this.o.box, this.o.domain, rec.turn, this.o.seat, box, rec.reports[this.o.seat]);
			if (!opened.ok) {
				problem('core/report-mismatch', `Your report of turn ${rec.turn} is not the one the game master published (${opened.why}).`);
				continue;
			}
			const used = rec.used[this.o.seat];
			const expected = isSealedInput(used) ? (rec.sealed[this.o.seat]?.find((i) => i.id === used)?.commit ?? null) : null;
			if (opened.echo !== expected) problem('core/report-echo', `Your report of turn ${rec.turn} was not made from the orders the game master said it used.`);
			if (opened.report === null) {
				this.#reports.set(rec.turn, { turn: rec.turn, report: null, knowledge: null });
				continue;
			}
			const report = this.o.game.mail ? this.o.game.mail.toReport(opened.report, opened.mail) : opened.report;
			this.#reports.set(rec.turn, { turn: rec.turn, report, knowledge: this.o.game.know(report) });
		}
	}

	/** Checks orders against this seat's latest report, then seals them to the GM; sealing again replaces them. */
	async seal(input: unknown): Promise<GameEvent | Rejection> {
		const slice = await this.slice();
		await this.#openNew(slice);
		const latest = this.latest;
		if (!latest || !slice.gm || latest.turn !== slice.turn) return reject(SEAT_REJECTIONS.noReport, 'Your latest report has not been opened yet: orders are written against it.');
		if (latest.report === null) return reject(SEAT_REJECTIONS.out, 'Your seat is out of the game.');
		const checked = this.o.game.checkInput(latest.knowledge, this.o.seat, input);
		if (isRejection(checked)) return checked;
		return this.#append(HIDDEN_KINDS.input, await sealInput(slice.gm, this.o.domain, slice.turn + 1, this.o.seat, input, this.o.game.mail));
	}
}
