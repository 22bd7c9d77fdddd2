import { createServer, type AddressInfo, type Socket } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { closeSheet, newGame, openSheet } from './support/app';
import { expectInView, expectSmallChrome, LARGE_TEXT, PHONE, setTextSize, shoot, useTheme } from './support/screens';
import { createWizard, newDuel } from './support/archmage';
import { expectAccessible } from './support/axe';
import { inviteLink, join, phone, status, type Device } from './support/sync';

/**
 * The bar's title, this phone's seat and the connection's words are read whole: no box (nor any
 * box inside it, as the words' own) cuts its text, in width or in height.
 */
async function expectBarWhole(page: Page, what: string) {
	const bar = page.locator('header.top');
	for (const [part, name] of [
		[bar.getByRole('heading', { level: 1 }), 'the title'],
		[page.getByTestId('my-seat'), 'the seat'],
		[status(page), 'the connection']
	] as const) {
		const cut = await part.evaluate((e) => [e, ...e.querySelectorAll('*')].filter((x) => x.scrollWidth > x.clientWidth || x.scrollHeight > x.clientHeight).map((x) => x.textContent));
		expect(cut, `${what}: ${name} read whole ("${await part.textContent()}")`).toEqual([]);
	}
	const right = await bar.evaluate((e) => Math.max(...[e, ...e.querySelectorAll('*')].map((x) => x.getBoundingClientRect().right)) - innerWidth);
	expect(right, `${what}: nothing in the bar runs off the screen`).toBeLessThanOrEqual(0.5);
}

/** The bar as a phone set to large text shows it (Android's largest: 130 %), then back to the usual size. */
async function expectBarWholeInLargeText(page: Page, what: string) {
	await setTextSize(page, LARGE_TEXT);
	await expectBarWhole(page, `${what}, large text`);
	await page.evaluate(() => (document.documentElement.style.fontSize = ''));
}

// still dice in the screenshots (the tumble itself is left out for a player who asks for less motion)
test.use({ viewport: PHONE, reducedMotion: 'reduce' });

