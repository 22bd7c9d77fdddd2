/**
 * Set-up choices: a game that declares `checkSetup` lets each seat seal a secret choice before the
 * set-up (Magika: a mage's race and alignment), as an input for turn 0 sealed to the GM's orders
 * key. The set-up names the choice it used for each seat (or 'default', or refused with why), its
 * report echoes the choice's commitment, and the audit opens and re-checks each one; the choice
 * itself never appears in the clear.
 */
import { isRejection, type GameEvent, type SeatId } from '../types';
import type { SealedInputData } from './kinds';
import { openInput, type InputOpened, type KeyHolder } from './payloads';
import type { UsedInput } from './run';
import type { HiddenSlice } from './slice';
import type { AnyHiddenGame } from './types';

/** A set-up choice as the game reads it, or why not. */
export function acceptSetup(game: AnyHiddenGame, seat: SeatId, input: unknown): { ok: true; input: unknown } | { ok: false; why: string } {
	if (!game.checkSetup) return { ok: false, why: 'this game takes no set-up choice' };
	const checked = game.checkSetup(seat, input);
	return isRejection(checked) ? { ok: false, why: checked.message } : { ok: true, input: checked };
}

/** The choices a set-up uses, by seat (what `setupWorld` receives). */
export function choicesOf(used: Readonly<Record<SeatId, UsedInput>>): Record<SeatId, unknown> {
	return Object.fromEntries(Object.entries(used).map(([seat, u]) => [seat, u.input]));
}

/** Each seat's last sealed set-up choice, opened by the GM and checked: used, or refused with why. */
export async function collectSetup(game: AnyHiddenGame, orders: KeyHolder, domain: string, slice: HiddenSlice, log: ReadonlyMap<string, GameEvent>) {
	const used: Record<SeatId, UsedInput> = {};
	const refused: Record<SeatId, { id: string; why: string }> = {};
	for (const seat of slice.seats) {
		const last = slice.inputs[seat]?.at(-1);
		const event = last && log.get(last.id);
		if (!last || !event) continue;
		const data = event.data as SealedInputData;
		const opened = await openInput(orders, domain, seat, data);
		const accepted = opened.ok ? acceptSetup(game, seat, opened.input) : { ok: false as const, why: `the box did not open (${opened.why})` };
		if (opened.ok && accepted.ok) used[seat] = { id: last.id, input: accepted.input, salt: opened.salt, commit: data.commit };
		else refused[seat] = { id: last.id, why: accepted.ok ? 'unreadable' : accepted.why };
	}
	return { used, refused };
}

/** The public record of the choices a set-up used: every seat named, and how many choices the GM had. */
export function setupRecord(slice: HiddenSlice, used: Readonly<Record<SeatId, UsedInput>>, refused: Readonly<Record<SeatId, { id: string; why: string }>>) {
	return {
		used: Object.fromEntries(slice.seats.map((s) => [s, used[s]?.id ?? 'default'])),
		seen: Object.fromEntries(slice.seats.map((s) => [s, slice.inputs[s]?.length ?? 0])),
		refused
	};
}

/**
 * The audit's side: the choices the set-up named, opened with the revealed orders key and checked
 * again; a refused one the rules accept, or a used one they refuse, is a difference.
 */
export async function replaySetup(game: AnyHiddenGame, orders: KeyHolder, domain: string, rec: HiddenSlice['turns'][number], log: ReadonlyMap<string, GameEvent>): Promise<{ used: Record<SeatId, UsedInput> } | { field: string; why: string }> {
	const used: Record<SeatId, UsedInput> = {};
	const open = (seat: SeatId, id: string): Promise<InputOpened> => openInput(orders, domain, seat, log.get(id)!.data as SealedInputData);
	for (const [seat, r] of Object.entries(rec.refused)) {
		const opened = await open(seat, r.id);
		if (opened.ok && acceptSetup(game, seat, opened.input).ok) return { field: `refused.${seat}`, why: `the set-up choice of ${seat} was refused but the rules accept it` };
	}
	for (const [seat, id] of Object.entries(rec.used)) {
		if (id === 'default') continue;
		const opened = await open(seat, id);
		if (!opened.ok) return { field: `used.${seat}`, why: `the set-up choice used for ${seat} does not open (${opened.why})` };
		const accepted = acceptSetup(game, seat, opened.input);
		if (!accepted.ok) return { field: `used.${seat}`, why: `the set-up choice used for ${seat} breaks the rules: ${accepted.why}` };
		used[seat] = { id, input: accepted.input, salt: opened.salt, commit: rec.sealed[seat].find((i) => i.id === id)!.commit };
	}
	return { used };
}
