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

const GENESIS_TAG = 'familiar/genesis/1';

/** Stored in meta as `genesis`: every seat in `seats` is held by `key` when the game begins. */
export interface Genesis {
	key: string;
	seats: SeatId[];
	/** base64url of the raw 64-byte ECDSA signature by `key` of genesisText. */
	sig: string;
}

/** What a genesis is signed with: the game, its options, the seats it binds (with their names) and the key. */
interface Described {
	game: string;
	created: number;
	options: unknown;
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
		g.seats.every((s) => typeof s === 'string' && s.length > 0 && s.length <= 16)
	);
}

function genesisText(meta: Described, seats: readonly SeatInfo[], bound: readonly SeatId[], key: string): string | null {
	const names = bound.map((id) => [id, seats.find((s) => s.id === id)?.name ?? null]);
	return strictCanonicalJson([GENESIS_TAG, gameDomain(meta), meta.options ?? {}, names, key]);
}

/** The genesis of a new game: every seat held by this device, signed by it. */
export async function signGenesis(keys: DeviceKeys, meta: Described, seats: readonly SeatInfo[]): Promise<Genesis> {
	const bound = seats.map((s) => s.id);
	const text = genesisText(meta, seats, bound, keys.publicKey);
	if (text === null) throw new Error('This game description cannot be signed.');
	const raw = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, keys.privateKey, utf8(text) as Uint8Array<ArrayBuffer>));
	return { key: keys.publicKey, seats: bound, sig: toBase64url(raw) };
}

/** Whether the genesis is signed by the key it names, for this very game description. */
export async function checkGenesis(genesis: Genesis, meta: Described, seats: readonly SeatInfo[]): Promise<boolean> {
	const text = genesisText(meta, seats, genesis.seats, genesis.key);
	const signature = fromBase64url(genesis.sig);
	const key = await importPublicKey(genesis.key);
	if (text === null || !signature || signature.length !== 64 || !key) return false;
	return verifyBytes(key, signature, utf8(text));
}

/** The holders a genesis gives the seats this game has (a seat it does not name stays unheld). */
export function genesisHolders(genesis: Genesis | null | undefined, seatIds: readonly SeatId[]): Record<SeatId, string> {
	const holders: Record<SeatId, string> = {};
	if (!genesis) return holders;
	for (const s of genesis.seats) if (seatIds.includes(s)) setOwn(holders, s, genesis.key);
	return holders;
}