for (const theme of ['dark', 'light'] as const) {
	test.describe(theme, () => {
		test.beforeEach(async ({ page }) => useTheme(page, theme));

		test('Counters: every player and the main actions on the first screen; results appear in view', async ({ page }) => {
			for (const players of [['Ana', 'Bo'], ['Ana', 'Bo', 'Cy'], ['Ana', 'Bo', 'Cy', 'Dee']]) {
				await newGame(page, { players });
				await expectSmallChrome(page, `Counters, ${players.length} players`);
				for (const p of players) {
					await expectInView(page.getByRole('group', { name: `${p} Life` }), `${p}'s life`);
				}
				await expectInView(page.getByRole('button', { name: 'Next player' }), 'Next player');
				await expectInView(page.getByRole('button', { name: 'Roll', exact: true }), 'Roll');
				await shoot(page, `counters-${players.length}p`);
			}
			await page.getByRole('button', { name: 'd20', exact: true }).click();
			await expectInView(page.getByTestId('dice-result'), 'the roll');
			await expect(page.getByTestId('dice-roller')).toHaveText('Ana');
			await page.getByRole('button', { name: 'Next player' }).click();
			await expectInView(page.getByTestId('turn-timer'), 'the turn timer');
			await shoot(page, 'counters-rolled');

			await page.getByRole('button', { name: 'Menu', exact: true }).click();
			await shoot(page, 'menu');
			const history = await openSheet(page, 'History');
			await expectInView(history.getByRole('listitem').first(), 'the newest move in History');
			await shoot(page, 'history');
			const fair = await openSheet(page, 'Check fairness');
			await fair.getByRole('button', { name: 'Check this game' }).click();
			await expectInView(fair.getByTestId('verify-report'), 'the fairness report');
			await shoot(page, 'check-fairness');
			const invite = await openSheet(page, 'Invite a phone');
			// no server within reach here: the way without the internet is on the first screen, above the QR code
			await expect(invite.getByTestId('connection')).toContainText("Can't reach the other phones online");
			await expectInView(invite.getByRole('button', { name: 'No internet? Connect without it' }), 'Invite: connect without internet');
			// said once, by the button itself (no hint above it sending the player to the menu), and the QR code still on the first screen
			const said = await invite.innerText();
			expect(said.match(/without (internet|it)/gi), 'Invite: the way without internet, offered once').toHaveLength(1);
			expect(said, 'Invite: no pointer to the menu').not.toContain('menu ☰');
			await expectInView(invite.getByRole('img', { name: 'QR code: Invite link' }), 'Invite: the QR code, no server');
			await expectAccessible(page, `the invite sheet, no server (${theme})`);
			await shoot(page, 'invite');
			const devices = await openSheet(page, 'Devices at this table');
			// a phone with no name given: said once, not "This phone (this phone)"
			await expect(devices.getByTestId('device-me')).toHaveText('This phone: all seats');
			await shoot(page, 'devices');
			// sync paused: the invite's first action is to resume it, in view (not the way without internet)
			await devices.getByRole('button', { name: 'Pause sync' }).click();
			const paused = await openSheet(page, 'Invite a phone');
			await expect(paused.getByTestId('connection')).toHaveText('Sync paused: playing on this device only');
			await expectInView(paused.getByRole('button', { name: 'Resume sync' }), 'Invite, sync paused: Resume sync');
			await expect(paused.getByRole('button', { name: /without it/ })).not.toHaveClass(/primary/);
			await paused.getByRole('button', { name: 'Resume sync' }).click();
			await expect(paused.getByTestId('connection')).not.toContainText('paused');
			// Connect without internet: the role this phone takes (show or read a code) looks chosen, and changes when the other is picked
			const pair = await openSheet(page, 'Connect without internet');
			const show = pair.getByRole('button', { name: 'Show a code' });
			const read = pair.getByRole('button', { name: 'Read a code' });
			const looks = (b: typeof show) => b.evaluate((e) => getComputedStyle(e).backgroundColor);
			await expect(show).toHaveAttribute('aria-pressed', 'true');
			// the code this phone shows, for the other phone's camera, on the first screen
			await expect(pair.getByRole('img', { name: 'QR code: Pairing code' })).toBeVisible();
			await expectInView(pair.getByRole('img', { name: 'QR code: Pairing code' }), 'Pair: the code to show');
			expect(await looks(show), 'Pair: the chosen role looks chosen').not.toBe(await looks(read));
			await read.click();
			await expect(read).toHaveAttribute('aria-pressed', 'true');
			expect(await looks(read), 'Pair: the other role, once picked, looks chosen').not.toBe(await looks(show));
			await expectAccessible(page, `the pairing sheet (${theme})`);
			await shoot(page, 'pair');
			await closeSheet(page);

			await page.getByRole('checkbox', { name: 'Phone in the middle' }).check();
			for (const p of ['Ana', 'Bo', 'Cy', 'Dee']) await expectInView(page.getByRole('group', { name: `${p} Life` }), `${p}'s life in the middle`);
			await shoot(page, 'counters-middle');
		});
	});
}

