/**
 * The Cast Cycle up to the Response phase: Intone (or miscast), Place, Pay. The spell is then
 * manifesting on the stack until it is activated (activation.ts) or dispelled by a Response.
 */
import { own, reject, type GameEvent, type Rejection } from '../core';
import { areAllies, isUp } from './beings';
import { checkCard } from './cardCheck';
import { fullActionsNeeded, matches, type Cost, type SpellCard, type SpellMatch } from './cards';
import { composeCard } from './compose';
import { gain, lose, tracked } from './energies';
import { activateTop } from './activation';
import { blankSpell, checkBeing, checkTurn, responseOpen, spendFullAction } from './turnRules';
import { TUTORIAL_SPELLS } from './library';
import { castBonus, chargeOffensive } from './passives';
import { SERPENT_REJECTIONS as R } from './rejections';
import { advanceTurn } from './round';
import { MAX_SPELLS_IN_PLAY, MAX_STONES, MISCAST_HARMONY, MISCAST_RESONANCE_TO_OTHERS, RITUAL_TIERS_PER_WILL } from './rules';
import type { Being, BeingId, Payment, SerpentState, SpellInPlay } from './state';
import { discardSpell, freeFoci, takeFocus } from './table';
import { chosenAbsolute, riteIsFree } from './rite';
import { enhancementReplaced, place } from './placement';

export interface CastData {
	being: BeingId;
	cardId?: string;
	card?: unknown;
	target?: BeingId;
	targetTeam?: string;
	targetSpell?: string;
	intone?: 'silent' | 'spoken' | 'miscast';
	response?: boolean;
	ritual?: { tiers: number; payers?: { being: BeingId; harmony?: number; will?: number }[] };
	upgrades?: { index: number; cost?: number }[];
	discard?: string[];
	replace?: string;
	activate?: boolean;
}

/** A card by id: prepared by this being, shared by the table, or built in. */
export function lookupCard(s: SerpentState, id: string, b?: Being): SpellCard | undefined {
	return b?.prepared.find((c) => c.id === id) ?? s.library.find((c) => c.id === id) ?? TUTORIAL_SPELLS.find((c) => c.id === id);
}

export function cardFrom(s: SerpentState, data: { cardId?: unknown; card?: unknown }, b?: Being): SpellCard | Rejection {
	if (data.card !== undefined) {
		const checked = checkCard(data.card);
		return 'card' in checked ? checked.card : reject(R.badCard, checked.error);
	}
	if (typeof data.cardId === 'string') {
		const c = lookupCard(s, data.cardId, b);
		if (c) return c;
	}
	return reject(R.unknownCard, 'There is no such spell in the library.');
}

const isNat = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 99;

function addCost(map: Record<BeingId, Cost>, id: BeingId, c: Cost): void {
	const cur = map[id] ?? {};
	map[id] = {
		resonance: (cur.resonance ?? 0) + (c.resonance ?? 0),
		harmony: (cur.harmony ?? 0) + (c.harmony ?? 0),
		essence: (cur.essence ?? 0) + (c.essence ?? 0),
		will: (cur.will ?? 0) + (c.will ?? 0)
	};
}


function requirementMet(s: SerpentState, b: Being, bearer: BeingId | null, m: SpellMatch & { onBearer?: boolean }): boolean {
	return Object.values(s.spells).some(
		(sp) => sp.status === 'active' && matches(sp.card, m) && (m.onBearer ? sp.bearer === (bearer ?? b.id) : sp.controller === b.id)
	);
}

