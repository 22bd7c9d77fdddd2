/**
 * Every change of a being's energies goes through here, so the bounds always hold: Resonance, Will
 * and Voice never below 0, Essence between 0 and its starting value, Harmony free to sink into
 * Discord; incapacitated at 0 Essence or 20 Discord; nothing gained or paid once incapacitated.
 */
import type { Energy } from './cards';
import { DISCORD_LIMIT, MAX_ENERGY } from './rules';
import type { BeingId, SerpentState } from './state';
import { discardRite, releaseFocus, removeKoishaka } from './table';

/** In basic (level 1) play only Resonance and Essence are tracked. */
export function tracked(s: SerpentState, energy: Energy): boolean {
	return s.options.level === 'crucible' || energy === 'resonance' || energy === 'essence';
}

/** Adds energy; returns what was actually gained. */
export function gain(s: SerpentState, id: BeingId, energy: Energy, amount: number): number {
	const b = s.beings[id];
	if (!b || b.incapacitated || b.gone || amount <= 0 || !tracked(s, energy)) return 0;
	let got = amount;
	switch (energy) {
		case 'essence':
			got = Math.max(0, Math.min(amount, b.essenceMax - b.essence));
			b.essence += got;
			break;
		case 'harmony':
			if (b.harmony === null) return 0;
			got = Math.min(amount, MAX_ENERGY - b.harmony);
			b.harmony += got;
			break;
		default:
			got = Math.min(amount, MAX_ENERGY - b[energy]);
			b[energy] += got;
	}
	return got;
}

/** Removes energy (a cost or Dmg); returns what was actually lost. */
export function lose(s: SerpentState, id: BeingId, energy: Energy, amount: number): number {
	const b = s.beings[id];
	if (!b || b.incapacitated || b.gone || amount <= 0 || !tracked(s, energy)) return 0;
	let lost = amount;
	if (energy === 'harmony') {
		if (b.harmony === null) return 0;
		b.harmony -= amount;
	} else {
		lost = Math.min(amount, b[energy]);
		b[energy] -= lost;
	}
	checkIncapacitation(s, id);
	return lost;
}

export function discordOf(h: number | null): number {
	return h !== null && h < 0 ? -h : 0;
}

/** Marks a being incapacitated (or a Koishaka gone) when its Essence or Discord says so. */
export function checkIncapacitation(s: SerpentState, id: BeingId): void {
	const b = s.beings[id];
	if (!b || b.incapacitated || b.gone) return;
	const down = b.essence <= 0 || (b.kind !== 'koishaka' && discordOf(b.harmony) >= DISCORD_LIMIT);
	if (!down) return;
	if (b.kind === 'koishaka') {
		removeKoishaka(s, id);
		return;
	}
	b.incapacitated = true;
	b.done = true;
	b.fullActions = 0;
	releaseFocus(s, id);
	discardRite(s, id);
}
