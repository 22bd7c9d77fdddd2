import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { newCoopGame, prepare, tableDice } from './support/serpent';
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

/** Casts a prepared spell; its Response phase opens, and (unless `respond`) one tap says nobody responds. */
async function cast(page: Page, spell: string, target?: string, respond = false) {
	const actions = page.getByRole('region', { name: 'Actions' });
	await actions.getByRole('button', { name: new RegExp(`^${spell}`) }).click();
	const chooser = actions.getByRole('group', { name: `Cast ${spell}` });
	await chooser.getByRole('button', { name: target ? `On ${target}` : `Cast ${spell}` }).click();
	if (!respond) await noResponses(page, spell);
}

async function noResponses(page: Page, spell: string) {
	await page.getByRole('region', { name: 'Response phase' }).getByRole('button', { name: `No Responses: ${spell} impacts` }).click();
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
	// The phone acts as Ana: Bo's panel (not a bar above the game) offers to act as Bo.
	await expect(page.getByTestId('being-Ana').getByRole('button', { name: 'Act as Ana' })).toHaveCount(0);
	await expect(page.getByTestId('being-Bo').getByRole('button', { name: 'Act as Bo' })).toBeVisible();
	await prepare(page, 'Ana', ['Fireball']);
	await page.getByRole('button', { name: 'Hand the phone to Bo' }).click();
	await expect(page.getByTestId('being-Ana')).toContainText('1 prepared');
	await prepare(page, 'Bo', ['Dissolve Tissue']);
	await expect(page.getByTestId('turn')).toHaveText('Bo to act');
	await cast(page, 'Dissolve Tissue', 'Ana');
	await expectEnergies([page], 'Ana', { essence: 11 });
	await page.getByRole('button', { name: 'Hand the phone to Ana' }).click();
	// Fireball costs 5 Resonance; Ana has 2: the engine says so and nothing changes.
	await cast(page, 'Fireball', 'Bo', true);
	await expect(page.getByText('Fireball costs 5 Resonance; you have 2.')).toBeVisible();
	await page.getByRole('group', { name: 'Cast Fireball' }).getByRole('button', { name: 'Cancel' }).click();
	await action(page, /^Meditate/);
	await expectEnergies([page], 'Ana', { resonance: 4, harmony: 1 });
	await openSheet(page, 'History');
	await expect(page.getByRole('region', { name: 'History' })).toContainText('Bo casts Dissolve Tissue on Ana');
});

test('a Magi alone against the Sentient Shadow: its Resonance bonus, its initiative, an ability from its chart, its draw bag', async ({ page }) => {
	await newCoopGame(page, 'Ana');

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
	await actions.getByLabel('Effects 1 energy').selectOption('harmony');
	await actions.getByLabel('Area', { exact: true }).selectOption('team');
	await actions.getByRole('checkbox', { name: 'Subtle' }).check();
	await actions.getByRole('button', { name: 'Use it (a Full Action)' }).click();
	await noResponses(page, 'Dark Lash');
	await expectEnergies([page], 'Ana', { harmony: 2 });
	await expect(page.getByTestId('turn')).toHaveText('Ana to act');
	await action(page, /^Meditate/);
	// Its draw bag: 4 red, 2 yellow; a 5 on the d6 is a yellow.
	await tableDice(page, 'Actions', '5');
	await expect(page.getByTestId('being-Sentient Shadow')).toContainText('4 red, 1 yellow · last drawn: yellow');
});

