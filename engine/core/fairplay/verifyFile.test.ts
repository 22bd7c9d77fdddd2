import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '../types';
import { FAIR_REJECTIONS as F } from './codes';
import { FAIR_KINDS as K } from './kinds';
import { Device, META, pickGame, SEATS, useSignedForm } from './fairKit';
import { verifyGameFile, type VerifiableGame } from './verifyFile';

let ana: Device;
let bo: Device;
let clean: GameEvent[];
let parts: { aSeal: Awaited<ReturnType<Device['seal']>>; bSeal: Awaited<ReturnType<Device['seal']>>; aDice: Awaited<ReturnType<Device['contribute']>>; bDice: Awaited<ReturnType<Device['contribute']>> };

/** Events in the clean game built below. */
const CLEAN_LENGTH = 10;

const file = (log: GameEvent[]): VerifiableGame => ({ meta: META, seats: SEATS, log });

// in both signed forms: per-event signatures as stored before (1), and with ids bound to their device and `after` (2)
describe.each([1, 2] as const)('signed form %i', (form) => {
	beforeAll(async () => {
		useSignedForm(form);
		[ana, bo] = await Promise.all([Device.make(), Device.make()]);
		const aSeal = await ana.seal('s0', 1, { turn: 1, n: 4 });
		const bSeal = await bo.seal('s1', 1, { turn: 1, n: 8 });
		const aDice = await ana.contribute('s0', 'r1', { sides: 6, count: 1, then: { kind: 'pick/roll', data: {} } });
		const bDice = await bo.contribute('s1', ana.rid('r1'));
		parts = { aSeal, bSeal, aDice, bDice };
		clean = [await ana.claim('s0'), await bo.claim('s1'), aSeal.commit, bSeal.commit, bSeal.reveal, aSeal.reveal, aDice.commit, bDice.commit, aDice.reveal, bDice.reveal];
	});

	afterAll(() => useSignedForm(1));

	describe('verifyGameFile', () => {
		it('a clean game verifies, with its reveals and rolls counted', async () => {
			expect(clean).toHaveLength(CLEAN_LENGTH);
			const report = await verifyGameFile(file(clean), pickGame);
			expect(report).toMatchObject({ ok: true, signed: true, events: clean.length, problems: [], refused: [], reveals: 2, rolls: 1 });
			expect(Object.keys(report.holders)).toEqual(['s0', 's1']);
		});

		it('survives a trip through JSON (the export file)', async () => {
			const report = await verifyGameFile(JSON.parse(JSON.stringify(file(clean))), pickGame);
			expect(report.ok).toBe(true);
		});

		const tamperings: [string, () => Promise<GameEvent[]>, string, number][] = [
			['a forged move (signed by the other device)', async () => [...clean, await bo.sign({ seat: 's0', kind: 'pick/roll', data: {} })], F.wrongDevice, CLEAN_LENGTH],
			['an altered move', async () => clean.map((e, i) => (i === 5 ? { ...e, data: { ...(e.data as object), salt: parts.bSeal.salt } } : e)), F.altered, 5],
			['a replayed move', async () => [...clean, clean[3]], F.replayed, CLEAN_LENGTH],
			['a stripped signature', async () => clean.map((e, i) => (i === 2 ? { ...e, sig: undefined } : e)), F.unsigned, 2],
			[
				'orders changed after committing',
				async () => {
					const cheat = await ana.sign({ seat: 's0', kind: K.reveal, data: { turn: 1, kind: 'pick/choose', orders: { turn: 1, n: 10 }, salt: parts.aSeal.salt } });
					return [...clean.slice(0, 5), cheat];
				},
				F.ordersChanged,
				5
			],
			['a reveal before every commitment', async () => [clean[0], clean[1], parts.aSeal.commit, parts.aSeal.reveal], F.revealEarly, 3],
			[
				'a dice contribution that does not match',
				async () => {
					const other = await bo.contribute('s1', ana.rid('r1'));
					return [...clean.slice(0, 9), other.reveal];
				},
				F.diceMismatch,
				9
			]
		];
		for (const [what, make, code, index] of tamperings) {
			it(`reports ${what}`, async () => {
				const report = await verifyGameFile(file(await make()), pickGame);
				expect(report.ok).toBe(false);
				expect(report.problems).toContainEqual(expect.objectContaining({ index, code }));
			});
		}

		it('reports a game made before fair play as unverifiable', async () => {
			const report = await verifyGameFile(file([{ id: 'a', seat: 's0', kind: 'pick/roll', data: {}, at: 0 }]), pickGame);
			expect(report.signed).toBe(false);
			expect(report.ok).toBe(false);
			expect(report.problems[0]).toMatchObject({ index: -1, code: F.notSigned });
		});

		it('tells ordinary refusals (an illegal move) apart from tampering', async () => {
			const bad = await ana.sign({ seat: 's0', kind: 'pick/roll', data: { roll: { sides: 6, values: [9], source: 'device' } } });
			const report = await verifyGameFile(file([...clean, bad]), pickGame);
			expect(report.ok).toBe(true);
			expect(report.refused).toEqual([expect.objectContaining({ index: clean.length, code: 'core/bad-roll' })]);
		});
	});
});
