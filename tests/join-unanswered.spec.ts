import { expect, test } from './support/fixtures';
import { newGame } from './support/app';
import { accessibleInBothThemes } from './support/axe';
import { inviteLink, phone } from './support/sync';

// An invite whose game no phone at the table has open: after a while the joining phone says, in a
// player's words, what to try (a fake clock stands in for the 20 seconds).
test('a join nobody answers says what to try, in plain words', async ({ browser }) => {
	const a = await phone(browser, 'Ana phone');
	await newGame(a.page, { players: ['Ana', 'Bo'] });
	const link = await inviteLink(a.page);
	await a.context.close();

	const b = await phone(browser, 'Bo phone');
	await b.page.clock.install();
	await b.page.goto(link);
	await expect(b.page.getByTestId('join-status')).toBeVisible();
	await b.page.clock.fastForward(21_000);
	const hint = b.page.getByText(/^No phone has answered yet\./);
	await expect(hint).toContainText('same Wi-Fi');
	await expect(hint).toContainText('“Connect by code” below');
	await expect(hint).toContainText('ask the host to show the invite again');
	await expect(b.page.getByText(/the owner may have changed the secret/)).toHaveCount(0);
	await accessibleInBothThemes(b.page, 'join with no answer', 'join-unanswered');
});
