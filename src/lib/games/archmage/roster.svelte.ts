import {
	appointMaster,
	canActivate,
	champion,
	createBracket,
	reportMatch,
	type Bracket,
	checkActiveLimit,
	crownGrandmaster,
	hasRecorded,
	raiseScore,
	recordDuel,
	settleMonth,
	unsettledMonths,
	type DuelResultInput,
	type Element,
	type Wizard
} from '$engine/archmage';
import { isRejection, type Rejection } from '$engine/core';
import { getStore, reportStorageFailure } from '$lib/app/storage.svelte';
import { randomId } from '$lib/store/codec';
import { putTourney, putWizards, readRoster, type RosterData, type TourneyRow, type WizardRow } from './rosterRows';
import { moveLegacyRoster } from './legacyRoster';
import { localRosterJournal, withKept, type KeptRoster } from './rosterJournal';

/**
 * The wizards kept on this device (every player who used it) and the rivals it learned from the
 * other phones at its table, with the Grandmaster tourney: kept in the games database (rows of
 * the store's collection `archmage/wizards` and one setting, rosterRows.ts) and in the backup (rosterData.ts).
 * All the rules are engine functions; this class only keeps the rows and saves them.
 * Nothing is read until `load()`: only the ArchMage table loads this module.
 */
class Roster {
	rows = $state.raw<WizardRow[]>([]);
	tourney = $state.raw<TourneyRow | null>(null);
	/** Whether the stored roster has been read (nothing is recorded before that). */
	loaded = $state(false);
	#loading: Promise<void> | null = null;
	/** Changes whose write has not committed, kept where a page that goes at once cannot lose them (rosterJournal.ts). */
	readonly #journal = localRosterJournal();

	/** This device's own wizards. */
	get wizards(): Wizard[] {
		return this.rows.filter((r) => !r.rival).map((r) => r.wizard);
	}

	/** Wizards of other phones, known from the duels fought against them: shown, never played from here. */
	get rivals(): Wizard[] {
		return this.rows.filter((r) => r.rival).map((r) => r.wizard);
	}

	/** Own wizards and rivals: who the tourney may take. */
	get all(): Wizard[] {
		return this.rows.map((r) => r.wizard);
	}

	/** The Grandmaster tourney being fought, if any. */
	get bracket(): Bracket | null {
		return this.tourney?.bracket ?? null;
	}

	/**
	 * Reads the stored roster (again: a backup may have been restored since), when an ArchMage table
	 * opens. Every change is written as it is made, so what is stored is never older than memory.
	 */
	load(): Promise<void> {
		this.#loading ??= this.#read().finally(() => (this.#loading = null));
		return this.#loading;
	}