/** The Components a spell's requirement discards: the ones named, or the first that fit. */
function pickComponents(s: SerpentState, b: Being, needs: SpellMatch[], named: unknown): SpellInPlay[] | Rejection {
	const chosen: SpellInPlay[] = [];
	const names = Array.isArray(named) ? named : [];
	for (let i = 0; i < needs.length; i++) {
		const m = { ...needs[i], role: needs[i].role ?? 'component' };
		const want = names[i];
		const candidates = Object.values(s.spells)
			.filter((sp) => sp.status === 'active' && sp.controller === b.id && matches(sp.card, m) && !chosen.includes(sp))
			.sort((x, y) => x.seq - y.seq);
		const pick = typeof want === 'string' ? candidates.find((sp) => sp.id === want) : candidates[0];
		if (!pick) {
			const what = [m.sphere, m.descriptor].filter(Boolean).join(' ') || 'a';
			return reject(R.component, typeof want === 'string' ? `That spell cannot be discarded for this requirement (${what} Component).` : `You control no ${what} Component to discard.`);
		}
		chosen.push(pick);
	}
	return chosen;
}

function energyName(e: string): string {
	return e[0].toUpperCase() + e.slice(1);
}

/** Miscast: −1 Harmony (more if Eloquent), everyone else +1 Resonance, the spell goes back unprepared. */
function miscast(s: SerpentState, b: Being, card: SpellCard, response: boolean): void {
	lose(s, b.id, 'harmony', MISCAST_HARMONY + (card.eloquent ?? 0));
	for (const other of Object.values(s.beings)) if (other.id !== b.id) gain(s, other.id, 'resonance', MISCAST_RESONANCE_TO_OTHERS);
	const i = b.prepared.findIndex((c) => c.id === card.id || c.title === card.title);
	if (i >= 0) b.prepared.splice(i, 1);
	b.miscastThisTurn = [...b.miscastThisTurn, card.title];
	if (!response) advanceTurn(s);
}

/** Checks whose move it is for a turn action: the being's own turn, nothing manifesting. */



export function castSpell(s: SerpentState, event: GameEvent): Rejection | void {
	const data = (event.data ?? {}) as CastData;
	const b = checkBeing(s, event, data.being);
	if ('code' in b) return b;
	const card = cardFrom(s, data, b);
	if ('code' in card) return card;
	const response = data.response === true;
	if (response) {
		if (!card.response) return reject(R.badData, `${card.title} is not a Response spell.`);
		if (s.phase !== 'action' && s.phase !== 'maintenance') return reject(R.wrongPhase, 'Responses are cast in the maintenance and action phases.');
		if (!responseOpen(s, data.targetSpell)) return reject(R.noResponseWindow, 'Nothing is being cast or resolved now: a Response answers a spell or an ability in its Response phase.');
	} else {
		const t = checkTurn(s, b);
		if (t) return t;
	}
	if (b.miscastThisTurn.includes(card.title)) return reject(R.miscastTitle, `${card.title} was miscast this turn; it cannot be cast again until the next turn.`);
	const enforce = s.options.enforcePreparation && b.kind === 'magi' && !card.response;
	if (enforce && !b.prepared.some((c) => c.id === card.id || c.title === card.title)) {
		return reject(R.notPrepared, `Prepare ${card.title} first: only prepared spells can be cast.`);
	}
	const intone = data.intone ?? 'silent';
	if (intone !== 'silent' && s.options.level === 'basic') return reject(R.basicLevel, 'Intoning is not used in basic play.');
	if (card.eloquent && intone === 'silent') return reject(R.requirement, `${card.title} is Eloquent: it must be spoken.`);
	if (intone === 'miscast') {
		miscast(s, b, card, response);
		return;
	}
	const absolute = card.absoluteFreeAction || chosenAbsolute(card, data);
	const needed = fullActionsNeeded({ ...card, freeAction: card.freeAction || castBonus(s, b.id, card).freeAction, absoluteFreeAction: absolute });
	if (needed > 1) return startRite(s, b, card, enforce, needed);
	return payAndPlace(s, b, card, data, { response, intone, enforce });
}

