/**
 * "Magi may re-order their Shields before each attacking effect impacts so as to provide the most
 * optimal defense for each one." The bearer names its Shields outermost first; the order holds
 * until changed, and Shields placed later stand behind the ones named.
 */
import { reject, type GameEvent, type Rejection } from '../core';
import { mayActFor } from './beings';
import { shieldsOf } from './impact';
import { SERPENT_REJECTIONS as R } from './rejections';
import type { SerpentState } from './state';

export function orderShields(s: SerpentState, event: GameEvent): Rejection | void {
	const data = (event.data ?? {}) as Record<string, unknown>;
	const b = typeof data.being === 'string' ? s.beings[data.being] : undefined;
	if (!b || b.gone) return reject(R.unknownBeing, 'There is no such being at this table.');
	if (!mayActFor(s, event.seat, b.id)) return reject(R.notYourBeing, `Only ${b.name}'s player can re-order their Shields.`);
	if (s.phase === 'setup') return reject(R.wrongPhase, 'The battle has not begun.');
	const shields = shieldsOf(s, b.id).map((sp) => sp.id);
	const order = data.order;
	if (!Array.isArray(order) || order.length !== shields.length || new Set(order).size !== order.length || !order.every((id) => shields.includes(id as string))) {
		return reject(R.shieldOrder, `Name each of ${b.name}'s ${shields.length} Shields once, outermost first.`);
	}
	if (order.every((id, i) => id === shields[i])) return reject(R.noChange, 'The Shields already stand in that order.');
	b.shieldOrder = order as string[];
}
