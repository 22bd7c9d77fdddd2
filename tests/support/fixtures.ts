import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every e2e test fails when a page it opened throws or logs an error, even if what the test looks at
 * is right (an effect looping on its own write, a library throwing in a callback).
 *
 * Not errors of the page: a signaling server or a network that is not there (the app shows it).
 */
const NOT_THE_PAGE = [/^WebSocket connection to .* failed/, /^Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|CONNECTION_REFUSED)/];

let current: string[] | null = null;
let allowed: RegExp[] = [];

/** Errors this test causes on purpose (a phone with the wrong key: y-webrtc cannot decrypt its signals). */
export function allowErrors(...patterns: RegExp[]) {
	allowed.push(...patterns);
}

function record(line: string, text: string) {
	if (!NOT_THE_PAGE.some((r) => r.test(text)) && !allowed.some((r) => r.test(text))) current?.push(line);
}

/** Collects the errors of a page the test opens itself (another phone's context). */
export function watchErrors(page: Page, name = 'page') {
	page.on('pageerror', (e) => record(`${name}: ${e.message}`, e.message));
	page.on('console', (m) => {
		if (m.type() === 'error') record(`${name}: ${m.text()}`, m.text());
	});
}

export const test = base.extend<{ pageErrors: string[] }>({
	pageErrors: [
		// eslint-disable-next-line no-empty-pattern
		async ({}, use) => {
			const errors: string[] = [];
			current = errors;
			allowed = [];
			await use(errors);
			current = null;
			expect(errors, 'errors on the pages of this test').toEqual([]);
		},
		{ auto: true }
	],
	page: async ({ page, pageErrors }, use) => {
		void pageErrors;
		watchErrors(page);
		await use(page);
	}
});

export { expect };
