import { beforeEach, describe, expect, it } from 'vitest';
import { AFTER_LIMIT, FAIR_KINDS, FAIR_REJECTIONS, keyRef, PENDING, signEvent, type AuthResult, type DeviceKeys, type GameEvent, type SigCheck } from '$engine/core';
import { appendEvents, newGameDoc } from '$lib/store/gameDoc';
import { frontierOnceChecked, startsProtocol } from './checkSchedule';
import { open, seats, twoDevices, until } from './testTable';

let anaKeys: DeviceKeys;
beforeEach(async () => {
	[anaKeys] = await twoDevices();
});

const life = (s: { state: unknown }, seat: string) => (s.state as { values: Record<string, { life: number }> }).values[seat].life;

describe('when signatures are checked', () => {
	it('a move from elsewhere is folded at once as unchecked, then checked after the frame: an altered one is refused', async () => {
		const { doc, meta } = newGameDoc({ game: 'counters', title: 'T', options: { life: 20, poison: false }, seats });
		const s = open(doc, anaKeys);
		await until(() => s.log.length === 2 && s.fair.auth.pending === 0, 'the claims, checked');
		const signed: GameEvent = { id: `${keyRef(anaKeys.publicKey)}m1`, seat: 's0', kind: 'counters/adjust', data: { player: 's1', counter: 'life', delta: -1 }, at: meta.created, after: [s.log[1].id] };
		const sig = await signEvent(anaKeys, s.fair.domain, signed);
		// a copy with its data changed after signing arrives (as from a peer: not this session's origin)
		appendEvents(doc, meta, [{ ...signed, data: { player: 's1', counter: 'life', delta: -9 }, sig }]);
		expect(s.log).toHaveLength(3);
		expect(s.fair.auth.pending).toBe(1);
		await until(() => s.fair.auth.pending === 0, 'the check');
		const outcome = s.outcomes[2];
		expect(outcome.kind === 'rejected' && outcome.rejection.code).toBe(FAIR_REJECTIONS.altered);
		expect(life(s, 's1')).toBe(20);
		s.destroy();
	});

	it('the same move unaltered is applied once checked', async () => {
		const { doc, meta } = newGameDoc({ game: 'counters', title: 'T', options: { life: 20, poison: false }, seats });
		const s = open(doc, anaKeys);
		await until(() => s.log.length === 2 && s.fair.auth.pending === 0, 'the claims, checked');
		const signed: GameEvent = { id: `${keyRef(anaKeys.publicKey)}m1`, seat: 's0', kind: 'counters/adjust', data: { player: 's1', counter: 'life', delta: -1 }, at: meta.created, after: [s.log[1].id] };
		appendEvents(doc, meta, [{ ...signed, sig: await signEvent(anaKeys, s.fair.domain, signed) }]);
		await until(() => s.fair.auth.pending === 0, 'the check');
		expect(s.outcomes[2].kind).toBe('applied');
		expect(life(s, 's1')).toBe(19);
		s.destroy();
	});
});

describe('startsProtocol: what arrived starts a protocol whose checks run at once', () => {
	const event = (kind: string, i: number): GameEvent => ({ id: `e${i}`, seat: 's0', kind, data: null, at: 0 });
	const log = (kinds: string[]) => kinds.map(event);
	const move = 'counters/adjust';

	it('a fair roll opened or orders sealed in what arrived since the last fold', () => {
		expect(startsProtocol(log([move, move, FAIR_KINDS.diceOpen]), 2)).toBe(true);
		expect(startsProtocol(log([move, FAIR_KINDS.commit, move]), 1)).toBe(true);
	});

	it('not a plain move, nor an opening read before, nor a long log read at once', () => {
		expect(startsProtocol(log([move, move, move]), 2)).toBe(false);
		expect(startsProtocol(log([FAIR_KINDS.diceOpen, move]), 1)).toBe(false);
		expect(startsProtocol(log([FAIR_KINDS.diceOpen, move]), 0)).toBe(false);
		expect(startsProtocol(log([move, ...Array<string>(40).fill(move), FAIR_KINDS.diceOpen]), 1)).toBe(false);
	});
});

describe('frontierOnceChecked: what the next fold names once the checks under way hold', () => {
	const e = (id: string, more: Partial<GameEvent> = {}): GameEvent => ({ id, seat: 's0', kind: 'counters/adjust', data: null, at: 0, ...more });
	const valid: SigCheck = { status: 'valid', key: 'k' };
	const auth = (pending: number, frontier: string[], verdicts: AuthResult['verdicts'] = []): AuthResult => ({ verdicts, signers: [], holders: {}, signed: true, pending, frontier });
	const checking = (...ids: string[]) => (x: GameEvent): SigCheck => (ids.includes(x.id) ? PENDING : valid);

	it('each event being checked takes the place of what it names (its own device\'s last, for the third form)', () => {
		const log = [e('a1'), e('b'), e('a2', { after: ['b'] }), e('KEYREF003', { n: 3, after: ['a2'] })];
		expect(frontierOnceChecked(log, auth(0, ['a2']), checking(), new Map())).toEqual(['a2']);
		expect(frontierOnceChecked(log.slice(0, 3), auth(1, ['b']), checking('a2'), new Map())).toEqual(['a2']);
		expect(frontierOnceChecked(log, auth(1, ['KEYREF002', 'a2']), checking('KEYREF003'), new Map())).toEqual(['KEYREF003']);
	});

	it('a compact step names what it counts from its chain\'s reference (the pass\'s), as the pass reads it', () => {
		const [a3, a4, b5, b6] = ['AAAAAAAA3', 'AAAAAAAA4', 'BBBBBBBB5', 'BBBBBBBB6'];
		const log = [e(b5, { n: 5 }), e(a3, { n: 3, after: [b5] }), e(b6, { n: 6, after: [a3] }), e(a4, { n: 4, step: 1 })];
		expect(frontierOnceChecked(log, auth(1, [b6]), checking(a4), new Map([[a3, b5]]))).toEqual([a4]);
	});

	it('one the pass blocks for another reason adds nothing', () => {
		const log = [e('b'), e('a2', { after: ['b'] })];
		expect(frontierOnceChecked(log, auth(1, ['b'], [undefined, { code: 'core/out-of-place', message: '' }]), checking('a2'), new Map())).toEqual(['b']);
	});

	it('cannot be told: an event being checked far back, one of the first form, or a frontier cut at its limit', () => {
		const far = [e('old', { after: [] }), ...Array.from({ length: 20 }, (_, i) => e(`m${i}`, { after: [] }))];
		expect(frontierOnceChecked(far, auth(1, ['m19']), checking('old'), new Map())).toBeNull();
		expect(frontierOnceChecked([e('b'), e('first')], auth(1, ['b']), checking('first'), new Map())).toBeNull();
		const full = Array.from({ length: AFTER_LIMIT }, (_, i) => `f${i}`);
		expect(frontierOnceChecked([e('x', { after: [] })], auth(1, full), checking('x'), new Map())).toBeNull();
	});
});
