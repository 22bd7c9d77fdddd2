import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { closeSheet, newGame, openSheet } from './support/app';
import { createWizard, newDuel } from './support/archmage';
import { shoot } from './support/screens';
import { counter, inviteLink, join, phone, status, tap } from './support/sync';

/**
 * Joining in any order: the guest joins and takes its seat before the host has done anything, and
 * plays its first move at once (within the 10 s expect timeout, without the host doing anything);
 * the host stops offering that seat.
 */

const uncover = async (p: Page) => {
	const cover = p.getByRole('button', { name: /^I am / });
	if (await cover.first().isVisible()) await cover.first().click();
};

async function placeStart(p: Page, type: string, at: string) {
	await uncover(p);
	await p.getByRole('group', { name: 'Magic type' }).getByRole('button', { name: new RegExp(type) }).click();
	await p.locator(`[data-square="${at}"]`).first().click();
	await p.getByRole('button', { name: /^Seal my start/ }).click();
}

/** Host A makes the game (`make`), guest B joins as Bo at once and plays `first`; `check` runs on A after. */
async function guestFirst(browser: Browser, make: (a: Page) => Promise<void>, first: (b: Page) => Promise<void>, check: (a: Page) => Promise<void>) {
	const a = await phone(browser, 'Ann phone');
	const b = await phone(browser, 'Bo phone');
	try {
		await make(a.page);
		await join(b.page, await inviteLink(a.page), 'Bo');
		await first(b.page);
		await check(a.page);
		await expect(status(a.page)).toContainText('Connected to 1 other device');
	} finally {
		await a.context.close();
		await b.context.close();
	}
}

/** Brick: adds a wizard knowing Slam (16 points) to Bo's army, from that army's own panel. */
async function muster(p: Page, name: string) {
	await p.getByRole('button', { name: "Add a unit to Bo's army" }).click();
	const builder = p.getByRole('form', { name: 'Add a unit' });
	await builder.getByLabel('Name').fill(name);
	await builder.getByRole('searchbox', { name: 'Find a spell' }).fill('slam');
	await builder.getByRole('checkbox', { name: /^Slam/ }).check();
	await builder.getByRole('button', { name: 'Add to the army' }).click();
}

/** The host no longer offers Bo: no "Acting as" switch (it plays Ann alone now). */
const noActingAsBo = async (a: Page) => expect(a.getByRole('group', { name: 'Acting as' })).toHaveCount(0);
/** Brick: the host no longer adds units to Bo's army (it plays Ann alone now). */
const noMusterForBo = async (a: Page) => expect(a.getByRole('button', { name: "Add a unit to Bo's army" })).toHaveCount(0);

test('Counters: a guest who joins first changes a counter at once', async ({ browser }) => {
	await guestFirst(
		browser,
		(a) => newGame(a, { players: ['Ann', 'Bo'] }),
		async (b) => {
			await tap(b, 'Bo', 'minus');
			await expect(counter(b, 'Bo')).toHaveText('19');
		},
		async (a) => {
			await expect(counter(a, 'Bo')).toHaveText('19');
			await noActingAsBo(a);
		}
	);
});

test('Magic Arena: a guest who joins first places and seals before the host does anything', async ({ browser }) => {
	await guestFirst(
		browser,
		(a) => newGame(a, { game: 'Magic Arena', players: ['Ann', 'Bo'] }),
		(b) => placeStart(b, 'Fire', 'F6'),
		async (a) => {
			await expect(a.getByTestId('player-Bo')).toContainText('sealed ✓');
			await expect(a.getByRole('button', { name: /^I am Bo/ })).toHaveCount(0);
			// and the host still places its own
			await placeStart(a, 'Air', 'C3');
			await expect(a.getByTestId('player-Bo')).toContainText('F6');
		}
	);
});

test('Magic Arena: a guest who joins after the host sealed its start places at once', async ({ browser }) => {
	await guestFirst(
		browser,
		async (a) => {
			await newGame(a, { game: 'Magic Arena', players: ['Ann', 'Bo'] });
			await takeAnn(a);
		},
		async (b) => {
			await placeStart(b, 'Fire', 'F6');
			await expect(b.getByTestId('player-Ann')).toContainText('C3');
		},
		async (a) => expect(a.getByTestId('player-Bo')).toContainText('F6')
	);
	async function takeAnn(a: Page) {
		await a.getByRole('button', { name: /^I am Ann/ }).click();
		await a.getByRole('group', { name: 'Magic type' }).getByRole('button', { name: /Air/ }).click();
		await a.locator('[data-square="C3"]').first().click();
		await a.getByRole('button', { name: /^Seal my start/ }).click();
		await expect(a.getByRole('region', { name: 'Pass the phone' })).toContainText('Pass the phone to Bo');
	}
});

