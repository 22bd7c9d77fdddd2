/** Buying Scores (Parts One and Five) and the other numbers of wizard creation. */

export interface CostBand {
	/** Lowest and highest score (after the raise) bought at this price. */
	from: number;
	to: number;
	/** MP per point. */
	cost: number;
}

export const COST_BANDS: readonly CostBand[] = [
	{ from: 16, to: 45, cost: 1 },
	{ from: 46, to: 55, cost: 2 },
	{ from: 56, to: 65, cost: 4 },
	{ from: 66, to: 73, cost: 8 }
];

/** Every score starts here (basic magical education, worth 1 MP a point). */
export const BASE_SCORE = 15;
/** No score can be bought above this. */
export const MAX_SCORE = 73;
/** MP a new wizard spends at creation, and how many of them must go to the Order's element. */
export const CREATION_MP = 35;
export const ORDER_MIN_MP = 18;
/** A new Acolyte's rank; MP = MP_PER_RANK × the highest rank ever held. */
export const START_RANK = 30;
export const MP_PER_RANK = 5;
/** A wizard's name, for the roster and the duel screen. */
export const MAX_NAME_LENGTH = 40;
