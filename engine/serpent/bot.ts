/**
 * A random player for property tests and the benchmark: from any state it proposes a move that is
 * usually legal (sometimes not), using a seeded generator. It knows nothing of good play.
 */
import type { GameEvent, Rng, SeatId } from '../core';
import { seatFor } from './beings';
import { resolvableNow } from './maintenance';
import { TUTORIAL_SPELLS } from './library';
import type { SerpentState } from './state';

const CASTABLE = TUTORIAL_SPELLS.filter((c) => c.role !== 'specialization' && c.role !== 'artifact' && !c.response).map((c) => c.id);

function d10(rng: Rng, n: number) {
	return { sides: 10, values: Array.from({ length: n }, () => rng.die(10)), source: 'device' as const };
}

export function botMove(s: SerpentState, rng: Rng, id: string): GameEvent {
	const ev = (kind: string, data: unknown, seat: SeatId | null): GameEvent => ({ id, seat, kind: `serpent/${kind}`, data, at: 0 });
	const beings = s.roster.filter((b) => !s.beings[b].gone);
	const anyBeing = () => rng.pick(beings);
	const seatOf = (b: string) => seatFor(s, b);
	switch (s.phase) {
		case 'setup':
			if (rng.below(6) === 0) return ev('adjust', { being: anyBeing(), energy: rng.pick(['harmony', 'essence', 'will']), delta: rng.die(9) - 5 }, null);
			return ev('resonance-roll', { roll: d10(rng, 1) }, null);
		case 'initiative':
			if (s.step === 'ties') return ev('tie-roll', { roll: d10(rng, s.ties.reduce((n, g) => n + g.length, 0)) }, null);
			if (s.step === 'events') {
				const b = s.eventRolls[0];
				return ev('event-roll', { being: b, roll: d10(rng, 2) }, seatOf(b));
			}
			return ev('resonance-roll', { roll: d10(rng, 1) }, null);
		case 'maintenance': {
			const now = resolvableNow(s);
			const sp = now.length ? rng.pick(now) : undefined;
			return ev('resolve', { spell: sp?.id, sustain: rng.below(4) !== 0 }, sp ? seatOf(sp.controller) : null);
		}
		case 'preparation': {
			const waiting = beings.filter((b) => s.beings[b].kind === 'magi' && !s.beings[b].preparedReady && !s.beings[b].incapacitated);
			const b = waiting.length ? rng.pick(waiting) : anyBeing();
			if (s.beings[b].discard.length > 0 && rng.below(3) === 0) {
				return ev('reattune', { being: b, spell: rng.pick(s.beings[b].discard).id }, seatOf(b));
			}
			const cards = Array.from({ length: rng.below(4) }, () => rng.pick(CASTABLE));
			return ev('prepare', { being: b, cards }, seatOf(b));
		}
		case 'action': {
			if (s.stack.length > 0) {
				if (rng.below(5) === 0) {
					const b = anyBeing();
					return ev('cast', { being: b, cardId: 'universum-negation', response: true, targetSpell: s.stack[s.stack.length - 1] }, seatOf(b));
				}
				return ev('activate', {}, null);
			}
			const b = s.turn ?? anyBeing();
			const me = s.beings[b];
			const seat = seatOf(b);
			const others = beings.filter((x) => x !== b);
			const spells = Object.values(s.spells);
			switch (rng.below(12)) {
				case 0:
					return ev('meditate', { being: b }, seat);
				case 1:
					return ev('pass', { being: b }, seat);
				case 2:
					return ev('exchange', { being: b, give: rng.pick(['will', 'voice']), get: rng.pick(['resonance', 'harmony', 'essence', 'will']) }, seat);
				case 3:
					return ev('shed-stone', { being: b }, seat);
				case 4: {
					const mine = spells.filter((x) => x.controller === b);
					return ev('dismiss', { being: b, spell: mine.length ? rng.pick(mine).id : 'none' }, seat);
				}
				case 5: {
					const withAbility = spells.filter((x) => x.bearer === b && x.card.abilities?.length);
					if (withAbility.length) return ev('ability', { being: b, spell: rng.pick(withAbility).id, index: 0, target: others.length ? rng.pick(others) : b }, seat);
					const type = rng.pick(['dmg', 'dmg', 'infusion', 'siphon', 'shed-discord']);
					const target = rng.below(3) === 0 || !others.length ? b : rng.pick(others);
					return ev('ability', { being: b, label: 'Strike', free: rng.below(2) === 0, target, directives: [{ type, energy: rng.pick(['essence', 'harmony', 'resonance', 'will']), amount: rng.die(3) }] }, seat);
				}
				case 6:
					return ev('adjust', { being: anyBeing(), energy: rng.pick(['resonance', 'essence', 'harmony', 'stones']), delta: rng.die(7) - 4 }, seat);
				case 7:
					return ev(rng.pick(['stone', 'extra-action', 'disrupt']), { being: anyBeing(), offensive: rng.below(2) === 0 }, seat);
				case 8: {
					const target = spells.length ? rng.pick(spells).id : 'none';
					return ev(rng.pick(['dormant', 'discard', 'counters']), { spell: target, dormant: rng.below(2) === 0, counters: rng.below(4) }, seat);
				}
				default: {
					const pool = me?.prepared.length ? me.prepared.map((c) => c.id) : CASTABLE;
					const cardId = rng.pick(pool);
					const targetSpell = spells.length ? rng.pick(spells).id : undefined;
					const intone = s.options.level === 'crucible' ? rng.pick(['silent', 'silent', 'spoken', 'miscast']) : 'silent';
					return ev('cast', { being: b, cardId, target: others.length ? rng.pick(others) : b, targetSpell, intone, activate: rng.below(3) !== 0 }, seat);
				}
			}
		}
	}
}
