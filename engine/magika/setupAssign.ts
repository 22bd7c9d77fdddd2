/**
 * The game master's side of the claims: who plays which race and alignment at a full table of 12
 * novices. Every claimed seat gets its first choice when all first choices together still leave a
 * balanced table; otherwise seats in seat order get the first of their choices that still fits, then
 * a mage that does (the book: "we must follow the above game constraints"). Seats nobody holds (the
 * bots) and "I'll take what's needed" seats fill what the balance still lacks.
 */
import { isRejection, type Rng, type SeatId } from '../core';
import { anChoice, canComplete, checkClaim, LEGAL_CHOICES, TABLE, whyNot, type BalanceRule, type Claim, type MageChoice } from './setupRules';

export interface Assigned extends MageChoice {
	/** What the seat got: its first choice, its alternate, one the balance chose, or a bot's. */
	got: 'first' | 'second' | 'balance' | 'bot';
	/** For its player's set-up report: why it is not the first choice. */
	note?: string;
}

/** A mage that keeps the table completable, drawn at random among those that do (any legal one when none does). */
function fitting(rng: Rng, chosen: readonly MageChoice[], free: number, near?: MageChoice): MageChoice {
	const fits = LEGAL_CHOICES.filter((c) => canComplete([...chosen, c], free));
	const pool = fits.length ? fits : LEGAL_CHOICES;
	const close = near ? pool.filter((c) => c.race === near.race || c.align === near.align) : [];
	return { ...rng.pick(close.length ? close : pool) };
}

/**
 * Race and alignment for the 12 novice seats in seat order; `claims[i]` is null for a seat nobody
 * claimed (a bot). With the `warn` rule players always get their first choice and only the rest
 * fill towards the balance.
 */
/** The 12 seats' claims, and the seats of players who chose (not bots, not "I'll take what's needed"), in seat order. */
function claimed(claims: readonly (Claim | null)[]) {
	const seats = Array.from({ length: TABLE }, (_, i) => claims[i] ?? null);
	const players = seats.map((c, i) => (c && !c.any ? i : -1)).filter((i) => i >= 0);
	const firsts = players.map((i) => seats[i]!.first);
	return { seats, players, everyFirst: (rule: BalanceRule) => rule === 'warn' || canComplete(firsts, TABLE - firsts.length) };
}

/** A player's claim against the mages chosen before it in seat order: its first choice, its alternate, or null (the balance draws one). */
function claimFits(chosen: readonly MageChoice[], c: Claim): [MageChoice, 'first' | 'second'] | null {
	const free = TABLE - chosen.length - 1;
	return !whyNot(chosen, c.first, free) ? [c.first, 'first'] : c.second && !whyNot(chosen, c.second, free) ? [c.second, 'second'] : null;
}

export function assignClaims(claims: readonly (Claim | null)[], rng: Rng, rule: BalanceRule = 'enforce'): Assigned[] {
	const { seats, players, everyFirst } = claimed(claims);
	const out: (Assigned | null)[] = seats.map(() => null);
	if (everyFirst(rule)) {
		for (const i of players) out[i] = { ...seats[i]!.first, got: 'first' };
	} else {
		const chosen: MageChoice[] = [];
		for (const i of players) {
			const c = seats[i]!;
			const free = TABLE - chosen.length - 1;
			const [pick, got]: [MageChoice, Assigned['got']] = claimFits(chosen, c) ?? [fitting(rng, chosen, free, c.first), 'balance'];
			chosen.push(pick);
			const note = got === 'first' ? undefined : `${whyNot(chosen.slice(0, -1), c.first, free)} You play ${anChoice(pick)}${got === 'second' ? ', your alternate' : ''}.`;
			out[i] = { ...pick, got, ...(note ? { note } : {}) };
		}
	}
	for (let i = 0; i < TABLE; i++) {
		if (out[i]) continue;
		const chosen = out.filter((a): a is Assigned => a !== null);
		const pick = fitting(rng, chosen, TABLE - chosen.length - 1);
		out[i] = { ...pick, got: seats[i] ? 'balance' : 'bot' };
	}
	return out as Assigned[];
}

/**
 * What the set-up will give each of the 12 novice seats, as far as the claims alone tell before the
 * start (the GM's set-up screen): a player's first choice or alternate; 'balance' where neither fits
 * and the balance draws a mage near its first choice; 'draw' where the draw at the start decides (a
 * bot, "I'll take what's needed", or a player whose turn in seat order comes after a balance draw,
 * which changes what still fits). Never which race and alignment: the screen shows none.
 */
export type ClaimOutcome = 'first' | 'second' | 'balance' | 'draw';

export function previewClaims(claims: readonly (Claim | null)[], rule: BalanceRule = 'enforce'): ClaimOutcome[] {
	const { seats, players, everyFirst } = claimed(claims);
	const out: ClaimOutcome[] = seats.map(() => 'draw');
	if (everyFirst(rule)) {
		for (const i of players) out[i] = 'first';
		return out;
	}
	const chosen: MageChoice[] = [];
	for (const i of players) {
		const fits = claimFits(chosen, seats[i]!);
		if (!fits) {
			out[i] = 'balance';
			break;
		}
		chosen.push(fits[0]);
		out[i] = fits[1];
	}
	return out;
}

/**
 * `previewClaims` for a table's seats in order (the 12 novices, then the Ebon Mage's, whose player
 * gets his choice outside the balance) and the claims the GM opened, by seat id; a claim the rules
 * refuse counts as none, as at the set-up.
 */
export function previewSeats(seats: readonly SeatId[], claims: Readonly<Record<SeatId, unknown>>, rule: BalanceRule = 'enforce'): ClaimOutcome[] {
	const claimOf = (seat: SeatId | undefined) => {
		const c = seat !== undefined && claims[seat] !== undefined ? checkClaim(claims[seat]) : null;
		return c && !isRejection(c) ? c : null;
	};
	const novices = previewClaims(Array.from({ length: TABLE }, (_, i) => claimOf(seats[i])), rule);
	const ebon = claimOf(seats[TABLE]);
	return [...novices, ebon && !ebon.any ? 'first' : 'draw'];
}
