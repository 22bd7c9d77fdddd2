/**
 * A refused move explained beside the control that asked for it. The control is the one the
 * player activated last (a tap, a click or a key on a button), recorded while its event is being
 * handled: a refusal reported in that same task is anchored to it. A refusal reported later (after
 * an await) passes the control it captured with `tappedControl()`; with none, the caller falls
 * back to a toast.
 */
export interface Refusal {
	id: number;
	message: string;
	anchor: HTMLElement;
}

export const refusal = $state<{ shown: Refusal | null }>({ shown: null });

let tapped: HTMLElement | null = null;
let nextId = 1;
const CONTROL = 'button, [role="button"], input, select, label, summary, a[href]';

/** The control being activated right now, if any (keep it across an await to anchor a later refusal). */
export function tappedControl(): HTMLElement | null {
	return tapped?.isConnected ? tapped : null;
}

/** Shows `message` beside `anchor` (default: the control being activated); false when there is none. */
export function showRefusal(message: string, anchor: HTMLElement | null = tappedControl()): boolean {
	if (!anchor?.isConnected) return false;
	refusal.shown = { id: nextId++, message, anchor };
	return true;
}

export function dismissRefusal() {
	refusal.shown = null;
}

/**
 * Records each activated control for the length of its event, and dismisses the shown refusal on
 * the next tap or key (the next action). Installed once by the note's component; returns the
 * uninstaller.
 */
export function trackControls(): () => void {
	const onKey = () => dismissRefusal();
	const onClick = (e: MouseEvent) => {
		dismissRefusal();
		const target = e.target instanceof Element ? e.target.closest<HTMLElement>(CONTROL) : null;
		tapped = target;
		// the refusal of this tap is reported while it is handled; anything later is not its own
		setTimeout(() => {
			if (tapped === target) tapped = null;
		}, 0);
	};
	document.addEventListener('click', onClick, true);
	document.addEventListener('keydown', onKey, true);
	return () => {
		document.removeEventListener('click', onClick, true);
		document.removeEventListener('keydown', onKey, true);
	};
}
