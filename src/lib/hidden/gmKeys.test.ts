import { describe, expect, it } from 'vitest';
import { generateBoxKeys, seedCommit, verifyGmEvent, gmEvent, HIDDEN_KINDS } from '$engine/core/hidden';
import { exportGmKeys, generateGmKeys, importGmKeys, openEscrow, escrowData, openGmKeyFile, sealGmKeyFile, PBKDF2_ITERATIONS } from './gmKeys';

describe('the GM key set', () => {
	it('goes to one short line of text and back, and the keys still sign and open', async () => {
		const keys = await generateGmKeys();
		const text = await exportGmKeys(keys);
		expect(text.length).toBeLessThanOrEqual(440);
		const back = (await importGmKeys(text))!;
		expect(back.sign.publicKey).toBe(keys.sign.publicKey);
		expect(back.orders.publicKey).toBe(keys.orders.publicKey);
		expect(seedCommit(back.secret)).toBe(seedCommit(keys.secret));
		const signed = await gmEvent(back, 'd', 'e1', HIDDEN_KINDS.pause, { paused: true });
		expect(await verifyGmEvent('d', { ...signed, seat: null, at: 0 }, keys.sign.publicKey)).toBe(true);
		expect(await importGmKeys(text.slice(0, -2))).toBeNull();
		expect(await importGmKeys('fgm1.' + 'A'.repeat(427))).toBeNull();
	});

	it('a passphrase file opens with its passphrase only, at 600,000 PBKDF2 iterations', async () => {
		const text = await exportGmKeys(await generateGmKeys());
		const file = await sealGmKeyFile(text, 'correct horse');
		expect(file.iterations).toBe(PBKDF2_ITERATIONS);
		expect(JSON.stringify(file)).not.toContain(text.slice(5, 30));
		expect(await openGmKeyFile(JSON.parse(JSON.stringify(file)), 'correct horse')).toBe(text);
		expect(await openGmKeyFile(file, 'wrong horse')).toBeNull();
		expect(await openGmKeyFile({ ...file, iterations: 1 }, 'correct horse')).toBeNull();
		expect(await openGmKeyFile(null, 'x')).toBeNull();
	}, 30_000);

	it('an escrow opens for the co-GM only', async () => {
		const keys = await generateGmKeys();
		const coGm = await generateBoxKeys();
		const other = await generateBoxKeys();
		const data = await escrowData(keys, 'd', coGm.publicKey);
		expect((await openEscrow(coGm, 'd', data.box))!.sign.publicKey).toBe(keys.sign.publicKey);
		expect(await openEscrow(other, 'd', data.box)).toBeNull();
		expect(await openEscrow(coGm, 'another game', data.box)).toBeNull();
	});
});
