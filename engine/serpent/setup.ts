/** A new battle: the options, the Magi of each seat, and what is set before the first round (teams, Specializations, Encounters). */
import { own, readOptionValues, reject, type GameEvent, type Rejection, type SeatInfo } from '../core';
import { SERPENT_OPTIONS } from './options';
import { mayActFor } from './beings';
import { checkCard } from './cardCheck';
import type { SpellCard } from './cards';
import { cardFrom } from './casting';
import { ENCOUNTERS, TUTORIAL_SPELLS, type EncounterSheet } from './library';
import { SERPENT_REJECTIONS as R } from './rejections';
import { FULL_ACTIONS, MAX_BEINGS, MAX_LIBRARY, START } from './rules';
import type { Being, SerpentOptions, SerpentState } from './state';

export function readOptions(o: Record<string, unknown>): SerpentOptions {
	return readOptionValues<SerpentOptions>(SERPENT_OPTIONS, o);
}

export function newBeing(partial: Pick<Being, 'id' | 'kind' | 'name' | 'seat' | 'team'> & Partial<Being>): Being {
	return {
		resonance: START.resonance,
		harmony: START.harmony,
		essence: START.essence,
		essenceMax: START.essence,
		will: START.will,
		voice: START.voice,
		stones: 0,
		foci: START.foci,
		burnedFoci: 0,
		actionsPerRound: FULL_ACTIONS,
		fullActions: FULL_ACTIONS,
		extraActionThisRound: false,
		offensiveStoneThisRound: false,
		exchangedThisRound: false,
		specUpgradedThisRound: false,
		reattunedThisRound: false,
		done: false,
		incapacitated: false,
		gone: false,
		prepared: [],
		preparedReady: false,
		discard: [],
		codex: null,
		banished: [],
		shieldOrder: [],
		miscastThisTurn: [],
		abilityUses: {},
		summoner: null,
		firstRound: false,
		allyCard: null,
		resonanceBonus: 0,
		encounter: null,
		bag: null,
		...partial
	};
}

function teamFor(mode: SerpentOptions['teams'], seat: SeatInfo, i: number): string {
	if (mode === 'coop') return 'Magi';
	if (mode === 'pairs') return i % 2 === 0 ? 'Team A' : 'Team B';
	return seat.id;
}

export function setupState(options: Record<string, unknown>, seats: SeatInfo[]): SerpentState {
	const o = readOptions(options);
	const beings: Record<string, Being> = {};
	const roster: string[] = [];
	seats.slice(0, MAX_BEINGS).forEach((seat, i) => {
		beings[seat.id] = newBeing({
			id: seat.id,
			kind: 'magi',
			name: seat.name,
			seat: seat.id,
			team: teamFor(o.teams, seat, i),
			essence: o.essence,
			essenceMax: o.essence,
			will: o.will
		});
		roster.push(seat.id);
	});
	return {
		options: o,
		seats: seats.slice(),
		beings,
		roster,
		spells: {},
		round: 0,
		phase: 'setup',
		step: 'roll',
		lastRoll: null,
		initiative: [],
		ties: [],
		eventRolls: [],
		turn: null,
		stack: [],
		resolving: null,
		nextId: 1,
		library: [],
		lastImpacts: [],
		lastDice: null,
		outcome: null
	};
}

type Data = Record<string, unknown>;

function setupOnly(s: SerpentState): Rejection | null {
	return s.phase === 'setup' ? null : reject(R.specSetup, 'That is set before the battle begins.');
}

export function setTeam(s: SerpentState, event: GameEvent): Rejection | void {
	const data = (event.data ?? {}) as Data;
	const late = setupOnly(s);
	if (late) return late;
	const b = own(s.beings, data.being);
	if (!b || b.kind !== 'magi') return reject(R.unknownBeing, 'There is no such Magi at this table.');
	if (!mayActFor(s, event.seat, b.id) && event.seat !== null) return reject(R.notYourBeing, `Only ${b.name}'s player can change their team.`);
	const team = typeof data.team === 'string' ? data.team.trim() : '';
	if (!team || team.length > 24 || team === 'Encounter') return reject(R.team, 'A team needs a name of 1 to 24 characters.');
	b.team = team;
}

