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

const KEY = 'familiar.archmage.roster.v1';
const TOURNEY_KEY = 'familiar.archmage.tourney.v1';

function looksLikeWizard(w: unknown): w is Wizard {
	const x = w as Partial<Wizard> | null;
	return !!x && typeof x.id === 'string' && typeof x.name === 'string' && typeof x.scores === 'object' && Array.isArray(x.duels);
}

/**
 * The wizards kept on this device (every player who used it), saved in localStorage. All the
 * rules are engine functions; this class only keeps the list and saves it.
 */
class Roster {
	wizards = $state<Wizard[]>([]);
	/** The Grandmaster tourney being fought, if any. */
	bracket = $state<Bracket | null>(null);

	constructor() {
		this.load();
	}

	load() {
		try {
			const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
			const list: unknown = raw ? JSON.parse(raw) : [];
			this.wizards = Array.isArray(list) ? list.filter(looksLikeWizard) : [];
		} catch {
			this.wizards = [];
		}
		try {
			const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(TOURNEY_KEY);
			const b = raw ? (JSON.parse(raw) as Bracket) : null;
			this.bracket = b && Array.isArray(b.rounds) && Array.isArray(b.entrants) ? b : null;
		} catch {
			this.bracket = null;
		}
	}

	#saveBracket() {
		try {
			if (this.bracket) localStorage.setItem(TOURNEY_KEY, JSON.stringify($state.snapshot(this.bracket)));
			else localStorage.removeItem(TOURNEY_KEY);
		} catch {
			// as for the roster
		}
	}

	startTourney(entrants: string[]): Rejection | null {
		const b = createBracket(this.wizards, entrants);
		if (isRejection(b)) return b;
		this.bracket = b;
		this.#saveBracket();
		return null;
	}

	reportMatch(round: number, index: number, winner: string): Rejection | null {
		if (!this.bracket) return null;
		const b = reportMatch(this.bracket, round, index, winner);
		if (isRejection(b)) return b;
		this.bracket = b;
		this.#saveBracket();
		return null;
	}

	/** The champion becomes Grandmaster; the tourney is over. */
	finishTourney(): Rejection | null {
		const winner = this.bracket ? champion(this.bracket) : null;
		if (!winner) return null;
		const bad = this.crownGrandmaster(winner);
		if (bad) return bad;
		this.bracket = null;
		this.#saveBracket();
		return null;
	}

	cancelTourney() {
		this.bracket = null;
		this.#saveBracket();
	}

	#save() {
		try {
			localStorage.setItem(KEY, JSON.stringify($state.snapshot(this.wizards)));
		} catch {
			// Storage full or blocked: the roster lives on until the page closes.
		}
	}

	#set(list: Wizard[]) {
		this.wizards = list;
		this.#save();
	}

	find(id: string | null | undefined): Wizard | undefined {
		return this.wizards.find((w) => w.id === id);
	}

	active(): Wizard[] {
		return this.wizards.filter((w) => w.status === 'active');
	}

	add(w: Wizard): Rejection | null {
		const bad = canActivate(this.wizards, w);
		if (bad) return bad;
		this.#set([...this.wizards, w]);
		return null;
	}

	#replace(w: Wizard) {
		this.#set(this.wizards.map((x) => (x.id === w.id ? w : x)));
	}

	raise(id: string, element: Element, to: number): Rejection | null {
		const w = this.find(id);
		if (!w) return null;
		const r = raiseScore(w, element, to);
		if (isRejection(r)) return r;
		this.#replace(r);
		return null;
	}

	setStatus(id: string, status: Wizard['status']): Rejection | null {
		const w = this.find(id);
		if (!w) return null;
		if (status === 'active') {
			const bad = canActivate(this.wizards, w);
			if (bad) return bad;
		}
		this.#replace({ ...w, status });
		return null;
	}

	/** Records a finished duel for the wizards of this device, once. Returns how many were updated. */
	record(lines: { wizardId: string; input: DuelResultInput }[]): number {
		let n = 0;
		let list = this.wizards;
		for (const { wizardId, input } of lines) {
			const w = list.find((x) => x.id === wizardId);
			if (!w || (input.duelId && hasRecorded(w, input.duelId))) continue;
			const next = recordDuel(w, input);
			list = list.map((x) => (x.id === wizardId ? next : x));
			n++;
		}
		if (n) this.#set(list);
		return n;
	}

	recorded(wizardId: string, duelId: string): boolean {
		const w = this.find(wizardId);
		return !!w && hasRecorded(w, duelId);
	}

	/** Monthly activity awards for every month that has ended. */
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

	crownGrandmaster(id: string): Rejection | null {
		const r = crownGrandmaster(this.wizards, id);
		if (isRejection(r)) return r;
		this.#set(r);
		return null;
	}

	/** The two-wizard limit of one person, as it stands (null when fine). */
	limitProblem(owner: string): Rejection | null {
		return checkActiveLimit(this.wizards.filter((w) => w.owner === owner));
	}
}

export const roster = new Roster();
