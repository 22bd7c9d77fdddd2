import { createWizard, recordDuel, uniformScores, type Wizard } from '$engine/archmage';
import type { WizardRow } from './rosterRows';

// Fixtures for the roster tests (store and exchange); not used by the app.

/** A real creation (Order of Jupiter, 35 MP spent) for the person Ann. */
export function wizard(id: string, extra: Partial<Wizard> = {}): Wizard {
	const w = createWizard({ name: id, order: 'jupiter', birthRolls: [99], scores: { ...uniformScores(23), wood: 41, fire: 40 } }, id, 'Ann') as Wizard;
	return { ...w, ...extra };
}

/** The wizard after winning the duel `duelId` (+2 ranks). */
export const won = (w: Wizard, duelId: string) =>
	recordDuel(w, { duelId, date: '1994-01-10', opponent: 'Bo', opponentRank: 30, level: 'subdual', won: true, conceded: false, delta: 2 });

export const own = (w: Wizard, updated = 1): WizardRow => ({ id: w.id, updated, wizard: w });
export const rival = (w: Wizard, seenAt: number, updated = 1): WizardRow => ({ id: w.id, updated, wizard: w, rival: { seenIn: `t${seenAt}`, seenAt } });