/** Puts a Specialization or Artifact in its bearer's Enhancement zone before the battle. */
export function placeSpecialization(s: SerpentState, event: GameEvent): Rejection | void {
	const data = (event.data ?? {}) as Data;
	const late = setupOnly(s);
	if (late) return late;
	const b = own(s.beings, data.being);
	if (!b || b.kind !== 'magi') return reject(R.unknownBeing, 'There is no such Magi at this table.');
	if (!mayActFor(s, event.seat, b.id)) return reject(R.notYourBeing, `Only ${b.name}'s player can choose their Specialization.`);
	const card = cardFrom(s, data);
	if ('code' in card) return card;
	if (card.role !== 'specialization' && card.role !== 'artifact') return reject(R.badCard, `${card.title} is neither a Specialization nor an Artifact.`);
	const same = Object.values(s.spells).filter((sp) => sp.bearer === b.id && sp.card.role === card.role);
	for (const old of same) delete s.spells[old.id];
	const id = `p${s.nextId++}`;
	s.spells[id] = {
		id,
		card,
		base: card,
		caster: b.id,
		controller: b.id,
		bearer: b.id,
		team: null,
		global: false,
		zone: 'enhancement',
		status: 'active',
		targetSpell: null,
		duration: 'P',
		counters: 0,
		durability: 0,
		charges: 0,
		focus: null,
		affected: [],
		offensive: false,
		paid: { paid: {}, components: [], charges: [] },
		pendingMaintenance: false,
		rite: null,
		evading: [],
		tiers: card.spec ? { A: 0, B: 0 } : null,
		replaces: null,
		seq: s.nextId
	};
}

function opponentsOf(s: SerpentState, team: string): number {
	return Object.values(s.beings).filter((b) => b.kind === 'magi' && b.team !== team).length;
}

/** Adds an Encounter (its sheet from the library, or its numbers entered by the table). */
export function addEncounter(s: SerpentState, event: GameEvent): Rejection | void {
	const data = (event.data ?? {}) as Data;
	const late = setupOnly(s);
	if (late) return late;
	if (s.roster.length >= 16) return reject(R.tooMany, 'The table is full.');
	const sheet = typeof data.sheet === 'string' ? ENCOUNTERS.find((e) => e.id === data.sheet) : readSheet(data.sheet);
	if (!sheet) return reject(R.encounter, 'That Encounter sheet cannot be read.');
	const id = `e${s.nextId++}`;
	const easy = data.easy === true;
	const extra = easy ? 0 : Math.max(0, opponentsOf(s, 'Encounter') - 1);
	const essence = sheet.essence + extra * sheet.scaling.essence;
	s.beings[id] = newBeing({
		id,
		kind: 'encounter',
		name: sheet.name,
		seat: null,
		team: 'Encounter',
		resonance: sheet.resonance,
		harmony: sheet.harmony,
		essence,
		essenceMax: essence,
		will: 0,
		foci: 1,
		actionsPerRound: sheet.actions + extra * sheet.scaling.actions,
		fullActions: sheet.actions + extra * sheet.scaling.actions,
		resonanceBonus: sheet.resonanceBonus + extra * sheet.scaling.resonanceBonus,
		encounter: {
			easy,
			scaling: sheet.scaling,
			base: { essence: sheet.essence, resonanceBonus: sheet.resonanceBonus, actions: sheet.actions },
			...(sheet.pierceBelow ? { pierceBelow: { ...sheet.pierceBelow } } : {})
		},
		bag: sheet.bag ? { tokens: { ...sheet.bag.tokens }, out: {}, resetWhenOut: sheet.bag.resetWhenOut ? { ...sheet.bag.resetWhenOut } : undefined, last: null } : null
	});
	s.roster.push(id);
}

