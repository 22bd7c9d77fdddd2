/**
 * P-256 points in compressed form (SEC 1, 2.3.3): 33 bytes instead of 65 in every box. WebCrypto
 * exports and imports uncompressed points only (Chromium refuses compressed ones), so the
 * ephemeral key is compressed here and decompressed before import; WebCrypto's import then checks
 * that the point is on the curve.
 */
const P = 2n ** 256n - 2n ** 224n + 2n ** 192n + 2n ** 96n - 1n;
const B = 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn;

function modPow(base: bigint, exp: bigint): bigint {
	let result = 1n;
	base %= P;
	for (; exp > 0n; exp >>= 1n) {
		if (exp & 1n) result = (result * base) % P;
		base = (base * base) % P;
	}
	return result;
}

const toBig = (bytes: Uint8Array) => bytes.reduce((n, b) => (n << 8n) | BigInt(b), 0n);
function toBytes(n: bigint): Uint8Array {
	const out = new Uint8Array(32);
	for (let i = 31; i >= 0; i--, n >>= 8n) out[i] = Number(n & 0xffn);
	return out;
}

/** 0x04 ‖ x ‖ y to 0x02/0x03 ‖ x. */
export function compressPoint(raw: Uint8Array): Uint8Array {
	const out = new Uint8Array(33);
	out[0] = 2 + (raw[64] & 1);
	out.set(raw.subarray(1, 33), 1);
	return out;
}

/** 0x02/0x03 ‖ x to 0x04 ‖ x ‖ y; null when x is not on the curve. p ≡ 3 (mod 4), so √a = a^((p+1)/4). */
export function decompressPoint(compressed: Uint8Array): Uint8Array | null {
	if (compressed.length !== 33 || (compressed[0] !== 2 && compressed[0] !== 3)) return null;
	const x = toBig(compressed.subarray(1));
	if (x >= P) return null;
	const rhs = (((x * x) % P) * x - 3n * x + B) % P;
	const a = (rhs + P) % P;
	let y = modPow(a, (P + 1n) / 4n);
	if ((y * y) % P !== a) return null;
	if (Number(y & 1n) !== (compressed[0] & 1)) y = P - y;
	const out = new Uint8Array(65);
	out[0] = 4;
	out.set(compressed.subarray(1), 1);
	out.set(toBytes(y), 33);
	return out;
}
