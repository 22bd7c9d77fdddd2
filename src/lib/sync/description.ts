import type * as Y from 'yjs';
import { sha256 } from '$engine/core/fairplay/sha256';
import { canonicalJson } from '$engine/core/fairplay/canonical';
import { toBase64url, utf8 } from '$engine/core/fairplay/bytes';
import { docParts } from '$lib/store/gameDoc';

/**
 * A digest of a game's description: its meta and seats, as written once when the game was made.
 * The invite carries it, so that a joining phone takes the game only from a device that has this
 * very game (a rogue answering first with the right table id and made-up meta is refused).
 * 22 characters of base64url: 132 bits of SHA-256.
 */
export function descriptionDigest(doc: Y.Doc): string | null {
	const { meta, seats } = docParts(doc);
	const text = canonicalJson({ meta: meta.toJSON(), seats: seats.toJSON() });
	return text === null ? null : toBase64url(sha256(utf8(text))).slice(0, 22);
}