for (const theme of ['dark', 'light'] as const) {
	test(`every game's first steps fit the first screen (${theme})`, async ({ page }) => {
		await useTheme(page, theme);
		// the first run says what Familiar is
		await page.goto('/');
		await expect(page.getByRole('region', { name: 'About Familiar' })).toContainText('table companion');
		await shoot(page, 'home-first-run');
		// a phone new to a table that is already playing: the way to join it on the first screen, to the screen that reads its code
		const join = page.getByRole('link', { name: 'Join a game' });
		await expectInView(join, 'Home: Join a game');
		await join.click();
		await expect(page.getByRole('heading', { name: 'Join a game' })).toBeVisible();
		await expect(page.getByText(/Menu ☰ → Connect without internet → Show a code/)).toBeVisible();
		await expectInView(page.getByRole('button', { name: 'Scan the pairing code' }), 'Join: scan the code');
		await shoot(page, 'join-first-run');

		await newGame(page, { game: 'Magic Arena', players: ['Ann', 'Bo'] });
		await expectSmallChrome(page, 'Arena cover');
		await expectInView(page.getByRole('button', { name: /^I am Ann/ }), 'Arena: the cover');
		await shoot(page, 'arena-cover');
		await page.getByRole('button', { name: /^I am Ann/ }).first().click();
		await expectInView(page.getByRole('group', { name: 'Magic type' }), 'Arena: the magic types');
		await shoot(page, 'arena-placement');
		await page.getByRole('group', { name: 'Magic type' }).getByRole('button', { name: /Fire/ }).click();
		await page.locator('[data-square="C3"]').first().click();
		await expectInView(page.getByRole('button', { name: /^Seal my start/ }), 'Arena: Seal my start');
		await shoot(page, 'arena-placement-picked');

		await newDuel(page);
		await expectSmallChrome(page, 'ArchMage');
		await expectInView(page.getByRole('button', { name: 'Create a new wizard' }).first(), 'ArchMage: create a wizard');
		await shoot(page, 'archmage-start');
		await createWizard(page, 'Ann', 'Merla');
		await createWizard(page, 'Bo', 'Oswin');
		const move = page.getByRole('region', { name: 'Your move' });
		await shoot(page, 'archmage-announce');
		await expectInView(move.getByRole('button', { name: /^Earthpower/ }), 'ArchMage: the first spell to announce');
		await move.getByRole('button', { name: /^Woodpower/ }).first().click();
		await move.getByRole('button', { name: 'Roll d100' }).click();
		await expectInView(page.getByRole('region', { name: 'Last roll' }).getByTestId('dice-result'), 'ArchMage: the d100');
		await expectInView(page.getByRole('button', { name: 'Keep the roll' }), 'ArchMage: keep the roll');
		await shoot(page, 'archmage-rolled');

		await newGame(page, { game: 'Brick-wargame', players: ['Ana', 'Bo'] });
		await expectSmallChrome(page, 'Brick');
		await shoot(page, 'brick-muster');

		await newGame(page, { game: 'Serpent', players: ['Ana', 'Bo'] });
		await expectSmallChrome(page, 'Serpent');
		await shoot(page, 'serpent-initiative');

		await page.goto('/');
		// each card says where its game stands
		await expect(page.getByTestId('game-state').first()).toContainText('roll the d10');
		await shoot(page, 'home');
		await page.goto('/new');
		await expectInView(page.getByRole('button', { name: 'Start the game' }), 'New game: Start');
		await shoot(page, 'new-game');
		await page.getByRole('radio', { name: /Magic Arena/ }).check();
		await expect(page.getByText(/^More rules/)).toBeVisible();
		await expectInView(page.getByRole('button', { name: 'Start the game' }), 'New game (Arena): Start');
		await shoot(page, 'new-game-arena');
		await page.getByRole('radio', { name: /ArchMage/ }).check();
		await expect(page.getByRole('group', { name: /Players/ })).toContainText('2 players');
		await expect(page.getByRole('textbox', { name: 'Player 1 name' })).toHaveValue('');
		await expect(page.getByRole('textbox', { name: 'Player 1 name' })).toHaveAttribute('placeholder', 'Player 1');
		await shoot(page, 'new-game-archmage');
	});
}

