import { describe, expect, it } from 'vitest';
import { deleteSecret, getSecret, putSecret } from './keyStore';

describe('secrets kept lazily', () => {
	it('are readable at once, and a delete before the disk write ends the wait', async () => {
		const kept = putSecret('T1', 'dice|r1|k', 'contribution', 60_000);
		expect(await getSecret('T1', 'dice|r1|k')).toBe('contribution');
		await deleteSecret('T1', 'dice|r1|k');
		await kept; // would hang (and time out) if the waiting write were left behind
		expect(await getSecret('T1', 'dice|r1|k')).toBeUndefined();
	});

	it('a newer value replaces a waiting one', async () => {
		const first = putSecret('T1', 'dice|r2|k', 'old', 60_000);
		await putSecret('T1', 'dice|r2|k', 'new');
		await first;
		expect(await getSecret('T1', 'dice|r2|k')).toBe('new');
	});
});
