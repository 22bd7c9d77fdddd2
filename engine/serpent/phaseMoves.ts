/** The moves that drive the round: the rolls of the initiative phase, each maintenance resolution, each activation. */
import { checkRoll, reject, type GameEvent, type Rejection, type Roll } from '../core';
import { mayActFor, name } from './beings';
import { activateTop } from './activation';
import { dampenedCost } from './dampen';
import { hasSustainCost, impactsOnResolve, impactUpkeep, pendingMaintenance, resolvableNow, resolveSpell, upkeep } from './maintenance';
import { SERPENT_REJECTIONS as R } from './rejections';
import { showDice } from './lastDice';
import { DISCORD_EVENT_ESSENCE, HARMONY_EVENT_WILL, OVERLOAD_HARMONY } from './rules';
import { breakTies, eventRoll, finishMaintenance, resonanceRoll, tiedCount } from './round';
import type { SerpentState } from './state';

type Data = Record<string, unknown>;

const ZONE_NAMES: Record<string, string> = { attack: 'Attack', defense: 'Defense', curse: 'Curse', enhancement: 'Enhancement', attached: 'Transmute' };

export function rollResonance(s: SerpentState, event: GameEvent): Rejection | void {
	if (s.phase !== 'setup' && !(s.phase === 'initiative' && s.step === 'roll')) {
		return reject(R.wrongPhase, 'The Resonance roll opens a round; this round is under way.');
	}
	const data = (event.data ?? {}) as Data;
	const bad = checkRoll(data.roll, 10, 1);
	if (bad) return bad;
	resonanceRoll(s, (data.roll as Roll).values[0]);
	const r = s.lastRoll;
	if (r) showDice(s, event, 'resonance', [], `+${r.resonance} Resonance each${r.overload ? `, Overload: −${OVERLOAD_HARMONY} Harmony` : ''}`);
}

export function rollTies(s: SerpentState, event: GameEvent): Rejection | void {
	if (s.phase !== 'initiative' || s.step !== 'ties') return reject(R.wrongPhase, 'No one is tied for initiative now.');
	const data = (event.data ?? {}) as Data;
	const bad = checkRoll(data.roll, 10, tiedCount(s));
	if (bad) return bad;
	const tied = s.ties.flat();
	breakTies(s, (data.roll as Roll).values);
	const order = tied.slice().sort((a, b) => s.initiative.indexOf(a) - s.initiative.indexOf(b));
	showDice(s, event, 'tie', tied, `${order.map((id) => name(s, id)).join(' before ')}${s.ties.length ? '; equal dice roll again' : ''}`);
}

export function rollEvent(s: SerpentState, event: GameEvent): Rejection | void {
	if (s.phase !== 'initiative' || s.step !== 'events') return reject(R.wrongPhase, 'No Discord or Harmony roll is due now.');
	const data = (event.data ?? {}) as Data;
	const id = data.being as string;
	if (!s.eventRolls.includes(id)) return reject(R.unknownBeing, `${name(s, id)} owes no Discord or Harmony roll.`);
	if (!mayActFor(s, event.seat, id) && event.seat !== null) return reject(R.notYourBeing, `${name(s, id)}'s player rolls for them.`);
	const bad = checkRoll(data.roll, 10, 2);
	if (bad) return bad;
	const [a, b] = (data.roll as Roll).values;
	const result = eventRoll(s, id, a + b);
	showDice(s, event, 'event', [id], EVENT_RESULTS[result]);
}

const EVENT_RESULTS = {
	discord: `Discord: −${DISCORD_EVENT_ESSENCE} Essence`,
	harmony: `Harmony: +${HARMONY_EVENT_WILL} Will`,
	none: 'no event'
} as const;

/** Resolves one spell in maintenance (by default the next one); `sustain: false` lets it go. */
export function resolve(s: SerpentState, event: GameEvent): Rejection | void {
	if (s.phase !== 'maintenance') return reject(R.wrongPhase, 'Spells are resolved in the maintenance phase.');
	if (s.stack.length > 0) return reject(R.manifesting, 'A Response is still manifesting: activate it first.');
	if (s.resolving) return reject(R.manifesting, `${s.spells[s.resolving]?.card.title ?? 'A spell'} is in its Response phase: respond, or let it impact.`);
	const data = (event.data ?? {}) as Data;
	const now = resolvableNow(s);
	if (now.length === 0) return reject(R.wrongPhase, 'Nothing is left to resolve.');
	const sp = data.spell === undefined ? now[0] : now.find((x) => x.id === data.spell);
	if (!sp) {
		const first = now[0];
		const where = first.global ? 'the Global area' : first.team !== null ? `${first.team}'s Area` : `${name(s, first.bearer)}'s ${ZONE_NAMES[first.zone] ?? ''} zone`;
		return reject(R.resolveOrder, `Resolve ${where} first: ${now.map((x) => x.card.title).join(', ')}.`);
	}
	const decides = hasSustainCost(s, sp) || data.sustain === false;
	if (decides && !mayActFor(s, event.seat, sp.controller) && event.seat !== null) {
		return reject(R.notYourBeing, `${name(s, sp.controller)} decides whether to sustain ${sp.card.title}.`);
	}
	if (data.respond === true && impactsOnResolve(s, sp)) {
		// "Before it impacts I must pay for any sustain costs or discard it. I pay the 1 Resonance and enter its Response phase."
		const paid = upkeep(s, sp, data.sustain !== false);
		if (typeof paid === 'string') return reject(R.sustain, paid + ' Let it go (discard it) instead.');
		if (paid === null) {
			s.resolving = sp.id;
			return;
		}
		s.lastImpacts = paid;
		if (pendingMaintenance(s).length === 0) finishMaintenance(s);
		return;
	}
	const result = resolveSpell(s, sp, data.sustain !== false, data.evaded === true);
	if (typeof result === 'string') return reject(R.sustain, result + ' Let it go (discard it) instead.');
	s.lastImpacts = result;
	if (pendingMaintenance(s).length === 0) finishMaintenance(s);
}

/** Ends a spell's Response phase: it activates. `evaded`: beings that dodged it. */
export function activate(s: SerpentState, event: GameEvent): Rejection | void {
	const data = (event.data ?? {}) as Data;
	if (s.stack.length === 0 && s.resolving) return impactResolving(s, s.resolving);
	if (s.stack.length === 0) return reject(R.notOnStack, 'No spell is manifesting.');
	const top = s.stack[s.stack.length - 1];
	if (data.spell !== undefined && data.spell !== top) return reject(R.notOnStack, `${s.spells[top]?.card.title ?? 'The last spell cast'} activates first (the last Response cast resolves first).`);
	const owed = dampenedCost(s, s.spells[top]);
	if (owed) return reject(R.dampened, `${s.spells[top].card.title} is Dampened: ${s.beings[s.spells[top].controller]?.name ?? 'its caster'} pays ${owed} more or discards it.`);
	const evaded = Array.isArray(data.evaded) ? data.evaded.filter((x): x is string => typeof x === 'string') : [];
	s.lastImpacts = [];
	const r = activateTop(s, evaded);
	if (r) return r;
}

/** The Response phase of a resolving spell ends: it impacts (on those that did not evade it). */
function impactResolving(s: SerpentState, id: string): void {
	const sp = s.spells[id];
	s.resolving = null;
	s.lastImpacts = sp ? impactUpkeep(s, sp, sp.evading) : [];
	if (sp && s.spells[id]) s.spells[id].evading = [];
	if (pendingMaintenance(s).length === 0) finishMaintenance(s);
}
