import type { SerpentState } from './state';

/**
 * Every Magi's Essence (their life), highest first, for the home card: "Ana 14, Bo 9 Essence".
 * The prompt already says the round; empty before any Magi has joined.
 */
export function serpentLeaders(state: SerpentState): string {
	const magi = state.roster.map((id) => state.beings[id]).filter((b) => b && b.kind === 'magi' && !b.gone);
	if (magi.length === 0) return '';
	const sorted = [...magi].sort((a, b) => b.essence - a.essence);
	return `${sorted.map((b) => `${b.name} ${b.essence}`).join(', ')} Essence`;
}
