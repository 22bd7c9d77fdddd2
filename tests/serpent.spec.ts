import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { addAbility, newCoopGame, prepare, tableDice } from './support/serpent';
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

/** Ana starts a game on her phone, Bo joins it from his; both are connected. */
async function twoPhones(browser: Browser, title: string) {
	const ana = await phone(browser, 'Ana phone');
	const bo = await phone(browser, 'Bo phone');
	opened.push(ana, bo);
	await newGame(ana.page, { game: 'Serpent', players: ['Ana', 'Bo'], title });
	await join(bo.page, await inviteLink(ana.page), 'Bo');
	await expect(status(bo.page)).toContainText('Connected to 1 other device');
	return { ana, bo, both: [ana.page, bo.page] };
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
	const { ana, bo, both } = await twoPhones(browser, 'Own cards');
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

test('plays a round on two phones with a response to an attack: the target Evades from its own phone', async ({ browser }) => {
	const { ana, bo, both } = await twoPhones(browser, 'Evade duel');
	const b = bo.page;

	// Bo enters his Evade on his own phone: a Response that dodges one manifesting spell.
	await b.getByRole('button', { name: 'Spell library' }).click();
	await b.getByRole('button', { name: 'Enter a new spell' }).click();
	const editor = b.getByRole('form', { name: 'Spell card' });
	await editor.getByLabel('Title').fill('Sidestep');
	await editor.getByLabel('Sphere').selectOption('Soul');
	await editor.getByLabel('Role').selectOption('defense');
	await editor.getByRole('checkbox', { name: /^Evade/ }).check();
	await editor.getByRole('checkbox', { name: 'Response', exact: true }).check();
	await editor.getByRole('button', { name: 'Save and share with the table' }).click();
	await b.getByRole('button', { name: 'Setup' }).click();

	// Round 1: 3 Resonance each; Ana wins the die and attacks.
	await tableDice(b, 'Initiative', '7');
	await tableDice(ana.page, 'Initiative', '9 1');
	await prepare(ana.page, 'Ana', ['Dissolve Tissue']);
	await prepare(b, 'Bo', []);
	await cast(ana.page, 'Dissolve Tissue', 'Bo', true);
	await expectEnergies(both, 'Ana', { resonance: 2 });
	// The attack waits in its Response phase on both phones; Bo answers from his: "Fasul!"
	for (const p of both) await expect(p.getByRole('region', { name: 'Response phase' })).toContainText('Cast by Ana on Bo');
	const window = b.getByRole('region', { name: 'Response phase' });
	await window.getByRole('button', { name: /^Sidestep/ }).click();
	await window.getByRole('group', { name: 'Cast Sidestep' }).getByRole('button', { name: 'On Dissolve Tissue (Bo)' }).click();
	// The Evade has its own Response phase; nobody answers it, then nobody else answers the attack.
	await noResponses(ana.page, 'Sidestep');
	await expect(ana.page.getByRole('region', { name: 'Response phase' })).toContainText('Bo evades');
	await noResponses(ana.page, 'Dissolve Tissue');
	// Dodged: Bo keeps his 12 Essence on both phones, paid the new card's 1 Resonance, and owes an
	// interrupt stone for acting out of turn.
	await expectEnergies(both, 'Bo', { essence: 12, resonance: 2 });
	for (const p of both) await expect(p.getByTestId('being-Bo')).toContainText('1 interrupt stone');
	// The round goes on: Bo sheds his stone with his Full Action, both end the round.
	await action(b, 'Shed an interrupt stone');
	await action(ana.page, 'End my round');
	await action(b, 'End my round');
	for (const p of both) await expect(p.getByRole('region', { name: 'Initiative' })).toContainText('Round 2');
	await expectEnergies(both, 'Bo', { essence: 12 });
	await expectEnergies(both, 'Ana', { essence: 12, resonance: 2 });
});

test('the card editor has a form for upgrades, the Ritual Path, abilities, ongoing effects and a Koishaka', async ({ page }) => {
	await newGame(page, { game: 'Serpent', players: ['Ana', 'Bo'] });
	await page.getByRole('button', { name: 'Spell library' }).click();
	await page.getByRole('button', { name: 'Enter a new spell' }).click();
	const editor = page.getByRole('form', { name: 'Spell card' });
	await editor.getByLabel('Title').fill('Ember Rite');
	// An upgrade (^) paid 3 Resonance or 1 Will: the message beside it says what is missing until it has a name.
	await editor.getByRole('button', { name: 'Add upgrade' }).click();
	const up = editor.getByRole('group', { name: 'Upgrade 1', exact: true });
	await expect(up.locator('.problem')).toHaveText('Upgrade name must be text of 1 to 60 characters.');
	await expect(editor.getByRole('button', { name: 'Save on this device' })).toBeDisabled();
	await up.getByLabel('Upgrade 1 name').fill('Hotter');
	await expect(up.locator('.problem')).toHaveCount(0);
	await up.getByLabel('Upgrade 1 cost 1: Resonance').fill('3');
	await up.getByRole('button', { name: 'Add another way to pay (or)' }).click();
	await up.getByLabel('Upgrade 1 cost 2: Will').fill('1');
	await up.getByLabel('Upgrade 1 adds: + Dmg').fill('1');
	// An ability: a Free Action Claw, Physical, 1 Dmg.
	await addAbility(editor, 'Claw', ['Free Action', 'Physical']);
	// An ongoing effect: the bearer's Heat attacks deal 1 more Dmg.
	await editor.getByRole('button', { name: 'Add: Ongoing effect' }).click();
	await editor.getByLabel('Ongoing effect 1: spells: descriptor').fill('Heat');
	await editor.getByLabel('Ongoing effect 1: Dmg bonus').fill('1');
	// The Ritual Path: box 1 N/A, box 2 adds a Duration counter.
	await editor.getByRole('button', { name: 'Add Ritual box 1' }).click();
	await editor.getByRole('checkbox', { name: 'Box 1 is N/A' }).check();
	await editor.getByRole('button', { name: 'Add Ritual box 2' }).click();
	await editor.getByLabel('Box 2 name').fill('Longer');
	await editor.getByLabel('Ritual box 2 adds: + Duration').fill('1');
	await screenshotEditor(page, 'serpent-editor-structured');
	await editor.getByRole('button', { name: 'Save on this device' }).click();

	// An Ally and its Koishaka, which has no Harmony.
	await page.getByRole('button', { name: 'Enter a new spell' }).click();
	await editor.getByLabel('Title').fill('Call the Wolf');
	await editor.getByLabel('Role').selectOption('ally');
	await expect(editor.getByRole('alert')).toHaveText('An Ally spell needs its Koishaka.');
	await editor.getByLabel('Koishaka name').fill('Wolf');
	await editor.getByLabel('Koishaka Essence').fill('3');
	await editor.getByRole('checkbox', { name: 'It has no Harmony' }).check();
	await editor.getByRole('button', { name: 'Save on this device' }).click();

	const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('familiar.serpent.spells') ?? '[]'));
	expect(saved.find((c: { title: string }) => c.title === 'Ember Rite')).toMatchObject({
		upgrades: [{ label: 'Hotter', costs: [{ resonance: 3 }, { will: 1 }], add: { dmg: 1 } }],
		abilities: [{ label: 'Claw', free: true, physical: true, directives: [{ type: 'dmg', energy: 'essence', amount: 1 }] }],
		passives: [{ kind: 'dmg-bonus', match: { descriptor: 'Heat' }, amount: 1 }],
		ritual: [null, { label: 'Longer', add: { duration: 1 } }]
	});
	expect(saved.find((c: { title: string }) => c.title === 'Call the Wolf')).toMatchObject({ role: 'ally', koishaka: { name: 'Wolf', essence: 3, harmony: null } });
});

