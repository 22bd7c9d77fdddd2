import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import type { VerifyReport as Report } from '$engine/core';
import VerifyReport from './VerifyReport.svelte';

const base: Report = { ok: true, signed: true, events: 20, problems: [], refused: [], madeAs: null, holders: {}, reveals: 0, rolls: 0, audit: null };
const seats = [{ id: 'A', name: 'Ann' }];
const html = (report: Report) => render(VerifyReport, { props: { report, seats } }).body;
/** The audit's paragraph: its attributes (class names come scoped) and its text. */
function auditLine(report: Report): { attrs: string; text: string } | null {
	const m = /<p([^>]*data-testid="verify-audit"[^>]*)>(.*?)<\/p>/.exec(html(report));
	return m && { attrs: m[1], text: m[2].replaceAll('&#39;', "'") };
}

describe("the Verify panel's report of a hidden game", () => {
	it('shows the audit that passed', () => {
		const line = auditLine({ ...base, audit: { ok: true, turns: 3, text: 'Audit: 3/3 turns' } });
		expect(line?.text).toBe('Audit: 3/3 turns');
		expect(line?.attrs).toMatch(/class="[^"]*\bok\b/);
	});

	it('alerts with the turn and field of an audit that failed, even with no move refused', () => {
		const text = 'Audit: 1/3 turns; turn 2 differs at reports.B: the report of B is not the one the rules give.';
		const report: Report = { ...base, ok: false, audit: { ok: false, turns: 3, checked: 1, difference: { turn: 2, field: 'reports.B', why: '' }, text } };
		const line = auditLine(report);
		expect(line?.text).toBe(text);
		expect(line?.attrs).toMatch(/role="alert"/);
		expect(line?.attrs).toMatch(/class="[^"]*\bbad\b/);
		expect(html(report)).not.toContain('problem');
	});

	it('says what is checked before the reveal, neither as a pass nor as an alert', () => {
		const text = "Audit: waits for the game master's reveal (2 turns so far).";
		const line = auditLine({ ...base, audit: { ok: false, waiting: true, turns: 2, checked: 0, difference: { turn: 0, field: 'secret', why: '' }, text } });
		expect(line?.text).toBe(text);
		expect(line?.attrs).not.toMatch(/role=|class="[^"]*\b(ok|bad)\b/);
	});
});
