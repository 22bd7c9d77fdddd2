import { describe, expect, it } from 'vitest';
import { eventBytes } from './canonical';
import { generateDeviceKeys, importPublicKey, isPublicKeyText, keyRef, parseSig, signEvent, verifyBytes } from './signature';
import { Device, DOMAIN } from './fairKit';
import { SignatureVerifier } from './verifier';

describe('device keys and signatures', () => {
	it('the private key cannot be exported; the public key is a raw P-256 point', async () => {
		const keys = await generateDeviceKeys();
		expect(keys.privateKey.extractable).toBe(false);
		await expect(crypto.subtle.exportKey('pkcs8', keys.privateKey)).rejects.toThrow();
		expect(isPublicKeyText(keys.publicKey)).toBe(true);
		expect(await importPublicKey(keys.publicKey)).not.toBeNull();
		expect(await importPublicKey('A'.repeat(87))).toBeNull();
	});

	it('a signature names its key and verifies only the event it signed', async () => {
		const keys = await generateDeviceKeys();
		const event = { id: 'e1', seat: 's0', kind: 'pick/roll', data: { a: 1 }, at: 3000 };
		const sig = await signEvent(keys, DOMAIN, event);
		const parsed = parseSig(sig)!;
		expect(parsed.ref).toBe(keyRef(keys.publicKey));
		expect(parsed.signature).toHaveLength(64);
		const key = (await importPublicKey(keys.publicKey))!;
		expect(await verifyBytes(key, parsed.signature, eventBytes(DOMAIN, event)!)).toBe(true);
		expect(await verifyBytes(key, parsed.signature, eventBytes(DOMAIN, { ...event, at: 4000 })!)).toBe(false);
		expect(await verifyBytes(key, parsed.signature, eventBytes('pick@1', event)!)).toBe(false);
		expect(parseSig('short')).toBeNull();
		expect(parseSig(sig.replace('.', '!'))).toBeNull();
	});
});

describe('SignatureVerifier', () => {
	it('answers pending, then the checked result, remembered by event and by id', async () => {
		const ana = await Device.make();
		const claim = await ana.claim('s0');
		const move = await ana.sign({ seat: 's0', kind: 'pick/roll', data: {} });
		const v = new SignatureVerifier(DOMAIN);
		v.learnKeys([claim]);
		expect(v.check(move)).toEqual({ status: 'pending' });
		expect(v.queued).toBe(1);
		expect(await v.flush()).toBe(1);
		expect(v.check(move)).toEqual({ status: 'valid', key: ana.publicKey });
		// the same event read again from the document (a new object) is not checked again
		expect(v.check(structuredClone(move))).toEqual({ status: 'valid', key: ana.publicKey });
		expect(v.queued).toBe(0);
		// an altered copy with the same id gets its own answer
		const altered = { ...move, data: { x: 1 } };
		expect(v.check(altered)).toEqual({ status: 'pending' });
		await v.flush();
		expect(v.check(altered)).toEqual({ status: 'altered' });
		expect(v.check(move)).toEqual({ status: 'valid', key: ana.publicKey });
	});

	it('checks again, once a key is announced, a move that named an unknown key', async () => {
		const bo = await Device.make();
		const move = await bo.sign({ seat: 's1', kind: 'pick/roll', data: {} });
		const v = new SignatureVerifier(DOMAIN);
		v.check(move);
		await v.flush();
		expect(v.check(move)).toEqual({ status: 'unknown-key' });
		v.learnKeys([await bo.claim('s1')]);
		expect(v.check(move)).toEqual({ status: 'pending' });
		await v.flush();
		expect(v.check(move)).toEqual({ status: 'valid', key: bo.publicKey });
	});

	it('trusts this device\'s own fresh signatures without checking them', async () => {
		const ana = await Device.make();
		const move = await ana.sign({ seat: 's0', kind: 'pick/roll', data: {} });
		const v = new SignatureVerifier(DOMAIN);
		v.trust(move, ana.publicKey);
		expect(v.check(move)).toEqual({ status: 'valid', key: ana.publicKey });
		expect(v.queued).toBe(0);
	});

	it('counts the times an answer already given may change, and only those', async () => {
		const [ana, bo] = [await Device.make(), await Device.make()];
		const claim = await ana.claim('s0');
		const move = await ana.sign({ seat: 's0', kind: 'pick/roll', data: {} });
		const stranger = await bo.sign({ seat: 's1', kind: 'pick/roll', data: {} });
		const fresh = await ana.sign({ seat: 's0', kind: 'pick/roll', data: {} });
		const v = new SignatureVerifier(DOMAIN);
		v.learnKeys([claim]);
		const start = v.answers;
		v.check(move);
		v.check(stranger);
		v.trust(fresh, ana.publicKey); // never asked: no answer changes
		expect(v.answers).toBe(start);
		await v.flush(); // pending, then valid and unknown-key
		const checked = v.answers;
		expect(checked).not.toBe(start);
		v.learnKeys([claim, await ana.sign({ seat: 's0', kind: 'pick/roll', data: {} })]); // no new key
		expect(v.answers).toBe(checked);
		v.learnKeys([await bo.claim('s1')]); // the stranger's unknown-key answer goes back to pending
		expect(v.answers).not.toBe(checked);
		const learned = v.answers;
		const asked = await ana.sign({ seat: 's0', kind: 'pick/roll', data: {} });
		v.check(asked);
		v.trust(asked, ana.publicKey); // asked before (pending): its answer changes
		expect(v.answers).not.toBe(learned);
	});
});
