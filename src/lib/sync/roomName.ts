// Relative, not $engine: the e2e tests' bare clients compute the room the same way.
import { toBase64url, utf8 } from '../../../engine/core/fairplay/bytes';
import { sha256 } from '../../../engine/core/fairplay/sha256';

/**
 * The y-webrtc room of a table: its id and a digest of its secret. Devices holding different
 * secrets for one table (an invite from before the secret changed, a copy imported from a file)
 * meet in different rooms, rather than in one where neither can decrypt the other's signals. The
 * signaling server sees the digest, from which the secret (132 random bits) cannot be found.
 */
export function roomName(tableId: string, secret: string): string {
	return `${tableId}.${toBase64url(sha256(utf8(`familiar/room/1|${tableId}|${secret}`))).slice(0, 16)}`;
}