test('a player enters a Shield with a Ward and an Evade and a Dispel card, imports a Codex, and answers an attack on two phones', async ({ browser }) => {
	const ana = await phone(browser, 'Ana phone');
	const bo = await phone(browser, 'Bo phone');
	opened.push(ana, bo);
	await newGame(ana.page, { game: 'Serpent', players: ['Ana', 'Bo'], title: 'Own cards' });
	await join(bo.page, await inviteLink(ana.page), 'Bo');
	await expect(status(bo.page)).toContainText('Connected to 1 other device');
	const both = [ana.page, bo.page];
	const a = ana.page;

	// The card editor, card face first: a Matter Shield against Forces, with a Ward and an Evade.
	await a.getByRole('button', { name: 'Spell library' }).click();
	await a.getByRole('button', { name: 'Enter a new spell' }).click();
	const editor = a.getByRole('form', { name: 'Spell card' });
	await editor.getByLabel('Title').fill('Stone Veil');
	await editor.getByLabel('Sphere').selectOption('Matter');
	await editor.getByLabel('Role').selectOption('defense');
	await editor.getByLabel('Durability').fill('2');
	await editor.getByRole('checkbox', { name: 'Shield', exact: true }).check();
	await editor.getByRole('group', { name: 'Shield blocks' }).getByRole('checkbox', { name: 'Forces' }).check();
	await editor.getByRole('checkbox', { name: 'Ward', exact: true }).check();
	await editor.getByRole('group', { name: 'Ward against' }).getByRole('checkbox', { name: 'Forces' }).check();
	await editor.getByRole('checkbox', { name: /^Evade/ }).check();
	await editor.getByRole('button', { name: 'Save and share with the table' }).click();
	// A Soul Response that dispels a manifesting spell, entered with a validation message on the way.
	await a.getByRole('button', { name: 'Enter a new spell' }).click();
	await editor.getByLabel('Title').fill('Unmake');
	await editor.getByLabel('Sphere').selectOption('Soul');
	await editor.getByLabel('Role').selectOption('abjuration');
	await editor.getByLabel('Fluency').fill('7');
	await expect(editor.getByRole('alert')).toHaveText('Fluency must be a whole number from 1 to 4.');
	await expect(editor.getByRole('button', { name: 'Save and share with the table' })).toBeDisabled();
	await editor.getByLabel('Fluency').fill('1');
	await editor.getByRole('checkbox', { name: 'Response' }).check();
	await editor.getByLabel('Add', { exact: true }).selectOption('dispel');
	await editor.getByRole('button', { name: 'Add directive' }).click();
	await editor.getByLabel('Directives 1: dispels').selectOption('manifesting');
	await editor.getByRole('button', { name: 'Save and share with the table' }).click();
	for (const p of both) {
		await p.getByRole('button', { name: 'Spell library' }).click();
		await expect(p.getByRole('listitem', { name: 'Stone Veil' })).toBeVisible();
		await expect(p.getByRole('listitem', { name: 'Unmake' })).toContainText('Dispel manifesting');
		await p.getByRole('button', { name: 'Setup' }).click();
	}

	// Ana's Codex from a file: two Dissolve Tissue, one Fireball.
	const codex = {
		format: 'familiar-serpent-codex',
		version: 1,
		name: 'Ana',
		entries: [
			{ card: { id: 'dissolve-tissue', title: 'Dissolve Tissue', sphere: 'Bio', role: 'attack', resonance: -1, bonded: true, directives: [{ type: 'dmg', amount: 1 }] }, copies: 2 },
			{ card: { id: 'fireball', title: 'Fireball', sphere: 'Forces', role: 'attack', resonance: -5, descriptors: ['Heat'], directives: [{ type: 'dmg', amount: 2 }] }, copies: 1 }
		]
	};
	await a.getByRole('group', { name: "Ana's Codex" }).getByLabel('Import a Codex file').setInputFiles({ name: 'ana.codex.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(codex)) });
	await expect(a.getByRole('group', { name: "Ana's Codex" })).toContainText('Codex: 3 spells');

	// Round 1: 3 Resonance each; Ana wins the die.
	await tableDice(bo.page, 'Initiative', '7');
	await tableDice(a, 'Initiative', '9 1');
	// Preparation shows why a card cannot be prepared: Pillar of Earth is not in Ana's Codex.
	await expect(a.getByRole('region', { name: 'Prepare Ana' })).toContainText("Pillar of Earth is not in Ana's Codex.");
	await prepare(a, 'Ana', ['Dissolve Tissue']);
	await prepare(bo.page, 'Bo', ['Dissolve Tissue']);
	await cast(a, 'Dissolve Tissue', 'Bo');
	await expectEnergies(both, 'Bo', { essence: 11 });
	await expectEnergies(both, 'Ana', { resonance: 2 });

	// Bo's attack waits in its Response phase; Ana answers it from her own phone: "Fasul!"
	await cast(bo.page, 'Dissolve Tissue', 'Ana', true);
	await expectEnergies(both, 'Bo', { resonance: 2 });
	const window = a.getByRole('region', { name: 'Response phase' });
	await window.getByRole('button', { name: /^Unmake/ }).click();
	await window.getByRole('group', { name: 'Cast Unmake' }).getByRole('button', { name: 'On Dissolve Tissue (Ana)' }).click();
	await noResponses(bo.page, 'Unmake');
	// Dispelled while manifesting: Ana keeps her Essence, Bo gets his Resonance back, Ana owes an interrupt stone.
	await expectEnergies(both, 'Ana', { essence: 12 });
	await expectEnergies(both, 'Bo', { resonance: 3, essence: 11 });
	for (const p of both) await expect(p.getByTestId('being-Ana')).toContainText('1 interrupt stone');
	await expectAccessible(a, "Serpent's Tongue after a Response");
});
