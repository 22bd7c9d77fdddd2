/**
 * How each terrain (T1-T10, Figure 2) is drawn: a colour and a glyph, so the map reads without
 * colour (design section 4.1). Index 0 is fog.
 */
export interface TerrainStyle {
	fill: string;
	glyph: string;
}

export const TERRAIN_STYLE: readonly TerrainStyle[] = [
	{ fill: '#8a8799', glyph: '▒' },
	{ fill: '#4f8fd6', glyph: '≈' },
	{ fill: '#b9dbe6', glyph: '~' },
	{ fill: '#cfe3a0', glyph: '·' },
	{ fill: '#5f9e5a', glyph: '♣' },
	{ fill: '#b8a46a', glyph: '⌒' },
	{ fill: '#6f8f6a', glyph: 'ψ' },
	{ fill: '#e8d08a', glyph: '∴' },
	{ fill: '#9b8c80', glyph: '▲' },
	{ fill: '#e6f2f7', glyph: '❄' },
	{ fill: '#c2553d', glyph: '♨' }
];

/** The space the map's key draws a token on: plains, as light as the spaces the map draws tokens over. */
export const KEY_GROUND = TERRAIN_STYLE[3].fill;
