import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FAIR_KINDS, FAIR_REJECTIONS, keyRef, signEvent, type DeviceKeys, type GameEvent } from '$engine/core';
import { appendEvents, newGameDoc } from '$lib/store/gameDoc';
import { CheckSchedule } from './checkSchedule';
import { FairView } from './fairView.svelte';
import { useDeviceKeysForTests } from './keyStore';
import { SigningChain } from './signingChain';
import type { PlayedGame } from './playedGame';
import { open, seats, twoDevices, until } from './testTable';

let anaKeys: DeviceKeys;
beforeEach(async () => {
	[anaKeys] = await twoDevices();
});

describe('a session signs what it appends', () => {
	it('pass-and-play: the device that makes the game claims every seat, then plays them all', async () => {
		const { doc } = newGameDoc({ game: 'counters', title: 'T', options: { life: 20, poison: false }, seats });
		const s = open(doc, anaKeys);
		await until(() => s.log.length === 2, 'the claims');
		expect(s.log.map((e) => e.kind)).toEqual([FAIR_KINDS.claim, FAIR_KINDS.claim]);
		expect(s.act('counters/adjust', { player: 's1', counter: 'life', delta: -3 }, 's1')).toBeNull();
		expect(s.act('counters/adjust', { player: 's0', counter: 'life', delta: -1 }, 's0')).toBeNull();
		await until(() => s.log.length === 4, 'the moves');
		expect(s.log.every((e) => typeof e.sig === 'string')).toBe(true);
		await until(() => s.fair.auth.pending === 0, 'the checks');
		expect(s.outcomes.map((o) => o.kind)).toEqual(['applied', 'applied', 'applied', 'applied']);
		expect((s.state as { values: Record<string, { life: number }> }).values.s1.life).toBe(17);
		// the history shows the moves, not the seat bookkeeping
		expect(s.history.map((h) => h.text)).toHaveLength(2);
		expect(s.canUndo).toBe(true);
		expect(s.undo()).toBeNull();
		await until(() => s.log.length === 5, 'the undo');
		expect((s.state as { values: Record<string, { life: number }> }).values.s0.life).toBe(20);
		const report = await s.fair.verify();
		expect(report).toMatchObject({ ok: true, signed: true, events: 5 });
		s.destroy();
	});
});

describe('signing while a move from elsewhere is being checked', () => {
	/** A session with its claims checked, and a signed move of seat s0 arriving as from another phone (`alter`: changed after signing). */
	async function arriving(alter: boolean) {
		const { doc, meta } = newGameDoc({ game: 'counters', title: 'T', options: { life: 20, poison: false }, seats });
		const s = open(doc, anaKeys);
		await until(() => s.log.length === 2 && s.fair.auth.pending === 0, 'the claims, checked');
		const move: GameEvent = { id: `${keyRef(anaKeys.publicKey)}m1`, seat: 's0', kind: 'counters/adjust', data: { player: 's1', counter: 'life', delta: -1 }, at: meta.created, after: [s.log[1].id] };
		const sig = await signEvent(anaKeys, s.fair.domain, move);
		appendEvents(doc, meta, [{ ...move, data: alter ? { player: 's1', counter: 'life', delta: -9 } : move.data, sig }]);
		expect(s.fair.auth.pending).toBe(1);
		return { s, arrived: move.id };
	}

	it('signs at once, beside the check, and the fold that finds the arriving move good sends it', async () => {
		const { s, arrived } = await arriving(false);
		const sign = vi.spyOn(crypto.subtle, 'sign');
		try {
			// the fold that finds the check done: was the move appended in it (no second wait for a signature)?
			const refold = s.refold.bind(s);
			let inThatFold: boolean | null = null;
			s.refold = () => {
				refold();
				if (inThatFold === null && s.fair.auth.pending === 0) inThatFold = s.log.length === 4;
			};
			expect(s.act('counters/adjust', { player: 's0', counter: 'life', delta: -2 }, 's1')).toBeNull();
			// its signature is asked for in this task, while the arriving move is still unchecked
			expect(sign).toHaveBeenCalledTimes(1);
			expect(s.fair.auth.pending).toBe(1);
			await until(() => s.log.length === 4 && s.fair.auth.pending === 0, 'the move, signed and checked');
			expect(inThatFold).toBe(true);
			// it names the arriving move, as if signed after the check; that signature is the one kept
			expect(s.log[3].after).toContain(arrived);
			expect(sign).toHaveBeenCalledTimes(1);
			expect(s.outcomes.map((o) => o.kind)).toEqual(['applied', 'applied', 'applied', 'applied']);
		} finally {
			sign.mockRestore();
			s.destroy();
		}
	});

	it('names only what was found good when the move turns out forged', async () => {
		const { s, arrived } = await arriving(true);
		expect(s.act('counters/adjust', { player: 's0', counter: 'life', delta: -2 }, 's1')).toBeNull();
		await until(() => s.log.length === 4 && s.fair.auth.pending === 0, 'the move, signed and checked');
		expect(s.outcomes[2].kind === 'rejected' && s.outcomes[2].rejection.code).toBe(FAIR_REJECTIONS.altered);
		expect(s.log[3].after).not.toContain(arrived);
		expect(s.outcomes[3].kind).toBe('applied');
		s.destroy();
	});
});

describe('append now: a move signed in advance goes in this task', () => {
	/** A chain of its own over a stand-in table whose log is what it appended. */
	async function chainOf() {
		const log: GameEvent[] = [];
		const table = { meta: { created: 0, tableId: 't' }, seats: [], log, refold() {}, notify() {} } as unknown as PlayedGame;
		const view = new FairView();
		view.auth = { ...view.auth, signed: true };
		useDeviceKeysForTests(anaKeys);
		const chain = new SigningChain('test', table, { append: (events) => log.push(...events) }, view, new CheckSchedule('test', table, view));
		useDeviceKeysForTests(null);
		await chain.keysReady;
		const move = (id: string): GameEvent => ({ id, seat: null, kind: 'counters/note', data: null, at: 0 });
		return { log, view, chain, move };
	}

	it('appends at once when nothing is ahead of it and nothing waits to be checked', async () => {
		const { log, chain, move } = await chainOf();
		const signed = (await chain.prepare(() => [move('m1')]))!;
		const sent = chain.append(() => signed, { once: 'k', now: true });
		expect(log).toEqual(signed);
		expect(await sent).toBe(true);
	});

	it('goes at its turn in the chain while a signature of the log is unchecked, something is ahead in the chain, or the events are not signed', async () => {
		const { log, view, chain, move } = await chainOf();
		const m1 = (await chain.prepare(() => [move('m1')]))!;
		const m3 = (await chain.prepare(() => [move('m3')]))!;
		const inThisTask = (events: GameEvent[]) => {
			const before = log.length;
			void chain.append(() => events, { now: true });
			return log.length > before;
		};
		expect(inThisTask([move('m0')])).toBe(false);
		await chain.idle();
		view.auth = { ...view.auth, pending: 1 };
		expect(inThisTask(m1)).toBe(false);
		view.auth = { ...view.auth, pending: 0 };
		await chain.idle();
		const ahead = chain.append(() => [move('m2')]);
		expect(inThisTask(m3)).toBe(false);
		await ahead;
		await chain.idle();
		// each in the order asked for
		expect(log.map((e) => e.id.slice(-2))).toEqual(['m0', 'm1', 'm2', 'm3']);
	});
});
