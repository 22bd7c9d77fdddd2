/** A link to another device (adapters/yWebrtc.ts's RoomLink), as far as waiting goes. */
export interface LinkState {
	connected: boolean;
	closed: boolean;
	/** Whether the other device's offer or answer came (undefined when the link has no connection). */
	answered?: boolean;
}

/** How long a link may wait for the other device to answer before it is dropped. */
export const LINK_WAIT_MS = 10_000;
/**
 * A link whose offer or answer never came back: the device is gone (a join screen that became the
 * table sends a last announce on its way out). Over signaling, the answer of a device that is
 * there comes within a second, so such a link is dropped sooner.
 */
export const STRAY_WAIT_MS = 4_000;

function isStray(link: LinkState): boolean {
	return link.answered === false;
}

/** Whether a link that has waited `waitedMs` without connecting should be dropped. */
export function linkGaveUp(link: LinkState, waitedMs: number): boolean {
	if (link.connected || link.closed) return false;
	return waitedMs > (isStray(link) ? STRAY_WAIT_MS : LINK_WAIT_MS);
}

/**
 * A connected link that has heard nothing for this long is dead: every device renews its presence
 * (Yjs awareness) on every link every 15 s. Crossing offers after both ends reconnected at once
 * can leave such a link, which both ends call connected.
 */
export const LINK_SILENT_MS = 40_000;

/** Whether a connected link that last heard from its device at `heardAt` should be closed (y-webrtc then offers again). */
export function linkWentSilent(link: LinkState, heardAt: number, now: number): boolean {
	return link.connected && !link.closed && now - heardAt > LINK_SILENT_MS;
}
