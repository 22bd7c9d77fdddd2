import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEvent, seededRng } from '../../core';
import { d100, Duel, sheet } from '../testkit';
import { randomLegalEvent, randomSheet } from './bot';
import { play, randomOptions, randomStart } from './botkit';
import { archmage } from './game';
import { DEFAULT_OPTIONS } from './options';
import { startOfDuel } from './odds';
import { botMove } from './policy';
import { nextBotEvent, playOut } from './simulate';
import type { DuelistSheet } from '../wizard';
import type { ArchmageState, Side } from './state';

const CHOICES = ['announce', 'mulligan', 'amount', 'wall'];

describe('the duel bot plays only legal moves', () => {
	it('in random duel states (random wizards, options and legal moves so far), its move is accepted', () => {
		fc.assert(
			fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 300 }), (seed, steps) => {
				let s = randomStart(seed);
				const rng = seededRng(seed);
				const sheets: [DuelistSheet, DuelistSheet] = [s.duelists[0]!.sheet, s.duelists[1]!.sheet];
				for (let i = 0; i < steps && !s.result; i++) {
					// half the moves random, half the bot's: states a bot duel and a person's duel reach
					const move = rng.below(2) ? randomLegalEvent(s, rng, [sheets[0], sheets[1]]) : nextBotEvent(s, rng);
					if (!move || move.kind === 'archmage/concede') break;
					s = play(s, move);
				}
				const move = botMove(s);
				if (!CHOICES.includes(s.step.kind)) return move === null;
				expect(move).not.toBeNull();
				const side = (s.step as { side: Side }).side;
				const r = applyEvent<ArchmageState>(archmage, s, { id: 'bot', at: 0, seat: s.seats[side].id, ...move! });
				expect(r.ok, r.ok ? '' : r.rejection.message).toBe(true);
				if (s.step.kind === 'announce') expect(typeof move!.data.reason).toBe('string');
			}),
			{ numRuns: 400 }
		);
	});
});

/** A duel between a wizard and a copy of it, the bot on side `botSide` and uniformly random choices on the other. */
function botAgainstRandom(seed: number, botSide: Side): Side {
	const rng = seededRng(seed);
	const w = randomSheet(rng, `w${seed}`);
	let s = startOfDuel(w, { ...w, id: `copy${seed}` }, DEFAULT_OPTIONS);
	const sheets = [s.duelists[0]!.sheet, s.duelists[1]!.sheet] as const;
	while (!s.result) {
		const step = s.step as { side?: Side };
		const botTurn = step.side === botSide || s.step.kind === 'initiative';
		let move = botTurn ? nextBotEvent(s, rng) : randomLegalEvent(s, rng, [sheets[0], sheets[1]]);
		// the random player does not give up: a concession is a random choice only in name
		while (move && move.kind === 'archmage/concede') move = randomLegalEvent(s, rng, [sheets[0], sheets[1]]);
		s = play(s, move!);
	}
	return s.result.winner;
}

describe('the duel bot between equal wizards', () => {
	it('beats uniformly random choices in at least 80% of 1,000 duels', () => {
		let wins = 0;
		for (let i = 0; i < 1000; i++) {
			const botSide = (i % 2) as Side;
			if (botAgainstRandom(i + 1, botSide) === botSide) wins++;
		}
		expect(wins).toBeGreaterThanOrEqual(800);
	});

	it('wins 45-55% of 1,000 duels against itself (fast duels, held to the events by fastDuel.test.ts)', () => {
		let first = 0;
		for (let i = 0; i < 1000; i++) {
			const rng = seededRng(5000 + i);
			const w = randomSheet(rng, `w${i}`);
			if (playOut(startOfDuel(w, { ...w, id: `copy${i}` }, DEFAULT_OPTIONS), rng) === 0) first++;
		}
		expect(first).toBeGreaterThanOrEqual(450);
		expect(first).toBeLessThanOrEqual(550);
	});
});

/** The bot's move's data, whatever its kind. */
const botData = (state: Parameters<typeof botMove>[0]) => botMove(state)!.data as Record<string, unknown>;

