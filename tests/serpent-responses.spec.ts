import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { addAbility, prepare, tableDice } from './support/serpent';
import { PHONE, shoot } from './support/screens';
import { expectAccessible } from './support/axe';

// Serpent's Tongue, Responses by any Magi: one phone holding two Magi (a co-op phone, pass and play)
// answers a spell with the Magi it is not acting as, from that Magi's own group of the Response
// phase: with Prolong Cast, which pushes the spell still being cast into its caster's Rite zone, to
// emerge with the caster's next Full Action; and with a Response ability of a spell that Magi bears.

test.use({ viewport: PHONE });

/** A co-op game of Ana and Bo on this one phone, against the Sentient Shadow. */
async function coopOnOnePhone(page: Page) {
	await page.goto('/new');
	await page.getByRole('radio', { name: /Serpent/ }).check();
	await page.getByLabel('Teams').selectOption('coop');
	const inputs = page.getByRole('textbox', { name: /^Player \d+ name$/ });
	while ((await inputs.count()) < 2) await page.getByRole('button', { name: 'Add a player' }).click();
	while ((await inputs.count()) > 2) await page.getByRole('button', { name: /^Remove player/ }).last().click();
	await inputs.nth(0).fill('Ana');
	await inputs.nth(1).fill('Bo');
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
}

/** A duel of Ana and Bo on this one phone (pass and play). */
async function duelOnOnePhone(page: Page) {
	await page.goto('/new');
	await page.getByRole('radio', { name: /Serpent/ }).check();
	const inputs = page.getByRole('textbox', { name: /^Player \d+ name$/ });
	await inputs.nth(0).fill('Ana');
	await inputs.nth(1).fill('Bo');
	await page.getByRole('button', { name: 'Start the game' }).click();
}

/** Initiative with no tie left, then Ana and Bo prepare these spells (the phone ends on Bo). */
async function toActionPhase(page: Page, ana: string[], bo: string[]) {
	await tableDice(page, 'Initiative', '7');
	await tableDice(page, 'Initiative', '9 1');
	await prepare(page, 'Ana', ana);
	await page.getByRole('button', { name: 'Hand the phone to Bo' }).click();
	await prepare(page, 'Bo', bo);
}

/** Opens the card editor on a new card of this title and role, costing nothing. */
async function newCard(page: Page, title: string, role: string) {
	await page.getByRole('button', { name: 'Spell library' }).click();
	await page.getByRole('button', { name: 'Enter a new spell' }).click();
	const editor = page.getByRole('form', { name: 'Spell card' });
	await editor.getByLabel('Title').fill(title);
	await editor.getByLabel('Role').selectOption(role);
	await editor.getByLabel('Resonance orb').fill('0');
	return editor;
}

/**
 * A Free Action Response Abjuration as the table enters it, with one directive and its amount:
 * Prolong Cast (+1 Action, Quantum), Stifle (Dampen 2 Resonance).
 */
async function enterResponseAbjuration(page: Page, title: string, directive: string, amount: string, sphere?: string) {
	const editor = await newCard(page, title, 'abjuration');
	if (sphere) await editor.getByLabel('Sphere').selectOption(sphere);
	await editor.getByRole('checkbox', { name: 'Free Action', exact: true }).check();
	await editor.getByRole('checkbox', { name: 'Response', exact: true }).check();
	await editor.getByLabel('Add', { exact: true }).selectOption(directive);
	await editor.getByRole('button', { name: 'Add directive' }).click();
	await editor.getByLabel('Directives 1 amount').fill(amount);
	await editor.getByRole('button', { name: 'Save and share with the table' }).click();
	await page.getByRole('button', { name: 'Setup' }).click();
}

