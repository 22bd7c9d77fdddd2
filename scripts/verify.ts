/**
 * npm run verify -- game.json [more.json ...]
 *
 * Re-verifies exported Familiar games (a game file or a backup of several): every signature, every
 * seat binding, every reveal against its commitment and every fair roll against its contributions.
 * Prints a report. Exit code (the worst over all files): 0 every game verified; 1 a game failed
 * verification (an event forged, altered or replayed, signatures stripped, or a game not signed);
 * 2 a file cannot be read or is not a valid Familiar file (the same checks as Import), or there is
 * no file to read.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findGame } from '../engine/index';
import { madeAsNote, verifyGameFile, type VerifyReport } from '../engine/core/fairplay';
import type { SeatInfo } from '../engine/core';
import type { FairGame } from '../engine/core/protocols/shape';
import { gameDeviceData } from '../src/lib/games/deviceData';
import { ImportError, parseFile, strippedSignatures, type GameFile } from '../src/lib/store/gameFile';

export interface FileResult {
	/** 0 verified, 1 verification failed, 2 unreadable or not a valid file. */
	code: 0 | 1 | 2;
	lines: string[];
}

function seatName(seats: SeatInfo[], seat: string | null): string {
	return seat === null ? 'the table' : (seats.find((s) => s.id === seat)?.name ?? seat);
}

function titleOf(file: GameFile): string {
	const t = file.summary.title;
	return typeof t === 'string' && t.trim() ? t : file.meta.title || file.meta.game;
}

/** Appends one game's report to `lines` (one push per line: a report may hold a line per event). */
function describeReport(lines: string[], file: GameFile, r: VerifyReport, stripped: string | null): void {
	lines.push(`Game "${titleOf(file)}" (${file.meta.game}): ${r.events} events, ${r.signed ? 'signed' : 'NOT signed'}`);
	const holders = Object.entries(r.holders).map(([seat, fp]) => `${seatName(file.seats, seat)} → device ${fp}`);
	if (holders.length) lines.push(`  Seats: ${holders.join(', ')}`);
	lines.push(`  Checked: every signature, ${r.reveals} sealed-order reveal${r.reveals === 1 ? '' : 's'}, ${r.rolls} fair roll${r.rolls === 1 ? '' : 's'}`);
	if (r.refused.length) lines.push(`  ${r.refused.length} move${r.refused.length === 1 ? '' : 's'} refused by the rules (not tampering)`);
	if (r.madeAs) lines.push(`  Note: ${madeAsNote(r.madeAs)}.`);
	if (r.audit) lines.push(`  ${r.audit.text}`);
	if (r.ok && !stripped) {
		lines.push('  OK: nothing forged, altered or replayed.');
		return;
	}
	const auditFailed = r.audit && !r.audit.ok && !r.audit.waiting ? 1 : 0;
	lines.push(`  PROBLEMS (${r.problems.length + (stripped ? 1 : 0) + auditFailed}):`);
	if (auditFailed) lines.push(`    the audit: ${r.audit!.text}`);
	if (stripped) lines.push(`    the game: [signatures-stripped] ${stripped[0].toUpperCase()}${stripped.slice(1)}.`);
	for (const p of r.problems) {
		const where = p.index < 0 ? 'the game' : `move ${p.index + 1} (id ${p.id}, ${seatName(file.seats, p.seat)}, ${p.kind})`;
		lines.push(`    ${where}: [${p.code}] ${p.message}`);
	}
}

/** Verifies one file's text. Total: whatever the text, a result (never a throw). */
export async function verifyText(text: string, name = 'game.json'): Promise<FileResult> {
	const lines = [`${basename(name)}:`];
	let games: GameFile[];
	try {
		const parsed = parseFile(text, gameDeviceData);
		games = parsed.kind === 'game' ? [parsed.file] : parsed.games;
	} catch (err) {
		const why = err instanceof ImportError ? err.message : `it could not be read (${err instanceof Error ? err.message : String(err)})`;
		lines.push(`  Cannot verify: ${why}`);
		return { code: 2, lines };
	}
	return verifyGames(games, lines);
}

/** Verifies parsed game files, appending to `lines`; `find` gives each file's game (tests pass games the registry does not hold). */
export async function verifyGames(games: GameFile[], lines: string[], find: (id: string) => FairGame | undefined = findGame): Promise<FileResult> {
	let code: 0 | 1 | 2 = 0;
	for (const [i, file] of games.entries()) {
		try {
			const report = await verifyGameFile(file, find(file.meta.game)!);
			const stripped = strippedSignatures(file, report.signed);
			describeReport(lines, file, report, stripped);
			if (!report.ok || stripped) code = Math.max(code, 1) as 1 | 2;
		} catch (err) {
			lines.push(`  Cannot verify game ${i + 1}: ${err instanceof Error ? err.message : String(err)}`);
			code = 2;
		}
	}
	return { code, lines };
}

async function main(paths: string[]): Promise<number> {
	if (paths.length === 0) {
		console.error('Usage: npm run verify -- game.json [more.json ...]');
		return 2;
	}
	let worst = 0;
	for (const path of paths) {
		let text: string;
		try {
			text = readFileSync(path, 'utf8');
		} catch (err) {
			console.log(`${path}:\n  Cannot read it: ${(err as Error).message}`);
			worst = 2;
			continue;
		}
		const result = await verifyText(text, path);
		console.log(result.lines.join('\n'));
		worst = Math.max(worst, result.code);
	}
	return worst;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
	process.exitCode = await main(process.argv.slice(2)).catch((err: unknown) => {
		console.log(`Cannot verify: ${err instanceof Error ? err.message : String(err)}`);
		return 2;
	});
}
