import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { cast, createWizard, everyActionInView, expectAnswersSideBySide, newDuel } from './support/archmage';
import { expectAccessible } from './support/axe';
import { LARGE_TEXT, PHONE, setTextSize, shoot, useTheme } from './support/screens';

// ArchMage's screens at 360x640 beyond the first steps (tests/table-steps-archmage.spec.ts): large text, the Wall.
test.use({ viewport: PHONE, reducedMotion: 'reduce' });


/**
 * The compact wizard cards read whole: the name not cut by its box nor broken inside a word ("Merl/a"),
 * each score's cell holding its number, and two scores side by side apart (not "1515151557").
 */
async function expectWizardsWhole(page: Page, names: string[], what: string) {
	for (const [side, name] of names.entries()) {
		const card = page.getByTestId(`wizard-${side}`);
		const shown = card.getByText(name, { exact: true });
		const cut = await shown.evaluate((e) => {
			const text = e.firstChild!;
			const split = [...e.textContent!.matchAll(/\S+/g)].filter((w) => {
				const r = document.createRange();
				r.setStart(text, w.index!);
				r.setEnd(text, w.index! + w[0].length);
				return r.getClientRects().length > 1;
			});
			return { box: e.scrollWidth > e.clientWidth || e.scrollHeight > e.clientHeight, split: split.map((w) => w[0]) };
		});
		expect(cut, `${what}: ${name}'s name whole`).toEqual({ box: false, split: [] });
		const scores = await card.getByTestId(/^score-/).evaluateAll((values) =>
			values.map((v) => {
				const r = document.createRange();
				r.selectNodeContents(v);
				const b = r.getBoundingClientRect();
				const cell = v.parentElement!;
				return { text: v.textContent, left: b.left, right: b.right, top: b.top, bottom: b.bottom, cut: cell.scrollWidth > cell.clientWidth };
			})
		);
		expect(scores, `${what}: ${name}'s five scores`).toHaveLength(5);
		for (const [i, s] of scores.entries()) {
			expect(s.cut, `${what}: ${name}'s score ${s.text} inside its cell`).toBe(false);
			const next = scores[i + 1];
			if (!next || next.top >= s.bottom || s.top >= next.bottom) continue;
			expect(next.left - s.right, `${what}: ${name}'s scores ${s.text} and ${next.text} apart`).toBeGreaterThanOrEqual(5);
		}
	}
}

/** Announces a spell of `kind` (its tab first) and types its roll of a table die, then keeps the roll. */
async function castKept(move: Locator, kind: string, spell: RegExp, roll: number) {
	const tabs = move.getByRole('group', { name: /^Kinds of/ });
	await tabs.getByRole('button', { name: new RegExp(`^${kind}`) }).click();
	await cast(move, spell, roll);
	await move.getByRole('button', { name: 'Keep the roll' }).click();
}

for (const theme of ['dark', 'light'] as const) {
	test.describe(theme, () => {
		test.beforeEach(async ({ page }) => useTheme(page, theme));

		test('ArchMage: the compact wizards read whole with large text; the Wall step\'s two answers side by side', async ({ page }) => {
			await newDuel(page);
			await createWizard(page, 'Ann', 'Merla');
			await createWizard(page, 'Bo', 'Oswin');
			const move = page.getByRole('region', { name: 'Your move' });
			await expect(move).toContainText('Merla, announce a spell');
			// the chance beside each name: the line the name shares
			for (const side of [0, 1]) await expect(page.getByTestId(`chance-${side}`)).toBeVisible();
			await expectWizardsWhole(page, ['Merla', 'Oswin'], 'usual text');
			await setTextSize(page, LARGE_TEXT);
			await shoot(page, 'archmage-large-text');
			await expectWizardsWhole(page, ['Merla', 'Oswin'], 'large text');
			await setTextSize(page, '');

			// typed dice: Merla raises a Wall of Wood (10); Oswin's Woodpower fails (99); Merla's
			// counterspell, a second Wall of Wood (20), asks which to keep
			await castKept(move, 'Interference', /^Wall of Wood/, 10);
			await cast(move, 'none');
			await castKept(move, 'Attacking', /^Woodpower/, 99);
			await castKept(move, 'Interference', /^Wall of Wood/, 20);
			await expect(move).toContainText('Only one Wall at a time: keep which?');
			const answers: [Locator, Locator] = [
				move.getByRole('button', { name: 'New Wall of Wood 20' }),
				move.getByRole('button', { name: 'Old Wall of Wood 10' })
			];
			await everyActionInView(page, move, 'the Wall');
			await shoot(page, 'archmage-wall');
			await expectAnswersSideBySide(answers, 'the Wall: new and old');
			await expectAccessible(page, `ArchMage, the Wall to keep (${theme})`);
			await setTextSize(page, LARGE_TEXT);
			await page.evaluate(() => window.scrollTo(0, 0));
			await shoot(page, 'archmage-wall-large-text');
			await expectWizardsWhole(page, ['Merla', 'Oswin'], 'the Wall, large text');
			await expectAnswersSideBySide(answers, 'the Wall, large text: new and old');
			await setTextSize(page, '');
			await answers[1].click();
			await expect(page.getByTestId('wall-0')).toHaveText('Wall of Wood 10');
		});
	});
}
