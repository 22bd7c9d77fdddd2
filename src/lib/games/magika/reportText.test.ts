import { describe, expect, it } from 'vitest';
import { playedContest } from './fixtures';
import { items } from './reportText';

describe("the Mage tab's items", () => {
	it('two scrolls of one spell (a novice may draw the same twice) are one row counted ×2: every row has its own label, as the list keys its rows by label', () => {
		const report = playedContest(0).reports.ann[0];
		const scroll = report.you.scrolls[0];
		expect(scroll).toBeDefined();
		const twice = { ...report, you: { ...report.you, scrolls: [scroll, { ...scroll }], cloaks: [], artifacts: [] } };
		const rows = items(twice);
		expect(rows).toHaveLength(1);
		expect(rows[0].label).toMatch(new RegExp(`^${scroll.spell} · .+ ×2$`));
		const all = items(report);
		expect(new Set(all.map((r) => r.label)).size).toBe(all.length);
	});
});
