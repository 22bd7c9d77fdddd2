const ROOM = 8;

/** The top of a bar fixed at the foot of the screen (a game's tab bar), or the screen's bottom. */
function footTop(): number {
	let at = document.elementFromPoint(innerWidth / 2, innerHeight - 2);
	while (at && at !== document.body) {
		if (getComputedStyle(at).position === 'fixed') return at.getBoundingClientRect().top;
		at = at.parentElement;
	}
	return innerHeight;
}

/**
 * Scrolls the page, if need be, so that `focused` (the control the player is on; a hidden file
 * input stands for its label), with the group of controls it is in when that fits, is between
 * `bar` (the sticky bar at the top) and any bar at the foot.
 */
export function keepInSight(focused: Element | null, bar: Element | null) {
	if (!focused || focused === document.body || !bar || bar.contains(focused)) return;
	const top = bar.getBoundingClientRect().bottom;
	const bottom = footTop();
	const control = focused.closest('label') ?? focused;
	const group = control.closest('[role="group"], fieldset');
	const fits = group && group.getBoundingClientRect().height <= bottom - top - 2 * ROOM;
	const r = (fits ? group : control).getBoundingClientRect();
	if (r.height === 0) return;
	if (r.top < top) window.scrollBy(0, r.top - top - ROOM);
	else if (r.bottom > bottom) window.scrollBy(0, Math.min(r.bottom - bottom + ROOM, r.top - top - ROOM));
}
