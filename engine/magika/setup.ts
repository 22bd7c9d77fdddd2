/**
 * Setting up a contest: 12 novices on the even spaces of row y, the Ebon Mage on an odd one,
 * races and alignments within Figure 1 and the table balance (U-7), two starting scrolls, the
 * Ebon Mage's Prolonged Teleport and his ten secret tasks.
 */
import { isRejection, type Rng } from '../core';
import { assignClaims, type Assigned } from './setupAssign';
import { checkClaim, type Claim } from './setupRules';
import { ARTIFACTS, COLOURS } from './data/artifacts';
import { RACE_NAMES, RACES, START_ARCANIA } from './data/races';
import { TASK_COUNT, TASKS } from './data/tasks';
import { EBON_STARTS, generateMap, STARTS, type ArenaMap } from './mapgen';
import { drawScroll } from './scrolls';
import { FOREVER } from './effects';
import { isSpellCode, type SpellCode } from './data/spells';
import { DEFAULT_OPTIONS, NOVICES, type Align, type Mage, type MagikaOptions, type Race, type World } from './types';

export interface SeatChoice {
	seat: string;
	name?: string;
	race?: Race;
	align?: Align;
	/** A Neutral mage starts at +5 or -5 (APT-1): the player's choice, random when absent. */
	neutralSign?: 1 | -1;
	/** The seat's sealed claim (setupRules.ts), when its player made one; it wins over race and align. */
	claim?: unknown;
	/** A repeat player (U-76): the old Arcania level and up to 2 old scrolls. */
	veteran?: { arcania: number; scrolls?: SpellCode[] };
}

/** "you receive 15% of your old Arcania level as a bonus" (l. 1117). */
export const VETERAN_BONUS = 15;

function applyVeteran(m: Mage, v: SeatChoice['veteran']): void {
	if (!v || !Number.isFinite(v.arcania)) return;
	m.arc = Math.min(m.maxArc, START_ARCANIA + Math.floor((Math.max(0, v.arcania) * VETERAN_BONUS + 50) / 100));
	const kept = (v.scrolls ?? []).filter(isSpellCode).slice(0, 2);
	if (kept.length) m.scrolls = kept.map((spell) => ({ spell }));
}

export { NOVICES };

/** The reasons kept for players who do not get their first choice, by mage letter. */
function setupNotes(picks: readonly Assigned[]): { setupNotes?: Record<string, string> } {
	const notes = Object.fromEntries(picks.flatMap((p, i) => (p.note ? [[LETTERS[i], p.note]] : [])));
	return Object.keys(notes).length ? { setupNotes: notes } : {};
}
export const EBON_ID = 'M';

/** The name of a mage whose seat gives none (a bot's): "Mage K", or "The Ebon Mage". */
export const unnamedMage = (id: string): string => (id === EBON_ID ? 'The Ebon Mage' : `Mage ${id}`);
const LETTERS = 'ABCDEFGHIJKL';

export function startAptitude(align: Align, sign: 1 | -1): number {
	return align === 'G' ? 90 : align === 'E' ? -90 : 5 * sign;
}

/** Problems with the table balance (l. 1166): at least one of each race and three of each alignment. */
export function balanceProblems(mages: readonly { race: Race; align: Align }[]): string[] {
	const out: string[] = [];
	for (const r of RACE_NAMES) if (!mages.some((m) => m.race === r)) out.push(`No ${r} among the novices.`);
	for (const a of ['G', 'N', 'E'] as Align[]) {
		const n = mages.filter((m) => m.align === a).length;
		if (n < 3) out.push(`Only ${n} ${a === 'G' ? 'Good' : a === 'N' ? 'Neutral' : 'Evil'} novices; the book wants three.`);
	}
	return out;
}

/** The seats' choices as claims: a seat with a legal race and alignment claims it (its alternate too). */
function claimsOf(choices: readonly SeatChoice[]): (Claim | null)[] {
	return choices.map((c) => {
		// a race chosen with an alignment it does not allow keeps the race (the first it allows)
		const align = c.race && c.align && RACES[c.race].alignments.includes(c.align) ? c.align : c.race && RACES[c.race].alignments[0];
		const claim = checkClaim(c.claim ?? (c.race ? { first: { race: c.race, align } } : null));
		return isRejection(claim) ? null : claim;
	});
}

