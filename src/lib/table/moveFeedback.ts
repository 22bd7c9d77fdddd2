import { showToast } from '$lib/app/toasts.svelte';
import { buzz } from '$lib/device/haptics';
import { showRefusal } from '$lib/ui/refusal.svelte';

/**
 * What a player feels or reads after asking for a move: a buzz when it is played, the rules'
 * reason when it is not. True when the move was played.
 */
export function moveFeedback(r: { message: string } | null, control?: HTMLElement | null): boolean {
	if (r) {
		refuse(r.message, control);
		return false;
	}
	buzz();
	return true;
}

/**
 * The rules' reason for a refused move, beside the control that asked for it (the one being
 * tapped, or `control` captured before an await); a toast when no control is known.
 */
export function refuse(message: string, control?: HTMLElement | null) {
	if (!showRefusal(message, control ?? undefined)) showToast(message, { tone: 'error' });
}
