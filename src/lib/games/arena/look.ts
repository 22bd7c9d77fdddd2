/** A colour for each seat, in table order, readable on both themes. */
const PALETTE = ['#b33a22', '#1f5fae', '#237a40', '#8a6400', '#7440b0', '#a8326f', '#1c7a7a', '#555b66'];

export function seatColour(order: readonly string[], seat: string): string {
	const i = order.indexOf(seat);
	return PALETTE[(i < 0 ? 0 : i) % PALETTE.length];
}

/** Up to two letters that tell the players apart on a small token. */
export function initials(name: string): string {
	const words = name.trim().split(/\s+/).filter(Boolean);
	if (words.length >= 2) return (words[0][0] + words[1][0]).toUpperCase();
	return (words[0] ?? '?').slice(0, 2);
}
