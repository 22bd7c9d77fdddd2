import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { newGame } from './support/app';
import { cast, createWizard, duelOnTwoPhones, everyActionInView, expectAnswersSideBySide, newDuel, seedDeviceDice } from './support/archmage';
import { expectAccessible } from './support/axe';
import { expectInView, expectSmallChrome, expectWhole, PHONE, shoot, useTheme } from './support/screens';
import { phone, type Device } from './support/sync';

// Each main step of a game, not only its first: the step's main action is on the first screen at
// 360x640 with at most a quarter of it above the game; every screen kept in both themes.
test.use({ viewport: PHONE, reducedMotion: 'reduce' });

/**
 * The step fits: as the step begins (scrolled to the top: a tap on a square below may have
 * scrolled the page), small chrome, the main action in view, a screenshot of it kept. A step
 * reached by a tap further down (`where: 'as left'`) is judged where that tap left the page.
 */
async function step(page: Page, name: string, main: Locator, what: string, where: 'top' | 'as left' = 'top') {
	await expect(main).toBeVisible();
	if (where === 'top') await page.evaluate(() => window.scrollTo(0, 0));
	await shoot(page, name);
	if (where === 'top') await expectSmallChrome(page, name);
	await expectInView(main, `${name}: ${what}`);
}

/** A refused move: the rules' reason is in view, next to the control that asked for it, and read out. */
async function expectRefusalBeside(page: Page, control: Locator, reason: string | RegExp) {
	const note = page.getByTestId('refusal');
	await expect(note).toHaveRole('alert');
	await expect(note).toContainText(reason);
	await expectInView(note, 'the refusal');
	await expectInView(control, 'the refused control');
	const n = (await note.boundingBox())!;
	const c = (await control.boundingBox())!;
	const gap = Math.max(n.y - (c.y + c.height), c.y - (n.y + n.height));
	expect(gap, 'the refusal sits just above or below its control').toBeLessThanOrEqual(12);
	expect(n.x < c.x + c.width && c.x < n.x + n.width, 'the refusal overlaps its control horizontally').toBe(true);
}

/**
 * ArchMage's spell cards: each kind is a tab, and every card of the kind picked is on the first
 * screen (with the tabs and `main`, the decision's main action), not one kind after another
 * down 2.5 screens.
 */
async function everyKindInView(page: Page, move: Locator, tabs: string, kinds: string[], main?: Locator) {
	const bar = move.getByRole('group', { name: tabs });
	await expect(bar.getByRole('button')).toHaveText(kinds.map((k) => new RegExp(`^${k}\\s*\\d+$`)));
	for (const kind of kinds) {
		const tab = bar.getByRole('button', { name: new RegExp(`^${kind}`) });
		await tab.click();
		await expect(tab).toHaveAttribute('aria-pressed', 'true');
		const cards = move.getByRole('group', { name: kind, exact: true }).getByRole('button');
		expect(await cards.count(), `${kind}: its cards`).toBeGreaterThan(0);
		for (const card of await cards.all()) await expectInView(card, `${kind}: ${await card.getAttribute('aria-label')}`);
		await expectInView(tab, `the ${kind} tab`);
		if (main) await expectInView(main, `${kind}: the main action`);
		await shoot(page, `archmage-${tabs.endsWith('counterspell') ? 'counter' : 'spell'}-${kind.toLowerCase()}`);
	}
	await bar.getByRole('button').first().click();
}

/** ArchMage's keep or mulligan: the two answers to one question side by side, keep first. */
async function expectKeepBesideMulligan(move: Locator, what: string) {
	await expectAnswersSideBySide([move.getByRole('button', { name: 'Keep the roll' }), move.getByRole('button', { name: /^Mulligan/ })], `${what}: keep and mulligan`);
}

/** Arena: each of `owners` shows its magic type's symbol (an inline SVG, drawn, not an empty box) and reads out the type's name. */
async function expectTypeSymbols(owners: Locator, types: string[]) {
	await expect(owners).toHaveCount(types.length);
	for (let i = 0; i < types.length; i++) {
		const owner = owners.nth(i);
		await expect(owner).toContainText(types[i]);
		const symbol = owner.locator('svg.type-icon');
		await expect(symbol).toBeVisible();
		const box = (await symbol.boundingBox())!;
		expect(box.width, `the ${types[i]} symbol's size`).toBeGreaterThanOrEqual(12);
		const drawn = await symbol.evaluate((svg) => {
			const path = svg.querySelector('path')!;
			const b = path.getBBox();
			const paint = getComputedStyle(path);
			return b.width > 4 && b.height > 4 && (paint.fill !== 'none' || paint.stroke !== 'none');
		});
		expect(drawn, `the ${types[i]} symbol is drawn`).toBe(true);
	}
}

