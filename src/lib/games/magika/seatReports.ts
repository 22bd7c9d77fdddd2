/**
 * A seat's reports as its screens read them, from the hidden protocol's view: the ones it opened,
 * oldest first (a seat out of the game has none for its later turns). The same array comes back
 * while they are the same reports, so the orders being written on screen (a draft made from the
 * reports) survive the folds other phones cause.
 */
import type { Report } from '$engine/magika';
import type { HiddenTableView } from '$lib/hidden/hiddenTable';

export function seatReports(view: HiddenTableView | null, seat: string | null, before: readonly Report[]): readonly Report[] {
	const next = seat && view ? (view.reports[seat] ?? []).flatMap((r) => (r.report ? [r.report as Report] : [])) : [];
	return next.length === before.length && next.every((r, i) => r === before[i]) ? before : next;
}
