import { expect, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expectInView } from './screens';
import { inviteLink, join, status } from './sync';

/** Opens the creation form of `seat`: named, born under Wood (roll 5), of the Order of Jupiter; returns the form. */
export async function startCreation(page: Page, seat: string, name: string): Promise<Locator> {
	const card = page.getByRole('region', { name: `${seat}: choose a wizard` });
	await card.getByRole('button', { name: 'Create a new wizard' }).click();
	const form = card.getByRole('region', { name: 'New wizard' });
	await form.getByLabel("Wizard's name").fill(name);
	await form.getByLabel('Table die').fill('5');
	await form.getByRole('button', { name: 'Use this roll' }).click();
	await expect(form.getByTestId('birth')).toContainText('+35% Wood');
	await form.getByRole('radio', { name: /Order of Jupiter/ }).check();
	return form;
}

/** Creates a wizard from a typed birth roll of 5 (+35 Wood), Order of Jupiter, Wood 50 → 57 (18 MP). */
export async function createWizard(page: Page, seat: string, name: string) {
	const form = await startCreation(page, seat, name);
	for (let i = 0; i < 7; i++) await form.getByRole('button', { name: 'Raise Wood' }).click();
	await expect(form.getByTestId('buy-wood')).toHaveText('57');
	await expect(form).toContainText('17 MP left · 18 of at least 18 in Wood');
	if (seat === 'Ann') await expectAccessible(page, 'ArchMage wizard creation');
	await form.getByRole('button', { name: 'Create the wizard' }).click();
}

/** Announces a spell (or no counterspell) and, for a spell, types the roll of a table die. */
export async function cast(move: Locator, spell: RegExp | 'none', roll?: number) {
	if (spell === 'none') {
		await move.getByRole('button', { name: /^No counterspell/ }).click();
		return;
	}
	await move.getByRole('button', { name: spell }).first().click();
	if (roll !== undefined) {
		await move.getByLabel('Table die').fill(String(roll));
		await move.getByRole('button', { name: 'Use this roll' }).click();
	}
}

/**
 * From now on, this page's own dice come from a seed: each draw of one 32-bit word the app asks of
 * `crypto` (how the phone rolls, src/lib/fairplay/deviceDice.ts, also for a wizard it plays) comes
 * from mulberry32(`seed`), so a duel against the phone rolls the same each run. Called on a loaded
 * app: Yjs's ids took the platform's generator as they loaded, and draw from it still.
 */
export async function seedDeviceDice(page: Page, seed: number) {
	await page.evaluate((s) => {
		let a = s >>> 0;
		const next = () => {
			a = (a + 0x6d2b79f5) >>> 0;
			let t = a;
			t = Math.imul(t ^ (t >>> 15), t | 1);
			t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
			return (t ^ (t >>> 14)) >>> 0;
		};
		const platform = crypto.getRandomValues.bind(crypto);
		crypto.getRandomValues = ((array: ArrayBufferView) => {
			if (array instanceof Uint32Array && array.length === 1) {
				array[0] = next();
				return array;
			}
			return platform(array);
		}) as typeof crypto.getRandomValues;
	}, seed);
}

/**
 * ArchMage: every control of the step the duel waits for (the spell cards of the kind shown and
 * their tabs, "No counterspell", the roll and the table die, keep and mulligan) is on the screen as
 * the step begins (scrolled to the top), with no scrolling: the wizards above it leave it room.
 */
export async function everyActionInView(page: Page, move: Locator, what: string) {
	await expect(move).toBeVisible();
	await page.evaluate(() => window.scrollTo(0, 0));
	const controls = await move.locator('button, input').all();
	expect(controls.length, `${what}: the step's controls`).toBeGreaterThan(0);
	for (const c of controls) {
		const name = (await c.getAttribute('aria-label')) ?? (await c.innerText()) ?? (await c.getAttribute('id'));
		await expectInView(c, `${what}: ${name || 'a field'}`);
	}
}

/**
 * The two answers to one question (keep the roll or mulligan, the new Wall or the old) side by side on
 * one row (their tops within a few px, apart, the first on the left), each a thumb-sized button.
 */
export async function expectAnswersSideBySide([first, second]: [Locator, Locator], what: string) {
	const [a, b] = await Promise.all([first, second].map(async (x) => (await x.boundingBox())!));
	expect(Math.abs(a.y - b.y), `${what}: on one row`).toBeLessThanOrEqual(3);
	expect(a.x + a.width, `${what}: the first left of the second, apart`).toBeLessThanOrEqual(b.x);
	for (const [box, name] of [[a, 'the first'], [b, 'the second']] as const) {
		expect(box.height, `${what}: ${name} thumb-sized`).toBeGreaterThanOrEqual(44);
		expect(box.width, `${what}: ${name} thumb-sized`).toBeGreaterThanOrEqual(44);
	}
}

/** A new ArchMage duel between Ann and Bo, the first seat casting first. */
export async function newDuel(page: Page) {
	await page.goto('/new');
	await page.getByRole('radio', { name: /ArchMage/ }).check();
	await page.getByLabel('First spell').selectOption('first-seat');
	const inputs = page.getByRole('textbox', { name: /^Player \d+ name$/ });
	await inputs.nth(0).fill('Ann');
	await inputs.nth(1).fill('Bo');
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(page).toHaveURL(/\/table\//);
}

export async function openRoster(page: Page) {
	const summary = page.getByText(/^Wizards on this device/);
	await expect(summary).toBeVisible();
	if ((await page.locator('details.roster').getAttribute('open')) === null) await summary.click();
}

/** Two phones at a new duel: A made it (Ann), B joins as Bo; each enters its own wizard (Merla, Oswin). */
export async function duelOnTwoPhones(a: Page, b: Page) {
	await newDuel(a);
	await join(b, await inviteLink(a), 'Bo');
	await expect(status(a)).toContainText('Connected to 1 other device');
	await createWizard(a, 'Ann', 'Merla');
	await createWizard(b, 'Bo', 'Oswin');
	for (const p of [a, b]) await expect(p.getByRole('region', { name: 'Oswin' })).toBeVisible();
}