/** "! 2 Actions": the spell waits in the Rite zone until enough Full Actions are invested in it. */
function startRite(s: SerpentState, b: Being, card: SpellCard, enforce: boolean, needed: number): Rejection | void {
	if (b.stones > 0) return reject(R.stoneFirst, `${b.name} must shed an interrupt stone before taking a Full Action.`);
	const spent = spendFullAction(s, b);
	if (spent) return spent;
	if (enforce) unprepare(b, card);
	const id = `p${s.nextId++}`;
	s.spells[id] = blankSpell(id, card, b, { bearer: b.id, team: null, global: false, zone: 'rite', targetSpell: null, offensive: false }, s.nextId);
	s.spells[id].status = 'rite';
	s.spells[id].rite = { invested: 1, needed };
	advanceTurn(s);
}

export function advanceRite(s: SerpentState, event: GameEvent): Rejection | void {
	const data = (event.data ?? {}) as CastData & { spell?: string };
	const b = checkBeing(s, event, data.being);
	if ('code' in b) return b;
	const t = checkTurn(s, b);
	if (t) return t;
	const sp = own(s.spells, data.spell);
	if (!sp || sp.zone !== 'rite' || sp.caster !== b.id || !sp.rite) return reject(R.rite, 'That spell is not in your Rite zone.');
	const free = riteIsFree(sp);
	if (!free && b.stones > 0) return reject(R.stoneFirst, `${b.name} must shed an interrupt stone before taking a Full Action.`);
	if (!free && b.fullActions <= 0) return reject(R.noFullAction, `${b.name} has no Full Action left this round.`);
	if (sp.rite.invested + 1 < sp.rite.needed) {
		spendFullAction(s, b, sp.id);
		sp.rite = { ...sp.rite, invested: sp.rite.invested + 1 };
		advanceTurn(s);
		return;
	}
	if (sp.rite.prolonged) return emerge(s, b, sp, data, free);
	const card = sp.base;
	const pending = { ...sp };
	delete s.spells[sp.id];
	const done = payAndPlace(s, b, card, data, { response: false, intone: 'silent', enforce: false, riteOf: pending.id, riteFree: free });
	if (done) {
		s.spells[pending.id] = pending;
		return done;
	}
}

/**
 * A prolonged spell emerges from the Rite zone: paid when it was first cast, it is placed again on
 * its old aim or a new one ("may be re-targeted when it emerges") and gets a new Response phase.
 */
function emerge(s: SerpentState, b: Being, sp: SpellInPlay, data: CastData, free: boolean): Rejection | void {
	const retarget = data.target !== undefined || data.targetTeam !== undefined || data.targetSpell !== undefined;
	const where = place(s, b, sp.card, retarget ? data : { ...data, ...sp.rite?.prolonged });
	if ('code' in where) return where;
	const replace = enhancementReplaced(s, sp.card, where, data.replace);
	if (replace && 'code' in replace) return replace;
	if (!free) spendFullAction(s, b, sp.id);
	Object.assign(sp, where, { status: 'manifesting', rite: null, replaces: replace?.id ?? null });
	if (sp.card.duration === 'F') takeFocus(s, b.id, sp);
	s.stack.push(sp.id);
	advanceTurn(s);
	if (data.activate === true) return activateTop(s, []) ?? undefined;
}

function unprepare(b: Being, card: SpellCard): void {
	const i = b.prepared.findIndex((c) => c.id === card.id || c.title === card.title);
	if (i >= 0) b.prepared.splice(i, 1);
}

/** A spell just placed: no counters yet, nothing paid. */

interface PayContext {
	response: boolean;
	intone: 'silent' | 'spoken' | 'miscast';
	enforce: boolean;
	/** The Rite-zone spell this completes (its Full Action is the one being spent now). */
	riteOf?: string;
	/** The Rite-zone spell completes with a Free Action (Absolute Free Action): no Full Action, the other Rites stay. */
	riteFree?: boolean;
}

