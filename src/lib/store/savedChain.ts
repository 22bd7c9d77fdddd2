import { FAIR_KINDS as K, fromBase64url, gameDomain, headRef, isHeadData, keyRef, toBase64url, type GameEvent, type HeadData } from '$engine/core';
import { randomId, storedTime } from './codec';

/** Where this device's chain stands in one game, and its latest signed head. */
export interface SavedChain {
	n: number;
	hash: Uint8Array;
	head: HeadData | null;
}

/**
 * This device's chain of each game is recorded in localStorage (small, written with every move, read
 * at once): after a reload the chain goes on from there, and its latest head is stored in the log
 * and put in every export even when the page closed before the head reached the stored document.
 */
const PREFIX = 'familiar-chain:';

function prefixOf(tableId: string, domain: string): string {
	return `${PREFIX}${tableId}:${domain}:`;
}

function parse(text: string | null): SavedChain | null {
	try {
		const v = JSON.parse(text ?? 'null') as { n?: unknown; hash?: unknown; head?: unknown } | null;
		const hash = typeof v?.hash === 'string' ? fromBase64url(v.hash) : null;
		if (typeof v?.n !== 'number' || !Number.isInteger(v.n) || v.n <= 0 || hash?.length !== 32) return null;
		return { n: v.n, hash, head: isHeadData(v.head) ? v.head : null };
	} catch {
		return null;
	}
}

export function loadChain(tableId: string, domain: string, publicKey: string): SavedChain | null {
	try {
		return parse(localStorage.getItem(prefixOf(tableId, domain) + keyRef(publicKey)));
	} catch {
		return null;
	}
}

export function saveChain(tableId: string, domain: string, publicKey: string, chain: SavedChain): void {
	try {
		localStorage.setItem(prefixOf(tableId, domain) + keyRef(publicKey), JSON.stringify({ n: chain.n, hash: toBase64url(chain.hash), head: chain.head }));
	} catch {
		// no storage (private mode, full): the log's copy is used after a reload
	}
}

/** A head entry of the log (any device may store one; its id begins with '~', as no event's does). */
export function headEntry(head: HeadData, created: number): GameEvent {
	return { id: '~' + randomId(6), seat: null, kind: K.head, data: { n: head.n, sig: head.sig }, at: storedTime(created) };
}

/** The heads in `log` entries: the highest `n` stored for each device. */
export function storedHeads(log: readonly GameEvent[]): Map<string, number> {
	const inLog = new Map<string, number>();
	for (const e of log)
		if (e && e.kind === K.head && isHeadData(e.data)) {
			const ref = headRef(e.data);
			inLog.set(ref, Math.max(inLog.get(ref) ?? 0, e.data.n));
		}
	return inLog;
}

/**
 * A game file with this device's saved heads added where the log has none as new (an export made
 * after the page closed before its last head was stored). Files of games not written in chains are
 * given back as they are.
 */
export function withSavedHeads<F extends { meta: { tableId: string; game: string; created: number; genesis?: { chain?: 1 } }; log: GameEvent[] }>(file: F): F {
	if (file.meta.genesis?.chain !== 1) return file;
	const prefix = prefixOf(file.meta.tableId, gameDomain(file.meta));
	const inLog = storedHeads(file.log);
	const added: GameEvent[] = [];
	try {
		for (let i = 0; i < localStorage.length; i++) {
			const key = localStorage.key(i);
			const head = key?.startsWith(prefix) ? parse(localStorage.getItem(key))?.head : null;
			if (head && head.n > (inLog.get(headRef(head)) ?? 0)) added.push(headEntry(head, file.meta.created));
		}
	} catch {
		return file;
	}
	return added.length > 0 ? { ...file, log: [...file.log, ...added] } : file;
}
