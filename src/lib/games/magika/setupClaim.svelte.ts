/**
 * The player's set-up form: a race and an alignment within Figure 1, an optional alternate (the
 * book asks for one, for the table balance), or "I'll take what's needed". The rules check it as
 * it changes (checkClaim), so the seal button is only offered for a claim the GM will accept.
 */
import { isRejection } from '$engine/core';
import { checkClaim, RACES, type Align, type Claim, type Race } from '$engine/magika';

export class SetupClaimState {
	race: Race | null = $state(null);
	align: Align | null = $state(null);
	withAlternate = $state(false);
	race2: Race | null = $state(null);
	align2: Align | null = $state(null);
	any = $state(false);

	constructor(from?: Claim | null) {
		if (!from) return;
		this.race = from.first.race;
		this.align = from.first.align;
		this.any = !!from.any;
		if (from.second) [this.withAlternate, this.race2, this.align2] = [true, from.second.race, from.second.align];
	}

	/** Whether `align` is open to `race` (Figure 1). */
	static allows(race: Race | null, align: Align): boolean {
		return race === null || RACES[race].alignments.includes(align);
	}

	/** The claim as the rules read it, or why it cannot be sealed yet. */
	get checked(): Claim | { problem: string } {
		if (!this.race || !this.align) return { problem: 'Choose a race and an alignment.' };
		if (this.withAlternate && (!this.race2 || !this.align2)) return { problem: 'Choose a race and an alignment for your alternate, or leave it out.' };
		const out = checkClaim({ first: { race: this.race, align: this.align }, ...(this.withAlternate ? { second: { race: this.race2, align: this.align2 } } : {}), ...(this.any ? { any: true } : {}) });
		return isRejection(out) ? { problem: out.message } : out;
	}
}
