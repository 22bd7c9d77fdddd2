import * as Y from 'yjs';
import { findGame } from '$engine';
import { checkEnvelope, verifyGameFile, type GameEvent, type SeatInfo } from '$engine/core';
import { randomId } from './codec';
import { appendEvents, DOC_VERSION, initDoc, readLog, readMeta, readSeats, type GameMeta } from './gameDoc';
import type { GameStore, GameSummary } from './gameStore';
import { isTourneyRow, isWizardRow, mergeTourney, mergeWizardRows, type RosterData } from './rosterRows';

/** Version of the export file format. A file of a later version is refused, not guessed at. */
export const FILE_VERSION = 1;
const GAME_FORMAT = 'familiar/game';
const BACKUP_FORMAT = 'familiar/backup';

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
	/** The ArchMage roster (wizards, rivals, tourney); absent in backups made before it was kept. */
	roster?: RosterData;
}

/** A file that cannot be imported, with the reason in a player's words. */
export class ImportError extends Error {}

export function gameFileOf(summary: GameSummary, update: Uint8Array): GameFile {
	const doc = new Y.Doc();
	Y.applyUpdate(doc, update);
	const meta = readMeta(doc);
	if (!meta) throw new ImportError('This game has no description (meta) and cannot be exported.');
	const { id: _id, ...rest } = summary;
	const file: GameFile = {
		format: GAME_FORMAT,
		version: FILE_VERSION,
		exported: Date.now(),
		summary: rest,
		meta,
		seats: readSeats(doc),
		log: readLog(doc, meta)
	};
	doc.destroy();
	return file;
}

/** Rebuilds a game's document from a file, exactly: same meta, seats and log. */
export function docOfGameFile(file: GameFile): Y.Doc {
	const doc = new Y.Doc();
	initDoc(doc, file.meta, file.seats);
	if (file.log.length) appendEvents(doc, file.meta, file.log);
	return doc;
}

function parseJson(text: string): unknown {
	try {
		return JSON.parse(text);
	} catch {
		throw new ImportError('This file is not readable: it is not valid JSON (it may be cut short or damaged).');
	}
}

