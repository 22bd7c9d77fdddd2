import { CORE_REJECTIONS } from '../rejections';

/** Rejection codes of the fair-play layer: each kind of tampering has its own. */
export const FAIR_REJECTIONS = {
	/** Validly signed, but by a device that does not hold the seat it acts for. */
	wrongDevice: 'core/wrong-device',
	/** The signature does not match the event: it was changed after signing, or forged. */
	altered: 'core/altered-event',
	/** Signed with a key no device at this table has announced. */
	unknownSigner: 'core/unknown-signer',
	unsigned: 'core/unsigned-event',
	/** The same event (same id) a second time. */
	replayed: CORE_REJECTIONS.duplicate,
	/** A copy of an event placed before events its device had already seen when it wrote it. */
	outOfPlace: 'core/out-of-place',
	/** A reveal whose orders or salt do not match the seat's commitment. */
	ordersChanged: 'core/orders-changed',
	/** A reveal (orders or dice) before every seat or device that must commit has committed. */
	revealEarly: 'core/reveal-early',
	/** A dice contribution that does not match its commitment. */
	diceMismatch: 'core/dice-mismatch',
	seatTaken: 'core/seat-taken',
	seatUnclaimed: 'core/seat-unclaimed',
	badSeatData: 'core/bad-seat-data',
	/** A seat request whose device name is not a short line of text (deviceName.ts). */
	badDeviceName: 'core/bad-device-name',
	cannotUndo: 'core/cannot-undo',
	/** Orders a game takes only sealed, sent in the clear. */
	mustSeal: 'core/must-seal',
	notSealing: 'core/not-sealing',
	alreadyCommitted: 'core/already-committed',
	notCommitted: 'core/not-committed',
	alreadyRevealed: 'core/already-revealed',
	badCommitment: 'core/bad-commitment',
	diceUnknown: 'core/dice-unknown-round',
	diceClosed: 'core/dice-closed',
	diceNotParticipant: 'core/dice-not-participant',
	diceBad: 'core/dice-bad',
	diceSelfStalled: 'core/dice-self-stalled',
	notSigned: 'core/not-signed-game',
	/** A game master's event written by a device that does not act as the game master (gmDevices.ts). */
	notGmDevice: 'core/not-gm-device',
	/** A third-form event no signed head of its device's chain covers (a file whose heads stop before it, or an event cut out before it). */
	uncovered: 'core/not-covered'
} as const;

export type FairRejectionCode = (typeof FAIR_REJECTIONS)[keyof typeof FAIR_REJECTIONS];

/** The codes that mean someone tampered with the history (what Verify reports as forged). */
export const TAMPERING_CODES: ReadonlySet<string> = new Set([
	FAIR_REJECTIONS.wrongDevice,
	FAIR_REJECTIONS.altered,
	FAIR_REJECTIONS.unknownSigner,
	FAIR_REJECTIONS.unsigned,
	FAIR_REJECTIONS.replayed,
	FAIR_REJECTIONS.outOfPlace,
	FAIR_REJECTIONS.ordersChanged,
	FAIR_REJECTIONS.revealEarly,
	FAIR_REJECTIONS.diceMismatch,
	FAIR_REJECTIONS.seatUnclaimed,
	FAIR_REJECTIONS.uncovered
]);