function newMage(id: string, seat: string, name: string, race: Race, align: Align, at: number, apt: number, ebon: boolean): Mage {
	const row = RACES[race];
	return {
		id,
		seat,
		name,
		race,
		align,
		ebon,
		at,
		end: row.maxEnd,
		maxEnd: row.maxEnd,
		arc: START_ARCANIA,
		maxArc: row.maxArc,
		skill: ebon ? 100 : row.skill,
		apt,
		scrolls: [],
		artifacts: [],
		cloaks: [],
		donned: null,
		forcedBlack: false,
		banned: [],
		moves: 0,
		rests: 0,
		demands: 0,
		unconscious: false,
		movedThisTurn: false
	};
}

/**
 * A new world. `novices` are the 12 novice seats in seat order (letters A-L); `ebon` the Ebon
 * Mage's seat. Seats without a choice get races and alignments that keep the table balanced.
 */
export function setupWorld(rng: Rng, novices: readonly SeatChoice[], ebon: SeatChoice, options: Partial<MagikaOptions> = {}, map?: ArenaMap): World {
	const arena = map ?? generateMap(rng);
	const claims = claimsOf(novices.slice(0, NOVICES));
	const picks = assignClaims(claims, rng, options.balance ?? DEFAULT_OPTIONS.balance);
	const starts = STARTS.slice();
	const mages: Mage[] = picks.map((p, i) => {
		const at = starts.splice(rng.below(starts.length), 1)[0];
		const sign = claims[i]?.neutralSign ?? novices[i].neutralSign ?? (rng.below(2) ? 1 : -1);
		return newMage(LETTERS[i], novices[i].seat, novices[i].name ?? unnamedMage(LETTERS[i]), p.race, p.align, at, startAptitude(p.align, sign), false);
	});
	// the Ebon Mage's player chooses within Figure 1 and outside the balance; a GM or bot seat draws (U-63)
	const ebonClaim = claimsOf([ebon])[0];
	const ebonRace = ebonClaim?.first.race ?? rng.pick(RACE_NAMES);
	const ebonAlign = ebonClaim?.first.align ?? rng.pick(RACES[ebonRace].alignments);
	const ebonSign = ebonClaim?.neutralSign ?? ebon.neutralSign ?? (rng.below(2) ? 1 : -1);
	const ebonMage = newMage(EBON_ID, ebon.seat, ebon.name ?? unnamedMage(EBON_ID), ebonRace, ebonAlign, rng.pick(EBON_STARTS), startAptitude(ebonAlign, ebonSign), true);
	mages.push(ebonMage);
	for (const m of mages) for (let k = 0; k < 2; k++) m.scrolls.push({ spell: drawScroll(rng, m.align) });
	mages.forEach((m, i) => applyVeteran(m, i < NOVICES ? novices[i].veteran : ebon.veteran));
	ebonMage.scrolls.unshift({ spell: 'TelPt', prolongedUntil: FOREVER, ebon: true });
	const pool = TASKS.filter((t) => !t.gmJudged).map((t) => t.id);
	const tasks: number[] = [];
	for (let k = 0; k < TASK_COUNT; k++) tasks.push(pool.splice(rng.below(pool.length), 1)[0]);
	const artifacts = {} as World['artifacts'];
	for (const a of ARTIFACTS) artifacts[a] = { at: arena.artifacts[a] };
	return {
		seed: rng.nextUint32(),
		options: { ...DEFAULT_OPTIONS, ...options },
		turn: 1,
		terrain: arena.terrain.slice(),
		mages,
		artifacts,
		cloaks: arena.cloaks.map((c) => ({ ...c })),
		effects: [],
		tasks,
		taskParams: { X: LETTERS[rng.below(NOVICES)], C: rng.pick(COLOURS), R: rng.pick(['crown', 'orb', 'scepter'] as const) },
		record: { movedTurns: 0, scrollGifts: [], heritage: false, casts: [], holdStreak: 0, maxHoldStreak: 0, novicesNorthEarly: false, demandsWon: 0, invisibleTurns: 0, terrainsEnded: [], seaBath: false, attackedOk: false, rebuked: false, escort: 0 },
		intel: Object.fromEntries(mages.map((m) => [m.id, {}])),
		messages: [],
		...setupNotes(picks),
		over: null
	};
}
