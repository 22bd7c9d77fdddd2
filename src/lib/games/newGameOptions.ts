/**
 * The options New game shows at once, per game; the others (rule readings, rare variants) fold
 * under "More rules". A game not listed here shows all of its options.
 */
export const FIRST_OPTIONS: Record<string, readonly string[]> = {
	arena: ['hp', 'size', 'types'],
	brick: ['pointLimit', 'openBooks'],
	archmage: ['victory', 'first'],
	serpent: ['level', 'teams', 'essence', 'will']
};
