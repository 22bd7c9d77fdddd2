/**
 * Resolving a turn once every player still in the arena has given orders (rule 3). The chosen
 * order within the turn (see docs/rules/magic-arena.md): all moves at once; then every attack,
 * aimed from and at the squares after the moves; then healing; then removal of players at 0 HP
 * or less; then the start of the next turn with +5 MP.
 */
import type { SeatId } from '../core';
import { squareName } from './board';
import { damageAt } from './areas';
import { decideResult } from './outcome';
import type { Plan } from './orders';
import { MP_PER_TURN } from './rules';
import { patchState, type ArenaState, type EffectReport, type HealReport, type MoveReport, type Orders, type PlayerState, type TurnReport } from './state';

/** The hits of an attack that hit nobody: one shared empty list (reports are never mutated). */
const NO_HITS: { seat: SeatId; damage: number }[] = [];

/** `plans` holds one plan for each player still in the arena, in table order. */
export function resolveTurn(state: ArenaState, plans: readonly Plan[], orders: Record<SeatId, Orders>): ArenaState {
	const { rules } = state;
	const n = rules.size;
	const count = plans.length;
	const cols = new Array<number>(count);
	const rows = new Array<number>(count);
	const damage = new Array<number>(count).fill(0);

	const moves: MoveReport[] = [];
	for (let i = 0; i < count; i++) {
		const p = plans[i];
		cols[i] = p.to % n;
		rows[i] = (p.to - cols[i]) / n;
		moves.push({ seat: p.seat, from: squareName(n, p.from), to: squareName(n, p.to), how: p.how });
	}

	const effects: EffectReport[] = [];
	for (let i = 0; i < count; i++) {
		const p = plans[i];
		for (const a of p.attacks) {
			let hits: { seat: SeatId; damage: number }[] = NO_HITS;
			for (let j = 0; j < count; j++) {
				if (j === i) continue; // rule 5d: no harm from one's own magic
				const d = damageAt(rules, a.magic, cols[i], rows[i], a.aim, cols[j], rows[j]);
				if (d > 0) {
					if (hits === NO_HITS) hits = [];
					hits.push({ seat: plans[j].seat, damage: d });
					damage[j] += d;
				}
			}
			const effect: EffectReport = { seat: p.seat, magic: a.magic.code, from: moves[i].to, hits };
			if (a.target !== undefined) effect.target = a.target;
			effects.push(effect);
		}
	}

	const heals: HealReport[] = [];
	const hp: TurnReport['hp'] = {};
	const ignored: TurnReport['ignored'] = {};
	const spent: TurnReport['spent'] = {};
	const removed: SeatId[] = [];
	const life = new Array<number>(count);
	for (let i = 0; i < count; i++) {
		const p = plans[i];
		const before = state.players[p.seat].hp;
		let now = before - damage[i];
		for (const h of p.heals) {
			const raised = rules.healCap ? Math.max(now, Math.min(rules.hp, now + h.amount)) : now + h.amount;
			heals.push({ seat: p.seat, magic: h.magic, amount: raised - now });
			now = raised;
		}
		life[i] = now;
		if (now <= 0) removed.push(p.seat);
		hp[p.seat] = { before, after: now };
		spent[p.seat] = p.spent;
		if (p.ignored.length) ignored[p.seat] = p.ignored;
	}

	const over = count - removed.length < 2;
	const players: Record<SeatId, PlayerState> = {};
	let i = 0;
	for (const seat of state.order) {
		const was = state.players[seat];
		const p = plans[i];
		if (!p || p.seat !== seat) {
			players[seat] = was; // removed on an earlier turn
			continue;
		}
		const alive = life[i] > 0;
		const mp = was.mp - p.spent + (alive && !over ? MP_PER_TURN : 0);
		players[seat] = {
			seat,
			name: was.name,
			hp: life[i],
			mp,
			square: moves[i].to,
			types: was.types,
			alive,
			outOnTurn: alive ? null : state.turn
		};
		i++;
	}

	const report: TurnReport = { turn: state.turn, orders, ignored, spent, moves, effects, heals, hp, eliminated: removed };
	const result = over ? decideResult(players, state.order, removed) : null;
	return patchState(state, {
		players,
		phase: result ? 'over' : 'ordering',
		turn: result ? state.turn : state.turn + 1,
		sealed: state.order.map(() => null),
		reports: [...state.reports, report],
		result
	});
}