function isObject(v: unknown): v is Record<string, unknown> {
	return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function checkVersion(file: Record<string, unknown>) {
	if (typeof file.version !== 'number' || !Number.isInteger(file.version) || file.version < 1) {
		throw new ImportError('This file does not say which version of Familiar made it.');
	}
	if (file.version > FILE_VERSION) {
		throw new ImportError(`This file was made by a newer Familiar (file version ${file.version}; this one reads up to ${FILE_VERSION}). Update Familiar to open it.`);
	}
}

/** Checks every part of a game file; throws ImportError with the first problem found. */
export function validateGameFile(v: unknown): GameFile {
	if (!isObject(v) || v.format !== GAME_FORMAT) throw new ImportError('This is not a Familiar game file.');
	checkVersion(v);
	const meta = v.meta as Record<string, unknown>;
	if (!isObject(meta) || typeof meta.game !== 'string' || typeof meta.created !== 'number' || typeof meta.title !== 'string' || !isObject(meta.options)) {
		throw new ImportError('The game description in this file is missing or damaged.');
	}
	const game = findGame(meta.game);
	if (!game) throw new ImportError(`This file holds a game this version of Familiar does not know ("${meta.game}").`);
	if (typeof meta.version === 'number' && meta.version > DOC_VERSION) {
		throw new ImportError('This game was saved by a newer Familiar. Update Familiar to open it.');
	}
	if (!Array.isArray(v.seats) || v.seats.some((s) => !isObject(s) || typeof s.id !== 'string' || typeof s.name !== 'string')) {
		throw new ImportError('The players in this file are missing or damaged.');
	}
	if (!Array.isArray(v.log)) throw new ImportError('The history in this file is missing.');
	v.log.forEach((e, i) => {
		if (checkEnvelope(e)) throw new ImportError(`The history in this file is damaged at move ${i + 1}.`);
	});
	const s = v.summary as Record<string, unknown>;
	if (!isObject(s) || typeof s.title !== 'string') throw new ImportError('The summary in this file is missing or damaged.');
	return v as unknown as GameFile;
}

/** The roster part of a backup, checked whole: a damaged roster refuses the backup. */
export function validateRoster(v: unknown): RosterData | null {
	if (v === undefined) return null;
	if (!isObject(v) || !Array.isArray(v.wizards)) throw new ImportError('The wizards in this backup are missing or damaged.');
	const bad = v.wizards.findIndex((w) => !isWizardRow(w));
	if (bad >= 0) throw new ImportError(`Wizard ${bad + 1} of this backup is damaged.`);
	if (v.tourney !== null && v.tourney !== undefined && !isTourneyRow(v.tourney)) throw new ImportError('The Grandmaster tourney in this backup is damaged.');
	return { wizards: v.wizards, tourney: (v.tourney as RosterData['tourney']) ?? null };
}

export function parseImport(text: string): { kind: 'game'; file: GameFile } | { kind: 'backup'; games: GameFile[]; roster: RosterData | null } {
	const v = parseJson(text);
	if (isObject(v) && v.format === BACKUP_FORMAT) {
		checkVersion(v);
		if (!Array.isArray(v.games)) throw new ImportError('This backup holds no list of games.');
		const roster = validateRoster(v.roster);
		return { kind: 'backup', roster, games: v.games.map((g, i) => {
			try {
				return validateGameFile(g);
			} catch (err) {
				throw new ImportError(`Game ${i + 1} of this backup: ${(err as Error).message}`);
			}
		}) };
	}
	return { kind: 'game', file: validateGameFile(v) };
}

/** Stores a validated game file; keeps its id unless this device already has a game with it. */
export async function importGameFile(store: GameStore, file: GameFile, existing: Set<string>): Promise<string> {
	const id = existing.has(file.meta.tableId) ? randomId(12) : file.meta.tableId;
	const doc = docOfGameFile({ ...file, meta: { ...file.meta, tableId: id } });
	try {
		return await store.createFromUpdate({ ...file.summary, id }, Y.encodeStateAsUpdate(doc));
	} finally {
		doc.destroy();
	}
}

export async function exportGame(store: GameStore, id: string): Promise<GameFile | null> {
	const snap = await store.snapshot(id);
	return snap ? gameFileOf(snap.summary, snap.update) : null;
}

export async function exportBackup(store: GameStore, ids: string[]): Promise<BackupFile> {
	const games: GameFile[] = [];
	for (const id of ids) {
		const g = await exportGame(store, id);
		if (g) games.push(g);
	}
	return { format: BACKUP_FORMAT, version: FILE_VERSION, exported: Date.now(), games, roster: await store.readRoster() };
}

/**
 * Merges a backup's roster into this device's: new wizards are added, and a wizard already here is
 * kept at the newer copy (see `isNewer` in rosterRows.ts: own over rival, then more duels, then the
 * later change). The tourney is taken when none is being fought here. Returns how many wizards changed.
 */
export async function restoreRoster(store: GameStore, roster: RosterData): Promise<number> {
	const present = await store.readRoster();
	const changed = mergeWizardRows(present.wizards, roster.wizards);
	await store.putWizards(changed);
	const tourney = mergeTourney(present.tourney, roster.tourney);
	if (tourney !== present.tourney) await store.putTourney(tourney);
	return changed.length;
}

/** Offers `data` as a file download. */
export function downloadJson(name: string, data: unknown) {
	const blob = new Blob([JSON.stringify(data, null, 1)], { type: 'application/json' });
	const url = URL.createObjectURL(blob);
	const a = document.createElement('a');
	a.href = url;
	a.download = name;
	document.body.append(a);
	a.click();
	a.remove();
	setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function fileNameFor(title: string, suffix = 'familiar.json') {
	const base = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'game';
	return `${base}.${suffix}`;
}

/** A copy of a game, history and all, under a new id and title. */
export async function duplicateGame(store: GameStore, id: string): Promise<string | null> {
	const file = await exportGame(store, id);
	if (!file) return null;
	const title = `${file.summary.title} (copy)`;
	const copy: GameFile = { ...file, summary: { ...file.summary, title, updated: Date.now() }, meta: { ...file.meta, title } };
	return importGameFile(store, copy, new Set([file.meta.tableId]));
}

/**
 * Re-verifies a signed game's history (signatures, seat bindings, reveals, fair rolls); throws
 * ImportError naming the first forged, altered or replayed move. Exported files keep every event's
 * signature, so a faithful copy always verifies. A game made before fair play has nothing to check.
 */
export async function checkSignatures(file: GameFile, label = 'This file'): Promise<void> {
	const game = findGame(file.meta.game);
	if (!game) return;
	const report = await verifyGameFile(file, game);
	if (!report.signed || report.ok) return;
	const first = report.problems[0];
	const more = report.problems.length > 1 ? ` and ${report.problems.length - 1} more` : '';
	throw new ImportError(`${label} has been tampered with: move ${first.index + 1} (${first.message})${more}. Nothing was imported; npm run verify lists every problem.`);
}

/** Imports a game or a backup file's text. Returns the ids stored; throws ImportError. */
export async function importText(store: GameStore, text: string, existing: Set<string>): Promise<string[]> {
	const parsed = parseImport(text);
	const files = parsed.kind === 'game' ? [parsed.file] : parsed.games;
	for (const [i, f] of files.entries()) await checkSignatures(f, parsed.kind === 'game' ? 'This file' : `Game ${i + 1} of this backup`);
	const ids: string[] = [];
	for (const f of files) {
		const id = await importGameFile(store, f, existing);
		existing.add(id);
		ids.push(id);
	}
	if (parsed.kind === 'backup' && parsed.roster) await restoreRoster(store, parsed.roster);
	return ids;
}
