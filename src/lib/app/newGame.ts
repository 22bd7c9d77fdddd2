import type { GameAbout, OptionValues, SeatInfo } from '$engine/core';

export const SEAT_COLOURS = ['#c4a7ff', '#8be0a4', '#ffcf70', '#7fc8ff', '#ff9ec7', '#ffa77a', '#b8e986', '#d0d0d0'];

/** Checks the new-game form; returns a message for the player, or null when it is fine. */
export function checkNewGame(game: GameAbout, options: OptionValues, names: string[]): string | null {
	for (const o of game.options) {
		const v = options[o.key];
		if (o.type === 'number' && (typeof v !== 'number' || !Number.isFinite(v) || v < o.min || v > o.max)) {
			return `${o.label} must be between ${o.min} and ${o.max}.`;
		}
	}
	if (names.length < game.seats.min || names.length > game.seats.max) {
		return `${game.title} is for ${game.seats.min} to ${game.seats.max} players.`;
	}
	const trimmed = names.map((n) => n.trim());
	if (trimmed.some((n) => !n)) return 'Every player needs a name.';
	if (new Set(trimmed.map((n) => n.toLowerCase())).size !== trimmed.length) return 'Two players have the same name.';
	return null;
}

export function seatsFromNames(names: string[]): SeatInfo[] {
	return names.map((name, i) => ({ id: `s${i}`, name: name.trim(), colour: SEAT_COLOURS[i % SEAT_COLOURS.length] }));
}
