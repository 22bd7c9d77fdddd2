/**
 * The export file format and its checks, shared by Import (exchange.ts) and `npm run verify`
 * (scripts/verify.ts), so that both agree on what a valid file is. Imports are relative: the verify
 * script runs this under tsx, outside Vite and its `$engine` alias.
 */
import { gameTitles } from '../../../engine/catalog';
import { checkEnvelope, fairInitial, fairStep, genesisHolders, isGenesis, LogFolder, type AnyGame, type FairState, type GameEvent, type SeatInfo } from '../../../engine/core';
import { DOC_VERSION, type GameMeta } from './gameDoc';
import type { GameSummary } from './gameStore';
import { BACKUP_FIELDS, type DeviceData, type ParsedDeviceData } from './deviceData';

/** Version of the export file format. A file of a later version is refused, not guessed at. */
export const FILE_VERSION = 1;
export const GAME_FORMAT = 'familiar/game';
export const BACKUP_FORMAT = 'familiar/backup';
/** The longest title kept from a file's summary (the rename field allows 60 characters). */
const MAX_TITLE = 120;

export interface GameFile {
	format: typeof GAME_FORMAT;
	version: number;
	exported: number;
	summary: Omit<GameSummary, 'id'>;
	meta: GameMeta;
	seats: SeatInfo[];
	log: GameEvent[];
}

export interface BackupFile {
	format: typeof BACKUP_FORMAT;
	version: number;
	exported: number;
	games: GameFile[];
	/**
	 * The games' device data, each in its game's field (deviceData.ts): ArchMage's roster in `roster`,
	 * absent in backups made before it was kept.
	 */
	[deviceField: string]: unknown;
}

export type ParsedFile = { kind: 'game'; file: GameFile } | { kind: 'backup'; games: GameFile[]; device: ParsedDeviceData[] };

/** A file that cannot be imported (or verified), with the reason in a player's words. */
export class ImportError extends Error {}