	async #read() {
		const store = await getStore();
		let data = { wizards: [] as WizardRow[], tourney: null as TourneyRow | null };
		try {
			data = await readRoster(store);
		} catch (err) {
			reportStorageFailure(err);
		}
		data = await this.#writeKept(store, data);
		// A wizard created while reading is kept; anything else is as stored.
		const ids = new Set(data.wizards.map((r) => r.id));
		this.rows = [...data.wizards, ...this.rows.filter((r) => !ids.has(r.id))];
		this.tourney = data.tourney;
		this.loaded = true;
		// the roster an older Familiar kept in localStorage (legacyRoster.ts)
		const legacy = await moveLegacyRoster(store, { wizards: this.rows, tourney: this.tourney }, reportStorageFailure);
		if (!legacy) return;
		this.#apply(legacy.wizards);
		if (legacy.tourney !== this.tourney) this.tourney = legacy.tourney;
	}

	/** `data` with the changes a page left unsaved as it went, which are written now (and then taken off the journal). */
	async #writeKept(store: Awaited<ReturnType<typeof getStore>>, data: RosterData): Promise<RosterData> {
		const kept: KeptRoster = this.#journal?.kept() ?? { wizards: [] };
		const { roster, changed } = withKept(data, kept);
		try {
			await putWizards(store, changed);
			this.#journal?.forgetWizards(kept.wizards);
			if (kept.tourney !== undefined) {
				await putTourney(store, roster.tourney);
				this.#journal?.forgetTourney(kept.tourney);
			}
		} catch (err) {
			reportStorageFailure(err);
		}
		return roster;
	}

	#apply(changed: WizardRow[]) {
		if (changed.length === 0) return;
		const byId = new Map(changed.map((r) => [r.id, r]));
		this.rows = [...this.rows.map((r) => byId.get(r.id) ?? r), ...changed.filter((r) => !this.rows.some((x) => x.id === r.id))];
	}

	/** Shows the change at once and saves it; a failed write raises the storage banner, as for games. */
	#save(changed: WizardRow[]) {
		if (changed.length === 0) return;
		this.#apply(changed);
		this.#journal?.keepWizards(changed);
		void getStore()
			.then((s) => putWizards(s, changed))
			.then(() => this.#journal?.forgetWizards(changed))
			.catch(reportStorageFailure);
	}

	/** Saves the own wizards of `list` that differ from the stored copies. */
	#set(list: readonly Wizard[]) {
		const now = Date.now();
		const byId = new Map(this.rows.map((r) => [r.id, r]));
		const changed = list.flatMap((w) => {
			const row = byId.get(w.id);
			return row?.wizard === w ? [] : [{ ...(row ?? {}), id: w.id, updated: now, wizard: w }];
		});
		this.#save(changed);
	}

	#saveTourney(t: TourneyRow | null) {
		this.tourney = t;
		this.#journal?.keepTourney(t);
		void getStore()
			.then((s) => putTourney(s, t))
			.then(() => this.#journal?.forgetTourney(t))
			.catch(reportStorageFailure);
	}

	#setBracket(b: Bracket | null) {
		this.#saveTourney(b ? { id: this.tourney?.id ?? randomId(12), updated: Date.now(), bracket: b } : null);
	}

	startTourney(entrants: string[]): Rejection | null {
		const b = createBracket(this.all, entrants);
		if (isRejection(b)) return b;
		this.#saveTourney({ id: randomId(12), updated: Date.now(), bracket: b });
		return null;
	}

	reportMatch(round: number, index: number, winner: string): Rejection | null {
		if (!this.bracket) return null;
		const b = reportMatch(this.bracket, round, index, winner);
		if (isRejection(b)) return b;
		this.#setBracket(b);
		return null;
	}

	/** The champion becomes Grandmaster; the tourney is over. */
	finishTourney(): Rejection | null {
		const winner = this.bracket ? champion(this.bracket) : null;
		if (!winner) return null;
		const bad = this.crownGrandmaster(winner);
		if (bad) return bad;
		this.#setBracket(null);
		return null;
	}

	cancelTourney() {
		this.#setBracket(null);
	}

	/** An own wizard of this device (rivals are not found here). */
	find(id: string | null | undefined): Wizard | undefined {
		return this.rows.find((r) => r.id === id && !r.rival)?.wizard;
	}

	/** Any wizard this device knows, own or rival. */
	findAny(id: string | null | undefined): Wizard | undefined {
		return this.rows.find((r) => r.id === id)?.wizard;
	}

	isRival(id: string): boolean {
		return this.rows.some((r) => r.id === id && r.rival);
	}

	active(): Wizard[] {
		return this.wizards.filter((w) => w.status === 'active');
	}

	add(w: Wizard): Rejection | null {
		const bad = canActivate(this.wizards, w);
		if (bad) return bad;
		this.#set([w]);
		return null;
	}

	raise(id: string, element: Element, to: number): Rejection | null {
		const w = this.find(id);
		if (!w) return null;
		const r = raiseScore(w, element, to);
		if (isRejection(r)) return r;
		this.#set([r]);
		return null;
	}

	setStatus(id: string, status: Wizard['status']): Rejection | null {
		const w = this.find(id);
		if (!w) return null;
		if (status === 'active') {
			const bad = canActivate(this.wizards, w);
			if (bad) return bad;
		}
		this.#set([{ ...w, status }]);
		return null;
	}

	/**
	 * Learns the wizard another phone entered into a duel (the game `tableId`) as a read-only rival.
	 * Never over an own wizard; a copy from a later duel replaces an older one. Returns whether it changed.
	 */
	learnRival(w: Wizard, tableId: string, seenAt: number): boolean {
		const row = this.rows.find((r) => r.id === w.id);
		if (row && (!row.rival || row.rival.seenIn === tableId || row.rival.seenAt >= seenAt)) return false;
		this.#save([{ id: w.id, updated: Date.now(), wizard: w, rival: { seenIn: tableId, seenAt } }]);
		return true;
	}

	/**
	 * Records a finished duel, once per wizard and duel (the duel id is in the record): on the own
	 * wizards, and on the copy of a rival learned from this very game (`tableId`), so it shows its new
	 * rank. Returns how many own wizards were updated.
	 */
	record(lines: { wizardId: string; input: DuelResultInput }[], tableId = ''): number {
		let own = 0;
		const changed: WizardRow[] = [];
		for (const { wizardId, input } of lines) {
			const row = this.rows.find((r) => r.id === wizardId);
			if (!row || !input.duelId || hasRecorded(row.wizard, input.duelId)) continue;
			if (row.rival && row.rival.seenIn !== tableId) continue;
			changed.push({ ...row, updated: Date.now(), wizard: recordDuel(row.wizard, input) });
			if (!row.rival) own++;
		}
		this.#save(changed);
		return own;
	}

	/** Whether this own wizard has this duel in its record. */
	recorded(wizardId: string, duelId: string): boolean {
		const w = this.find(wizardId);
		return !!w && hasRecorded(w, duelId);
	}

	/** Monthly activity awards for every month that has ended (own wizards). */
	settle(currentMonth: string): number {
		let n = 0;
		const list = this.wizards.map((w) => {
			let x = w;
			for (const m of unsettledMonths(w, currentMonth)) {
				const r = settleMonth(x, m);
				if (!isRejection(r)) {
					x = r;
					n++;
				}
			}
			return x;
		});
		if (n) this.#set(list);
		return n;
	}

	appointMaster(id: string): Rejection | null {
		const r = appointMaster(this.wizards, id);
		if (isRejection(r)) return r;
		this.#set(r);
		return null;
	}

	/**
	 * Crowns the tourney's champion; the former Grandmaster steps down. A rival champion's copy here
	 * shows the title; its own phone has to crown it there (there is no channel between rosters).
	 */
	crownGrandmaster(id: string): Rejection | null {
		const r = crownGrandmaster(this.all, id);
		if (isRejection(r)) return r;
		const byId = new Map(this.rows.map((x) => [x.id, x]));
		const now = Date.now();
		this.#save(r.flatMap((w) => {
			const row = byId.get(w.id);
			return !row || row.wizard === w ? [] : [{ ...row, updated: now, wizard: w }];
		}));
		return null;
	}

	/** The two-wizard limit of one person, as it stands (null when fine). */
	limitProblem(owner: string): Rejection | null {
		return checkActiveLimit(this.wizards.filter((w) => w.owner === owner));
	}
}

export const roster = new Roster();
