/** The five Caladonian elements and the five Orders of Magic (ArchMage v1.21, Part One). */

export const ELEMENTS = ['earth', 'fire', 'metal', 'water', 'wood'] as const;
export type Element = (typeof ELEMENTS)[number];

/** One score per element, in percent. */
export type Scores = Record<Element, number>;

export const ELEMENT_NAMES: Record<Element, string> = {
	earth: 'Earth',
	fire: 'Fire',
	metal: 'Metal',
	water: 'Water',
	wood: 'Wood'
};

export type SpellClass = 'attacking' | 'creation' | 'healing' | 'interference' | 'protection';

export const CLASS_NAMES: Record<SpellClass, string> = {
	attacking: 'Attacking',
	creation: 'Creation',
	healing: 'Healing',
	interference: 'Interference',
	protection: 'Protection'
};

export const ORDER_IDS = ['mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const;
export type OrderId = (typeof ORDER_IDS)[number];

export interface OrderSpec {
	id: OrderId;
	name: string;
	mages: string;
	element: Element;
	specialty: SpellClass;
}

export const ORDERS: Record<OrderId, OrderSpec> = {
	mercury: { id: 'mercury', name: 'Order of Mercury', mages: 'Black Mages', element: 'water', specialty: 'protection' },
	venus: { id: 'venus', name: 'Order of Venus', mages: 'White Mages', element: 'metal', specialty: 'interference' },
	mars: { id: 'mars', name: 'Order of Mars', mages: 'Red Mages', element: 'fire', specialty: 'attacking' },
	jupiter: { id: 'jupiter', name: 'Order of Jupiter', mages: 'Azure Mages', element: 'wood', specialty: 'creation' },
	saturn: { id: 'saturn', name: 'Order of Saturn', mages: 'Yellow Mages', element: 'earth', specialty: 'healing' }
};

export function isElement(v: unknown): v is Element {
	return typeof v === 'string' && (ELEMENTS as readonly string[]).includes(v);
}

export function isOrder(v: unknown): v is OrderId {
	return typeof v === 'string' && (ORDER_IDS as readonly string[]).includes(v);
}

export function uniformScores(value: number): Scores {
	return { earth: value, fire: value, metal: value, water: value, wood: value };
}
