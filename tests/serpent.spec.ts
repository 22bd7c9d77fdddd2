import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { newGame, openSheet } from './support/app';
import { expectAccessible } from './support/axe';
import { inviteLink, join, phone, status, type Device } from './support/sync';

// Serpent's Tongue: two players, each on their own phone, play two rounds through the table
// assistant; both phones must show the same energies at every step.

const opened: Device[] = [];
test.afterEach(async () => {
	for (const d of opened.splice(0)) await d.context.close();
});

const ENERGIES = ['resonance', 'harmony', 'essence', 'will', 'voice'] as const;

async function energies(page: Page, who: string): Promise<Record<string, string>> {
	const out: Record<string, string> = {};
	for (const e of ENERGIES) out[e] = (await page.getByTestId(`energy-${who}-${e}`).textContent())?.trim() ?? '';
	return out;
}

async function expectEnergies(pages: Page[], who: string, want: Partial<Record<(typeof ENERGIES)[number], number>>) {
	for (const p of pages) {
		for (const [e, v] of Object.entries(want)) await expect(p.getByTestId(`energy-${who}-${e}`)).toHaveText(String(v));
	}
}

/** Types the dice rolled on the table into the step's form. */
async function tableDice(page: Page, region: string, values: string) {
	const r = page.getByRole('region', { name: region });
	await r.getByLabel(/^Table dic?e$/).fill(values);
	await r.getByRole('button', { name: 'Use' }).click();
}

async function prepare(page: Page, who: string, spells: string[]) {
	const panel = page.getByRole('region', { name: `Prepare ${who}` });
	for (const s of spells) await panel.getByRole('list', { name: 'Spells to prepare' }).getByRole('button', { name: s, exact: true }).click();
	await panel.getByRole('button', { name: /^Prepare \d spells?$/ }).click();
}

async function cast(page: Page, spell: string, target?: string) {
	const actions = page.getByRole('region', { name: 'Actions' });
	await actions.getByRole('button', { name: new RegExp(`^${spell}`) }).click();
	const chooser = actions.getByRole('group', { name: `Cast ${spell}` });
	await chooser.getByRole('button', { name: target ? `On ${target}` : `Cast ${spell}` }).click();
}

async function action(page: Page, name: RegExp | string) {
	await page.getByRole('region', { name: 'Actions' }).getByRole('button', { name }).click();
}

test('two phones play two rounds of Serpent’s Tongue and agree on every energy', async ({ browser }) => {
	const ana = await phone(browser, 'Ana phone');
	const bo = await phone(browser, 'Bo phone');
	opened.push(ana, bo);
	await newGame(ana.page, { game: 'Serpent', players: ['Ana', 'Bo'], title: 'Crucible duel' });
	await join(bo.page, await inviteLink(ana.page), 'Bo');
	await expect(status(bo.page)).toContainText('Connected to 1 other device');
	const both = [ana.page, bo.page];
	await expectEnergies(both, 'Ana', { resonance: 0, harmony: 0, essence: 12, will: 3, voice: 0 });

	// Round 1: a 7 on the table's d10 gives everyone 3 Resonance; tied, Ana wins the die.
	await tableDice(bo.page, 'Initiative', '7');
	await expectEnergies(both, 'Ana', { resonance: 3 });
	await expectEnergies(both, 'Bo', { resonance: 3 });
	await expect(ana.page.getByRole('region', { name: 'Initiative' })).toContainText('Ana and Bo');
	await tableDice(ana.page, 'Initiative', '9 1');

	// Each player prepares on their own phone; the other phone sees only how many.
	await prepare(ana.page, 'Ana', ['Pillar of Earth', 'Dissolve Tissue']);
	await expect(bo.page.getByTestId('being-Ana')).toContainText('2 prepared');
	await prepare(bo.page, 'Bo', ['Dissolve Tissue']);
	await expect(ana.page.getByTestId('turn')).toHaveText('Ana to act');
	await expect(bo.page.getByRole('region', { name: 'Actions' })).toContainText("Waiting for Ana's player");

	await cast(ana.page, 'Pillar of Earth');
	await expectEnergies(both, 'Ana', { resonance: 4 });
	for (const p of both) await expect(p.getByTestId('being-Ana').getByTestId('spell-pillar-of-earth')).toContainText('Persistent');
	await action(bo.page, /^Meditate/);
	await expectEnergies(both, 'Bo', { resonance: 5, harmony: 1 });
	await cast(ana.page, 'Dissolve Tissue', 'Bo');
	await expectEnergies(both, 'Bo', { essence: 11 });
	await expectEnergies(both, 'Ana', { resonance: 3 });
	await cast(bo.page, 'Dissolve Tissue', 'Ana');
	await expectEnergies(both, 'Ana', { essence: 11 });
	await expectEnergies(both, 'Bo', { resonance: 4 });
	await expectAccessible(ana.page, "Serpent's Tongue action phase");
	await action(ana.page, 'End my round');
	await action(bo.page, 'End my round');

	// Round 2: a 4 gives 2 Resonance; Bo has more Harmony and acts first.
	await tableDice(ana.page, 'Initiative', '4');
	await expectEnergies(both, 'Ana', { resonance: 5 });
	await expectEnergies(both, 'Bo', { resonance: 6 });
	await prepare(ana.page, 'Ana', []);
	await prepare(bo.page, 'Bo', []);
	await expect(bo.page.getByTestId('turn')).toHaveText('Bo to act');
	await action(bo.page, /^Meditate/);
	await action(ana.page, /^Meditate/);
	await action(bo.page, /^Meditate/);
	await expectEnergies(both, 'Bo', { resonance: 10, harmony: 3 });
	// Ana trades 1 Will for 3 Resonance: an exchange, once a round, out of turn.
	await ana.page.getByText('Energy exchange for Ana').click();
	await ana.page.getByRole('button', { name: '1 Will → 3 Resonance' }).click();
	await expect(ana.page.getByRole('button', { name: '1 Will → 2 Harmony' })).toBeDisabled();
	await action(ana.page, /^Meditate/);
	await action(bo.page, 'End my round');
	await action(ana.page, 'End my round');
	for (const p of both) await expect(p.getByRole('region', { name: 'Initiative' })).toContainText('Round 3');

	const want = {
		Ana: { resonance: '12', harmony: '2', essence: '11', will: '2', voice: '0' },
		Bo: { resonance: '10', harmony: '3', essence: '11', will: '3', voice: '0' }
	};
	for (const who of ['Ana', 'Bo'] as const) {
		const [a, b] = await Promise.all(both.map((p) => energies(p, who)));
		expect(a).toEqual(want[who]);
		expect(b).toEqual(a);
	}
});

