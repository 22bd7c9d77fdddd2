/**
 * A device's name as it travels in the log (a seat request carries it, so the holder's phone can
 * say which phone asks; a device announcement, so History can say "by Ana's phone for Bo"). Public,
 * but written by a peer: short, one line, nothing that is not shown as written (control characters,
 * line breaks, the marks that reorder text on screen).
 */

/** The longest device name (the settings field takes 24 characters). */
export const DEVICE_NAME_LENGTH = 24;

const UNSHOWN = /[\p{Cc}\p{Zl}\p{Zp}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** Why `name` may not name a device in the log (in words for a player), or null when it may. */
export function deviceNameProblem(name: unknown): string | null {
	if (typeof name !== 'string') return 'is not text';
	if (name.trim().length === 0) return 'is empty';
	if (name.length > DEVICE_NAME_LENGTH) return `is longer than ${DEVICE_NAME_LENGTH} characters`;
	if (name.search(UNSHOWN) >= 0) return 'holds characters that are not shown as written';
	return null;
}

/** `name` as this device sends it: without unshown characters, trimmed, cut to length; null when nothing is left. */
export function cleanDeviceName(name: unknown): string | null {
	if (typeof name !== 'string') return null;
	let out = '';
	for (const ch of name.replace(UNSHOWN, '').trim()) {
		if (out.length + ch.length > DEVICE_NAME_LENGTH) break;
		out += ch;
	}
	out = out.trim();
	return out.length > 0 ? out : null;
}

/**
 * The name a device announcement (`core/device`) gives its device, as screens show it (trimmed), or
 * null when it gives none or one `deviceNameProblem` refuses: the announcement still makes the
 * device's key known, the device is shown unnamed (docs/design-notes.md, "Device names in the log").
 */
export function announcedDeviceName(data: unknown): string | null {
	const name = typeof data === 'object' && data !== null ? (data as { name?: unknown }).name : undefined;
	return typeof name === 'string' && deviceNameProblem(name) === null ? name.trim() : null;
}
