/**
 * npm run verify -- game.json [more.json ...]
 *
 * Re-verifies exported Familiar games (a game file or a backup of several): every signature, every
 * seat binding, every reveal against its commitment and every fair roll against its contributions.
 * Prints a report; exits 0 when every game is clean, 1 when any event is forged, altered or
 * replayed (or a game is not signed), 2 when a file cannot be read.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findGame } from '../engine/index';
import { verifyGameFile, type VerifiableGame, type VerifyReport } from '../engine/core/fairplay';
import type { SeatInfo } from '../engine/core';

export interface FileResult {
	/** 0 clean, 1 problems found, 2 unreadable. */
	code: 0 | 1 | 2;
	lines: string[];
}

class Unreadable extends Error {}

function isObject(v: unknown): v is Record<string, unknown> {
	return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The games in a file: one game file, or every game of a backup. */
function gamesOf(v: unknown): { title: string; file: VerifiableGame }[] {
	if (!isObject(v)) throw new Unreadable('not a Familiar file');
	const list = v.format === 'familiar/backup' && Array.isArray(v.games) ? v.games : v.format === 'familiar/game' ? [v] : null;
	if (!list) throw new Unreadable('not a Familiar game or backup file');
	return list.map((g, i) => {
		const meta = isObject(g) ? g.meta : null;
		if (!isObject(g) || !isObject(meta) || typeof meta.game !== 'string' || typeof meta.created !== 'number' || !Array.isArray(g.seats) || !Array.isArray(g.log)) {
			throw new Unreadable(`game ${i + 1} is damaged (no meta, seats or log)`);
		}
		const title = isObject(g.summary) && typeof g.summary.title === 'string' ? g.summary.title : String(meta.title ?? meta.game);
		return { title, file: { meta: { game: meta.game, created: meta.created, options: isObject(meta.options) ? (meta.options as VerifiableGame['meta']['options']) : {}, genesis: meta.genesis }, seats: g.seats as SeatInfo[], log: g.log } };
	});
}

function seatName(seats: SeatInfo[], seat: string | null): string {
	return seat === null ? 'the table' : (seats.find((s) => s.id === seat)?.name ?? seat);
}

function describeReport(title: string, file: VerifiableGame, r: VerifyReport): string[] {
	const lines = [`Game "${title}" (${file.meta.game}): ${r.events} events, ${r.signed ? 'signed' : 'NOT signed'}`];
	const holders = Object.entries(r.holders).map(([seat, fp]) => `${seatName(file.seats, seat)} → device ${fp}`);
	if (holders.length) lines.push(`  Seats: ${holders.join(', ')}`);
	lines.push(`  Checked: every signature, ${r.reveals} sealed-order reveal${r.reveals === 1 ? '' : 's'}, ${r.rolls} fair roll${r.rolls === 1 ? '' : 's'}`);
	if (r.refused.length) lines.push(`  ${r.refused.length} move${r.refused.length === 1 ? '' : 's'} refused by the rules (not tampering)`);
	if (r.ok) lines.push('  OK: nothing forged, altered or replayed.');
	else {
		lines.push(`  PROBLEMS (${r.problems.length}):`);
		for (const p of r.problems) {
			const where = p.index < 0 ? 'the game' : `move ${p.index + 1} (id ${p.id}, ${seatName(file.seats, p.seat)}, ${p.kind})`;
			lines.push(`    ${where}: [${p.code}] ${p.message}`);
		}
	}
	return lines;
}

/** Verifies one file's text. */
export async function verifyText(text: string, name = 'game.json'): Promise<FileResult> {
	const lines = [`${basename(name)}:`];
	try {
		let parsed: unknown;
		try {
			parsed = JSON.parse(text);
		} catch {
			throw new Unreadable('not valid JSON (cut short or damaged?)');
		}
		let code: 0 | 1 = 0;
		for (const { title, file } of gamesOf(parsed)) {
			const game = findGame(file.meta.game);
			if (!game) throw new Unreadable(`holds a game this version of Familiar does not know ("${file.meta.game}")`);
			const report = await verifyGameFile(file, game);
			lines.push(...describeReport(title, file, report));
			if (!report.ok) code = 1;
		}
		return { code, lines };
	} catch (err) {
		if (!(err instanceof Unreadable)) throw err;
		return { code: 2, lines: [...lines, `  Cannot verify: ${err.message}.`] };
	}
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
	process.exitCode = await main(process.argv.slice(2));
}