test('one phone tracks both Magi: the phone is handed over for hidden preparation and each turn', async ({ page }) => {
	await newGame(page, { game: 'Serpent', players: ['Ana', 'Bo'] });
	await tableDice(page, 'Initiative', '5');
	await tableDice(page, 'Initiative', '2 8');
	// Bo won the die. Preparation is hidden: each player prepares when holding the phone.
	const actingAs = page.getByRole('group', { name: 'Acting as' });
	await expect(actingAs.getByRole('button', { name: 'Ana' })).toHaveAttribute('aria-pressed', 'true');
	await prepare(page, 'Ana', ['Fireball']);
	await page.getByRole('button', { name: 'Hand the phone to Bo' }).click();
	await expect(page.getByTestId('being-Ana')).toContainText('1 prepared');
	await prepare(page, 'Bo', ['Dissolve Tissue']);
	await expect(page.getByTestId('turn')).toHaveText('Bo to act');
	await cast(page, 'Dissolve Tissue', 'Ana');
	await expectEnergies([page], 'Ana', { essence: 11 });
	await page.getByRole('button', { name: 'Hand the phone to Ana' }).click();
	// Fireball costs 5 Resonance; Ana has 2: the engine says so and nothing changes.
	await cast(page, 'Fireball', 'Bo');
	await expect(page.getByText('Fireball costs 5 Resonance; you have 2.')).toBeVisible();
	await page.getByRole('group', { name: 'Cast Fireball' }).getByRole('button', { name: 'Cancel' }).click();
	await action(page, /^Meditate/);
	await expectEnergies([page], 'Ana', { resonance: 4, harmony: 1 });
	await openSheet(page, 'History');
	await expect(page.getByRole('region', { name: 'History' })).toContainText('Bo casts Dissolve Tissue on Ana');
});

test('a Magi alone against the Sentient Shadow: its Resonance bonus, its initiative, an ability from its chart, its draw bag', async ({ page }) => {
	await page.goto('/new');
	await page.getByRole('radio', { name: /Serpent/ }).check();
	await page.getByLabel('Teams').selectOption('coop');
	const inputs = page.getByRole('textbox', { name: /^Player \d+ name$/ });
	while ((await inputs.count()) > 1) await page.getByRole('button', { name: /^Remove player/ }).last().click();
	await inputs.nth(0).fill('Ana');
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();

	await page.getByRole('region', { name: 'Before the battle' }).getByRole('button', { name: 'Add the Encounter' }).click();
	await expectEnergies([page], 'Sentient Shadow', { essence: 10, resonance: 0 });
	// An Overload: 5 Resonance for all, −1 Harmony for Ana; the Shadow adds its bonus of 1 and has no Harmony.
	await tableDice(page, 'Initiative', '10');
	await expectEnergies([page], 'Ana', { resonance: 5, harmony: 1 });
	await expect(page.getByTestId('energy-Ana-harmony').locator('xpath=..')).toContainText('Discord');
	await expectEnergies([page], 'Sentient Shadow', { resonance: 6 });
	await prepare(page, 'Ana', []);
	await expect(page.getByTestId('turn')).toHaveText('Sentient Shadow to act');

	const actions = page.getByRole('region', { name: 'Actions' });
	await actions.getByText('Sentient Shadow: an ability from its chart').click();
	await actions.getByLabel('Name').fill('Dark Lash');
	await actions.getByLabel('Energy').selectOption('harmony');
	await actions.getByRole('checkbox', { name: 'Area (the whole team)' }).check();
	await actions.getByRole('checkbox', { name: 'Subtle' }).check();
	await actions.getByRole('button', { name: 'Use it (a Full Action)' }).click();
	await expectEnergies([page], 'Ana', { harmony: 2 });
	await expect(page.getByTestId('turn')).toHaveText('Ana to act');
	await action(page, /^Meditate/);
	// Its draw bag: 4 red, 2 yellow; a 5 on the d6 is a yellow.
	await tableDice(page, 'Actions', '5');
	await expect(page.getByTestId('being-Sentient Shadow')).toContainText('4 red, 1 yellow · last drawn: yellow');
});
