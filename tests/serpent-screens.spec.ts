import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { newCoopGame, prepare, tableDice } from './support/serpent';
import { newGame } from './support/app';
import { expectAccessible } from './support/axe';
import { expectCoversNone, expectInView, expectSmallChrome, expectUnclamped, PHONE, shoot, useTheme } from './support/screens';
import { inviteLink, join, phone, status, type Device } from './support/sync';

// Serpent's Tongue at 360x640, step by step: each step's main action is on the first screen (and not
// under the tab bar), nothing but the table's bar sits above the game, the dice show who rolled and
// what for. Screenshots of every screen in both themes land in test-results/screens/.
test.use({ viewport: PHONE, reducedMotion: 'reduce' });

/** The step's main action: on the first screen, not scrolled to, not covered by the tab bar at the foot. */
async function expectStep(page: Page, main: Locator, what: string) {
	await expect(main).toBeVisible();
	await expectSmallChrome(page, what);
	// the game starts right under the table's bar: no other bar above it
	const top = await page.locator('.card').first().evaluate((e) => e.getBoundingClientRect().top);
	expect(top, `${what}: the game's first card`).toBeLessThanOrEqual(PHONE.height / 4);
	await expectInView(main, what);
	const hit = await main.evaluate((e) => {
		const r = e.getBoundingClientRect();
		const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
		return !!at && (at === e || e.contains(at));
	});
	expect(hit, `${what}: not covered`).toBe(true);
}

/** The first control of the game's screen in document order, past the table's bar: its section and its words. */
function firstControl(page: Page) {
	return page.evaluate(() => {
		const bar = document.querySelector('header.top')!;
		const controls = [...document.querySelectorAll<HTMLElement>('button, input, select, summary, label.button')];
		const first = controls.find((e) => bar.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_FOLLOWING && !bar.contains(e) && e.getClientRects().length > 0);
		return first ? `${first.closest('section')?.getAttribute('aria-label')}: ${first.textContent?.trim()}` : null;
	});
}

/** The last roll, in view, with its roller, value and purpose. */
async function expectRoll(page: Page, who: string, value: string, purpose: RegExp) {
	const roll = page.getByRole('region', { name: 'Last roll' });
	await expect(roll.getByTestId('dice-roller')).toHaveText(who);
	await expect(roll.getByTestId('dice-value')).toHaveText(value);
	await expect(roll).toContainText(purpose);
	await expectInView(roll, `the roll (${value})`);
}

