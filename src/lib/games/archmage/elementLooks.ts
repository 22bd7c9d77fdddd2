import type { Element } from '$engine/archmage';

/** Each element's colour on the wizard cards (its bar, its chip on the compact card). */
export const ELEMENT_COLOURS: Record<Element, string> = {
	earth: '#c9a227',
	fire: '#e4572e',
	metal: '#a8b3c4',
	water: '#3d7dd8',
	wood: '#3fa34d'
};

/** Two letters for an element where its whole name has no room (the compact card; Water and Wood share a W). */
export const ELEMENT_SHORT: Record<Element, string> = {
	earth: 'Ea',
	fire: 'Fi',
	metal: 'Me',
	water: 'Wa',
	wood: 'Wo'
};