async function screenshotEditor(page: Page, name: string) {
	const editor = page.getByRole('form', { name: 'Spell card' });
	for (const part of ['Upgrade 1', 'Ability 1', 'Ongoing effect 1', 'Ritual box 2']) {
		await editor.getByRole('group', { name: part, exact: true }).screenshot({ path: `test-results/screens/${name}-${part.replace(/ /g, '-').toLowerCase()}.png` });
	}
}

test('a card exported as a QR code is added to a Codex from a photo of the code', async ({ page }) => {
	await newGame(page, { game: 'Serpent', players: ['Ana', 'Bo'] });
	// The export: Fireball's QR code in the spell library, photographed (Playwright has no camera).
	await page.getByRole('button', { name: 'Spell library' }).click();
	const fireball = page.getByRole('listitem', { name: 'Fireball' });
	await fireball.getByRole('button', { name: 'QR code' }).click();
	const photo = await fireball.getByRole('img', { name: 'QR code of Fireball' }).screenshot();
	const notAQr = await page.getByRole('button', { name: 'Enter a new spell' }).screenshot();
	await page.getByRole('button', { name: 'Setup' }).click();

	const codex = page.getByRole('group', { name: "Ana's Codex" });
	await codex.getByText('Codex not tracked').click();
	await expect(codex.getByRole('button', { name: "Scan a card's QR code" })).toBeVisible();
	const fromPhoto = codex.getByLabel('Add a card from a photo of its QR code');
	await fromPhoto.setInputFiles({ name: 'blurry.png', mimeType: 'image/png', buffer: notAQr });
	await expect(page.getByText('Nothing was imported: no QR code could be read in this picture.', { exact: false })).toBeVisible();
	await expect(codex).toContainText('Codex not tracked');
	await fromPhoto.setInputFiles({ name: 'fireball.png', mimeType: 'image/png', buffer: photo });
	await expect(codex.getByText('Codex: 1 spell', { exact: true })).toBeVisible();
	// The same code again: a second copy.
	await fromPhoto.setInputFiles({ name: 'fireball-again.png', mimeType: 'image/png', buffer: photo });
	await expect(codex.getByText('Codex: 2 spells', { exact: true })).toBeVisible();
	await codex.screenshot({ path: 'test-results/screens/serpent-codex-qr.png' });
	await expect(page.getByRole('group', { name: "Bo's Codex" })).toContainText('Codex not tracked');
});