for (const theme of ['dark', 'light'] as const) {
	test.describe(theme, () => {
		test.beforeEach(async ({ page }) => useTheme(page, theme));

		test('pass and play: every step of a round fits the first screen, the dice stay in view, each Magi is played from its own panel', async ({ page }) => {
			const actions = page.getByRole('region', { name: 'Actions' });
			await newGame(page, { game: 'Serpent', players: ['Ana', 'Bo'] });
			// the set-up leads with what comes first: Ana's Specialization, not the roll that closes the choices
			expect(await firstControl(page), 'the first control of the set-up').toBe('Before the battle: Void Speaker');
			await expectUnclamped(page.getByTestId('prompt'), 'the set-up prompt');
			await expect(page.getByRole('region', { name: 'Initiative' })).toContainText('This roll begins the battle: the choices above close.');
			// the roll is the step's main action (the accent colour) only once no choice is open (engine/serpent/setupChoices.ts)
			const resonanceRoll = page.getByRole('button', { name: 'Roll the d10 for Resonance' });
			await expect(resonanceRoll).not.toHaveClass(/\bprimary\b/);
			await expect(page.getByRole('region', { name: 'Before the battle' })).not.toContainText(/\bs[01]\b/);
			await expectAccessible(page, `Serpent setup (${theme})`);
			await shoot(page, 'serpent-setup');
			// the Codex, folded: what it is for and what its buttons do
			const codex = page.getByRole('group', { name: "Ana's Codex" });
			await codex.getByText('Codex not tracked (any spell)').click();
			await expect(codex).toContainText("Without a Codex, Ana may prepare any spell. A Codex file holds a whole Codex; a card's QR code (Spell library → QR code) adds that card");
			await expectAccessible(page, `Serpent setup, the Codex open (${theme})`);
			await shoot(page, 'serpent-setup-codex');
			await codex.getByText('Codex not tracked (any spell)').click();
			// each Magi's Specialization chosen, its row folds to one line: the roll is on the first screen
			for (const who of ['Ana', 'Bo']) {
				await page.getByRole('group', { name: `${who}'s Specialization` }).getByRole('button', { name: who === 'Ana' ? 'Void Speaker' : 'The Chant of Forms' }).click();
				await expect(page.getByRole('button', { name: `Change ${who}'s Specialization` })).toBeVisible();
			}
			await shoot(page, 'serpent-setup-choices');
			await expect(resonanceRoll).toHaveClass(/\bprimary\b/);
			await expectStep(page, resonanceRoll, 'setup');
			await expectAccessible(page, `Serpent setup, the choices made (${theme})`);
			await shoot(page, 'serpent-setup-choices');
			const sections = page.getByRole('navigation', { name: 'Sections' });
			await sections.getByRole('button', { name: 'Spell library' }).click();
			await expect.poll(() => page.evaluate(() => window.scrollY), 'the library opens at its top').toBe(0);
			await expectAccessible(page, `Serpent spell library (${theme})`);
			await shoot(page, 'serpent-library');
			await sections.getByRole('button', { name: 'Setup' }).click();

			// a number no d10 shows is refused with the reason, and nothing is rolled
			await tableDice(page, 'Initiative', '11');
			await expect(page.getByText('Type a number from 1 to 10: the die rolled on the table.')).toBeVisible();
			await expect(page.getByRole('region', { name: 'Last roll' })).toHaveCount(0);
			await tableDice(page, 'Initiative', '7');
			await expectRoll(page, 'Ana', '7', /Resonance, round 1: \+3 Resonance each/);
			await expectStep(page, page.getByRole('button', { name: 'Roll 2 d10' }), 'initiative tie');
			await shoot(page, 'serpent-ties');

			await tableDice(page, 'Initiative', '2 8');
			// one die each, as at the table
			const tie = page.getByRole('region', { name: 'Last roll' });
			await expect(tie.getByTestId('dice-roller')).toHaveText(['Ana', 'Bo']);
			await expect(tie.getByTestId('dice-value')).toHaveText(['2', '8']);
			await expect(tie).toContainText('initiative tie: Bo before Ana');
			await expectInView(tie, 'the tie roll');
			await expectStep(page, page.getByRole('button', { name: 'Prepare 0 spells' }), 'preparation');
			await shoot(page, 'serpent-prepare');
			await prepare(page, 'Ana', ['Fireball']);
			await expectStep(page, page.getByRole('region', { name: 'Spell preparation' }).getByRole('button', { name: 'Hand the phone to Bo' }), 'preparation, waiting');
			await shoot(page, 'serpent-prepare-wait');
			await page.getByRole('region', { name: 'Spell preparation' }).getByRole('button', { name: 'Hand the phone to Bo' }).click();
			await prepare(page, 'Bo', ['Dissolve Tissue', 'Cellular Augmentation']);

			// the turns begin: the tie's dice are put away
			await expect(page.getByRole('region', { name: 'Last roll' })).toHaveCount(0);
			await expect(page.getByTestId('turn')).toHaveText('Bo to act');
			await expectStep(page, actions.getByRole('button', { name: /^Dissolve Tissue/ }), 'action: a spell to cast');
			await expectStep(page, actions.getByRole('button', { name: 'End my round' }), 'action: end my round');
			await expectAccessible(page, `Serpent action phase (${theme})`);
			await shoot(page, 'serpent-action');
			await actions.getByRole('button', { name: /^Dissolve Tissue/ }).click();
			await expectStep(page, actions.getByRole('group', { name: 'Cast Dissolve Tissue' }).getByRole('button', { name: 'On Ana' }), 'cast: the target');
			await shoot(page, 'serpent-cast');
			await actions.getByRole('group', { name: 'Cast Dissolve Tissue' }).getByRole('button', { name: 'On Ana' }).click();
			const responses = page.getByRole('region', { name: 'Response phase' });
			await expectStep(page, responses.getByRole('button', { name: 'No Responses: Dissolve Tissue impacts' }), 'response phase');
			await shoot(page, 'serpent-response');
			// a response's cost follows its name in the line's words, not a column of its own beside it
			const cost = responses.getByRole('group', { name: 'Respond as Bo' }).getByRole('button', { name: /^Universum Negation/ }).getByText('(3 Resonance)');
			expect(await cost.evaluate((e) => getComputedStyle(e).display)).toBe('inline');

			// Ana answers from her own panel: no "Acting as" bar above the game
			await expect(page.getByRole('group', { name: 'Acting as' })).toHaveCount(0);
			await expect(page.getByTestId('being-Bo').getByRole('button', { name: 'Act as Bo' })).toHaveCount(0);
			await page.getByTestId('being-Ana').getByRole('button', { name: 'Act as Ana' }).click();
			await expect(responses).toContainText('Respond as Ana');
			await expect(page.getByTestId('being-Bo').getByRole('button', { name: 'Act as Bo' })).toBeVisible();
			await expect(page.getByTestId('being-Ana').getByRole('button', { name: 'Act as Ana' })).toHaveCount(0);
			await responses.getByRole('button', { name: 'No Responses: Dissolve Tissue impacts' }).click();
			await expect(page.getByTestId('energy-Ana-essence')).toHaveText('11');

			// Ana's turn, then Bo's: Bo's player takes the phone from Bo's own panel
			await expect(page.getByTestId('turn')).toHaveText('Ana to act');
			await actions.getByRole('button', { name: 'End my round' }).click();
			await expect(page.getByTestId('turn')).toHaveText('Bo to act');
			await page.getByTestId('being-Bo').getByRole('button', { name: 'Act as Bo' }).click();
			await actions.getByRole('button', { name: /^Cellular Augmentation/ }).click();
			await actions.getByRole('group', { name: 'Cast Cellular Augmentation' }).getByRole('button', { name: 'Cast Cellular Augmentation' }).click();
			await page.getByRole('region', { name: 'Response phase' }).getByRole('button', { name: /^No Responses/ }).click();
			await actions.getByRole('button', { name: 'End my round' }).click();

			// round 2: the tab says so
			await expectStep(page, page.getByRole('button', { name: 'Roll the d10 for Resonance' }), 'round 2: the Resonance roll');
			await tableDice(page, 'Initiative', '10');
			await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Round 2' })).toBeVisible();
			await expectRoll(page, 'Bo', '10', /Resonance, round 2: \+5 Resonance each, Overload/);
			// maintenance: the Enhancement is resolved
			const maintenance = page.getByRole('region', { name: 'Maintenance' });
			await expectStep(page, maintenance.getByRole('button', { name: /^(Resolve|Sustain)/ }).first(), 'maintenance');
			await expectAccessible(page, `Serpent maintenance (${theme})`);
			await shoot(page, 'serpent-maintenance');
			await maintenance.getByRole('button', { name: /^(Resolve|Sustain)/ }).first().click();
			await expect(page.getByRole('region', { name: /^Prepare / })).toBeVisible();
			await shoot(page, 'serpent-round-2');

			// Ana's energy exchange is in her own panel; once used, the others say why they are greyed
			const anaPanel = page.getByTestId('being-Ana');
			await anaPanel.getByText('Energy exchange for Ana').click();
			await anaPanel.getByRole('button', { name: '1 Will → 3 Resonance' }).click();
			await expect(anaPanel.getByRole('button', { name: '1 Will → 2 Harmony' })).toBeDisabled();
			await expect(anaPanel.getByText("Ana has already made this round's energy exchange.")).toBeVisible();
		});

		test('the Discord and Harmony roll: its button, then its dice, in view and not covered', async ({ page }) => {
			await newGame(page, { game: 'Serpent', players: ['Ana', 'Bo'] });
			// Ana's Harmony up to 7: at the next initiative she owes a Harmony roll (2d10 below 7 gives 1 Will)
			const ana = page.getByTestId('being-Ana');
			await ana.getByRole('button', { name: 'Correct…' }).click();
			while ((await page.getByTestId('energy-Ana-harmony').textContent()) !== '7') await ana.getByRole('button', { name: 'Harmony plus 1' }).click();
			await ana.getByRole('button', { name: 'Correct…' }).click();
			await page.evaluate(() => window.scrollTo(0, 0));
			await tableDice(page, 'Initiative', '4');
			const roll = page.getByRole('button', { name: 'Roll 2d10 for Ana' });
			await expectStep(page, roll, 'the Discord and Harmony roll');
			await expectRoll(page, 'Ana', '4', /Resonance, round 1/);
			await expectAccessible(page, `Serpent Discord and Harmony roll (${theme})`);
			await shoot(page, 'serpent-event-roll');
			await tableDice(page, 'Initiative', '2 3');
			await expectRoll(page, 'Ana', '5', /Ana's Discord\/Harmony roll: .*Will/);
			const dice = page.getByRole('region', { name: 'Last roll' });
			await expectStep(page, dice.getByTestId('dice-result'), 'the Discord and Harmony dice');
			await expect(dice.getByTestId('dice-result').locator('.die')).toHaveText(['2', '3']);
			await shoot(page, 'serpent-event-dice');
		});

		test("a message covers no control: the Codex panel's error (10 s) with the panel's buttons under the bar or over the tab bar", async ({ page }) => {
			await newGame(page, { game: 'Serpent', players: ['Ana', 'Bo'] });
			// Ana's Codex as the set-up reaches it: her Specialization chosen, the Codex opened
			await page.getByRole('group', { name: "Ana's Specialization" }).getByRole('button', { name: 'Void Speaker' }).click();
			const codex = page.getByRole('group', { name: "Ana's Codex" });
			await codex.getByText('Codex not tracked').click();
			const toast = page.getByRole('alert').filter({ hasText: 'Nothing was imported' });
			for (const where of ['top', 'bottom'] as const) {
				// the panel's buttons right under the table's bar, then right above the tab bar
				await codex.evaluate((e, w) => {
					const bar = (w === 'top' ? document.querySelector('header.top') : document.querySelector('nav.tabs'))!.getBoundingClientRect();
					const r = e.getBoundingClientRect();
					window.scrollBy(0, w === 'top' ? r.top - bar.bottom - 4 : r.bottom - bar.top + 4);
				}, where);
				const chooser = page.waitForEvent('filechooser');
				await codex.locator('label.button', { hasText: 'Import a Codex file' }).click();
				await (await chooser).setFiles({ name: 'bad.codex.json', mimeType: 'application/json', buffer: Buffer.from('not a codex') });
				await expect(toast).toContainText('Nothing was imported');
				const tabs = page.getByRole('navigation', { name: 'Sections' }).getByRole('button');
				const controls = [codex.locator('label.button').first(), codex.locator('label.button').last(), codex.getByRole('button', { name: /Scan a card/ }), tabs.first(), tabs.last()];
				await shoot(page, `serpent-codex-error-${where}`);
				await expectCoversNone(toast, controls, `the Codex error, the panel at the ${where}`);
				await toast.getByRole('button', { name: 'Dismiss' }).click();
				await expect(toast).toHaveCount(0);
			}
		});

		test('a Magi against the Sentient Shadow: its turn and its draw fit the first screen; the end', async ({ page }) => {
			await newCoopGame(page, 'Ana');
			await page.getByRole('region', { name: 'Before the battle' }).getByRole('button', { name: 'Add the Encounter' }).click();
			await expect(page.getByTestId('being-Sentient Shadow')).toBeVisible();
			await tableDice(page, 'Initiative', '10');
			await prepare(page, 'Ana', []);
			await expect(page.getByTestId('turn')).toHaveText('Sentient Shadow to act');
			const actions = page.getByRole('region', { name: 'Actions' });
			await expectStep(page, actions.getByRole('button', { name: /^Draw from the bag/ }), "the Encounter's turn: its draw");
			await expectStep(page, actions.getByRole('button', { name: 'End my round' }), "the Encounter's turn: end");
			await expectAccessible(page, `Serpent Encounter turn (${theme})`);
			await shoot(page, 'serpent-encounter');
			await tableDice(page, 'Actions', '5');
			await expectRoll(page, 'Ana', '5', /Sentient Shadow draws from the bag: yellow/);
			await expectStep(page, actions.getByRole('button', { name: 'End my round' }), 'after the draw: end');
			await shoot(page, 'serpent-draw');

			// the end: Ana falls; at the next round's victory check the Shadow has won
			const ana = page.getByTestId('being-Ana');
			await ana.getByRole('button', { name: 'Correct…' }).click();
			for (let i = 0; i < 12; i++) await ana.getByRole('button', { name: 'Essence minus 1' }).click();
			await expect(ana).toContainText('incapacitated');
			await actions.getByRole('button', { name: 'End my round' }).click();
			await tableDice(page, 'Initiative', '5');
			const end = page.getByRole('region', { name: 'The end' });
			await expect(end).toContainText('Sentient Shadow wins');
			await expectStep(page, end.getByRole('heading'), 'the end');
			await expectAccessible(page, `Serpent, the end (${theme})`);
			await shoot(page, 'serpent-end');
		});
	});
}

test.describe('two phones', () => {
	const opened: Device[] = [];
	test.afterEach(async () => {
		for (const d of opened.splice(0)) await d.context.close();
	});

	test('a Resonance roll between the phones shows the dice, the roller and what for on both, in view', async ({ browser }) => {
		const ana = await phone(browser, 'Ana phone');
		const bo = await phone(browser, 'Bo phone');
		opened.push(ana, bo);
		for (const d of [ana, bo]) await d.page.setViewportSize(PHONE);
		await newGame(ana.page, { game: 'Serpent', players: ['Ana', 'Bo'] });
		await join(bo.page, await inviteLink(ana.page), 'Bo');
		await expect(status(bo.page)).toContainText('Connected to 1 other device');
		await bo.page.getByRole('button', { name: 'Roll the d10 for Resonance' }).click();
		for (const p of [ana.page, bo.page]) {
			const roll = p.getByRole('region', { name: 'Last roll' });
			await expect(roll.getByTestId('dice-roller')).toHaveText('Bo', { timeout: 30_000 });
			await expect(roll).toContainText('Resonance, round 1');
			await expectInView(roll, 'the Resonance roll');
		}
		const value = await bo.page.getByTestId('dice-value').textContent();
		expect(Number(value)).toBeGreaterThanOrEqual(1);
		expect(Number(value)).toBeLessThanOrEqual(10);
		await expect(ana.page.getByTestId('dice-value')).toHaveText(value!);
		await shoot(ana.page, 'serpent-fair-roll');
	});
});
