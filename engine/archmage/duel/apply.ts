import { checkRoll, reject, type MoveHandler, type MoveTable, type Rejection, type Roll } from '../../core';
import { CLASS_NAMES, ELEMENT_NAMES, ORDERS } from '../elements';
import { GRIMOIRE, isSpellId } from '../grimoire';
import { ARCHMAGE_REJECTIONS as R } from '../rejections';
import { announceCasting, mulliganQualifies, other, succeeds } from './casting';
import {
	afterStep,
	applyWall,
	duelist,
	finishDuel,
	finishHalf,
	log,
	patchHalf,
	resolveCasting,
	setDuelist,
	startHalf,
	type Draft
} from './flow';
import { amountLine, announceLine, concedeLine, enterLine, initiativeLine, keepLine, keepWallLine, mulliganLine, rollLine, type ArchmageMoves } from './lines';
import { readSheet } from './sheet';
import type { ArchmageState, Casting, Duelist, Role, Side, Step } from './state';
import { stepSentence } from './words';

type Data = Record<string, unknown>;

/** Checks that it is `side`'s turn to do a step of `kind`. */
function expectStep(state: ArchmageState, side: Side, kind: Step['kind']): Rejection | null {
	const step = state.step;
	if (step.kind === 'over') return reject(R.wrongStep, 'The duel is over.');
	if (step.kind !== kind) return reject(R.wrongStep, `Not now: ${stepSentence(state)}.`);
	if ('side' in step && step.side !== side) return reject(R.notYourStep, `Wait: ${stepSentence(state)}.`);
	return null;
}

function enter(s: Draft, side: Side, data: Data): Rejection | null {
	if (s.step.kind !== 'enter') return reject(R.wrongStep, 'Both wizards have entered; the duel has begun.');
	const mine = s.duelists[side];
	if (mine) return reject(R.alreadyEntered, `${mine.sheet.name} has already entered for this seat.`);
	const sheet = readSheet(data.wizard);
	if ('code' in sheet) return sheet;
	const rival = s.duelists[other(side)];
	if (rival && sheet.id !== undefined && rival.sheet.id === sheet.id) {
		return reject(R.sameWizard, `${sheet.name} cannot duel themself.`);
	}
	const d: Duelist = { sheet, scores: { ...sheet.scores }, wall: null, mulliganUsed: false };
	if (data.bot === true) d.bot = true;
	setDuelist(s, side, d);
	log(s, { t: 'enter', side, name: sheet.name });
	if (!s.duelists[0] || !s.duelists[1]) return null;
	if (s.options.first === 'roll-off') s.step = { kind: 'initiative' };
	else startHalf(s, 0, 1);
	return null;
}

function initiative(s: Draft, data: Data): Rejection | null {
	if (s.step.kind !== 'initiative') return reject(R.wrongStep, `Not now: ${stepSentence(s)}.`);
	const bad = checkRoll(data.roll, 100, 2);
	if (bad) return bad;
	const { values, source } = data.roll as Roll;
	const [a, b] = values;
	const first: Side | null = a > b ? 0 : b > a ? 1 : null;
	log(s, { t: 'initiative', values: [a, b], first, source });
	if (first !== null) startHalf(s, first, 1);
	return null;
}

