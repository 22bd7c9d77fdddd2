/**
 * The first holders of a game's seats, bound where no placement in the log can reach them: written
 * once with the game's description (its meta), by the device that made the game, and signed by it.
 * A claim inserted anywhere in the log (even before every other entry) cannot take a seat of such a
 * game: its seats change hands only by hand-overs their holders sign (auth.ts).
 */
import type { SeatId, SeatInfo } from '../types';
import { setOwn } from '../own';
import { fromBase64url, toBase64url, utf8 } from './bytes';
import { gameDomain, strictCanonicalJson } from './canonical';
import { importPublicKey, isPublicKeyText, verifyBytes, type DeviceKeys } from './signature';

/** The first form signs no table id or title; the second (every game made since) signs both. */
const GENESIS_TAG = 'familiar/genesis/1';
const GENESIS_TAG_2 = 'familiar/genesis/2';
const TABLE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_TITLE = 200;

/** Stored in meta as `genesis`: every seat in `seats` is held by `key` when the game begins. */
export interface Genesis {
	key: string;
	seats: SeatId[];
	/** base64url of the raw 64-byte ECDSA signature by `key` of genesisText. */
	sig: string;
	/**
	 * 1: devices write their events in the third signed form (hash chains, chain.ts). Not signed: it
	 * only tells a device which form to write; every form is checked whatever it says.
	 */
	chain?: 1;
	/**
	 * Second form: the table id and title the game was made with, signed with the rest, so that a
	 * description keeping the maker's signature cannot carry another table id or title
	 * (`madeAs`). Absent in a genesis of the first form (games made before).
	 */
	table?: string;
	title?: string;
}

/** What a genesis is signed with: the game, its options, the seats it binds (with their names) and the key. */
interface Described {
	game: string;
	created: number;
	options: unknown;
}

/** A new game's description: a genesis signed now also signs its table id and title. */
interface DescribedNow extends Described {
	tableId?: string;
	title?: string;
}

/** Whether `v` has the shape of a genesis (not whether its signature holds: checkGenesis). */
export function isGenesis(v: unknown): v is Genesis {
	if (typeof v !== 'object' || v === null) return false;
	const g = v as Record<string, unknown>;
	return (
		isPublicKeyText(g.key) &&
		typeof g.sig === 'string' &&
		Array.isArray(g.seats) &&
		g.seats.length > 0 &&
		g.seats.length <= 64 &&
		g.seats.every((s) => typeof s === 'string' && s.length > 0 && s.length <= 16) &&
		(g.table === undefined && g.title === undefined ? true : typeof g.table === 'string' && TABLE_ID.test(g.table) && typeof g.title === 'string' && g.title.length <= MAX_TITLE)
	);
}

/** A copy of a genesis with its known fields only (as read from a document or a file). */
export function genesisCopy(g: Genesis): Genesis {
	return {
		key: g.key,
		seats: g.seats.slice(),
		sig: g.sig,
		...(g.chain === 1 ? { chain: 1 as const } : {}),
		...(g.table !== undefined && g.title !== undefined ? { table: g.table, title: g.title } : {})
	};
}

/** The signed text: the first form without table id and title, the second with both. */
function genesisText(meta: Described, seats: readonly SeatInfo[], bound: readonly SeatId[], key: string, made: { table?: string; title?: string }): string | null {
	const names = bound.map((id) => [id, seats.find((s) => s.id === id)?.name ?? null]);
	if (made.table === undefined || made.title === undefined) return strictCanonicalJson([GENESIS_TAG, gameDomain(meta), meta.options ?? {}, names, key]);
	return strictCanonicalJson([GENESIS_TAG_2, gameDomain(meta), meta.options ?? {}, names, key, made.table, made.title]);
}

/**
 * The genesis of a new game: every seat held by this device, signed by it, with the game's table id
 * and title when given (the second form; the app always gives them: src/lib/fairplay/genesis.ts).
 */
export async function signGenesis(keys: DeviceKeys, meta: DescribedNow, seats: readonly SeatInfo[]): Promise<Genesis> {
	const bound = seats.map((s) => s.id);
	const made = meta.tableId !== undefined && meta.title !== undefined ? { table: meta.tableId, title: meta.title } : {};
	const text = genesisText(meta, seats, bound, keys.publicKey, made);
	if (text === null) throw new Error('This game description cannot be signed.');
	const raw = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, keys.privateKey, utf8(text) as Uint8Array<ArrayBuffer>));
	return { key: keys.publicKey, seats: bound, sig: toBase64url(raw), ...made };
}

/**
 * Whether the genesis is signed by the key it names, for this very game (its game, time, options
 * and seats, and in the second form the table id and title it names: see `madeAs` for whether the
 * description still carries those).
 */
export async function checkGenesis(genesis: Genesis, meta: Described, seats: readonly SeatInfo[]): Promise<boolean> {
	const text = genesisText(meta, seats, genesis.seats, genesis.key, genesis);
	const signature = fromBase64url(genesis.sig);
	const key = await importPublicKey(genesis.key);
	if (text === null || !signature || signature.length !== 64 || !key) return false;
	return verifyBytes(key, signature, utf8(text));
}

/**
 * The table id and title a genesis of the second form was signed with, when the description
 * carries others (a copy, or a description changed after it was signed); null when it carries
 * those, or when the genesis is of the first form (which signed neither: nothing to compare).
 */
export function madeAs(genesis: Genesis | null | undefined, meta: { tableId?: string; title?: string }): { table: string; title: string } | null {
	if (!genesis || genesis.table === undefined || genesis.title === undefined) return null;
	return genesis.table === meta.tableId && genesis.title === meta.title ? null : { table: genesis.table, title: genesis.title };
}

/** The holders a genesis gives the seats this game has (a seat it does not name stays unheld). */
export function genesisHolders(genesis: Genesis | null | undefined, seatIds: readonly SeatId[]): Record<SeatId, string> {
	const holders: Record<SeatId, string> = {};
	if (!genesis) return holders;
	for (const s of genesis.seats) if (seatIds.includes(s)) setOwn(holders, s, genesis.key);
	return holders;
}
