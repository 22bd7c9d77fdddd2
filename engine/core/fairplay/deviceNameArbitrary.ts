/** Device names a hostile peer might write, for property tests (deviceName.ts's rule). */
import fc from 'fast-check';

/** What the rule keeps off screens, written out apart from deviceName.ts (the tests' own oracle). */
export const UNSHOWN_TEXT = /[\p{Cc}\p{Zl}\p{Zp}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

const HOSTILE = ['\u202E', '\u202B', '\u2067', '\u2069', '\u200F', '\u061C', '\n', '\r', '\u2028', '\u0000', '\u0007', '\t'];

/** Names of letters of both directions, spaces and the characters above, up to 40 long. */
export const hostileDeviceName = fc.string({ unit: fc.constantFrom(...HOSTILE, 'a', 'B', '7', ' ', 'ب', 'א', '😀', "'"), maxLength: 40 });