function announce(s: Draft, side: Side, data: Data): Rejection | null {
	const wrong = expectStep(s, side, 'announce');
	if (wrong) return wrong;
	const role = (s.step as { role: Role }).role;
	const half = s.half!;
	if (role === 'counter' && (data.spell === null || data.spell === 'none')) {
		log(s, { t: 'announce', side, role, spell: null });
		s.half = patchHalf(half, half.spell, half.counter, half.attack, true);
		finishHalf(s);
		return null;
	}
	if (!isSpellId(data.spell)) return reject(R.unknownSpell, 'There is no such spell in the Grimoire.');
	const spell = data.spell;
	const spec = GRIMOIRE[spell];
	if (role === 'spell' && !spec.asSpell) return reject(R.notASpell, `${spec.name} is cast only as a counterspell.`);
	if (role === 'counter' && !spec.asCounter) {
		return reject(R.notACounterspell, `${spec.name} is ${CLASS_NAMES[spec.class].toLowerCase()} magic: a spell, never a counterspell.`);
	}
	if (role === 'spell') {
		const healable = s.healable && s.healable.side === side ? s.healable : null;
		if (spec.class === 'healing' && !healable) {
			return reject(R.healNotAllowed, 'Heal may only be cast on your first turn after an attack spell reduced one of your scores.');
		}
		s.healable = null;
		s.half = patchHalf(half, announceCasting(duelist(s, side), spell, null, healable), half.counter, half.attack);
	} else {
		if (spec.class === 'protection' && !half.attack) {
			return reject(R.shieldNotAllowed, 'Shield answers only an attack spell that succeeded.');
		}
		// In the Shield-first variant the Wall waits for the counterspell; any other counterspell lets it act now.
		if (spec.class !== 'protection') applyWall(s);
		const h = s.half!;
		s.half = patchHalf(h, h.spell, announceCasting(duelist(s, side), spell, h.attack, null), h.attack);
	}
	log(s, { t: 'announce', side, role, spell });
	s.step = { kind: 'roll', side, role };
	return null;
}

function castingOf(s: ArchmageState, role: Role): Casting {
	return role === 'spell' ? s.half!.spell! : s.half!.counter!;
}

function setCasting(s: Draft, role: Role, c: Casting): void {
	const h = s.half!;
	s.half = role === 'spell' ? patchHalf(h, c, h.counter, h.attack) : patchHalf(h, h.spell, c, h.attack);
}

function roll(s: Draft, side: Side, data: Data): Rejection | null {
	const wrong = expectStep(s, side, 'roll');
	if (wrong) return wrong;
	const bad = checkRoll(data.roll, 100, 1);
	if (bad) return bad;
	const role = (s.step as { role: Role }).role;
	const { values, source } = data.roll as Roll;
	const value = values[0];
	const prior = castingOf(s, role);
	const success = succeeds(value, prior.needed);
	const c: Casting = { ...prior, roll: value, success };
	setCasting(s, role, c);
	log(s, { t: 'roll', side, role, spell: c.spell, value, needed: c.needed, element: c.element, success, reroll: c.mulliganed !== null, source });
	const d = duelist(s, side);
	if (s.options.mulligan && !d.mulliganUsed && mulliganQualifies(d, c)) s.step = { kind: 'mulligan', side, role };
	else resolveCasting(s, side, role);
	return null;
}

function keep(s: Draft, side: Side): Rejection | null {
	const wrong = expectStep(s, side, 'mulligan');
	if (wrong) return wrong;
	log(s, { t: 'keep', side });
	resolveCasting(s, side, (s.step as { role: Role }).role);
	return null;
}

function whyNoMulligan(s: ArchmageState, side: Side): string {
	const d = s.duelists[side];
	if (!s.options.mulligan) return 'Mulligans are not used in this duel.';
	if (!d) return 'Enter a wizard first.';
	if (d.mulliganUsed) return `${d.sheet.name} has already used the mulligan of this duel.`;
	const order = ORDERS[d.sheet.order];
	return `The mulligan is claimed right after your own roll, and ${order.mages} may use it only on a ${ELEMENT_NAMES[order.element]} roll or a ${CLASS_NAMES[order.specialty]} spell.`;
}

function mulligan(s: Draft, side: Side): Rejection | null {
	const step = s.step;
	if (step.kind !== 'mulligan' || step.side !== side) return reject(R.noMulligan, whyNoMulligan(s, side));
	const prior = castingOf(s, step.role);
	setCasting(s, step.role, { ...prior, roll: null, success: null, mulliganed: prior.roll });
	setDuelist(s, side, { ...duelist(s, side), mulliganUsed: true });
	log(s, { t: 'mulligan', side });
	s.step = { kind: 'roll', side, role: step.role };
	return null;
}

