import * as Y from 'yjs';
import { loadGame } from '$engine/loaders';
import { madeAsNote, verifyGameFile } from '$engine/core';
import { randomId } from './codec';
import { appendEvents, initDoc, readLog, readMeta, readSeats } from './gameDoc';
import { withSavedHeads } from './savedChain';
import { BACKUP_FORMAT, FILE_VERSION, GAME_FORMAT, ImportError, parseFile, strippedSignatures, summaryOfFile, type BackupFile, type GameFile, type ParsedFile } from './gameFile';
import type { GameStore, GameSummary } from './gameStore';
import type { DeviceData } from './deviceData';

export { BACKUP_FORMAT, FILE_VERSION, GAME_FORMAT, ImportError, validateGameFile, type BackupFile, type GameFile } from './gameFile';

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

/**
 * Parses and checks a game or backup file's text (the same checks as `npm run verify`); a backup's
 * device data is checked by the game parts that own it (src/lib/games/deviceData.ts).
 */
export function parseImport(text: string, deviceData: readonly DeviceData[]): ParsedFile {
	return parseFile(text, deviceData);
}

/**
 * Stores a validated game file; keeps its id unless this device already has a game with it. The
 * home screen's row is rebuilt from the game itself, not read from the file's summary.
 */
export async function importGameFile(store: GameStore, file: GameFile, existing: Set<string>): Promise<string> {
	const id = typeof file.meta.tableId === 'string' && file.meta.tableId && !existing.has(file.meta.tableId) ? file.meta.tableId : randomId(12);
	const game = await loadGame(file.meta.game);
	if (!game) throw new ImportError(`This file holds a game this version of Familiar does not know ("${file.meta.game}").`);
	const doc = docOfGameFile({ ...file, meta: { ...file.meta, tableId: id } });
	try {
		return await store.createFromUpdate({ ...summaryOfFile(file, game), id }, Y.encodeStateAsUpdate(doc));
	} finally {
		doc.destroy();
	}
}

export async function exportGame(store: GameStore, id: string): Promise<GameFile | null> {
	const snap = await store.snapshot(id);
	// with this device's latest chain heads, should the page have closed before they were stored
	return snap ? withSavedHeads(gameFileOf(snap.summary, snap.update)) : null;
}

/** A backup of the games `ids` with the games' device data, each in its own field (deviceData.ts). */
export async function exportBackup(store: GameStore, ids: string[], deviceData: readonly DeviceData[]): Promise<BackupFile> {
	const games: GameFile[] = [];
	for (const id of ids) {
		const g = await exportGame(store, id);
		if (g) games.push(g);
	}
	const backup: BackupFile = { format: BACKUP_FORMAT, version: FILE_VERSION, exported: Date.now(), games };
	for (const data of deviceData) backup[data.field] = await data.export(store);
	return backup;
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

/** What Import says of a game it brings in although nobody can check who played its moves. */
export const UNSIGNED_WARNING = 'is not signed (made before fair play, or on a page that could not sign): who played each move cannot be checked';

/**
 * Re-verifies a game's history (signatures, seat bindings, reveals, fair rolls); throws ImportError
 * naming the first forged, altered or replayed move, or when the signatures of a game whose
 * description says it was signed were stripped. Exported files keep every event's signature, so a
 * faithful copy always verifies. Returns whether the game is signed (a game made before fair play
 * has nothing to check), and a note when its description carries another table id or title than
 * its maker signed (a copy, or changed since: verifyFile.ts `madeAs`).
 */
export async function checkSignatures(file: GameFile, label = 'This file'): Promise<{ signed: boolean; note: string | null }> {
	const game = await loadGame(file.meta.game);
	if (!game) return { signed: false, note: null };
	const report = await verifyGameFile(file, game);
	const stripped = strippedSignatures(file, report.signed);
	if (stripped) throw new ImportError(`${label} cannot be trusted: ${stripped}. Nothing was imported.`);
	if (!report.signed || report.ok) return { signed: report.signed, note: report.madeAs && `${label === 'This file' ? 'This game' : label}: ${madeAsNote(report.madeAs)}.` };
	const first = report.problems[0];
	const more = report.problems.length > 1 ? ` and ${report.problems.length - 1} more` : '';
	throw new ImportError(`${label} has been tampered with: move ${first.index + 1} (${first.message})${more}. Nothing was imported; npm run verify lists every problem.`);
}

/**
 * Imports a game or a backup file's text; a backup's device data is merged into this device's by
 * the game parts that own it (`deviceData`). Returns the ids stored; throws ImportError. A game that
 * is not signed is imported, and `warn` says so in a player's words; so is a game whose title or
 * table id is not the one its maker signed.
 */
export async function importText(store: GameStore, text: string, existing: Set<string>, deviceData: readonly DeviceData[], warn: (message: string) => void = () => {}): Promise<string[]> {
	const parsed = parseImport(text, deviceData);
	const files = parsed.kind === 'game' ? [parsed.file] : parsed.games;
	const unsigned: number[] = [];
	const notes: string[] = [];
	for (const [i, f] of files.entries()) {
		const { signed, note } = await checkSignatures(f, parsed.kind === 'game' ? 'This file' : `Game ${i + 1} of this backup`);
		if (!signed) unsigned.push(i + 1);
		if (note) notes.push(note);
	}
	const ids: string[] = [];
	for (const f of files) {
		const id = await importGameFile(store, f, existing);
		existing.add(id);
		ids.push(id);
	}
	if (parsed.kind === 'backup') for (const { data, value } of parsed.device) await data.merge(store, value);
	if (unsigned.length) notes.unshift(parsed.kind === 'game' ? `This game ${UNSIGNED_WARNING}.` : `${unsigned.length === 1 ? 'Game' : 'Games'} ${unsigned.join(', ')} of this backup ${unsigned.length === 1 ? UNSIGNED_WARNING : UNSIGNED_WARNING.replace(/^is /, 'are ')}.`);
	if (notes.length) warn(notes.join(' '));
	return ids;
}