for (const theme of ['dark', 'light'] as const) {
	test(`the bar reads whole at 360 px: every game's title, the seat and the connection's words, in large text too (${theme})`, async ({ page, context }) => {
		await useTheme(page, theme);
		for (const game of ['Counters', 'Magic Arena', 'ArchMage', 'Magika', 'Brick-wargame', 'Serpent']) {
			if (game === 'ArchMage') await newDuel(page);
			else await newGame(page, { game, players: game === 'Magika' ? ['Bo', 'Cy'] : ['Ana', 'Bo'] });
			await expectBarWhole(page, game);
			await expectSmallChrome(page, `${game}: the bar`);
			await expectBarWholeInLargeText(page, game);
		}
		// the longest words, under the longest title (Serpent's Tongue): once another phone was asked, the connection says what it does
		await openSheet(page, 'Invite a phone');
		await closeSheet(page);
		await expect(status(page)).toContainText("Can't reach the other phones online");
		await expectBarWhole(page, 'no server');
		await expectSmallChrome(page, 'no server: the bar');
		await shoot(page, 'bar-no-server');
		const devices = await openSheet(page, 'Devices at this table');
		await devices.getByRole('button', { name: 'Pause sync' }).click();
		await closeSheet(page);
		await expect(status(page)).toHaveText('Sync paused: playing on this device only');
		await expectBarWhole(page, 'sync paused');
		await shoot(page, 'bar-paused');
		await (await openSheet(page, 'Devices at this table')).getByRole('button', { name: 'Resume sync' }).click();
		await closeSheet(page);
		await context.setOffline(true);
		await expect(status(page)).toHaveText('This device is offline: playing on it alone');
		await expectBarWhole(page, 'offline');
		await shoot(page, 'bar-offline');
		await context.setOffline(false);
		await expect(status(page)).toContainText("Can't reach the other phones online");
		await setTextSize(page, LARGE_TEXT);
		await expectBarWhole(page, 'no server, large text');
		await shoot(page, 'bar-large-text');
	});
}

for (const theme of ['dark', 'light'] as const) {
	test(`a phone opening an invite while nothing online reaches the table: told so once, the code to scan in view (${theme})`, async ({ browser }) => {
		const c = await phone(browser, 'Cy phone', { signaling: ['ws://localhost:1'] });
		try {
			await c.page.setViewportSize(PHONE);
			await useTheme(c.page, theme);
			await c.page.goto('/join#t=kitchen&s=secret&g=counters');
			const said = c.page.getByTestId('join-status');
			await expect(said).toContainText("Can't reach the other phones online");
			// this screen has no menu: its status sends nobody to one; the way by code is the card below, in view
			await expect(said).not.toContainText('menu');
			await expectInView(c.page.getByRole('button', { name: 'Scan the pairing code' }), 'Join, nothing online: scan the code');
			await expectAccessible(c.page, `join, nothing online (${theme})`);
			await shoot(c.page, 'join-unreachable');
		} finally {
			await c.context.close();
		}
	});
}

for (const theme of ['dark', 'light'] as const) {
	test(`the invite sheet stays still while the server is looked for and once it is found unreachable (${theme})`, async ({ browser }) => {
		// a signaling server that takes the connection and never answers: the phone keeps looking, until it goes
		const held = new Set<Socket>();
		const server = createServer((s) => held.add(s));
		await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
		const a = await phone(browser, 'Ana phone', { signaling: [`ws://127.0.0.1:${(server.address() as AddressInfo).port}`] });
		try {
			await a.page.setViewportSize(PHONE);
			await a.page.emulateMedia({ reducedMotion: 'reduce' });
			await useTheme(a.page, theme);
			await newGame(a.page, { players: ['Ana', 'Bo'] });
			const invite = await openSheet(a.page, 'Invite a phone');
			const said = invite.getByTestId('connection');
			const pair = invite.getByRole('button', { name: 'No internet? Connect without it' });
			const code = invite.getByRole('img', { name: 'QR code: Invite link' });
			await expect(said).toHaveText('Looking for the other phones…');
			await expectInView(code, 'Invite, looking: the QR code');
			await expectInView(pair, 'Invite, looking: connect without internet');
			const before = { pair: await pair.boundingBox(), code: await code.boundingBox() };
			await shoot(a.page, 'invite-looking');
			server.close();
			for (const s of held) s.destroy();
			await expect(said).toHaveText("Can't reach the other phones online");
			// now the main way: it looks it, where it was
			await expect(pair).toHaveClass(/primary/);
			expect({ pair: await pair.boundingBox(), code: await code.boundingBox() }, 'Invite: the button and the QR code where they were').toEqual(before);
			await expectAccessible(a.page, `the invite sheet, looking then unreachable (${theme})`);
		} finally {
			server.close();
			for (const s of held) s.destroy();
			await a.context.close();
		}
	});
}

