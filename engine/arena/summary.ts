import type { ArenaState } from './state';

/** Every player's hit points, those still in first, highest first: "Ann 18 HP, Bo 12 HP". */
export function arenaLeaders(state: ArenaState): string {
	const players = state.order.map((s) => state.players[s]).filter((p) => p !== undefined);
	players.sort((a, b) => Number(b.alive) - Number(a.alive) || b.hp - a.hp);
	return players.map((p) => (p.alive ? `${p.name} ${p.hp} HP` : `${p.name} out`)).join(', ');
}