test('one phone holding two Magi responds with the second: Prolong Cast sends the spell being cast to the Rite zone', async ({ page }) => {
	await coopOnOnePhone(page);
	await enterResponseAbjuration(page, 'Prolong Cast', 'add-actions', '1', 'Quantum');
	await page.getByRole('region', { name: 'Before the battle' }).getByRole('button', { name: 'Add the Encounter' }).click();
	// Co-op: both Magi are one side against the Shadow, so no team name stands beside theirs.
	for (const who of ['Ana', 'Bo']) await expect(page.getByTestId(`being-${who}`).locator('header')).toHaveText(new RegExp(`^\\s*${who}\\s*(Act as ${who})?\\s*$`));
	await expect(page.getByTestId('being-Sentient Shadow').locator('header')).toContainText('Encounter');

	await toActionPhase(page, ['Dissolve Tissue'], []);
	const actions = page.getByRole('region', { name: 'Actions' });
	await expect(page.getByTestId('turn')).toHaveText('Sentient Shadow to act');
	await actions.getByRole('button', { name: 'End my round' }).click();
	await expect(page.getByTestId('turn')).toHaveText('Ana to act');
	await page.getByRole('button', { name: 'Hand the phone to Ana' }).click();
	await actions.getByRole('button', { name: /^Dissolve Tissue/ }).click();
	await actions.getByRole('group', { name: 'Cast Dissolve Tissue' }).getByRole('button', { name: 'On Sentient Shadow' }).click();

	// The phone acts as Ana, yet Bo answers from his own group of the Response phase: "Fasul!"
	const window = page.getByRole('region', { name: 'Response phase' });
	await expect(window.getByRole('group', { name: 'Respond as Ana' })).toBeVisible();
	const bo = window.getByRole('group', { name: 'Respond as Bo' });
	await bo.scrollIntoViewIfNeeded();
	await shoot(page, 'serpent-respond-as-second-magi');
	await bo.getByRole('button', { name: /^Prolong Cast/ }).click();
	await bo.getByRole('group', { name: 'Cast Prolong Cast' }).getByRole('button', { name: 'On Dissolve Tissue (Sentient Shadow)' }).click();
	await window.getByRole('button', { name: 'No Responses: Prolong Cast impacts' }).click();
	// Prolonged: nothing impacts, Bo owes no stone (a Free Action Response), Ana's spell waits in her Rite zone.
	await expect(page.getByTestId('energy-Sentient Shadow-essence')).toHaveText('12');
	await expect(page.getByTestId('being-Bo')).not.toContainText('interrupt stone');
	await expect(page.getByTestId('being-Ana')).toContainText('Rite 1/2');

	await expect(page.getByTestId('turn')).toHaveText('Bo to act');
	await page.getByRole('button', { name: 'Hand the phone to Bo' }).click();
	await actions.getByRole('button', { name: /^Meditate/ }).click();
	await page.getByRole('button', { name: 'Hand the phone to Ana' }).click();
	await expect(actions).toContainText('Dissolve Tissue: 1 of 2 Full Actions (prolonged: paid, may be re-targeted)');
	await expectAccessible(page, 'Serpent Rite zone with a prolonged spell');
	await actions.getByRole('button', { name: 'Complete Dissolve Tissue on Sentient Shadow (a Full Action)' }).click();
	await window.getByRole('button', { name: 'No Responses: Dissolve Tissue impacts' }).click();
	await expect(page.getByTestId('energy-Sentient Shadow-essence')).toHaveText('11');
	await expect(page.getByTestId('actions-Ana')).toHaveText('0 Full Actions left');
});

