import { preferences } from '$lib/app/preferences.svelte';

/** A short buzz on a tap, where the device supports it and the player wants it. */
export function buzz(ms = 10) {
	if (preferences.haptics && typeof navigator !== 'undefined' && 'vibrate' in navigator) {
		try {
			navigator.vibrate(ms);
		} catch {
			// Not allowed here (no user gesture yet): fine.
		}
	}
}