function payAndPlace(s: SerpentState, b: Being, base: SpellCard, data: CastData, ctx: PayContext): Rejection | void {
	if (Object.keys(s.spells).length >= MAX_SPELLS_IN_PLAY) return reject(R.tooMany, 'The table holds too many spells already.');
	// Ritual Path and upgrades
	const tiers = data.ritual?.tiers ?? 0;
	if (!isNat(tiers) || tiers > (base.ritual?.length ?? 0)) {
		return reject(R.ritual, base.ritual?.length ? `${base.title}'s Ritual Path has ${base.ritual.length} tiers.` : `${base.title} has no Ritual Path.`);
	}
	if (tiers > 0 && s.options.level === 'basic') return reject(R.basicLevel, 'Ritual Paths are not used in basic play.');
	const costs: Record<BeingId, Cost> = {};
	if (tiers > 0) {
		const payers = data.ritual?.payers ?? [{ being: b.id, harmony: tiers }];
		if (!Array.isArray(payers) || payers.length === 0 || payers.length > 8) return reject(R.ritual, 'Say who pays for the Ritual Path.');
		let harmony = 0;
		let will = 0;
		for (const p of payers) {
			const who = p ? own(s.beings, p.being) : undefined;
			const h = p?.harmony ?? 0;
			const w = p?.will ?? 0;
			if (!isUp(who) || who.kind !== 'magi' || !areAllies(s, b.id, who.id)) return reject(R.ritual, 'Only you and your human allies can pay for a Ritual Path.');
			if (!isNat(h) || !isNat(w)) return reject(R.ritual, 'Ritual Path payments are whole numbers.');
			harmony += h;
			will += w;
			addCost(costs, who.id, { harmony: h, will: w });
		}
		const covered = harmony + RITUAL_TIERS_PER_WILL * will;
		const waste = covered - tiers;
		if (waste < 0) return reject(R.ritual, `${tiers} tiers cost ${tiers} Harmony or 1 Will for every 3 tiers; that pays for ${covered}.`);
		if (waste > 0 && (harmony > 0 || waste >= RITUAL_TIERS_PER_WILL)) return reject(R.ritual, `That pays for ${covered} tiers, more than the ${tiers} bought.`);
	}
	const ups: number[] = [];
	for (const u of Array.isArray(data.upgrades) ? data.upgrades : []) {
		const up = u && isNat(u.index) ? base.upgrades?.[u.index] : undefined;
		const alt = u?.cost ?? 0;
		if (!up || ups.includes(u.index) || !isNat(alt) || !up.costs[alt]) return reject(R.upgrade, `${base.title} has no such upgrade.`);
		ups.push(u.index);
		addCost(costs, b.id, up.costs[alt]);
	}

	const card = composeCard(base, castBonus(s, b.id, base), tiers, ups);
	const where = place(s, b, card, data);
	if ('code' in where) return where;

	// Actions and interrupt stones
	const free = fullActionsNeeded(card) === 0;
	if (ctx.response) {
		if (!free && b.stones >= MAX_STONES) return reject(R.twoStones, `${b.name} already has ${MAX_STONES} interrupt stones: no more Full-Action Responses.`);
	} else if (!free && !ctx.riteOf) {
		if (b.stones > 0) return reject(R.stoneFirst, `${b.name} must shed an interrupt stone before taking a Full Action.`);
		if (b.fullActions <= 0) return reject(R.noFullAction, `${b.name} has no Full Action left this round.`);
	}

	// Requirements
	const req = card.requirements ?? {};
	for (const m of req.active ?? []) {
		if (!requirementMet(s, b, where.bearer, m)) {
			const what = [m.descriptor, m.sphere, m.role].filter(Boolean).join(' ');
			return reject(R.requirement, `${card.title} needs an active ${what}${m.onBearer ? ' on its bearer' : ''}.`);
		}
	}
	if (req.burnFocus && b.foci - b.burnedFoci < req.burnFocus) return reject(R.noFocus, `${card.title} burns ${req.burnFocus} Focus; ${b.name} has none left.`);
	const components = pickComponents(s, b, req.discard ?? [], data.discard);
	if ('code' in components) return components;
	let chargeSource: SpellInPlay | undefined;
	if (req.discardCharges) {
		const dc = req.discardCharges;
		chargeSource = Object.values(s.spells).find((sp) => sp.controller === b.id && sp.status === 'active' && sp.charges >= dc.amount && matches(sp.card, { descriptor: dc.descriptor }));
		if (!chargeSource) return reject(R.requirement, `${card.title} needs ${dc.amount} ${dc.descriptor} charge${dc.amount > 1 ? 's' : ''} on a spell you control.`);
	}

	// Energy orbs and energy requirements
	addCost(costs, b.id, {
		resonance: Math.max(0, -card.resonance),
		harmony: Math.max(0, -card.harmony),
		essence: req.essence ?? 0,
		will: req.will ?? 0
	});
	for (const [id, c] of Object.entries(costs)) {
		const who = s.beings[id];
		for (const e of ['resonance', 'essence', 'will'] as const) {
			const need = c[e] ?? 0;
			if (need > 0 && tracked(s, e) && who[e] < need) {
				const whose = id === b.id ? 'you have' : `${who.name} has`;
				const code = e === 'resonance' ? R.resonance : e === 'essence' ? R.essence : R.will;
				return reject(code, `${card.title} costs ${need} ${energyName(e)}; ${whose} ${who[e]}.`);
			}
		}
	}

	// Enhancement slots
	const replace = enhancementReplaced(s, card, where, data.replace);
	if (replace && 'code' in replace) return replace;

	// Pay: the moment the action is spent
	if (!ctx.response && !free && !ctx.riteOf) spendFullAction(s, b);
	if (ctx.riteOf && !ctx.riteFree) spendFullAction(s, b, ctx.riteOf);
	if (ctx.response && !free) b.stones += 1;
	if (ctx.enforce) unprepare(b, base);
	const paid: Payment = { paid: {}, components: components.map((c) => ({ ...c })), charges: [] };
	for (const [id, c] of Object.entries(costs)) {
		const p: Cost = {};
		for (const e of ['resonance', 'harmony', 'essence', 'will'] as const) {
			const n = lose(s, id, e, c[e] ?? 0);
			if (n) p[e] = n;
		}
		paid.paid[id] = p;
	}
	if (card.resonance > 0) gain(s, b.id, 'resonance', card.resonance);
	if (card.harmony > 0) gain(s, b.id, 'harmony', card.harmony);
	if (ctx.intone === 'spoken') gain(s, b.id, 'voice', card.fluency);
	for (const c of components) discardSpell(s, c.id);
	if (chargeSource && req.discardCharges) {
		chargeSource.charges -= req.discardCharges.amount;
		paid.charges.push([chargeSource.id, req.discardCharges.amount]);
	}
	if (req.burnFocus) burnFocus(s, b, req.burnFocus);

	const id = ctx.riteOf ?? `p${s.nextId}`;
	s.nextId += 1;
	const sp = blankSpell(id, card, b, where, s.nextId);
	sp.base = base;
	sp.paid = paid;
	sp.replaces = replace?.id ?? null;
	s.spells[id] = sp;
	if (card.duration === 'F') takeFocus(s, b.id, sp);
	if (where.offensive) {
		chargeOffensive(s, b.id);
	}
	s.stack.push(id);
	if (!ctx.response) advanceTurn(s);
	if (data.activate === true) return activateTop(s, []) ?? undefined;
}

function burnFocus(s: SerpentState, b: Being, n: number): void {
	for (let i = 0; i < n; i++) {
		if (freeFoci(s, b.id) === 0) {
			const held = Object.values(s.spells).find((x) => x.focus === b.id && x.duration === 'F');
			if (held) discardSpell(s, held.id);
		}
		b.burnedFoci += 1;
	}
}