test('a Response ability: the second Magi on the phone answers a spell with the ability of a spell he bears', async ({ page }) => {
	await duelOnOnePhone(page);
	// Mirror Skin: a Persistent Enhancement whose Flicker (1 Dmg) is a Free Action Response ability.
	const editor = await newCard(page, 'Mirror Skin', 'enhancement');
	await editor.getByLabel('Duration', { exact: true }).selectOption('P');
	await addAbility(editor, 'Flicker', ['Free Action', 'Response']);
	await editor.getByRole('button', { name: 'Save and share with the table' }).click();
	await page.getByRole('button', { name: 'Setup' }).click();

	await toActionPhase(page, ['Dissolve Tissue'], ['Mirror Skin']);
	const actions = page.getByRole('region', { name: 'Actions' });
	await page.getByRole('button', { name: 'Hand the phone to Ana' }).click();
	await actions.getByRole('button', { name: /^Meditate/ }).click();
	await page.getByRole('button', { name: 'Hand the phone to Bo' }).click();
	await actions.getByRole('button', { name: /^Mirror Skin/ }).click();
	await actions.getByRole('group', { name: 'Cast Mirror Skin' }).getByRole('button', { name: 'Cast Mirror Skin' }).click();
	const window = page.getByRole('region', { name: 'Response phase' });
	await window.getByRole('button', { name: 'No Responses: Mirror Skin impacts' }).click();
	await page.getByRole('button', { name: 'Hand the phone to Ana' }).click();
	await actions.getByRole('button', { name: /^Dissolve Tissue/ }).click();
	await actions.getByRole('group', { name: 'Cast Dissolve Tissue' }).getByRole('button', { name: 'On Bo' }).click();

	// The phone acts as Ana; Bo answers from his own group with Flicker, out of turn.
	await window.getByRole('group', { name: 'Respond as Bo' }).scrollIntoViewIfNeeded();
	await shoot(page, 'serpent-response-ability');
	await window.getByRole('group', { name: 'Respond as Bo' }).getByRole('group', { name: 'Flicker (Mirror Skin)' }).getByRole('button', { name: 'On Ana' }).click();
	await window.getByRole('button', { name: 'No Responses: Flicker impacts' }).click();
	await expect(page.getByTestId('energy-Ana-essence')).toHaveText('11');
	await window.getByRole('button', { name: 'No Responses: Dissolve Tissue impacts' }).click();
	await expect(page.getByTestId('energy-Bo-essence')).toHaveText('11');
	// A Free Action Response: no interrupt stone, and Bo still has his second Full Action.
	await expect(page.getByTestId('being-Bo')).not.toContainText('interrupt stone');
	await expect(page.getByTestId('actions-Bo')).toHaveText('1 Full Action left');
});

test('a Koishaka and an Encounter respond: the Shadow answers with a Response ability of its chart and its cost, the Wolf from its controller\'s group', async ({ page }) => {
	await coopOnOnePhone(page);
	const editor = await newCard(page, 'Call the Wolf', 'ally');
	await editor.getByLabel('Koishaka name').fill('Wolf');
	await editor.getByLabel('Koishaka Essence').fill('3');
	await editor.getByRole('button', { name: 'Save and share with the table' }).click();
	await page.getByRole('button', { name: 'Setup' }).click();
	await page.getByRole('region', { name: 'Before the battle' }).getByRole('button', { name: 'Add the Encounter' }).click();
	await toActionPhase(page, ['Call the Wolf', 'Dissolve Tissue'], []);
	const actions = page.getByRole('region', { name: 'Actions' });
	const window = page.getByRole('region', { name: 'Response phase' });
	await actions.getByRole('button', { name: 'End my round' }).click();
	await page.getByRole('button', { name: 'Hand the phone to Ana' }).click();
	await actions.getByRole('button', { name: /^Call the Wolf/ }).click();
	await actions.getByRole('group', { name: 'Cast Call the Wolf' }).getByRole('button', { name: 'Cast Call the Wolf' }).click();
	await window.getByRole('button', { name: 'No Responses: Call the Wolf impacts' }).click();
	await expect(page.getByTestId('being-Wolf')).toBeVisible();
	// The others end their round until Ana's second Full Action.
	while ((await page.getByTestId('turn').textContent()) !== 'Ana to act') {
		const hand = page.getByRole('button', { name: /^Hand the phone to/ });
		if (await hand.isVisible()) await hand.click();
		await actions.getByRole('button', { name: 'End my round' }).click();
	}
	const toAna = page.getByRole('button', { name: 'Hand the phone to Ana' });
	if (await toAna.isVisible()) await toAna.click();
	await actions.getByRole('button', { name: /^Dissolve Tissue/ }).click();
	await actions.getByRole('group', { name: 'Cast Dissolve Tissue' }).getByRole('button', { name: 'On Sentient Shadow' }).click();

	// The Shadow (the table's, on any phone) answers with Recoil: 1 Resonance, a Free Action, 1 Dmg to Ana.
	const shadow = window.getByRole('group', { name: 'Respond as Sentient Shadow' });
	const resonance = Number(await page.getByTestId('energy-Sentient Shadow-resonance').textContent());
	await shadow.getByText('Sentient Shadow: a Response ability').click();
	await shadow.getByLabel('Name').fill('Recoil');
	await shadow.getByLabel('Costs (Resonance)').fill('1');
	await shadow.getByLabel('Target').selectOption({ label: 'Ana' });
	await shadow.getByRole('checkbox', { name: 'Free Action' }).check();
	await shadow.getByRole('button', { name: 'Respond with it (a Free Action)' }).scrollIntoViewIfNeeded();
	await shoot(page, 'serpent-encounter-response-ability');
	// The ability form fits the phone's width inside the Response phase.
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
	await expectAccessible(page, 'Serpent Response phase with an Encounter and a Koishaka');
	await shadow.getByRole('button', { name: 'Respond with it (a Free Action)' }).click();
	await expect(page.getByTestId('energy-Sentient Shadow-resonance')).toHaveText(String(resonance - 1));
	await window.getByRole('button', { name: 'No Responses: Recoil impacts' }).click();
	await expect(page.getByTestId('energy-Ana-essence')).toHaveText('11');

	// Ana's Wolf answers too, from its own group on Ana's phone: Snap, 1 Dmg to the Shadow, an interrupt stone.
	const wolf = window.getByRole('group', { name: 'Respond as Wolf' });
	await wolf.getByText('Wolf: a Response ability').click();
	await wolf.getByLabel('Name').fill('Snap');
	await wolf.getByRole('button', { name: 'Respond with it (an interrupt stone)' }).click();
	await window.getByRole('button', { name: 'No Responses: Snap impacts' }).click();
	await expect(page.getByTestId('energy-Sentient Shadow-essence')).toHaveText('11');
	await expect(page.getByTestId('being-Wolf')).toContainText('interrupt stone');
	await window.getByRole('button', { name: 'No Responses: Dissolve Tissue impacts' }).click();
	await expect(page.getByTestId('energy-Sentient Shadow-essence')).toHaveText('10');
});