/** Arena: no damage badge covers a token on its square; how many tokens sit on a square with a badge. */
async function badgesClearOfTokens(page: Page): Promise<number> {
	const { tokens, covered } = await page.evaluate(() => {
		let tokens = 0;
		const covered: string[] = [];
		for (const badge of document.querySelectorAll('[data-testid="damage"]')) {
			const b = badge.getBoundingClientRect();
			const square = badge.closest<HTMLElement>('[data-square]')!;
			for (const token of square.querySelectorAll('[data-testid="token"]')) {
				tokens++;
				const t = token.getBoundingClientRect();
				if (b.left < t.right && t.left < b.right && b.top < t.bottom && t.top < b.bottom) covered.push(square.dataset.square!);
			}
		}
		return { tokens, covered };
	});
	expect(covered, 'squares where a damage badge covers a token').toEqual([]);
	return tokens;
}

const square = (page: Page, name: string) => page.locator(`[data-square="${name}"]`).first();

for (const theme of ['dark', 'light'] as const) {
	test.describe(theme, () => {
		test.beforeEach(async ({ page }) => useTheme(page, theme));

		test('Counters: a refused change is explained beside its button, and goes at the next tap', async ({ page }) => {
			await newGame(page, { players: ['Ana', 'Bo'] });
			// the round once: on its own control, not again in the bar
			await expect(page.getByTestId('prompt')).toHaveText('Next player starts the first turn');
			await expect(page.getByText(/Round 1/)).toHaveCount(1);
			await page.getByText('Add a counter').click();
			await page.getByLabel('Name', { exact: true }).fill('Poison');
			await page.getByRole('button', { name: 'Add for every player' }).click();
			await page.evaluate(() => window.scrollTo(0, 0));
			// a second counter's name, in a half-width panel, is read whole
			await expectWhole(page.getByRole('group', { name: 'Bo Poison' }).getByText('Poison', { exact: true }), "Bo's Poison counter's name");
			const minus = page.getByRole('group', { name: 'Bo Poison' }).getByRole('button', { name: /minus 1/ });
			await minus.click();
			await expectRefusalBeside(page, minus, "Bo's Poison is already at its minimum (0).");
			await shoot(page, 'counters-refusal');
			await page.getByRole('button', { name: 'Next player' }).click();
			await expect(page.getByTestId('refusal')).toHaveCount(0);
			await step(page, 'counters-turn', page.getByRole('button', { name: 'Next player' }), 'Next player');
			await page.getByRole('group', { name: 'Bo Life' }).getByRole('button', { name: /minus 1/ }).click();
			// the home card: the round, the leading values (from the engine), whose turn
			await expect(page.getByRole('group', { name: 'Bo Life' })).toContainText('19');
			// back home through the bar (the card's row is written just after the move, in the page)
			await page.getByRole('link', { name: 'Your games' }).click();
			await expect(page.getByTestId('game-state').first()).toHaveText('Round 1 · Ana 20, Bo 19 Life · Ana to play');
			await shoot(page, 'home-counters');
		});

		test('Counters: a move, then the page left at once: the home card shows the move', async ({ page }) => {
			await newGame(page, { players: ['Ana', 'Bo'] });
			await expect(page.getByRole('group', { name: 'Bo Life' })).toContainText('20');
			await page.getByRole('group', { name: 'Bo Life' }).getByRole('button', { name: /minus 1/ }).click();
			await expect(page.getByRole('group', { name: 'Bo Life' })).toContainText('19');
			// within the card's 300 ms wait: a full load of the home page (a reload, a tab opened again)
			await page.goto('/');
			await expect(page.getByTestId('game-state').first()).toHaveText(/Ana 20, Bo 19 Life/);
		});

		test('Arena: placement, orders, a magic being added, the replay and the next turn', async ({ page }) => {
			await newGame(page, { game: 'Magic Arena', players: ['Ann', 'Bo'] });
			const seal = page.getByRole('button', { name: /^Seal my start/ });
			// no type nor square yet: the card says "thinking…" (no "·" alone before it), clear of the numbers beside the name
			const thinking = page.getByTestId('player-Bo').getByText('thinking…', { exact: true });
			await expect(thinking).toBeVisible();
			const [said, mp] = [(await thinking.boundingBox())!, (await page.getByTestId('mp-Bo').boundingBox())!];
			expect(said.y >= mp.y + mp.height || said.x + said.width <= mp.x, '"thinking…" clear of the MP').toBe(true);
			for (const [name, type, at] of [['Ann', 'Fire', 'C3'], ['Bo', 'Water', 'F6']]) {
				await page.getByRole('button', { name: new RegExp(`^I am ${name}`) }).first().click();
				await page.getByRole('group', { name: 'Magic type' }).getByRole('button', { name: new RegExp(type) }).click();
				if (name === 'Ann') await expectTypeSymbols(page.getByRole('group', { name: 'Magic type' }).getByRole('button'), ['Fire', 'Water', 'Earth', 'Air']);
				await square(page, at).click();
				await step(page, `arena-placement-${name}`, seal, 'Seal my start');
				await seal.click();
			}
			await step(page, 'arena-turn-cover', page.getByRole('button', { name: /^I am Ann/ }).first(), 'the cover');
			// each player's types: the symbol drawn, the type's name read out with it
			await expectTypeSymbols(page.getByTestId('player-Ann'), ['Fire']);
			await expectTypeSymbols(page.getByTestId('player-Bo'), ['Water']);
			await page.getByRole('button', { name: /^I am Ann/ }).first().click();
			const sealOrders = page.getByRole('button', { name: /^Seal orders/ });
			await step(page, 'arena-orders', sealOrders, 'Seal orders');
			await square(page, 'D4').click();
			await page.getByRole('button', { name: /^Flame Thrower, 1 MP/ }).click();
			await page.getByRole('group', { name: 'Direction' }).getByRole('button', { name: 'north-east' }).click();
			await step(page, 'arena-magic-picked', page.getByRole('button', { name: /^Add .*\(1NE\)$/ }), 'Add the magic', 'as left');
			await page.getByRole('button', { name: /^Add .*\(1NE\)$/ }).click();
			await sealOrders.click();
			await page.getByRole('button', { name: /^I am Bo/ }).first().click();
			await sealOrders.click();
			const next = page.getByRole('button', { name: 'Next ▶' });
			await step(page, 'arena-replay', next, 'Next');
			let hitTokens = 0;
			for (let n = 2; await next.isVisible(); n++) {
				await next.click();
				hitTokens += await badgesClearOfTokens(page);
				await shoot(page, `arena-replay-step-${n}`);
			}
			// Bo, hit by the Flame Thrower, was under a damage badge in the replay
			expect(hitTokens, 'a damage badge on a square with a token').toBeGreaterThan(0);
			await step(page, 'arena-replay-done', page.getByRole('button', { name: 'Done' }), 'Done');
			// the last step's way on is the main action, as "Next" was before it
			await expect(page.getByRole('button', { name: 'Done' })).toHaveClass(/\bprimary\b/);
			await page.getByRole('button', { name: 'Done' }).click();
			await step(page, 'arena-turn-2', page.getByRole('button', { name: /^I am / }).first(), 'the cover of turn 2');
		});

		test('ArchMage: each step of a half-cycle, the spell, the roll, the counterspell, the next caster', async ({ page }) => {
			await newDuel(page);
			await step(page, 'archmage-enter', page.getByRole('button', { name: 'Create a new wizard' }).first(), 'create a wizard');
			await createWizard(page, 'Ann', 'Merla');
			await createWizard(page, 'Bo', 'Oswin');
			const move = page.getByRole('region', { name: 'Your move' });
			await step(page, 'archmage-spell', move.getByRole('button', { name: /^Woodpower/ }).first(), 'a spell to announce');
			await everyActionInView(page, move, 'archmage-spell');
			await everyKindInView(page, move, 'Kinds of spell', ['Attacking', 'Creation', 'Interference']);
			await move.getByRole('button', { name: /^Woodpower/ }).first().click();
			await step(page, 'archmage-roll', move.getByRole('button', { name: 'Roll d100' }), 'Roll d100');
			await everyActionInView(page, move, 'archmage-roll');
			await move.getByLabel('Table die').fill('15');
			await move.getByRole('button', { name: 'Use this roll' }).click();
			await step(page, 'archmage-keep', move.getByRole('button', { name: 'Keep the roll' }), 'Keep the roll');
			await everyActionInView(page, move, 'archmage-keep');
			await expectKeepBesideMulligan(move, 'archmage-keep');
			await expectAccessible(page, `ArchMage keep or mulligan (${theme})`);
			await move.getByRole('button', { name: 'Keep the roll' }).click();
			await step(page, 'archmage-counterspell', move.getByRole('button', { name: /^No counterspell/ }), 'No counterspell');
			await everyActionInView(page, move, 'archmage-counterspell');
			await everyKindInView(page, move, 'Kinds of counterspell', ['Creation', 'Interference', 'Protection'], move.getByRole('button', { name: /^No counterspell/ }));
			await cast(move, 'none');
			await step(page, 'archmage-next-caster', move.getByRole('group', { name: 'Attacking' }).getByRole('button').first(), "the next caster's first spell");
			await everyActionInView(page, move, 'archmage-next-caster');

			// the compact wizards: each score large and named; a tap on either opens both full cards
			// (the title and rank, each score's bar against its start), and one button closes them
			const oswin = page.getByRole('region', { name: 'Oswin' });
			await expect(oswin.getByRole('button')).toContainText(/Earth\s*0/);
			await expect(oswin.getByRole('meter')).toHaveCount(0);
			await expectAccessible(page, `ArchMage compact wizards (${theme})`);
			await oswin.getByRole('button').click();
			await expect(oswin.getByRole('meter', { name: 'Oswin Earth' })).toHaveAttribute('aria-valuetext', '0 of 15 at the start');
			await expect(page.getByRole('region', { name: 'Merla' }).getByRole('meter')).toHaveCount(5);
			await expect(oswin).toContainText('Acolyte');
			await expect(page.getByRole('button', { name: 'Smaller wizard cards' })).toBeFocused();
			await page.evaluate(() => window.scrollTo(0, 0));
			await shoot(page, 'archmage-full-cards');
			await expectAccessible(page, `ArchMage full wizard cards (${theme})`);
			await page.getByRole('button', { name: 'Smaller wizard cards' }).click();
			await expect(oswin.getByRole('meter')).toHaveCount(0);
			await everyActionInView(page, move, 'archmage-next-caster, the cards made small again');
		});

		test('ArchMage on two phones: each step\'s action in view on the phone that acts', async ({ browser }) => {
			const opened: Device[] = [];
			try {
				const a = await phone(browser, 'Ann phone');
				const b = await phone(browser, 'Bo phone');
				opened.push(a, b);
				for (const d of [a, b]) {
					await d.page.setViewportSize(PHONE);
					await useTheme(d.page, theme);
				}
				await duelOnTwoPhones(a.page, b.page);
				const [moveA, moveB] = [a.page, b.page].map((p) => p.getByRole('region', { name: 'Your move' }));
				await everyActionInView(a.page, moveA, 'two phones, the spell');
				await moveA.getByRole('button', { name: /^Woodpower/ }).first().click();
				await everyActionInView(a.page, moveA, 'two phones, the roll');
				await moveA.getByLabel('Table die').fill('15');
				await moveA.getByRole('button', { name: 'Use this roll' }).click();
				await expect(moveA.getByRole('button', { name: 'Keep the roll' })).toBeVisible();
				await everyActionInView(a.page, moveA, 'two phones, keep or mulligan');
				await expectKeepBesideMulligan(moveA, 'two phones, keep or mulligan');
				await moveA.getByRole('button', { name: 'Keep the roll' }).click();
				await expect(moveB).toContainText('Oswin, announce a counterspell', { timeout: 30_000 });
				await shoot(b.page, 'archmage-two-phones-counterspell');
				await everyActionInView(b.page, moveB, 'two phones, the counterspell');
				await cast(moveB, 'none');
				await expect(moveB).toContainText('Oswin, announce a spell', { timeout: 30_000 });
				await shoot(b.page, 'archmage-two-phones-next-caster');
				await everyActionInView(b.page, moveB, 'two phones, the next caster');
			} finally {
				for (const d of opened) await d.context.close();
			}
		});

		test('ArchMage against the phone: every action of the counterspell step in view, the wizards saying who plays them', async ({ page }) => {
			await newDuel(page);
			// the phone's rolls for Oswin from a seed: the same spells, rolls and damage each run
			await seedDeviceDice(page, 7);
			await createWizard(page, 'Ann', 'Merla');
			await page.getByRole('region', { name: 'Bo: choose a wizard' }).getByLabel('The phone plays this wizard').check();
			await createWizard(page, 'Bo', 'Oswin');
			const move = page.getByRole('region', { name: 'Your move' });
			// Merla's spell fails (a typed 99, kept); the phone answers it, casts its own and rolls for it (with
			// seed 7: a Wall, then a Woodpower for 35 on Merla's Earth, two lines above her counterspells)
			await cast(move, /^Woodpower/, 99);
			await move.getByRole('button', { name: 'Keep the roll' }).click();
			await expect(move).toContainText('Merla, announce a counterspell', { timeout: 30_000 });
			await expect(page.getByTestId('wizard-1')).toContainText('Played by the phone');
			await expect(move.getByTestId('incoming')).toBeVisible();
			await page.evaluate(() => window.scrollTo(0, 0));
			await shoot(page, 'archmage-phone-counterspell');
			await everyActionInView(page, move, 'against the phone, the counterspell');
			const tabs = move.getByRole('group', { name: 'Kinds of counterspell' }).getByRole('button');
			expect(await tabs.count(), 'kinds of counterspell').toBeGreaterThan(1);
			for (const tab of await tabs.all()) {
				const kind = await tab.innerText();
				await tab.click();
				await expect(tab).toHaveAttribute('aria-pressed', 'true');
				await everyActionInView(page, move, `against the phone, the counterspell: ${kind}`);
			}
			await expectAccessible(page, `ArchMage against the phone, the counterspell (${theme})`);
		});

		test('Brick: muster from each army, the battle, a cast and its rolls, the next round', async ({ page }) => {
			await newGame(page, { game: 'Brick-wargame', players: ['Ana', 'Bo'] });
			const start = page.getByRole('button', { name: 'Start the battle' });
			await step(page, 'brick-muster', start, 'Start the battle');
			await start.click();
			await expectRefusalBeside(page, start, "Ana's army has no units yet.");
			await shoot(page, 'brick-refusal');
			for (const [army, name, spell] of [['Ana', 'Merlin', 'Fireball'], ['Bo', 'Morgana', 'Slam']]) {
				const builder = page.getByRole('form', { name: 'Add a unit' });
				await expectInView(page.getByRole('button', { name: `Add a unit to ${army}'s army` }), `${army}'s Add a unit`);
				await page.getByRole('button', { name: `Add a unit to ${army}'s army` }).click();
				if (army === 'Bo') await builder.getByRole('checkbox', { name: /Can hide/ }).check();
				await builder.getByLabel('Name').fill(name);
				await builder.getByRole('searchbox', { name: 'Find a spell' }).fill(spell);
				await builder.getByRole('checkbox', { name: new RegExp(`^${spell}`) }).check();
				await shoot(page, `brick-builder-${army}`);
				await expectInView(builder.getByRole('button', { name: 'Add to the army' }), 'Add to the army');
				await builder.getByRole('button', { name: 'Add to the army' }).click();
			}
			await step(page, 'brick-mustered', start, 'Start the battle');
			await start.click();
			const end = page.getByRole('button', { name: 'End round 1' });
			await step(page, 'brick-battle', end, 'End round 1');
			for (const w of ['Merlin', 'Morgana']) await expectInView(page.getByRole('listitem', { name: w }).getByRole('button', { name: 'Concentrate' }), `${w}'s Concentrate`);
			for (const round of [1, 2]) {
				for (const w of ['Merlin', 'Morgana']) await page.getByRole('listitem', { name: w }).getByRole('button', { name: 'Concentrate' }).click();
				await page.getByRole('button', { name: `End round ${round}` }).click();
			}
			const merlin = page.getByRole('listitem', { name: 'Merlin' });
			await merlin.getByRole('button', { name: 'Cast…' }).click();
			await step(page, 'brick-cast', merlin.getByRole('button', { name: 'Cast', exact: true }), 'Cast');
			await merlin.getByRole('button', { name: 'Cast', exact: true }).click();
			const owed = page.getByRole('region', { name: 'Rolls owed' });
			await step(page, 'brick-owed', owed.getByRole('button', { name: 'Roll d6' }), 'Roll d6');
			await owed.getByRole('button', { name: 'Roll d6' }).click();
			await step(page, 'brick-hit', owed.getByRole('button', { name: 'It hit' }), 'It hit');
			await expectInView(owed.getByTestId('dice-result'), 'the attack roll');
			await owed.getByRole('button', { name: 'It hit' }).click();
			await owed.getByRole('button', { name: 'Roll d6' }).click();
			await expect(owed).toBeHidden();
			await step(page, 'brick-round-3', page.getByRole('button', { name: 'End round 3' }), 'End round 3');

			// each unit's buttons act for its own player: Bo's Morgana hides, Ana rolls to notice her
			const units = page.getByRole('region', { name: 'Units' });
			await units.locator('summary', { hasText: 'Morgana' }).click();
			await units.getByRole('button', { name: 'Hide', exact: true }).click();
			await units.getByRole('button', { name: 'Roll to notice (6+)' }).click();
			const dice = page.getByTestId('brick-last-roll');
			await expect(dice.getByTestId('dice-roller')).toHaveText('Ana');
			await expect(dice).toContainText('to notice Morgana (6+)');
			await expect(async () => expectInView(dice, 'the roll to notice')).toPass();
			await shoot(page, 'brick-notice');
		});
	});
}
