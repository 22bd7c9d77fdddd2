/**
 * SHA-256 (FIPS 180-4), synchronous. The fold is synchronous, so checking a reveal against its
 * commitment inside the fold cannot wait for `crypto.subtle.digest`: the audited pure-TypeScript
 * `@noble/hashes` gives the same bytes (pinned by the NIST vectors in sha256.test.ts).
 */
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';

export function sha256(data: Uint8Array): Uint8Array {
	return nobleSha256(data);
}
