import * as Y from 'yjs';
import { genesisCopy, isGenesis, type GameEvent, type Genesis, type OptionValues, type SeatInfo } from '$engine/core';
import { corruptEvent, decodeEvent, encodeEvent, randomId, type StoredEvent } from './codec';

/** Version of the game document layout (meta, seats, log). */
export const DOC_VERSION = 1;

export interface GameMeta {
	version: number;
	tableId: string;
	game: string;
	title: string;
	options: OptionValues;
	created: number;
	/** The seats' first holders, signed by the device that made the game (engine/core/fairplay/genesis.ts). */
	genesis?: Genesis;
}

/** The three parts of a game document (DESIGN.md): meta and seats maps, the append-only log. */
export function docParts(doc: Y.Doc) {
	return {
		meta: doc.getMap<unknown>('meta'),
		seats: doc.getMap<SeatInfo>('seats'),
		log: doc.getArray<StoredEvent>('log')
	};
}

export function initDoc(doc: Y.Doc, meta: GameMeta, seats: SeatInfo[]): void {
	const parts = docParts(doc);
	doc.transact(() => {
		for (const [k, v] of Object.entries(meta)) parts.meta.set(k, v);
		for (const s of seats) parts.seats.set(s.id, { ...s });
	});
}

/** Reads meta; null when the document has none yet (not loaded, or not a game). */
export function readMeta(doc: Y.Doc): GameMeta | null {
	const m = docParts(doc).meta;
	const game = m.get('game');
	const created = m.get('created');
	if (typeof game !== 'string' || typeof created !== 'number') return null;
	const meta: GameMeta = {
		version: Number(m.get('version') ?? 1),
		tableId: String(m.get('tableId') ?? ''),
		game,
		title: String(m.get('title') ?? ''),
		options: (m.get('options') ?? {}) as OptionValues,
		created
	};
	const genesis = m.get('genesis');
	if (isGenesis(genesis)) meta.genesis = genesisCopy(genesis);
	return meta;
}

/** Seats in seat order (s0, s1, ...). */
export function readSeats(doc: Y.Doc): SeatInfo[] {
	const seats: SeatInfo[] = [];
	docParts(doc).seats.forEach((s, id) => {
		if (s && typeof s === 'object' && typeof s.name === 'string') seats.push({ ...s, id });
	});
	return seats.sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
}

/** Decodes the whole log; a corrupt entry becomes a placeholder that the fold rejects. */
export function readLog(doc: Y.Doc, meta: GameMeta): GameEvent[] {
	return docParts(doc).log.toArray().map((raw, i) => decodeEvent(meta.game, meta.created, raw) ?? corruptEvent(i, meta.created));
}

export function appendEvents(doc: Y.Doc, meta: GameMeta, events: GameEvent[], origin: unknown = null): void {
	doc.transact(() => {
		docParts(doc).log.push(events.map((e) => encodeEvent(meta.game, meta.created, e)));
	}, origin);
}

/** A new game's document with its metadata row, before it is stored. */
export function newGameDoc(g: {
	game: string;
	title: string;
	options: OptionValues;
	seats: SeatInfo[];
	tableId?: string;
	created?: number;
	genesis?: Genesis;
}): { doc: Y.Doc; meta: GameMeta } {
	const meta: GameMeta = {
		version: DOC_VERSION,
		tableId: g.tableId ?? randomId(12),
		game: g.game,
		title: g.title,
		options: g.options,
		created: g.created ?? Date.now()
	};
	if (g.genesis) meta.genesis = g.genesis;
	const doc = new Y.Doc();
	initDoc(doc, meta, g.seats);
	return { doc, meta };
}

export function summaryOfNew(meta: GameMeta, seats: SeatInfo[]) {
	return {
		id: meta.tableId,
		title: meta.title,
		game: meta.game,
		players: seats.map((s) => s.name),
		created: meta.created,
		updated: meta.created,
		status: 'playing' as const,
		events: 0
	};
}
