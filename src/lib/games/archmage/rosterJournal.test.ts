import { describe, expect, it } from 'vitest';
import type { Wizard } from '$engine/archmage';
import { RosterJournal, withKept, type RosterJournalStorage } from './rosterJournal';
import { own, wizard } from './testRoster';

function storage(): RosterJournalStorage & { map: Map<string, string> } {
	const map = new Map<string, string>();
	return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

/** The wizard after a change (its status here). */
const retired = (w: Wizard): Wizard => ({ ...w, status: 'retired' });

describe("the roster's journal of changes not yet saved", () => {
	it('keeps a change until that very change is written; a later change of the same wizard stays', () => {
		const s = storage();
		const journal = new RosterJournal(s);
		const first = own(wizard('merla'), 1);
		const later = own(retired(first.wizard), 2);
		journal.keepWizards([first]);
		journal.keepWizards([later]);
		expect(journal.kept().wizards).toEqual([later]);
		journal.forgetWizards([first]);
		expect(new RosterJournal(s).kept().wizards).toEqual([later]);
		journal.forgetWizards([later]);
		expect(journal.kept()).toEqual({ wizards: [] });
		expect(s.map.size).toBe(0);
	});

	it('keeps the tourney as it changed, an ended one (null) too, until it is written', () => {
		const journal = new RosterJournal(storage());
		const t = { id: 't1', updated: 5, bracket: { entrants: ['merla', 'oswin'], rounds: [[]] } } as never;
		journal.keepTourney(t);
		expect(journal.kept().tourney).toEqual(t);
		journal.keepTourney(null);
		expect(journal.kept()).toEqual({ wizards: [], tourney: null });
		journal.forgetTourney(t);
		expect(journal.kept().tourney).toBeNull();
		journal.forgetTourney(null);
		expect(journal.kept()).toEqual({ wizards: [] });
	});

	it('reads damaged entries as nothing kept, and a full storage refuses without throwing', () => {
		const s = storage();
		s.map.set('familiar.archmage.roster.unsaved', '{not json');
		expect(new RosterJournal(s).kept()).toEqual({ wizards: [] });
		s.map.set('familiar.archmage.roster.unsaved', JSON.stringify({ wizards: [{ id: 'x' }, own(wizard('oswin'))], tourney: 7 }));
		expect(new RosterJournal(s).kept().wizards.map((r) => r.id)).toEqual(['oswin']);
		const full = { ...storage(), setItem: () => { throw new Error('QuotaExceededError'); } };
		expect(new RosterJournal(full).keepWizards([own(wizard('merla'))])).toBe(false);
	});

	it('lays the kept changes over the stored roster: a newer kept row replaces the stored one, a new wizard is added, an ended tourney ends', () => {
		const stored = own(wizard('merla'), 1);
		const changedMerla = own(retired(stored.wizard), 2);
		const oswin = own(wizard('oswin'), 3);
		const t = { id: 't1', updated: 5, bracket: { entrants: ['merla', 'oswin'], rounds: [[]] } } as never;
		const { roster, changed } = withKept({ wizards: [stored], tourney: t }, { wizards: [changedMerla, oswin], tourney: null });
		expect(roster).toEqual({ wizards: [changedMerla, oswin], tourney: null });
		expect(changed).toEqual([changedMerla, oswin]);
		// a kept row no newer than the stored one (written, then the page went before it was taken off) changes nothing
		expect(withKept({ wizards: [changedMerla], tourney: t }, { wizards: [changedMerla] })).toEqual({ roster: { wizards: [changedMerla], tourney: t }, changed: [] });
	});
});
