import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { newGame } from './support/app';
import { shoot } from './support/screens';
import { inBothThemes, step } from './support/tableSteps';

// Arena's steps at 360x640 in both themes (tests/support/tableSteps.ts).

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

inBothThemes(() => {
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
});