test('Dampen: Bo answers Ana\'s spell with Stifle, and Ana pays the extra Resonance or her spell is discarded', async ({ page }) => {
	await duelOnOnePhone(page);
	await enterResponseAbjuration(page, 'Stifle', 'dampen', '2');

	await toActionPhase(page, ['Dissolve Tissue'], []);
	const actions = page.getByRole('region', { name: 'Actions' });
	await page.getByRole('button', { name: 'Hand the phone to Ana' }).click();
	await actions.getByRole('button', { name: /^Dissolve Tissue/ }).click();
	await actions.getByRole('group', { name: 'Cast Dissolve Tissue' }).getByRole('button', { name: 'On Bo' }).click();
	const window = page.getByRole('region', { name: 'Response phase' });
	const bo = window.getByRole('group', { name: 'Respond as Bo' });
	await bo.getByRole('button', { name: /^Stifle/ }).click();
	await bo.getByRole('group', { name: 'Cast Stifle' }).getByRole('button', { name: 'On Dissolve Tissue (Bo)' }).click();
	await window.getByRole('button', { name: 'No Responses: Stifle impacts' }).click();

	// Dissolve Tissue cannot impact until Ana pays 2 Resonance more or discards it.
	const dampened = window.getByRole('group', { name: 'Dissolve Tissue is Dampened' });
	await expect(window.getByRole('button', { name: /^No Responses/ })).toHaveCount(0);
	const resonance = Number(await page.getByTestId('energy-Ana-resonance').textContent());
	await shoot(page, 'serpent-dampened');
	await expectAccessible(page, 'Serpent Response phase with a Dampened spell');
	await dampened.getByRole('button', { name: 'Pay 2 Resonance' }).click();
	await expect(page.getByTestId('energy-Ana-resonance')).toHaveText(String(resonance - 2));
	await window.getByRole('button', { name: 'No Responses: Dissolve Tissue impacts' }).click();
	await expect(page.getByTestId('energy-Bo-essence')).toHaveText('11');
});
