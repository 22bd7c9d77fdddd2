/** Rejection codes of ArchMage (creation, roster and duel), namespaced by the game id. */
export const ARCHMAGE_REJECTIONS = {
	// creation and roster
	badName: 'archmage/bad-name',
	badOrder: 'archmage/bad-order',
	badBirthRoll: 'archmage/bad-birth-roll',
	birthIncomplete: 'archmage/birth-incomplete',
	extraBirthRolls: 'archmage/extra-birth-rolls',
	scoreLowered: 'archmage/score-lowered',
	scoreCap: 'archmage/score-cap',
	notEnoughMp: 'archmage/not-enough-mp',
	orderMinimum: 'archmage/order-minimum',
	tooManyWizards: 'archmage/too-many-wizards',
	sameOrder: 'archmage/same-order',
	twoAdepts: 'archmage/two-adepts',
	notActive: 'archmage/wizard-not-active',
	acolyteMaster: 'archmage/acolyte-cannot-be-master',
	alreadyMaster: 'archmage/already-master',
	monthSettled: 'archmage/month-settled',
	noDuelThatMonth: 'archmage/no-duel-that-month',
	badMonth: 'archmage/bad-month',
	tourneyClosed: 'archmage/tourney-closed',
	notEligible: 'archmage/not-eligible',
	badEntrants: 'archmage/bad-entrants',
	badMatch: 'archmage/bad-match',
	// duel
	unknownSeat: 'archmage/unknown-seat',
	badWizard: 'archmage/bad-wizard',
	alreadyEntered: 'archmage/already-entered',
	sameWizard: 'archmage/same-wizard',
	notYourStep: 'archmage/not-your-step',
	wrongStep: 'archmage/wrong-step',
	unknownSpell: 'archmage/unknown-spell',
	notASpell: 'archmage/not-a-spell',
	notACounterspell: 'archmage/not-a-counterspell',
	healNotAllowed: 'archmage/heal-not-allowed',
	shieldNotAllowed: 'archmage/shield-not-allowed',
	badAmount: 'archmage/bad-amount',
	badWallChoice: 'archmage/bad-wall-choice',
	noMulligan: 'archmage/no-mulligan',
	unknownMove: 'archmage/unknown-move'
} as const;

export type ArchmageRejectionCode = (typeof ARCHMAGE_REJECTIONS)[keyof typeof ARCHMAGE_REJECTIONS];
