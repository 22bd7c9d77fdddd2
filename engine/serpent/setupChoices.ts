/**
 * The choices still open before the battle (docs/rules/serpents-tongue.md "Before the battle"): a
 * Magi without a Specialization or Artifact, while the library offers one; in co-op, no Encounter in
 * play yet. None is required (the Resonance roll is allowed at any time of the set-up); the set-up
 * screen makes the roll its main action once none is open.
 */
import { libraryCards } from './helpers';
import type { BeingId, SerpentState } from './state';

export type OpenSetupChoice = { kind: 'card'; being: BeingId } | { kind: 'encounter' };

const isEnhancement = (role: string) => role === 'specialization' || role === 'artifact';

/**
 * The open choices, in the order the table sets up: each Magi's card (only the Magi `counted`
 * picks, e.g. this phone's), then the Encounter. Empty once the battle has begun (the choices close).
 */
export function openSetupChoices(state: SerpentState, counted: (being: BeingId) => boolean = () => true): OpenSetupChoice[] {
	if (state.phase !== 'setup') return [];
	const open: OpenSetupChoice[] = [];
	if (libraryCards(state).some((c) => isEnhancement(c.role))) {
		for (const id of state.roster) {
			const b = state.beings[id];
			if (b?.kind !== 'magi' || !counted(id)) continue;
			if (!Object.values(state.spells).some((sp) => sp.bearer === id && isEnhancement(sp.card.role))) open.push({ kind: 'card', being: id });
		}
	}
	if (state.options.teams === 'coop' && !state.roster.some((id) => state.beings[id]?.kind === 'encounter')) open.push({ kind: 'encounter' });
	return open;
}
