import { describe, expect, it } from 'vitest';
import type { Bracket } from '$engine/archmage';
import { isNewer, isWizardRow, LEGACY_KEYS, mergeTourney, mergeWizardRows, readLegacyRoster, type TourneyRow } from './rosterRows';
import { own, rival, wizard, won } from './testRoster';

const bracket: Bracket = { entrants: ['a', 'b'], rounds: [[{ a: 'a', b: 'b', winner: null }]] };

function storage(items: Record<string, string>): Pick<Storage, 'getItem'> {
	return { getItem: (k) => items[k] ?? null };
}

describe('which copy of a wizard is kept', () => {
	it('own beats rival, then more duels, then the later change; a tie keeps what is here', () => {
		const w = wizard('merla');
		const after = won(w, 'd1');
		expect(isNewer(own(w), rival(after, 5, 99))).toBe(true);
		expect(isNewer(rival(after, 5, 99), own(w))).toBe(false);
		expect(isNewer(own(after, 1), own(w, 99))).toBe(true);
		expect(isNewer(own(w, 99), own(after, 1))).toBe(false);
		expect(isNewer(own(w, 5), own(w, 4))).toBe(true);
		expect(isNewer(own(w, 4), own(w, 4))).toBe(false);
		expect(isNewer(rival(w, 7, 1), rival(after, 6, 9))).toBe(true);
		expect(isNewer(rival(w, 6, 1), rival(after, 7, 9))).toBe(false);
	});

	it('merging gives the rows to write: new wizards and newer copies only', () => {
		const a = wizard('a');
		const b = wizard('b');
		const c = wizard('c');
		const present = [own(a, 5), own(won(b, 'd1'), 1), rival(c, 3)];
		const incoming = [own(a, 4), own(b, 9), own(c, 1), own(wizard('d'), 1)];
		expect(mergeWizardRows(present, incoming).map((r) => r.id)).toEqual(['c', 'd']);
		expect(mergeWizardRows(present, [own(a, 6)])).toEqual([own(a, 6)]);
		// two copies of one wizard in the incoming list: the newer of them
		expect(mergeWizardRows([], [own(a, 2), own(a, 8), own(a, 3)])).toEqual([own(a, 8)]);
		expect(mergeWizardRows(present, present)).toEqual([]);
	});

	it('a restored tourney is taken only when none is fought here, or the same one changed later', () => {
		const here: TourneyRow = { id: 't1', updated: 5, bracket };
		expect(mergeTourney(null, here)).toBe(here);
		expect(mergeTourney(here, null)).toBe(here);
		expect(mergeTourney(here, { id: 't2', updated: 9, bracket })).toBe(here);
		const later = { id: 't1', updated: 9, bracket };
		expect(mergeTourney(here, later)).toBe(later);
		expect(mergeTourney(later, here)).toBe(later);
	});

	it('checks rows read from storage or a file', () => {
		const w = wizard('a');
		expect(isWizardRow(own(w))).toBe(true);
		expect(isWizardRow(rival(w, 3))).toBe(true);
		expect(isWizardRow({ ...own(w), id: 'other' })).toBe(false);
		expect(isWizardRow({ ...own(w), wizard: { ...w, duels: 'none' } })).toBe(false);
		expect(isWizardRow({ ...own(w), wizard: { ...w, status: 'asleep' } })).toBe(false);
		expect(isWizardRow({ ...own(w), rival: { seenIn: 3 } })).toBe(false);
		expect(isWizardRow({ ...own(w), updated: 'now' })).toBe(false);
	});
});

describe('the roster an older Familiar kept in localStorage', () => {
	it('becomes own rows and a tourney with an id; damaged entries are left out', () => {
		const a = wizard('a');
		const b = won(wizard('b'), 'd1');
		const got = readLegacyRoster(
			storage({ [LEGACY_KEYS.roster]: JSON.stringify([a, { id: 'broken' }, b]), [LEGACY_KEYS.tourney]: JSON.stringify(bracket) }),
			42,
			() => 'T1'
		);
		expect(got).toEqual({ wizards: [own(a, 42), own(b, 42)], tourney: { id: 'T1', updated: 42, bracket } });
	});

	it('is nothing when there is none, and no tourney when it is damaged or unreadable', () => {
		expect(readLegacyRoster(storage({}), 1, () => 'x')).toBeNull();
		expect(readLegacyRoster(storage({ [LEGACY_KEYS.roster]: '[]', [LEGACY_KEYS.tourney]: '{"rounds": 3}' }), 1, () => 'x')).toEqual({ wizards: [], tourney: null });
		expect(readLegacyRoster(storage({ [LEGACY_KEYS.roster]: '[{"id": ', [LEGACY_KEYS.tourney]: 'null' }), 1, () => 'x')).toEqual({ wizards: [], tourney: null });
		const throwing = { getItem: () => { throw new Error('blocked'); } };
		expect(readLegacyRoster(throwing, 1, () => 'x')).toBeNull();
	});
});
