/**
 * Re-verifying a whole game, from its exported file: every signature, every seat binding, every
 * reveal against its commitment and every fair roll against its contributions, by refolding the
 * log exactly as the table did. Reports each forged, altered or replayed event, and for a hidden
 * game the audit after the game master's reveal (hidden/audit.ts).
 */
import { LogFolder } from '../fold';
import { setOwn } from '../own';
import type { GameEvent, OptionValues, SeatId, SeatInfo } from '../types';
import { authenticate } from './auth';
import { gameDomain } from './canonical';
import { FAIR_REJECTIONS, TAMPERING_CODES } from './codes';
import { FAIR_KINDS } from './kinds';
import { checkGenesis, genesisHolders, isGenesis, madeAs } from './genesis';
import { fairInitial, fairStep, type FairState } from '../protocols/layer';
import type { FairGame } from '../protocols/shape';
import { seatBinding } from '../protocols/seats/protocol';
import { fairDice } from '../protocols/dice/protocol';
import { fingerprint } from './signature';
import { auditHiddenGame, type AuditResult } from '../hidden/audit';
import { GmSignatures } from '../hidden/gmSig';
import { startChecks } from './verifier';

/** What verifying needs of a game: the parts of an exported game file. */
export interface VerifiableGame {
	/** `genesis`: the seats' first holders, signed by the device that made the game (genesis.ts). */
	meta: { game: string; created: number; options: OptionValues; genesis?: unknown; tableId?: string; title?: string };
	seats: SeatInfo[];
	log: GameEvent[];
}

export interface VerifyFinding {
	/** Position in the log (0-based), or -1 for the game as a whole. */
	index: number;
	id: string;
	seat: SeatId | null;
	kind: string;
	code: string;
	message: string;
}

export interface VerifyReport {
	/** True when the game is signed and nothing in it was forged, altered or replayed. */
	ok: boolean;
	signed: boolean;
	events: number;
	/** Forged, altered or replayed events, and reveals or rolls that do not match their commitments. */
	problems: VerifyFinding[];
	/** Moves the rules refused for ordinary reasons (an illegal move that crossed another): not tampering. */
	refused: VerifyFinding[];
	/**
	 * The table id and title its maker signed (genesis, second form), when the description carries
	 * others: a copy (Duplicate, or an import of a game already on the device), or a description
	 * changed after it was signed. Not tampering with a move, so not a problem: said beside them.
	 */
	madeAs: { table: string; title: string } | null;
	/** Seat → fingerprint of the device that holds it at the end. */
	holders: Record<SeatId, string>;
	/** Reveals and fair rolls whose proof was checked and held. */
	reveals: number;
	rolls: number;
	/**
	 * A game with hidden information (a game master's): the audit re-run from the log and the GM's
	 * revealed secrets ("Audit: n/n turns" or the first turn and field that differ), or, before the
	 * reveal, what is checked so far (`waiting`). Null for other games.
	 */
	audit: AuditResult | null;
}

function finding(index: number, e: GameEvent | undefined, code: string, message: string): VerifyFinding {
	const ok = !!e && typeof e === 'object';
	return { index, id: ok ? String(e.id) : '', seat: ok ? (e.seat ?? null) : null, kind: ok ? String(e.kind) : '', code, message };
}

/** What Verify and Import say of a game whose description carries another table id or title than its maker signed. */
export function madeAsNote(made: { table: string; title: string }): string {
	return `its maker made it as "${made.title}" (table ${made.table}), and it now carries another title or table id: a copy, or a description changed since`;
}

export async function verifyGameFile(file: VerifiableGame, game: FairGame): Promise<VerifyReport> {
	const log = file.log;
	const seatIds = file.seats.map((s) => s.id);
	const genesis = isGenesis(file.meta.genesis) ? file.meta.genesis : null;
	const { check, done } = startChecks(gameDomain(file.meta), log, genesis ? [genesis.key] : []);
	const genesisOk = genesis ? checkGenesis(genesis, file.meta, file.seats) : Promise.resolve(true);
	const initial = fairInitial(game.setup({ options: file.meta.options, seats: file.seats }), genesisHolders(genesis, seatIds), seatIds);
	// a hidden game's GM signatures are checked too: each fold asks about the ones it reaches
	const gmSigs = game.hidden ? new GmSignatures(gameDomain(file.meta)) : null;
	const step = fairStep(game, undefined, { gmSig: gmSigs?.check });
	const folder = new LogFolder<FairState>(game, initial, 256, step);
	// fold while the crypto threads check the signatures (unchecked ones count as good for now), then
	// fold again from the first event whose verdict the checks changed: usually none
	folder.fold(log, authenticate(log, seatIds, check, genesis).verdicts);
	await done;
	const auth = authenticate(log, seatIds, check, genesis);
	let { state, outcomes } = folder.fold(log, auth.verdicts);
	// an answer the step alone reads changes no verdict: fold afresh while GM signatures get answered
	while (gmSigs && (await gmSigs.flush())) ({ state, outcomes } = new LogFolder<FairState>(game, initial, Infinity, step).fold(log, auth.verdicts));
	const problems: VerifyFinding[] = [];
	const refused: VerifyFinding[] = [];
	const genesisHolds = genesis !== null && (await genesisOk);
	if (file.meta.genesis !== undefined && !genesisHolds) {
		problems.push(finding(-1, undefined, FAIR_REJECTIONS.altered, "The game's description (who held each seat when it was made) is not signed by the device it names."));
	}
	if (!auth.signed) {
		problems.push(finding(-1, undefined, FAIR_REJECTIONS.notSigned, 'This game is not signed (it was made before fair play), so who played each move cannot be checked.'));
	}
	let reveals = 0;
	outcomes.forEach((o, i) => {
		const e = log[i];
		if (o.kind === 'rejected') {
			const f = finding(i, e, o.rejection.code, o.rejection.message);
			(TAMPERING_CODES.has(o.rejection.code) ? problems : refused).push(f);
		} else if (o.kind === 'applied' && e.kind === FAIR_KINDS.reveal) reveals++;
	});
	// the audit re-runs the game as the table played it: without what the authenticator refused (a forged input)
	const accepted = log.filter((_, i) => auth.verdicts[i] === undefined);
	const audit = game.hidden ? await auditHiddenGame(game.hidden, { options: file.meta.options, seats: file.seats }, gameDomain(file.meta), seatIds, accepted) : null;
	const holders: Record<SeatId, string> = {};
	for (const [seat, key] of Object.entries(seatBinding.of(state).holders)) setOwn(holders, seat, fingerprint(key));
	return {
		ok: problems.length === 0 && (audit === null || audit.ok || audit.waiting === true),
		signed: auth.signed,
		events: log.length,
		problems,
		refused,
		madeAs: genesisHolds ? madeAs(genesis, file.meta) : null,
		holders,
		reveals,
		rolls: fairDice.of(state).rollCount,
		audit
	};
}
