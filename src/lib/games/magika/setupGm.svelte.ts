/**
 * The game master's set-up state: who holds each seat, who plays the Ebon Mage, and the key
 * backup the contest cannot start without (design §3.7: with no backup and no co-GM, the hidden
 * game dies with this phone), unless the GM declines it in so many words.
 */
import type { ClaimOutcome } from '$engine/magika';

export type EbonHolder = 'player' | 'gm' | 'bot';
/** How the GM's keys are kept: the QR line saved, the passphrase file downloaded, a co-GM named, or no backup at all. */
export type BackupWay = 'qr' | 'file' | 'co-gm' | 'declined';
/** Which backup panel is open. */
export type BackupPanel = 'qr' | 'file' | 'co-gm' | 'decline' | null;

export interface SetupSeat {
	seat: string;
	/** The mage's name, e.g. "Ann (A)", or a bot's "Mage K". */
	label: string;
	/** A player's phone holds it; otherwise it plays as a bot on this phone. */
	player: boolean;
	/** The player has sealed a choice (its content stays sealed until the set-up). */
	sealed: boolean;
	/** On the GM's phone, from the claims opened there: what the set-up will give this seat (never which race and alignment). */
	outcome?: ClaimOutcome;
}

/** The GM's preview of a sealed claim, beside "sealed ✓". */
export const OUTCOME_TEXT: Readonly<Record<ClaimOutcome, string>> = {
	first: 'first choice',
	second: 'alternate',
	balance: 'balance picks',
	draw: 'at the draw'
};

/** The GM's notes for the seats that will not get their first choice, e.g. "Bo (B) gets the alternate: the first choices do not balance the table." */
export function outcomeNotes(seats: readonly SetupSeat[]): string[] {
	const what: Partial<Record<ClaimOutcome, string>> = { second: 'gets the alternate', balance: 'gets a mage the balance picks near the first choice', draw: 'is decided at the start, after a balance pick' };
	const off = seats.flatMap((s) => (s.player && s.sealed && s.outcome && what[s.outcome] ? [`${s.label} ${what[s.outcome]}.`] : []));
	return off.length ? ['The first choices do not balance the table:', ...off] : [];
}

export const BACKUP_TEXT: Readonly<Record<BackupWay, string>> = {
	qr: 'Backup: QR line saved ✓',
	file: 'Backup: passphrase file saved ✓',
	'co-gm': 'Backup: co-game master named ✓',
	declined: 'No backup: the contest ends if this phone is lost'
};

export class SetupGmState {
	backup: BackupWay | null = $state(null);
	panel: BackupPanel = $state(null);
	ebon: EbonHolder = $state('bot');
	passphrase = $state('');
	coGm: string | null = $state(null);

	constructor(ebonPlayer: boolean) {
		if (ebonPlayer) this.ebon = 'player';
	}

	/** The start waits for the backup step: saved, escrowed, or declined in so many words. */
	get canStart(): boolean {
		return this.backup !== null;
	}

	/** A passphrase long enough to resist guessing at 600,000 PBKDF2 rounds. */
	get passphraseOk(): boolean {
		return this.passphrase.trim().length >= 10;
	}

	open(panel: BackupPanel): void {
		this.panel = this.panel === panel ? null : panel;
	}

	done(way: BackupWay): void {
		this.backup = way;
		this.panel = null;
	}
}
