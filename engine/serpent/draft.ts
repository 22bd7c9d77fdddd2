import type { Being, SerpentState, SpellInPlay } from './state';

/**
 * A working copy of a state that a move may change freely: every being, spell and list is copied;
 * cards, payments and the library are shared because nothing ever changes them in place.
 */
export function draft(state: SerpentState): SerpentState {
	const beings: Record<string, Being> = {};
	for (const id in state.beings) {
		const b = state.beings[id];
		beings[id] = {
			...b,
			prepared: b.prepared.slice(),
			discard: b.discard.slice(),
			miscastThisTurn: b.miscastThisTurn.slice(),
			abilityUses: { ...b.abilityUses },
			bag: b.bag ? { ...b.bag, out: { ...b.bag.out } } : null
		};
	}
	const spells: Record<string, SpellInPlay> = {};
	for (const id in state.spells) {
		const s = state.spells[id];
		spells[id] = { ...s, affected: s.affected.slice(), evading: s.evading.slice(), tiers: s.tiers ? { ...s.tiers } : null, rite: s.rite ? { ...s.rite } : null };
	}
	return {
		...state,
		beings,
		roster: state.roster.slice(),
		spells,
		initiative: state.initiative.slice(),
		ties: state.ties.map((t) => t.slice()),
		eventRolls: state.eventRolls.slice(),
		stack: state.stack.slice(),
		lastImpacts: state.lastImpacts.slice()
	};
}
