/** Rejection codes the core itself gives. Games add their own, namespaced by game id. */
export const CORE_REJECTIONS = {
	malformed: 'core/malformed-event',
	duplicate: 'core/duplicate-event',
	unknownKind: 'core/unknown-kind',
	unknownSeat: 'core/unknown-seat',
	/** A player made a move only the table itself makes (see MoveMaker). */
	tableOnly: 'core/table-only',
	undoTarget: 'core/undo-unknown-target',
	undoSelf: 'core/undo-self',
	/** An undo of a move its game declares not undoable (an automatic one). */
	undoNotAllowed: 'core/undo-not-allowed',
	internal: 'core/internal-error',
	gameOver: 'core/game-over',
	badRoll: 'core/bad-roll'
} as const;

export type CoreRejectionCode = (typeof CORE_REJECTIONS)[keyof typeof CORE_REJECTIONS];
