import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { FAIR_KINDS, gameDomain, signGenesis, verifyGameFile } from '$engine/core';
import { counters } from '$engine/counters';
import { Device } from '$engine/core/fairplay/fairKit';
import { duplicateGame, exportGame, gameFileOf, ImportError, importText } from '$lib/store/exchange';
import { appendEvents, newGameDoc, summaryOfNew } from '$lib/store/gameDoc';
import { MemoryGameStore } from '$lib/store/memoryStore';
import { strippedSignatures } from '$lib/store/gameFile';

async function signedFile() {
	const ana = await Device.make();
	const { doc, meta } = newGameDoc({ game: 'counters', title: 'Signed', options: { life: 20, poison: false }, seats: [{ id: 's0', name: 'Ana' }, { id: 's1', name: 'Bo' }] });
	const domain = gameDomain(meta);
	const at = (k: number) => meta.created + k * 1000;
	const events = [
		await ana.sign({ seat: 's0', kind: FAIR_KINDS.claim, data: { seat: 's0', publicKey: ana.publicKey }, at: at(0) }, domain),
		await ana.sign({ seat: 's1', kind: FAIR_KINDS.claim, data: { seat: 's1', publicKey: ana.publicKey }, at: at(0) }, domain),
		await ana.sign({ seat: 's0', kind: 'counters/adjust', data: { player: 's1', counter: 'life', delta: -4 }, at: at(3) }, domain)
	];
	appendEvents(doc, meta, events);
	return gameFileOf({ ...summaryOfNew(meta, []), events: 3 }, Y.encodeStateAsUpdate(doc));
}

/** A game made as the app makes it now: its seats bound to the maker's key by a signed genesis in its description. */
async function genesisFile() {
	const ana = await Device.make();
	const seats = [
		{ id: 's0', name: 'Ana' },
		{ id: 's1', name: 'Bo' }
	];
	const created = 1_700_000_000_000;
	const options = { life: 20, poison: false };
	const genesis = await signGenesis(ana.keys, { game: 'counters', created, options }, seats);
	const { doc, meta } = newGameDoc({ game: 'counters', title: 'Signed', options, seats, created, genesis });
	const move = await ana.sign({ seat: 's0', kind: 'counters/adjust', data: { player: 's1', counter: 'life', delta: -4 }, at: created + 3000 }, gameDomain(meta));
	appendEvents(doc, meta, [move]);
	return gameFileOf({ ...summaryOfNew(meta, seats), events: 1 }, Y.encodeStateAsUpdate(doc));
}

/** The file with every claim and signature taken out, and a move changed (issue 17). */
function stripped(file: Awaited<ReturnType<typeof signedFile>>) {
	const log = file.log.filter((e) => e.kind !== FAIR_KINDS.claim).map(({ sig: _sig, ...e }) => (e.kind === 'counters/adjust' ? { ...e, data: { ...(e.data as object), delta: -19 } } : e));
	return { ...file, log };
}

describe('export keeps signatures, import verifies them', () => {
	it('an exported signed game verifies, imports, and its duplicate still verifies', async () => {
		const file = await signedFile();
		expect(file.log.every((e) => typeof e.sig === 'string')).toBe(true);
		expect((await verifyGameFile(file, counters)).ok).toBe(true);
		const store = new MemoryGameStore();
		const [id] = await importText(store, JSON.stringify(file), new Set(), []);
		const copy = await duplicateGame(store, id);
		const exported = await exportGame(store, copy!);
		expect(exported?.meta.tableId).not.toBe(file.meta.tableId);
		expect(await verifyGameFile(exported!, counters)).toMatchObject({ ok: true, events: 3 });
	});

	it('a signed file changed after export is refused, and nothing is stored', async () => {
		const file = await signedFile();
		const store = new MemoryGameStore();
		const altered = { ...file, log: file.log.map((e, i) => (i === 2 ? { ...e, data: { player: 's1', counter: 'life', delta: -19 } } : e)) };
		await expect(importText(store, JSON.stringify(altered), new Set(), [])).rejects.toThrow(ImportError);
		await expect(importText(store, JSON.stringify(altered), new Set(), [])).rejects.toThrow(/tampered with: move 3/);
		const replayed = { ...file, log: [...file.log, file.log[2]] };
		await expect(importText(store, JSON.stringify(replayed), new Set(), [])).rejects.toThrow(/move 4/);
		const backup = { format: 'familiar/backup', version: 1, exported: 0, games: [file, altered] };
		await expect(importText(store, JSON.stringify(backup), new Set(), [])).rejects.toThrow(/Game 2 of this backup has been tampered with/);
		let listed: unknown[] = [];
		store.watchGames((g) => (listed = g))();
		expect(listed).toEqual([]);
	});

	it('a signed game stripped of its signatures is refused, not taken for an unsigned one (issue 17)', async () => {
		const file = await genesisFile();
		expect((await verifyGameFile(file, counters)).ok).toBe(true);
		const store = new MemoryGameStore();
		const warnings: string[] = [];
		await expect(importText(store, JSON.stringify(stripped(file)), new Set(), [], (w) => warnings.push(w))).rejects.toThrow(/tampered with: move 1/);
		const backup = { format: 'familiar/backup', version: 1, exported: 0, games: [file, stripped(file)] };
		await expect(importText(store, JSON.stringify(backup), new Set(), [])).rejects.toThrow(/Game 2 of this backup has been tampered with/);
		let listed: unknown[] = [];
		store.watchGames((g) => (listed = g))();
		expect(listed).toEqual([]);
		expect(warnings).toEqual([]);
		// a game signed before the genesis (claims only) says nothing of it in its description: stripped, it imports as unsigned, with the warning
		await expect(importText(store, JSON.stringify(stripped(await signedFile())), new Set(), [])).resolves.toHaveLength(1);
	});

	it('a game whose description does not say it was signed imports, with a warning', async () => {
		const file = await genesisFile();
		const { genesis: _genesis, ...bare } = file.meta;
		const store = new MemoryGameStore();
		const warnings: string[] = [];
		const ids = await importText(store, JSON.stringify({ ...stripped(file), meta: bare }), new Set(), [], (w) => warnings.push(w));
		expect(ids).toHaveLength(1);
		expect(warnings).toEqual([expect.stringMatching(/is not signed .* who played each move cannot be checked/)]);
	});

	it('a description that says it is signed yet a log with no signature at all is refused', async () => {
		const file = await genesisFile();
		expect(strippedSignatures(file, false)).toMatch(/its description says it was signed/);
		expect(strippedSignatures(file, true)).toBeNull();
		expect(strippedSignatures({ ...file, log: [] }, false)).toBeNull();
	});
});
