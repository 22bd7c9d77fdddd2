import { showToast } from '$lib/app/toasts.svelte';
import { buzz } from '$lib/device/haptics';

/**
 * What a player feels or reads after asking for a move: a buzz when it is played, the rules'
 * reason when it is not. True when the move was played.
 */
export function moveFeedback(r: { message: string } | null): boolean {
	if (r) {
		showToast(r.message, { tone: 'error' });
		return false;
	}
	buzz();
	return true;
}