function isObject(v: unknown): v is Record<string, unknown> {
	return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function parseJson(text: string): unknown {
	try {
		return JSON.parse(text);
	} catch {
		throw new ImportError('This file is not readable: it is not valid JSON (it may be cut short or damaged).');
	}
}

function checkVersion(file: Record<string, unknown>) {
	if (typeof file.version !== 'number' || !Number.isInteger(file.version) || file.version < 1) {
		throw new ImportError('This file does not say which version of Familiar made it.');
	}
	if (file.version > FILE_VERSION) {
		throw new ImportError(`This file was made by a newer Familiar (file version ${file.version}; this one reads up to ${FILE_VERSION}). Update Familiar to open it.`);
	}
}

function checkMeta(meta: unknown): asserts meta is GameMeta {
	if (!isObject(meta) || typeof meta.game !== 'string' || typeof meta.created !== 'number' || !Number.isFinite(meta.created) || typeof meta.title !== 'string' || !isObject(meta.options)) {
		throw new ImportError('The game description in this file is missing or damaged.');
	}
	if (meta.tableId !== undefined && typeof meta.tableId !== 'string') throw new ImportError('The game description in this file is missing or damaged.');
	if (meta.genesis !== undefined && !isGenesis(meta.genesis)) throw new ImportError('The game description in this file is missing or damaged.');
	if (!Object.hasOwn(gameTitles, meta.game)) throw new ImportError(`This file holds a game this version of Familiar does not know ("${meta.game}").`);
	if (typeof meta.version === 'number' && meta.version > DOC_VERSION) {
		throw new ImportError('This game was saved by a newer Familiar. Update Familiar to open it.');
	}
}

function checkSeats(seats: unknown): asserts seats is SeatInfo[] {
	const ids = new Set<string>();
	const ok =
		Array.isArray(seats) &&
		seats.every((s) => {
			if (!isObject(s) || typeof s.id !== 'string' || typeof s.name !== 'string' || ids.has(s.id)) return false;
			ids.add(s.id);
			return true;
		});
	if (!ok) throw new ImportError('The players in this file are missing or damaged.');
}

/** Checks every part of a game file; throws ImportError with the first problem found. */
export function validateGameFile(v: unknown): GameFile {
	if (!isObject(v) || v.format !== GAME_FORMAT) throw new ImportError('This is not a Familiar game file.');
	checkVersion(v);
	checkMeta(v.meta);
	checkSeats(v.seats);
	if (!Array.isArray(v.log)) throw new ImportError('The history in this file is missing.');
	v.log.forEach((e, i) => {
		if (checkEnvelope(e)) throw new ImportError(`The history in this file is damaged at move ${i + 1}.`);
	});
	if (!isObject(v.summary)) throw new ImportError('The summary in this file is missing or damaged.');
	return v as unknown as GameFile;
}

/** The device data of a backup, each game's checked whole: a damaged one refuses the backup. */
function checkDeviceData(backup: Record<string, unknown>, deviceData: readonly DeviceData[]): ParsedDeviceData[] {
	const out: ParsedDeviceData[] = [];
	for (const data of deviceData) {
		if (BACKUP_FIELDS.includes(data.field)) throw new Error(`"${data.field}" is a field of the backup itself, not of a game's device data.`);
		if (backup[data.field] === undefined) continue;
		try {
			out.push({ data, value: data.check(backup[data.field]) });
		} catch (err) {
			throw err instanceof ImportError ? err : new ImportError((err as Error).message);
		}
	}
	return out;
}

/**
 * Parses and checks a game or backup file's text; throws ImportError naming the first problem. A
 * backup's device data is checked by the game parts that own it (`deviceData`); a field none of
 * them owns is left alone.
 */
export function parseFile(text: string, deviceData: readonly DeviceData[]): ParsedFile {
	const v = parseJson(text);
	if (isObject(v) && v.format === BACKUP_FORMAT) {
		checkVersion(v);
		if (!Array.isArray(v.games)) throw new ImportError('This backup holds no list of games.');
		const device = checkDeviceData(v, deviceData);
		const games = v.games.map((g, i) => {
			try {
				return validateGameFile(g);
			} catch (err) {
				throw new ImportError(`Game ${i + 1} of this backup: ${(err as Error).message}`);
			}
		});
		return { kind: 'backup', games, device };
	}
	return { kind: 'game', file: validateGameFile(v) };
}

/**
 * The home screen's row for a validated game, rebuilt from its description, players and history:
 * nothing but the title (a player may have renamed the game) is read from the file's summary, whose
 * other fields nothing checks. `game` is the rules of the game the file names.
 */
export function summaryOfFile(file: GameFile, game: AnyGame): Omit<GameSummary, 'id'> {
	const named = file.summary.title;
	const title = typeof named === 'string' && named.trim() && named.length <= MAX_TITLE ? named : file.meta.title;
	let updated = file.meta.created;
	for (const e of file.log) if (e.at > updated) updated = e.at;
	let status: GameSummary['status'] = 'playing';
	try {
		const initial = fairInitial(game.setup({ options: file.meta.options, seats: file.seats }), genesisHolders(file.meta.genesis, file.seats.map((s) => s.id)), file.seats.map((s) => s.id));
		const { state } = new LogFolder<FairState>(game, initial, Infinity, fairStep(game)).fold(file.log);
		if (game.status?.(state.game).phase === 'finished') status = 'finished';
	} catch {
		// a game that cannot be set up from this file is listed as playing; opening it says why
	}
	return { title, game: game.id, players: file.seats.map((s) => s.name), created: file.meta.created, updated, status, events: file.log.length };
}

/**
 * Why a game's signatures cannot be trusted although the file verifies: its description says it
 * was signed (it holds the maker's signed genesis), yet nothing in the file is signed. Null when that
 * is not so. (With a genesis the verifier already refuses every unsigned move: this is the rule
 * Import and Verify state, kept in one place.)
 */
export function strippedSignatures(file: GameFile, signedLog: boolean): string | null {
	if (!file.meta.genesis || signedLog || file.log.length === 0) return null;
	return 'its description says it was signed, but it holds none of its signatures: they were removed, and its history may have been changed';
}