test.describe('two phones', () => {
	const opened: Device[] = [];
	test.afterEach(async () => {
		for (const d of opened.splice(0)) await d.context.close();
	});

	test("a game master's phone at 360 px: its seat and the connection read whole in the bar", async ({ browser }) => {
		const gm = await phone(browser, 'GM phone');
		const bo = await phone(browser, 'Bo phone');
		opened.push(gm, bo);
		await gm.page.setViewportSize(PHONE);
		await newGame(gm.page, { game: 'Magika', players: ['Bo', 'Cy'] });
		await join(bo.page, await inviteLink(gm.page), 'Bo');
		await expect(gm.page.getByTestId('my-seat')).toHaveText('You: game master', { timeout: 30_000 });
		await expect(status(gm.page)).toHaveText('Connected to 1 other device', { timeout: 30_000 });
		await expectBarWhole(gm.page, 'the GM, a player connected');
		await expectSmallChrome(gm.page, 'the GM, a player connected');
		await shoot(gm.page, 'bar-game-master');
	});

	test("a joined phone names itself and shows its seat; a fair roll shows the dice and the roller on both", async ({ browser }) => {
		const a = await phone(browser, 'Ana phone');
		const b = await phone(browser, 'Bo phone');
		opened.push(a, b);
		for (const d of [a, b]) await d.page.setViewportSize(PHONE);
		await newGame(a.page, { players: ['Ana', 'Bo'] });
		// alone at the table: nobody is waited for
		await expect(status(a.page)).toHaveText('Only this phone');
		await expect(a.page.getByTestId('my-seat')).toHaveText('Pass and play');
		// the invite, with the other phones within reach online: its QR code on the first screen, the way without internet above it, not the main one
		const invite = await openSheet(a.page, 'Invite a phone');
		await expect(invite.getByTestId('connection')).not.toContainText("Can't reach");
		await expectInView(invite.getByRole('img', { name: 'QR code: Invite link' }), 'Invite: the QR code');
		await expect(invite.getByRole('button', { name: /without it|Pair by code/ })).toHaveCount(1);
		await expect(invite.getByRole('button', { name: /without it/ })).not.toHaveClass(/primary/);
		await shoot(a.page, 'invite-online');

		await b.page.goto(await inviteLink(a.page));
		await expect(b.page).toHaveURL(/\/table\//, { timeout: 30_000 });
		const name = b.page.getByRole('textbox', { name: "This phone's name" });
		await expect(name).toHaveValue('Bo phone');
		await name.fill('Bo’s phone');
		await b.page.getByRole('button', { name: 'Play as Bo' }).click();
		await expect(b.page.getByTestId('my-seat')).toHaveText('You: Bo');
		await expect(a.page.getByRole('list', { name: 'Connected devices' })).toContainText('Bo’s phone · Bo', { timeout: 30_000 });
		await expect(status(b.page)).toContainText('Connected to 1 other device');
		await shoot(b.page, 'joined-phone');

		await b.page.getByRole('button', { name: 'd6', exact: true }).click();
		for (const p of [a.page, b.page]) {
			await expect(p.getByTestId('dice-roller')).toHaveText('Bo', { timeout: 30_000 });
			await expectInView(p.getByTestId('dice-result'), 'the fair roll');
		}
		const value = await b.page.getByTestId('dice-value').textContent();
		expect(Number(value)).toBeGreaterThanOrEqual(1);
		expect(Number(value)).toBeLessThanOrEqual(6);
		await expect(a.page.getByTestId('dice-value')).toHaveText(value!);
		await shoot(a.page, 'fair-roll');
	});
});