test('ArchMage: a guest who joins first enters its wizard at once', async ({ browser }) => {
	await guestFirst(
		browser,
		newDuel,
		(b) => createWizard(b, 'Bo', 'Oswin'),
		async (a) => {
			await expect(a.getByRole('region', { name: 'Oswin' })).toBeVisible();
			await expect(a.getByRole('region', { name: 'Bo: choose a wizard' })).toHaveCount(0);
			await expect(a.getByRole('region', { name: 'Ann: choose a wizard' })).toBeVisible();
		}
	);
});

test("Serpent's Tongue: a guest who joins first plays the initiative at once", async ({ browser }) => {
	await guestFirst(
		browser,
		(a) => newGame(a, { game: 'Serpent', players: ['Ann', 'Bo'] }),
		async (b) => {
			const r = b.getByRole('region', { name: 'Initiative' });
			await r.getByLabel(/^Table dic?e$/).fill('7');
			await r.getByRole('button', { name: 'Use' }).click();
			await expect(b.getByTestId('energy-Bo-resonance')).toHaveText('3');
		},
		async (a) => {
			await expect(a.getByTestId('energy-Bo-resonance')).toHaveText('3');
			await noActingAsBo(a);
		}
	);
});

test('Brick: a guest who joins first musters a unit at once', async ({ browser }) => {
	await guestFirst(
		browser,
		(a) => newGame(a, { game: 'Brick-wargame', players: ['Ann', 'Bo'] }),
		async (b) => {
			await muster(b, 'Morgana');
			await expect(b.getByTestId('total-Bo')).toHaveText('16 points');
		},
		async (a) => {
			await expect(a.getByTestId('total-Bo')).toHaveText('16 points');
			await noMusterForBo(a);
		}
	);
});

test('a seat the host has played for asks its player, and the guest is told whom it waits for', async ({ browser }) => {
	const a = await phone(browser, 'Ann phone');
	const b = await phone(browser, 'Bo phone');
	try {
		await newGame(a.page, { game: 'Brick-wargame', players: ['Ann', 'Bo'] });
		// pass and play on the host: Bo has moved there, so Bo's seat is not given away unasked
		await muster(a.page, 'Morgana');
		await expect(a.page.getByTestId('total-Bo')).toHaveText('16 points');
		await join(b.page, await inviteLink(a.page), 'Bo');
		await expect(b.page.getByTestId('seat-wait')).toContainText("Asked for Bo's seat: waiting for the device that plays Ann, Bo to hand it over.");
		// the host has company but never picked a seat: its bar names the seats it plays, not "Pass and play"
		await expect(a.page.getByTestId('my-seat')).toHaveText('You: Ann, Bo');
		// the host's player is told which phone asks (its name travels with the request), not just "A device"
		await expect(a.page.getByTestId('seat-request')).toContainText(/^Bo phone \([0-9A-F]{4}-[0-9A-F]{4}\) asks for Bo's seat, which this device holds\./);
		await shoot(a.page, 'seat-request-named');
		await a.page.getByRole('button', { name: "Hand over Bo's seat" }).click();
		await expect(b.page.getByTestId('seat-wait')).toHaveCount(0);
		await noMusterForBo(a.page);
		// after the hand-over the host plays Ann alone, and Bo's phone sees it so
		await expect(a.page.getByTestId('my-seat')).toHaveText('You: Ann');
		await expect(b.page.getByTestId('present')).toHaveText('Ann phone · Ann');
		const devices = await openSheet(b.page, 'Devices at this table');
		await expect(devices.getByTestId('device-peer')).toContainText('Ann phone: Ann');
		await expect(devices.getByTestId('device-peer')).not.toContainText('all seats');
		await shoot(b.page, 'devices-after-hand-over');
		await closeSheet(b.page);
		const hostDevices = await openSheet(a.page, 'Devices at this table');
		await expect(hostDevices.getByTestId('device-me')).toContainText('(this phone): Ann');
		await expect(hostDevices.getByRole('button', { name: 'Play as Ann' })).toHaveAttribute('aria-pressed', 'true');
		await expect(hostDevices.getByRole('button', { name: 'All seats (pass and play)' })).toHaveAttribute('aria-pressed', 'false');
		await shoot(a.page, 'devices-host-after-hand-over');
		await closeSheet(a.page);
		await muster(b.page, 'Oswin');
		await expect(a.page.getByTestId('total-Bo')).toHaveText('32 points');
		// History on Bo's phone: the move Ann's phone made for Bo names that phone, Bo's own move does not
		await openSheet(b.page, 'History');
		const history = b.page.getByRole('region', { name: 'History' });
		await expect(history.getByRole('listitem').filter({ hasText: 'Morgana' })).toContainText('by Ann phone for Bo');
		await expect(history.getByRole('listitem').filter({ hasText: 'Oswin' })).toContainText(/by Bo ·/);
		await shoot(b.page, 'history-by-device');
	} finally {
		await a.context.close();
		await b.context.close();
	}
});
