import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { textContrast } from './support/contrast';
import { MAGIKA_HARNESS } from './support/harness';
import { LARGE_TEXT, setTextSize } from './support/screens';

/**
 * The Magika screens over a seat's reports of a real three-turn contest (the harness of
 * bench/magika, built once per run and served beside the app: tests/support/harness.ts): axe on
 * every tab in both themes, each main action in view at 360x640, and the taps a turn takes from the
 * report to sealed.
 */
const site = { url: MAGIKA_HARNESS };

const TABS = ['Map', 'Mage', 'Turn', 'Intel', 'Standings', 'Messages', 'Orders'];

/** Counts the taps a test makes, so the budget is asserted, not estimated. */
function tapper(page: Page) {
	let taps = 0;
	return {
		tap: async (name: string | RegExp, exact = typeof name === 'string') => {
			taps++;
			await page.getByRole('button', { name, exact }).first().click();
		},
		get count() {
			return taps;
		}
	};
}

const sealed = (page: Page) => page.evaluate(() => window.sealed as { phases: { kind: string; spell?: string }[] }[]);

for (const theme of ['dark', 'light'] as const) {
	test(`every Magika tab passes axe in the ${theme} theme, its main action in view`, async ({ page }) => {
		await page.goto(`${site.url}/index.html?theme=${theme}`);
		for (const tab of TABS) {
			await page.getByRole('button', { name: tab, exact: true }).click();
			await expectAccessible(page, `Magika ${tab}`);
			await page.screenshot({ path: test.info().outputPath(`magika-${tab}-${theme}.png`) });
		}
		await expect(page.getByRole('button', { name: /^Seal/ })).toBeInViewport();
		await page.getByRole('button', { name: 'Phase 3: Rest. Change' }).click();
		await expectAccessible(page, 'Magika phase sheet');
		await page.screenshot({ path: test.info().outputPath(`magika-phase-${theme}.png`) });
		await page.getByRole('button', { name: 'Close' }).click();
		await page.getByRole('button', { name: 'Map', exact: true }).click();
		await expect(page.getByRole('button', { name: 'Centre on me' })).toBeInViewport();
		// the map's key, folded under "Key": over the map, it names each terrain the map draws and no
		// other, and what the tokens are; nothing on the screen moves when it opens
		const centre = await page.getByRole('button', { name: 'Centre on me' }).boundingBox();
		await page.getByRole('button', { name: 'Key', exact: true }).click();
		const key = page.getByRole('list', { name: 'Key to the map' });
		await expect(key).toBeVisible();
		const drawn = await page.getByRole('img', { name: /Map of the arena/ }).locator('text.glyph').allTextContents();
		expect((await key.locator('text.glyph').allTextContents()).sort()).toEqual([...new Set(drawn)].sort());
		await expect(key.getByText('You', { exact: true })).toBeVisible();
		await expect(key.getByText('Never seen', { exact: true })).toBeVisible();
		expect(await page.getByRole('button', { name: 'Centre on me' }).boundingBox()).toEqual(centre);
		await expect(page.getByRole('button', { name: 'Key', exact: true })).toBeInViewport();
		await expectAccessible(page, 'Magika map key');
		await page.screenshot({ path: test.info().outputPath(`magika-map-key-${theme}.png`) });
		await page.getByRole('button', { name: 'Key', exact: true }).click();
		await expect(key).toHaveCount(0);
		await page.getByRole('img', { name: /Map of the arena/ }).click({ position: { x: 180, y: 120 } });
		await expectAccessible(page, 'Magika hex sheet');
		await page.screenshot({ path: test.info().outputPath(`magika-hex-${theme}.png`) });
	});
}

