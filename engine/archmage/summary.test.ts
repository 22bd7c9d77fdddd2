import { describe, expect, it } from 'vitest';
import { archmage } from './duel/game';
import { Duel, sheet } from './testkit';

describe('ArchMage: the leading values on the home card', () => {
	it('names each wizard’s weakest element, or the scores at 0, the one further from losing first', () => {
		expect(archmage.leaders!(new Duel().state)).toBe('');
		const duel = Duel.between(sheet('Merla', 'mars', { earth: 20, fire: 16, metal: 20, water: 20, wood: 20 }, 60), sheet('Oswin', 'venus', { earth: 20, fire: 20, metal: 20, water: 17, wood: 20 }, 60));
		expect(archmage.leaders!(duel.state)).toBe('Oswin Water 17%, Merla Fire 16%');
		const [a, b] = duel.state.duelists;
		const hurt = { ...duel.state, duelists: [{ ...a!, scores: { ...a!.scores, fire: 0 } }, b] as typeof duel.state.duelists };
		expect(archmage.leaders!(hurt)).toBe('Oswin Water 17%, Merla 1 score at 0');
	});
});
