/**
 * Figure 3, Movement Initiative. The groups move in this order; within a group the Ebon Mage wins
 * ties, then the criteria of the list (docs/rules/magika.md, U-22). "southward" is the group the
 * book omits, placed last.
 */
export const MAGICAL_CRITERIA = ['major spell movement', 'minor spell movement', 'arcania level (before casting)', 'spell skill', 'most difficult terrain departed', 'a teammate is already in the space'] as const;
export const PHYSICAL_CRITERIA = ['northward (NE/NW) moves', 'lateral moves (E/W)', 'endurance (before moving)', 'most difficult terrain departing', 'a teammate is already in the space', 'random'] as const;

/** Group rank of a physical move by direction: lower moves first. */
export const PHYSICAL_GROUP: Readonly<Record<string, number>> = { NE: 0, NW: 0, E: 1, W: 1, SE: 2, SW: 2 };
