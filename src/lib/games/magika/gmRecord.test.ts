import { describe, expect, it } from 'vitest';
import { HIDDEN_KINDS } from '$engine/core/hidden';
import { deadlineText, gmRecordLines } from './gmRecord';
import { mageRows, vpText, worldMap } from './worldMap';
import { playedContest } from './fixtures';

describe("the GM's public record", () => {
	it('shows the deadline of the next turn only', () => {
		const time = (ms: number) => `@${ms}`;
		expect(deadlineText({ turn: 2, deadline: { turn: 3, at: 99 } }, time)).toBe('Orders due @99');
		expect(deadlineText({ turn: 3, deadline: { turn: 3, at: 99 } }, time)).toBeNull();
		expect(deadlineText({ turn: 3, deadline: null }, time)).toBeNull();
	});

	it('lists looks, pauses, seats moved to a new phone and corrections with their reason, by turn', () => {
		const lines = gmRecordLines({
			actions: [
				{ kind: HIDDEN_KINDS.peek, eventId: 'p', turn: 3 },
				{ kind: HIDDEN_KINDS.pause, eventId: 'q', turn: 1, paused: true },
				{ kind: HIDDEN_KINDS.rebind, eventId: 'r', turn: 1, seat: 'A' },
				{ kind: HIDDEN_KINDS.peek, eventId: 's', turn: 0 }
			],
			corrections: [{ turn: 2, eventId: 'c', reason: 'Endurance restored after the dispute' }]
		}, (seat) => `Mage ${seat}`);
		expect(lines.map((l) => l.text)).toEqual([
			'The GM looked at the world at the set-up',
			'The GM paused the game on turn 1',
			'The GM moved Mage A to a new phone on turn 1',
			'Correction on turn 2: Endurance restored after the dispute',
			'The GM looked at the world on turn 3'
		]);
	});

	it('shows the keys escrowed to a co-GM and the role changing hands', () => {
		const kinds = [HIDDEN_KINDS.escrow, HIDDEN_KINDS.handOver, HIDDEN_KINDS.takeover];
		const lines = gmRecordLines({ actions: kinds.map((kind, i) => ({ kind, eventId: `e${i}`, turn: i - 1 })), corrections: [] });
		expect(lines.map((l) => l.text)).toEqual(['The GM sealed its keys to a co-game master at the set-up', 'The GM handed the role to another phone at the set-up', "Another phone took the game master's role over on turn 1"]);
	});
});

describe('the whole arena from the world', () => {
	const { world } = playedContest(2);
	it('draws every space clear, every mage, the artifacts on the ground, and no "you"', () => {
		const map = worldMap(world);
		expect(map.you).toBeNull();
		expect(map.cells.size).toBe(world.terrain.length);
		expect([...map.cells.values()].every((c) => !c.fog && c.now)).toBe(true);
		expect(map.mages.map((m) => m.id).sort()).toEqual(world.mages.map((m) => m.id).sort());
		const lying = Object.values(world.artifacts).filter((p) => 'at' in p).length;
		expect(map.artifacts).toHaveLength(lying);
	});
	it("lists each mage's numbers in standings order", () => {
		const rows = mageRows(world);
		expect(rows).toHaveLength(13);
		const a = world.mages.find((m) => m.id === rows[0].id)!;
		expect([rows[0].end, rows[0].arc, rows[0].skill]).toEqual([a.end, a.arc, a.skill]);
		expect(rows.map((r) => r.vp)).toEqual([...rows.map((r) => r.vp)].sort((x, y) => y - x));
	});
	it('breaks victory points into the four parts, each summed', () => {
		const b = { position: 24, endurance: 7.5, arcania: 9, skill: 5.25, aptitude: 7.5, expendables: 6, learnables: 6, alignment: 3, racial: 0, ability: 1, tasks: 0, total: 69.25 };
		expect(vpText(b)).toBe('Position 24 · Individual 29.25 (End 7.5, Arc 9, Skill 5.25, Apt 7.5) · Team 12 (expendables 6, learnables 6) · Quest 4 (alignment 3, racial 0, ability 1, tasks 0)');
	});
});
