import { describe, expect, it } from 'vitest';
import { checkCard, TUTORIAL_SPELLS } from '$engine/serpent';
import { blankCard, draftOf, idFor, tidy } from './cardDraft';

describe('card drafts', () => {
	it('an untouched draft of any built-in card checks back to the same card', () => {
		for (const c of TUTORIAL_SPELLS) expect(checkCard(tidy(draftOf(c)))).toEqual({ card: c });
	});
	it('cleared fields are dropped, not sent as null', () => {
		expect(tidy({ ...blankCard(), durability: null, shield: { spheres: [] }, requirements: { essence: null } })).toEqual({ ...(tidy(blankCard()) as object), shield: { spheres: [] } });
		expect(idFor('Fire Ball!', ['my-fire-ball'])).toBe('my-fire-ball-2');
	});
});