test('a standard turn takes at most 6 taps from the report to sealed, a turn with a spell at most 12', async ({ page }) => {
	await page.goto(`${site.url}/index.html`);
	const t = tapper(page);
	await t.tap('Orders');
	await t.tap('Standard turn');
	await t.tap(/^Seal and send/);
	expect((await sealed(page))[0].phases.map((o) => o.kind)).toEqual(['rest', 'move', 'rest', 'move', 'rest']);
	expect(t.count).toBeLessThanOrEqual(6);

	const s = tapper(page);
	await s.tap('Map');
	await s.tap('Orders');
	await s.tap('Standard turn');
	await s.tap('Phase 3: Rest. Change');
	await s.tap(/^Cast FumIt \(/);
	await s.tap(/^Cast FumIt → /);
	await s.tap(/^Seal again/);
	expect((await sealed(page))[1].phases[2]).toMatchObject({ kind: 'cast', spell: 'FumIt', target: expect.any(String) });
	expect(s.count).toBeLessThanOrEqual(12);
	await expect(page.getByRole('status')).toContainText('Sealed');
});

test('pass-and-play on one phone: two mages play two turns, each seeing only its own mage behind the cover', async ({ page }) => {
	await page.goto(`${site.url}/index.html?mode=pass`);
	const secret = (name: string, turn: number) => `secret-of-${name}-turn-${turn}`;
	for (const turn of [1, 2]) {
		for (const [name, other] of [
			['Ann', 'Bo'],
			['Bo', 'Ann']
		]) {
			await expect(page.getByRole('heading', { name: `Pass the phone to ${name}` })).toBeVisible({ timeout: 30_000 });
			await expect(page.locator('body')).not.toContainText('secret-of-');
			await page.getByRole('button', { name: `I am ${name}: open my mage` }).click();
			await expect(page.getByText(`Magika · Turn ${turn}`)).toBeVisible();
			expect(await page.content()).not.toContain(`secret-of-${other}`);
			if (turn === 2) {
				await page.getByRole('button', { name: 'Messages', exact: true }).click();
				await expect(page.getByText(secret(name, 1))).toBeVisible();
				// received too: who wrote it and to whom, by name
				await expect(page.getByRole('listitem').filter({ hasText: secret(name, 1) })).toContainText(/^You \(\w\) → You \(\w\) /);
			}
			await page.getByRole('button', { name: 'Messages', exact: true }).click();
			// to its own mage, so the marker travels in its orders and comes back in its own report only
			const letter = (await page.locator('header').textContent())!.match(/\((\w)\)/)![1];
			await page.getByLabel('To').selectOption({ value: letter });
			await page.getByLabel('Text').fill(secret(name, turn));
			await page.getByRole('button', { name: 'Add message' }).click();
			// the queued message names its recipient as the "To" list does, never by a bare letter
			await expect(page.getByRole('listitem').filter({ hasText: secret(name, turn) })).toHaveText(new RegExp(`^To You \\(${letter}\\): ${secret(name, turn)} Remove$`));
			await page.getByRole('button', { name: 'Orders', exact: true }).click();
			await page.getByRole('button', { name: 'Standard turn' }).click();
			await page.getByRole('button', { name: /^Seal and send/ }).click();
		}
	}
	await expect(page.getByRole('heading', { name: 'Pass the phone to Ann' })).toBeVisible({ timeout: 30_000 });
	await page.getByRole('button', { name: 'Game master' }).click();
	await expect(page.getByRole('heading', { name: /Turn 3/ })).toBeVisible();
	await expectAccessible(page, 'Magika GM dashboard');
	await page.screenshot({ path: test.info().outputPath('magika-gm.png') });
});

test("pass-and-play: the GM's public record names a seat by its player, on the cover and on the GM's screen, as a table phone does", async ({ page }) => {
	await page.goto(`${site.url}/index.html?mode=pass&moved=p2`);
	const record = page.getByRole('region', { name: "The game master's public record" });
	await expect(record).toHaveText('The GM moved Bo to a new phone at the set-up', { timeout: 30_000 });
	await page.getByRole('button', { name: 'Game master' }).click();
	await expect(record).toHaveText('The GM moved Bo to a new phone at the set-up');
	await expect(page.getByRole('region', { name: 'Game master, turn 1' }).getByRole('listitem')).toHaveText([/^Ann /, /^Bo /]);
	await expect(page.locator('body')).not.toContainText(/\bp[12]\b/);
	await page.screenshot({ path: test.info().outputPath('magika-gm-moved.png') });
});

/** Axe on the screen as it is in both themes, and its screenshot in each. */
async function bothThemes(page: Page, screen: string) {
	for (const theme of ['dark', 'light'] as const) {
		await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
		await expectAccessible(page, `${screen} (${theme})`);
		await page.screenshot({ path: test.info().outputPath(`magika-${screen.replaceAll(' ', '-')}-${theme}.png`) });
	}
}

test("the GM's phone: a deadline, the god view opened in public, a correction with its reason, then the end with the audit and the replay", async ({ page }) => {
	// eight axe runs and a whole contest's audit: some 50 s on a loaded two-core machine, near the default 60 s
	test.setTimeout(120_000);
	await page.goto(`${site.url}/index.html?mode=pass&maxTurns=1`);
	await page.getByRole('button', { name: 'Game master' }).click({ timeout: 30_000 });
	const record = page.getByRole('region', { name: "The game master's public record" });
	await page.getByLabel('Deadline').selectOption({ label: '15 min' });
	await expect(record.getByRole('status')).toHaveText(/^Orders due \d\d?:\d\d/);
	await page.getByLabel('Deadline').selectOption({ label: 'none' });
	await expect(record).toHaveCount(0);
	await page.getByLabel('Deadline').selectOption({ label: '15 min' });
	await expect(record.getByRole('status')).toBeVisible();
	// the choice shows the published deadline whenever the dashboard is drawn: after another tab too
	const due = (await record.getByRole('status').textContent())!.replace(/^Orders /, '');
	const chosen = page.getByLabel('Deadline').locator('option:checked');
	for (const tab of ['God view', 'Correction']) {
		await page.getByRole('button', { name: tab, exact: true }).click();
		await page.getByRole('button', { name: 'Turn', exact: true }).click();
		await expect(chosen).not.toHaveText('none');
		await expect(chosen).toHaveText(due);
	}
	await expect(page.getByRole('button', { name: /^Run turn now/ })).toBeInViewport();
	// with mages not sealed, running the turn is not the screen's accent-coloured main action
	const background = (name: string) => page.getByRole('button', { name, exact: true }).evaluate((b) => getComputedStyle(b).backgroundColor);
	expect(await background('Run turn now…')).not.toBe(await background('Turn'));
	await bothThemes(page, 'gm turn');

	await page.getByRole('button', { name: 'God view', exact: true }).click();
	await expect(page.getByRole('button', { name: 'Open it and tell the table' })).toBeInViewport();
	await bothThemes(page, 'gm god view locked');
	await page.getByRole('button', { name: 'Open it and tell the table' }).click();
	await expect(page.getByRole('img', { name: /Map of the whole arena/ })).toBeVisible();
	await expect(page.getByRole('table')).toContainText('Ann');
	await expect(record).toContainText('The GM looked at the world at the set-up');
	await bothThemes(page, 'gm god view');

	await page.getByRole('button', { name: 'Correction', exact: true }).click();
	await page.getByLabel('Mage').selectOption({ label: 'Ann (A)' });
	await page.getByLabel(/^Reason/).fill('Dispute over the set-up');
	// a cleared number is no change: nothing to record yet
	await page.getByLabel('Endurance').fill('');
	await expect(page.getByRole('button', { name: 'Record the correction' })).toBeDisabled();
	await page.getByLabel('Endurance').fill('-5');
	await expect(page.getByRole('button', { name: 'Record the correction' })).toBeInViewport();
	await bothThemes(page, 'gm correction');
	await page.getByRole('button', { name: 'Record the correction' }).click();
	await expect(record).toContainText('Correction on turn 1: Dispute over the set-up');
	// the public record never shows the sealed change
	await expect(record).not.toContainText('-5');

	await page.getByRole('button', { name: 'Turn', exact: true }).click();
	// nobody has sealed: "Run turn now…" asks first, in place, naming who misses
	await page.getByRole('button', { name: 'Run turn now…' }).click();
	const asked = page.getByRole('group', { name: 'Run turn 1 without Ann and Bo?' });
	await expect(asked).toContainText("A cautious bot plays each one's turn, counted as a miss for each.");
	await expect(asked.getByRole('button', { name: 'Run now' })).toBeInViewport({ ratio: 1 });
	await bothThemes(page, 'gm run now asked');
	await asked.getByRole('button', { name: 'Run now' }).click();
	const end = page.getByRole('region', { name: 'The end of the contest' });
	await expect(end.getByRole('status')).toHaveText('✓ Audit: 1/1 turns', { timeout: 30_000 });
	await expect(end.getByRole('heading', { name: /^The contest ended on turn 1/ })).toBeVisible();
	await expect(end.getByRole('list', { name: 'Victory points' }).getByRole('listitem')).toHaveCount(13);
	await expect(end.getByRole('list', { name: 'Victory points' })).toContainText('Ebon Mage');
	// each mage named once: "Mage K (bot)", never "K Mage K"
	await expect(end.getByRole('list', { name: 'Victory points' })).toContainText('Mage K (bot)');
	await expect(end.getByRole('list', { name: 'Victory points' })).not.toContainText(/\b([A-M]) Mage \1\b/);
	const winner = end.getByRole('list', { name: 'Victory points' }).getByRole('listitem').first();
	await winner.locator('summary').click();
	await expect(winner.locator('p')).toBeVisible();
	await expect(winner.locator('p')).toHaveText(/^Position \d+(\.\d+)? · Individual .* · Team .* · Quest /);
	// the tasks, revealed: each done or not
	await expect(end.getByRole('list', { name: "The Ebon Mage's tasks" }).getByRole('listitem').first()).toHaveText(/^[✓✗] /);
	await expect(record).toContainText('Correction on turn 1: Dispute over the set-up');
	await bothThemes(page, 'end');
	const replay = page.getByRole('region', { name: 'Replay of the arena' });
	await expect(replay.getByRole('heading')).toHaveText('Replay: the set-up of 1');
	await replay.getByRole('button', { name: 'Next turn ▶' }).click();
	await expect(replay.getByRole('heading')).toHaveText('Replay: turn 1 of 1');
	await replay.scrollIntoViewIfNeeded();
	await bothThemes(page, 'end replay');
});

/** How many lines a box's text takes on screen: its text's boxes top to bottom, a new line at each that starts below the last. */
const lines = (box: Locator) =>
	box.evaluate((el) => {
		const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
		const rects: DOMRect[] = [];
		for (let t = walk.nextNode(); t; t = walk.nextNode()) {
			if (!t.textContent?.trim()) continue;
			const range = document.createRange();
			range.selectNodeContents(t);
			rects.push(...[...range.getClientRects()].filter((r) => r.width > 0));
		}
		rects.sort((a, b) => a.top - b.top);
		let count = 0;
		let bottom = -Infinity;
		for (const r of rects) {
			if (r.top >= bottom - 2) count++;
			bottom = r.top >= bottom - 2 ? r.bottom : Math.max(bottom, r.bottom);
		}
		return count;
	});

for (const theme of ['dark', 'light'] as const) {
	test(`at 360x640, ${theme} theme: the map spans the screen, the orders' short forms have a visible key, the fifth rest reads on two lines, the standings' ranges read in words`, async ({ page }) => {
		await page.setViewportSize({ width: 360, height: 640 });
		await page.goto(`${site.url}/index.html?theme=${theme}`);
		// the map takes the screen's width, centred (it once shrank to 300px with hexes cut at its side)
		const map = (await page.getByRole('img', { name: /Map of the arena/ }).boundingBox())!;
		expect(map.x).toBeLessThanOrEqual(10);
		expect(Math.abs(map.x - (360 - map.x - map.width))).toBeLessThanOrEqual(1);
		// the seat's header names Endurance and Arcania in full (once only on the Orders tab's key), each line one line
		const whose = page.getByText(/^Magika · Turn \d+ Ann \(A\)$/);
		const numbers = page.getByText(/^Endurance \d+ · Arcania \d+$/);
		await expect(numbers).toBeInViewport();
		expect(await lines(whose)).toBe(1);
		expect(await lines(numbers)).toBe(1);
		await page.getByRole('button', { name: 'Orders', exact: true }).click();
		const key = page.getByText('P: phase · End: Endurance · Arc: Arcania');
		await expect(key).toBeInViewport();
		expect(await lines(key)).toBe(1);
		await page.getByRole('button', { name: 'Rest all 5 (+25)' }).click();
		const fifth = page.getByRole('button', { name: /^Phase 5: Rest/ });
		await expect(fifth).toContainText('all-rest bonus');
		expect(await lines(fifth)).toBeLessThanOrEqual(2);
		expect(await lines(fifth.locator('.what'))).toBe(1);
		// its number where the others have theirs, at the left
		const left = async (phase: string) => (await page.getByRole('button', { name: new RegExp(`^Phase ${phase}:`) }).getByText(`P${phase}`, { exact: true }).boundingBox())!.x;
		expect(Math.abs((await left('5')) - (await left('1')))).toBeLessThanOrEqual(1);
		// the main action, sealing, is in view above the report's tabs without scrolling
		const seal = (await page.getByRole('button', { name: /^Seal and send/ }).boundingBox())!;
		const tabs = (await page.getByRole('navigation', { name: 'Report' }).boundingBox())!;
		expect(seal.y).toBeGreaterThanOrEqual(0);
		expect(seal.y + seal.height).toBeLessThanOrEqual(tabs.y);
		await expectAccessible(page, 'Magika Orders at 360x640');
		await page.screenshot({ path: test.info().outputPath(`magika-orders-360-${theme}.png`) });
		await page.getByRole('button', { name: 'Standings', exact: true }).click();
		const stats = page.getByRole('region', { name: 'Standings' });
		await expect(stats).toContainText(/Aptitude \u2212?\d+ \(others \u2212?\d+ to \u2212?\d+\)/);
		await expect(stats).not.toContainText(/-\d|\d–/);
		await expectAccessible(page, 'Magika Standings at 360x640');
		await page.screenshot({ path: test.info().outputPath(`magika-standings-360-${theme}.png`) });
		// Messages: whom to and whether anonymous on one row, a box a thumb can tick, the count beside its label, the add across the screen
		await page.getByRole('button', { name: 'Messages', exact: true }).click();
		const box = async (l: Locator) => (await l.boundingBox())!;
		const to = await box(page.getByLabel('To'));
		// each choice says who it reaches: everyone, everyone in a cloak colour, yourself by your letter
		const choices = page.getByLabel('To').locator('option');
		await expect(choices.first()).toHaveText('Everyone');
		await expect(choices.nth(1)).toHaveText('Everyone in red');
		await expect(choices.last()).toHaveText(/^You \([A-Z]\)$/);
		const anonymous = await box(page.getByRole('checkbox', { name: /^Anonymous/ }));
		expect(Math.abs(to.y + to.height / 2 - (anonymous.y + anonymous.height / 2))).toBeLessThanOrEqual(4);
		expect(anonymous.width).toBeGreaterThanOrEqual(24);
		const count = await box(page.getByText(/^0\/200 characters$/));
		expect(count.y + count.height).toBeLessThanOrEqual((await box(page.getByLabel('Text'))).y);
		expect((await box(page.getByRole('button', { name: 'Add message' }))).width).toBeGreaterThan(300);
		await expectAccessible(page, 'Magika Messages at 360x640');
		await page.screenshot({ path: test.info().outputPath(`magika-messages-360-${theme}.png`) });
	});
}

const setupState = (page: Page, key: 'setupSealed' | 'setupStarted' | 'setupBackups') => page.evaluate((k) => window[k] as unknown[], key);
/** The set-up screens at the smallest phone the project supports. */
async function openSetup(page: Page, query: string) {
	await page.setViewportSize({ width: 360, height: 640 });
	await page.goto(`${site.url}/index.html?${query}`);
}

for (const theme of ['dark', 'light'] as const) {
	test(`set-up, ${theme} theme: a player claims a mage within Figure 1; the rules' refusal is shown and sealing waits for a legal claim`, async ({ page }) => {
		await openSetup(page, `mode=setup-claim&theme=${theme}`);
		const seal = page.getByRole('button', { name: 'Seal my choice' });
		await expect(seal).toBeInViewport();
		await expect(seal).toBeDisabled();
		await page.getByRole('radio', { name: /^Elf/ }).check();
		await expect(page.getByRole('radio', { name: 'Neutral' })).toBeDisabled();
		await page.getByRole('radio', { name: 'Evil' }).check();
		await page.getByRole('checkbox', { name: /An alternate/ }).check();
		// the alternate's own labels say so, visibly; the choice's traits spelled out
		await expect(page.getByText('Alternate race', { exact: true })).toBeVisible();
		await expect(page.getByText('Alternate alignment', { exact: true })).toBeVisible();
		await expect(page.getByText('Alignment', { exact: true })).toHaveCount(1);
		await expect(page.getByRole('radio', { name: /^Elf/ })).toHaveAccessibleName(/Endurance \d+ · Arcania \d+ · skill/);
		await expect(page.getByRole('region', { name: 'Claim your mage' })).not.toContainText(/\b(End|Arc) \d/);
		await page.getByLabel('Alternate race').selectOption({ label: 'Elf' });
		await page.getByLabel('Alternate alignment').selectOption({ label: 'Evil' });
		await expect(page.getByRole('alert')).toHaveText('Your alternate must differ from your first choice in race or alignment (or leave it out).');
		await expect(seal).toBeDisabled();
		await expectAccessible(page, 'Magika set-up claim');
		await page.getByLabel('Alternate race').selectOption({ label: 'Dwarf' });
		await page.getByLabel('Alternate alignment').selectOption({ label: 'Neutral' });
		await expect(page.getByRole('alert')).toHaveCount(0);
		await expect(seal).toBeInViewport();
		await page.screenshot({ path: test.info().outputPath(`magika-setup-claim-${theme}.png`) });
		await seal.click();
		expect(await setupState(page, 'setupSealed')).toEqual([{ first: { race: 'elf', align: 'E' }, second: { race: 'dwarf', align: 'N' } }]);
		await expect(page.getByRole('status')).toContainText('Sealed ✓');
		await expect(page.getByRole('button', { name: 'Seal again' })).toBeInViewport();
		await expectAccessible(page, 'Magika set-up claim, sealed');
	});

	test(`set-up, ${theme} theme: the GM's start waits for a key backup (QR shown and saved) or an explicit "no backup"`, async ({ page }) => {
		await openSetup(page, `mode=setup-gm&theme=${theme}`);
		const start = page.getByRole('button', { name: 'Start the contest' });
		await expect(start).toBeInViewport();
		await expect(start).toBeDisabled();
		// disabled, its label still reads (axe exempts disabled controls; 3:1 is the floor here)
		expect(await textContrast(start)).toBeGreaterThanOrEqual(3);
		await expect(page.getByText('2 of 13 mages taken by players · 11 bots · 1 still choosing')).toBeVisible();
		await page.getByText('Seats and choices').click();
		await expect(page.getByRole('listitem').filter({ hasText: 'Ann (A)' })).toContainText('sealed ✓ · first choice');
		await expect(page.getByRole('listitem').filter({ hasText: 'Mage C' })).toContainText('bot');
		await page.evaluate(() => window.scrollTo(0, 0));
		await page.screenshot({ path: test.info().outputPath(`magika-setup-gm-seats-${theme}.png`) });
		await expect(page.getByRole('radio', { name: 'A player' })).toBeDisabled();
		await page.getByRole('radio', { name: 'Me, the game master' }).check();
		await expect(page.getByText(/GM sees all/)).toBeVisible();
		await expectAccessible(page, 'Magika GM set-up');
		await page.screenshot({ path: test.info().outputPath(`magika-setup-gm-${theme}.png`) });
		await page.getByRole('button', { name: 'Show QR' }).click();
		await expect(page.getByRole('img', { name: 'Your game master keys as a QR code' })).toBeVisible();
		await expect(start).toBeDisabled(); // shown is not saved
		await expectAccessible(page, 'Magika GM set-up, QR');
		await page.screenshot({ path: test.info().outputPath(`magika-setup-gm-qr-${theme}.png`) });
		await page.getByRole('button', { name: 'I have saved it' }).click();
		await expect(page.getByRole('status')).toHaveText('Backup: QR line saved ✓');
		await expect(start).toBeEnabled();
		await expect(start).toBeInViewport();
		await start.click();
		expect(await setupState(page, 'setupStarted')).toEqual([{ ebon: 'gm', backup: 'qr' }]);
	});
}

test('set-up: the GM declines the backup only through a warning; a passphrase file or a co-GM also opens the start', async ({ page }) => {
	await openSetup(page, 'mode=setup-gm');
	const start = page.getByRole('button', { name: 'Start the contest' });
	await page.getByRole('button', { name: 'No backup…' }).click();
	await expect(page.getByRole('alert')).toContainText('the whole contest is lost if this phone is lost');
	await expect(start).toBeDisabled();
	await expectAccessible(page, 'Magika GM set-up, no backup');
	await page.getByRole('button', { name: 'Start without a backup' }).click();
	await expect(page.getByRole('status')).toHaveText('No backup: the contest ends if this phone is lost');
	await start.click();
	expect(await setupState(page, 'setupStarted')).toEqual([{ ebon: 'bot', backup: 'declined' }]);

	await page.reload();
	await page.getByRole('button', { name: 'Passphrase file' }).click();
	const download = page.getByRole('button', { name: 'Download the key file' });
	await page.getByLabel(/Passphrase/).fill('short');
	await expect(download).toBeDisabled();
	await page.getByLabel(/Passphrase/).fill('a long enough passphrase');
	await download.click();
	await expect(start).toBeEnabled();
	await page.getByRole('button', { name: 'Co-GM' }).click();
	await page.getByLabel('Co-game master').selectOption({ label: 'Bo' });
	await page.getByRole('button', { name: 'Name as co-GM' }).click();
	expect(await setupState(page, 'setupBackups')).toEqual(['file:24', 'escrow:s1']);
	await expect(page.getByRole('status')).toHaveText('Backup: co-game master named ✓');
});

for (const theme of ['dark', 'light'] as const) test(`set-up at 360 px in large text (Android's largest, 130 %), ${theme} theme: each backup button holds its whole label, thumb-sized, and nothing runs off the screen`, async ({ page }) => {
	await openSetup(page, `mode=setup-gm&theme=${theme}`);
	for (const size of ['', LARGE_TEXT]) {
		await page.evaluate((s) => (document.documentElement.style.fontSize = s), size);
		const what = size ? 'large text' : 'usual text';
		for (const name of ['Show QR', 'Passphrase file', 'Co-GM']) {
			const button = page.getByRole('button', { name, exact: true });
			const fit = await button.evaluate((e) => ({ scroll: e.scrollWidth, client: e.clientWidth, width: e.getBoundingClientRect().width, height: e.getBoundingClientRect().height }));
			expect(fit.scroll, `${what}: "${name}" read whole inside its button`).toBeLessThanOrEqual(fit.client);
			expect(Math.min(fit.width, fit.height), `${what}: "${name}" thumb-sized`).toBeGreaterThanOrEqual(44);
		}
		expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), `${what}: no sideways scroll`).toBeLessThanOrEqual(360);
	}
	await page.getByRole('button', { name: 'Show QR' }).evaluate((e) => e.scrollIntoView({ block: 'center' }));
	await page.screenshot({ path: test.info().outputPath(`magika-setup-gm-large-text-${theme}.png`) });
});

test("a seat's screen at 360 px in large text (130 %): the report's tab bar fits the phone, no sideways scroll", async ({ page }) => {
	await openSetup(page, '');
	await setTextSize(page, LARGE_TEXT);
	const tabs = page.getByRole('navigation', { name: 'Report' });
	for (const tab of ['Map', 'Mage']) {
		await tabs.getByRole('button', { name: tab, exact: true }).click();
		expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), `${tab}: no sideways scroll`).toBeLessThanOrEqual(360);
		const right = await tabs.evaluate((e) => Math.max(...[...e.querySelectorAll('button')].map((b) => b.getBoundingClientRect().right)));
		expect(right, `${tab}: every tab inside the screen`).toBeLessThanOrEqual(360);
	}
	await page.screenshot({ path: test.info().outputPath('magika-seat-large-text.png') });
});
