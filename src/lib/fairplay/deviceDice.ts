import { uniformBelow, type Roll } from '$engine/core';

/** Rolls on this device with the platform's cryptographic generator, without modulo bias. */
export function rollDeviceDice(sides: number, count = 1): Roll {
	const next = () => crypto.getRandomValues(new Uint32Array(1))[0];
	const values = Array.from({ length: count }, () => uniformBelow(next, sides) + 1);
	return { sides, values, source: 'device' };
}
