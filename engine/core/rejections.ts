/** Rejection codes the core itself gives. Games add their own, namespaced by game id. */
export const CORE_REJECTIONS = {
	malformed: 'core/malformed-event',
	duplicate: 'core/duplicate-event',
	unknownKind: 'core/unknown-kind',
	unknownSeat: 'core/unknown-seat',
	undoTarget: 'core/undo-unknown-target',
	undoSelf: 'core/undo-self',
	internal: 'core/internal-error',
	gameOver: 'core/game-over',
	badRoll: 'core/bad-roll'
} as const;

export type CoreRejectionCode = (typeof CORE_REJECTIONS)[keyof typeof CORE_REJECTIONS];