test('a "! 2 Actions" spell waits in the Rite zone; Absolute Free Action lets it complete with a Free Action', async ({ page }) => {
	await newGame(page, { game: 'Serpent', players: ['Ana', 'Bo'] });
	await page.getByRole('button', { name: 'Spell library' }).click();
	const editor = page.getByRole('form', { name: 'Spell card' });
	// Atomic Strike: 2 Dmg, "! 2 Actions". Threnody: a Free Action Abjuration adding Absolute Free Action to a Rite.
	await page.getByRole('button', { name: 'Enter a new spell' }).click();
	await editor.getByLabel('Title').fill('Atomic Strike');
	await editor.getByLabel('Resonance orb').fill('0');
	await editor.getByLabel('# Actions').fill('2');
	await editor.getByRole('button', { name: 'Add directive' }).click();
	await editor.getByLabel('Directives 1 amount').fill('2');
	await editor.getByRole('button', { name: 'Save and share with the table' }).click();
	await page.getByRole('button', { name: 'Enter a new spell' }).click();
	await editor.getByLabel('Title').fill('Threnody');
	await editor.getByLabel('Sphere').selectOption('Soul');
	await editor.getByLabel('Role').selectOption('abjuration');
	await editor.getByLabel('Resonance orb').fill('0');
	await editor.getByRole('checkbox', { name: 'Free Action', exact: true }).check();
	await editor.getByLabel('Add', { exact: true }).selectOption('absolute-free-action');
	await editor.getByRole('button', { name: 'Add directive' }).click();
	await editor.getByRole('button', { name: 'Save and share with the table' }).click();
	await page.getByRole('button', { name: 'Setup' }).click();

	await tableDice(page, 'Initiative', '7');
	await tableDice(page, 'Initiative', '9 1');
	await prepare(page, 'Ana', ['Atomic Strike', 'Threnody']);
	await page.getByRole('button', { name: 'Hand the phone to Bo' }).click();
	await prepare(page, 'Bo', []);
	await page.getByRole('button', { name: 'Hand the phone to Ana' }).click();
	// The first Full Action goes into the Rite zone.
	const actions = page.getByRole('region', { name: 'Actions' });
	await actions.getByRole('button', { name: /^Atomic Strike/ }).click();
	await actions.getByRole('group', { name: 'Cast Atomic Strike' }).getByRole('button', { name: 'On Bo' }).click();
	await page.getByRole('button', { name: 'Hand the phone to Bo' }).click();
	await action(page, /^Meditate/);
	await page.getByRole('button', { name: 'Hand the phone to Ana' }).click();
	await expect(actions).toContainText('Atomic Strike: 1 of 2 Full Actions');
	// Threnody, a Free Action, on the Rite: it now completes with a Free Action.
	await actions.getByRole('button', { name: /^Threnody/ }).click();
	await actions.getByRole('group', { name: 'Cast Threnody' }).getByRole('button', { name: 'On Atomic Strike (Ana)' }).click();
	await noResponses(page, 'Threnody');
	await page.getByRole('button', { name: 'Hand the phone to Bo' }).click();
	await action(page, /^Meditate/);
	await page.getByRole('button', { name: 'Hand the phone to Ana' }).click();
	await expect(actions).toContainText('Atomic Strike: Absolute Free Action');
	await actions.screenshot({ path: 'test-results/screens/serpent-rite-zone.png' });
	await actions.getByRole('button', { name: 'Complete Atomic Strike on Bo (a Free Action)' }).click();
	await noResponses(page, 'Atomic Strike');
	await expectEnergies([page], 'Bo', { essence: 10 });
	// Ana still has her second Full Action (Bo, with none left, ends his round).
	await page.getByRole('button', { name: 'Hand the phone to Bo' }).click();
	await action(page, 'End my round');
	await page.getByRole('button', { name: 'Hand the phone to Ana' }).click();
	await action(page, /^Meditate/);
	await expectEnergies([page], 'Ana', { resonance: 5 });
});