describe('the duel bot’s choices', () => {
	const red = sheet('Red', 'mars', { fire: 60, water: 20 });
	const blue = sheet('Blue', 'mercury', { water: 50, metal: 20 });

	it('attacks where the chance times the effect is best, and says so', () => {
		const duel = Duel.between(red, blue);
		const data = botData(duel.state);
		expect(data.spell).toBe('firepower');
		expect(data.reason).toMatch(/^60% × \d+$/);
	});

	it('raises a Shield against an attack that would empty a score, and declines when nothing is coming', () => {
		const duel = Duel.between(red, blue, { mulligan: false }).cast('a', 'firepower', 30);
		expect(botData(duel.state).spell).toBe('shield');
		const missed = Duel.between(red, blue, { mulligan: false }).cast('a', 'firepower', 90);
		expect(['wall-of-earth', 'wall-of-water', null]).toContain(botData(missed.state).spell);
	});

	it('heals a score brought to 0', () => {
		const duel = Duel.between(red, blue, { mulligan: false }).cast('a', 'firepower', 30).cast('b', null);
		expect(duel.scores('b').metal).toBe(0);
		expect(botData(duel.state).spell).toBe('heal');
	});

	it('claims the mulligan on a failed attack it had a good chance of, and keeps a good roll', () => {
		const failed = Duel.between(red, blue).cast('a', 'firepower', 95);
		expect(failed.step.kind).toBe('mulligan');
		expect(botMove(failed.state)!.kind).toBe('archmage/mulligan');
		const good = Duel.between(red, blue).cast('a', 'firepower', 55);
		expect(botMove(good.state)!.kind).toBe('archmage/keep');
	});

	it('moves just enough creation points to keep an attacked score above 0', () => {
		const azure = sheet('Azure', 'jupiter', { wood: 55, water: 40, fire: 20 }, 40);
		const duel = Duel.between(sheet('Wet', 'mercury', { water: 60 }), azure, { mulligan: false });
		duel.cast('a', 'waterpower', 30);
		duel.play('b', 'archmage/announce', { spell: 'make-fire' });
		duel.play('b', 'archmage/roll', { roll: d100(40) });
		expect(duel.step.kind).toBe('amount');
		expect(botData(duel.state).amount).toBe(11);
	});

	it('keeps the Wall that stops more of the opponent’s best attack', () => {
		const white = sheet('White', 'venus', { metal: 60, earth: 40 }, 40);
		const duel = Duel.between(white, red, { mulligan: false });
		duel.cast('a', 'wall-of-metal', 10).cast('b', null);
		duel.cast('b', 'earthpower', 99).cast('a', 'wall-of-earth', 35);
		expect(duel.step.kind).toBe('wall');
		expect(botData(duel.state).keep).toBe('new');
	});

	it('plays under every option set (random options) without a refused move', () => {
		for (let seed = 1; seed <= 50; seed++) {
			const rng = seededRng(seed);
			let s = startOfDuel(randomSheet(rng, 'a'), randomSheet(rng, 'b'), randomOptions(rng));
			for (let i = 0; i < 400 && !s.result; i++) s = play(s, nextBotEvent(s, rng)!);
		}
	});
});

describe('the duel bot in the History', () => {
	it('says it plays a wizard when it enters, and why it chose each move', () => {
		const duel = new Duel();
		duel.play('a', 'archmage/enter', { wizard: sheet('Red', 'mars', { fire: 60 }) });
		const enter = { id: 'x', at: 0, seat: 'b', kind: 'archmage/enter', data: { wizard: sheet('Blue', 'mercury', { water: 50 }), bot: true } };
		expect(archmage.describe!(duel.state, enter)).toBe('Blue enters the duel, played by the phone');
		duel.play('b', 'archmage/enter', enter.data);
		expect(duel.state.duelists[1]!.bot).toBe(true);
		expect(archmage.view(duel.state, 'a').duelists[1]!.bot).toBe(true);
		const move = botMove(duel.state)!;
		const text = archmage.describe!(duel.state, { id: 'y', at: 0, seat: 'a', ...move });
		expect(text).toMatch(/^Red announces Firepower \(60% × \d+\)$/);
	});
});