function amount(s: Draft, side: Side, data: Data): Rejection | null {
	const wrong = expectStep(s, side, 'amount');
	if (wrong) return wrong;
	const step = s.step as Extract<Step, { kind: 'amount' }>;
	const n = data.amount;
	if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > step.max) {
		return reject(R.badAmount, `Move a whole number of points from 1 to ${step.max}.`);
	}
	const c = castingOf(s, step.role);
	const to = GRIMOIRE[c.spell].target!;
	const d = duelist(s, side);
	const scores = { ...d.scores };
	scores[c.element] -= n;
	scores[to] += n;
	setDuelist(s, side, { ...d, scores });
	log(s, { t: 'create', side, spell: c.spell, amount: n, from: c.element, to });
	afterStep(s, step.role);
	return null;
}

function keepWall(s: Draft, side: Side, data: Data): Rejection | null {
	const wrong = expectStep(s, side, 'wall');
	if (wrong) return wrong;
	const step = s.step as Extract<Step, { kind: 'wall' }>;
	if (data.keep !== 'new' && data.keep !== 'old') return reject(R.badWallChoice, 'Choose to keep the new Wall or the old one.');
	const d = duelist(s, side);
	const old = d.wall!;
	const kept = data.keep === 'new' ? step.fresh : old;
	setDuelist(s, side, { ...d, wall: kept });
	const f = step.fresh;
	log(s, { t: 'wall', side, spell: f.spell, strength: f.strength, kept: kept.spell, replaced: data.keep === 'new' ? old.spell : null });
	afterStep(s, step.role);
	return null;
}

function concede(s: Draft, side: Side): Rejection | null {
	if (s.step.kind === 'enter') return reject(R.wrongStep, 'The duel has not begun.');
	if (s.step.kind === 'over') return reject(R.wrongStep, 'The duel is over.');
	finishDuel(s, side, true);
	return null;
}

/** A move of the duel: it changes a draft of the state for the duellist on `side`, or says why not. */
type DuelMove = (s: Draft, side: Side, data: Data) => Rejection | null;

/** A move's rules on a one-level copy of the state, for the side of the seat that made it. */
function onDraft(move: DuelMove): MoveHandler<ArchmageState> {
	return (state, event) => {
		// the core has checked that the seat is one of the two duellists'
		const side: Side = event.seat === state.seats[0]?.id ? 0 : 1;
		const data = (typeof event.data === 'object' && event.data !== null ? event.data : {}) as Data;
		// One shallow copy per event, built field by field (faster than a spread, and one object shape).
		const draft: Draft = {
			seats: state.seats,
			options: state.options,
			duelists: state.duelists,
			step: state.step,
			half: state.half,
			healable: state.healable,
			log: state.log,
			result: state.result
		};
		return move(draft, side, data) ?? draft;
	};
}

/** Every move of a duel, by event kind, with its history line: each made by one of the two duellists. */
export const DUEL_MOVES: MoveTable<ArchmageState, ArchmageMoves> = {
	'archmage/enter': { run: onDraft(enter), describe: enterLine },
	'archmage/initiative': { run: onDraft((s, _side, data) => initiative(s, data)), dice: { sides: 100, count: 2 }, describe: initiativeLine },
	'archmage/announce': { run: onDraft(announce), describe: announceLine },
	'archmage/roll': { run: onDraft(roll), dice: { sides: 100, count: 1 }, describe: rollLine },
	'archmage/keep': { run: onDraft(keep), describe: keepLine },
	'archmage/mulligan': { run: onDraft(mulligan), describe: mulliganLine },
	'archmage/amount': { run: onDraft(amount), describe: amountLine },
	'archmage/keep-wall': { run: onDraft(keepWall), describe: keepWallLine },
	'archmage/concede': { run: onDraft(concede), describe: concedeLine }
};