function readSheet(v: unknown): EncounterSheet | null {
	if (typeof v !== 'object' || v === null) return null;
	const o = v as Data;
	const n = (x: unknown, min: number, max: number) => (typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max ? x : null);
	const name = typeof o.name === 'string' && o.name.trim() && o.name.length <= 40 ? o.name.trim() : null;
	const essence = n(o.essence, 1, 999);
	const resonance = n(o.resonance ?? 0, 0, 99);
	const bonus = n(o.resonanceBonus ?? 0, 0, 99);
	const actions = n(o.actions ?? 2, 0, 9);
	const harmony = o.harmony === null || o.harmony === undefined ? null : n(o.harmony, -19, 99);
	const sc = (o.scaling ?? {}) as Data;
	const scaling = { essence: n(sc.essence ?? 0, 0, 99), resonanceBonus: n(sc.resonanceBonus ?? 0, 0, 9), actions: n(sc.actions ?? 0, 0, 9) };
	if (!name || essence === null || resonance === null || bonus === null || actions === null) return null;
	if (scaling.essence === null || scaling.resonanceBonus === null || scaling.actions === null) return null;
	if (o.harmony !== null && o.harmony !== undefined && harmony === null) return null;
	let pierceBelow: EncounterSheet['pierceBelow'];
	if (o.pierceBelow !== undefined) {
		const p = (o.pierceBelow ?? {}) as Data;
		const essence = n(p.essence, 1, 999);
		const pierce = n(p.pierce, 1, 99);
		if (essence === null || pierce === null) return null;
		pierceBelow = { essence, pierce };
	}
	let bag: EncounterSheet['bag'];
	if (o.bag !== undefined) {
		const b = o.bag as Data;
		const tokens = readCounts(b?.tokens);
		if (!tokens) return null;
		const reset = b.resetWhenOut === undefined ? undefined : readCounts(b.resetWhenOut);
		if (reset === null) return null;
		bag = { tokens, resetWhenOut: reset };
	}
	return {
		id: 'custom',
		name,
		essence,
		resonance,
		resonanceBonus: bonus,
		actions,
		harmony,
		scaling: { essence: scaling.essence, resonanceBonus: scaling.resonanceBonus, actions: scaling.actions },
		bag,
		pierceBelow,
		abilities: []
	};
}

function readCounts(v: unknown): Record<string, number> | null {
	if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
	const out: Record<string, number> = {};
	const entries = Object.entries(v as Data);
	if (entries.length === 0 || entries.length > 6) return null;
	for (const [k, x] of entries) {
		if (!/^[a-z]{1,12}$/.test(k) || typeof x !== 'number' || !Number.isInteger(x) || x < 0 || x > 20) return null;
		out[k] = x;
	}
	return out;
}

/** Easy mode off (or on): the Encounter takes (or drops) its bonuses for each opponent beyond the first. */
export function encounterMode(s: SerpentState, event: GameEvent): Rejection | void {
	const data = (event.data ?? {}) as Data;
	const b = own(s.beings, data.being);
	if (!b || !b.encounter) return reject(R.encounter, 'That is not an Encounter.');
	const easy = data.easy === true;
	if (easy === b.encounter.easy) return reject(R.noChange, `${b.name} is already in ${easy ? 'Easy' : 'full'} mode.`);
	const extra = Math.max(0, opponentsOf(s, b.team) - 1);
	const sign = easy ? -1 : 1;
	const sc = b.encounter.scaling;
	b.essenceMax = Math.max(1, b.essenceMax + sign * extra * sc.essence);
	b.essence = Math.max(0, Math.min(b.essenceMax, b.essence + sign * extra * sc.essence));
	b.resonanceBonus = Math.max(0, b.resonanceBonus + sign * extra * sc.resonanceBonus);
	b.actionsPerRound = Math.max(0, b.actionsPerRound + sign * extra * sc.actions);
	b.fullActions = Math.max(0, b.fullActions + sign * extra * sc.actions);
	b.encounter = { ...b.encounter, easy };
}

/** Shares a spell card with the table (or replaces the card of the same id). */
export function addToLibrary(s: SerpentState, event: GameEvent): Rejection | void {
	const data = (event.data ?? {}) as Data;
	const checked = checkCard(data.card);
	if ('error' in checked) return reject(R.badCard, checked.error);
	const card: SpellCard = checked.card;
	if (TUTORIAL_SPELLS.some((c) => c.id === card.id)) return reject(R.builtIn, `${card.title} is a built-in card: it is never changed. Save an edited copy under a new id.`);
	const rest = s.library.filter((c) => c.id !== card.id);
	if (rest.length >= MAX_LIBRARY) return reject(R.library, `The table library holds at most ${MAX_LIBRARY} spells.`);
	s.library = [...rest, card];
}

export function removeFromLibrary(s: SerpentState, event: GameEvent): Rejection | void {
	const data = (event.data ?? {}) as Data;
	if (!s.library.some((c) => c.id === data.cardId)) return reject(R.unknownCard, 'There is no such spell in the table library.');
	s.library = s.library.filter((c) => c.id !== data.cardId);
}

