/** Random play for property tests and the benchmark: a bot that mostly makes legal moves. */
import type { GameEvent, Rng, Roll, SeatInfo } from '../core';
import { unitChoices, mostUnits } from './legal';
import { owedSteps } from './owed';
import { usableSpells } from './spells';
import type { BrickState, Unit } from './state';
import { armyUnits, isCaster } from './units';

export function seatsOf(n: number): SeatInfo[] {
	return Array.from({ length: n }, (_, i) => ({ id: `s${i}`, name: `Player ${i + 1}` }));
}

export function rollOf(rng: Rng, sides: number, count: number): Roll {
	return { sides, values: Array.from({ length: count }, () => rng.die(sides)), source: 'device' };
}

function ev(id: string, seat: string | null, kind: string, data: unknown): GameEvent {
	return { id, seat, kind, data, at: 0 };
}

function musterMove(state: BrickState, rng: Rng, id: string, unitsPerArmy: number): GameEvent {
	const seat = state.seats.find((s) => armyUnits(state, s.id).length < unitsPerArmy);
	if (!seat) return ev(id, null, 'brick/start-battle', {});
	const roll = rng.below(10);
	if (roll === 0) return ev(id, seat.id, 'brick/add-unit', { kind: 'medic', name: `Medic ${id}`, weapons: rng.below(2) === 0 });
	if (roll === 1) return ev(id, seat.id, 'brick/add-unit', { kind: 'other', name: `Scout ${id}`, points: 5 + rng.below(20), canHide: true });
	const book = usableSpells(state);
	const spells = new Set<string>();
	const n = 1 + rng.below(4);
	while (spells.size < n) spells.add(rng.pick(book).id);
	return ev(id, seat.id, 'brick/add-unit', { kind: 'wizard', name: `Wizard ${id}`, spells: [...spells], weapons: rng.below(3) === 0, armor: rng.below(4) === 0, canHide: rng.below(4) === 0 });
}

function castMove(state: BrickState, rng: Rng, id: string, unit: Unit): GameEvent | null {
	const open = unitChoices(state, unit).spells.filter((c) => c.blocked === null);
	if (open.length === 0) return null;
	const choice = rng.pick(open);
	const spell = choice.spell;
	const mode = spell.modes ? rng.pick(spell.modes).key : undefined;
	const others = state.order.map((u) => state.units[u]).filter((u) => u.id !== unit.id);
	const target = others.length && rng.below(3) > 0 ? rng.pick(others).id : undefined;
	const units = spell.scaling ? 1 + rng.below(mostUnits(state, unit.mana, spell.id, mode ?? null, 0)) : undefined;
	return ev(id, unit.seat, 'brick/cast', {
		unit: unit.id,
		spell: spell.id,
		...(mode ? { mode } : {}),
		...(units ? { units } : {}),
		...(target ? { targetUnit: target } : {}),
		...(choice.absorbed ? { absorbed: choice.absorbed } : {}),
		fromUnitOrWall: rng.below(2) === 0
	});
}

function battleMove(state: BrickState, rng: Rng, id: string): GameEvent {
	const owed = owedSteps(state);
	if (owed.length) {
		const o = owed[0];
		if (o.question) return ev(id, o.seat, 'brick/hit', { cast: o.id, hit: rng.below(3) > 0 });
		const modifier = o.modifiable ? rng.below(12) - 9 : 0;
		const key = o.for === 'cast' ? 'cast' : 'effect';
		return ev(id, o.seat, 'brick/roll', { [key]: o.id, step: o.step, roll: rollOf(rng, o.sides, o.count), ...(modifier ? { modifier } : {}) });
	}
	const units = state.order.map((u) => state.units[u]);
	const r = rng.below(40);
	if (r === 0) {
		const e = state.effects.find((x) => x.trigger);
		if (e) {
			const spell = rng.pick(usableSpells(state)).id;
			return ev(id, null, 'brick/trigger', { effect: e.id, spell, victim: 'the victim' });
		}
	}
	if (r === 1 && state.effects.length) return ev(id, null, 'brick/end-effect', { effect: rng.pick(state.effects).id });
	if (r === 2) {
		const hider = units.find((u) => u.status === 'up' && !u.hidden && u.canHide);
		if (hider) return ev(id, hider.seat, 'brick/hide', { unit: hider.id });
	}
	if (r === 3) {
		const hidden = units.find((u) => u.hidden);
		const enemy = hidden && state.seats.find((s) => s.id !== hidden.seat);
		if (hidden && enemy) return ev(id, enemy.id, 'brick/notice', { unit: hidden.id, roll: rollOf(rng, 6, 1) });
	}
	if (r === 4) {
		const up = units.filter((u) => u.status === 'up');
		if (up.length > 2) {
			const u = rng.pick(up);
			return ev(id, null, 'brick/down', { unit: u.id });
		}
	}
	if (r === 5) {
		const down = units.find((u) => u.status === 'down');
		const medic = down && units.find((u) => u.kind === 'medic' && u.status === 'up' && u.seat === down.seat);
		if (down && medic) return ev(id, medic.seat, 'brick/revive', { medic: medic.id, unit: down.id, roll: rollOf(rng, 6, 1) });
	}
	const waiting = units.filter((u) => u.status === 'up' && isCaster(u) && !Object.values(u.marks).some(Boolean));
	if (waiting.length === 0) return ev(id, null, 'brick/end-round', {});
	const u = rng.pick(waiting);
	const pick = rng.below(10);
	if (pick < 4) {
		const cast = castMove(state, rng, id, u);
		if (cast) return cast;
	}
	if (pick < 8) return ev(id, u.seat, 'brick/concentrate', { unit: u.id });
	if (pick === 8) return ev(id, u.seat, rng.below(2) ? 'brick/move' : 'brick/hold', { unit: u.id });
	return ev(id, u.seat, 'brick/act', { unit: u.id, attack: rng.below(2) === 0 });
}

/** One move of the bot: mostly legal, sometimes not (an act when it may not), always well formed. */
export function botMove(state: BrickState, rng: Rng, id: string, unitsPerArmy = 3): GameEvent {
	if (state.phase === 'muster') return musterMove(state, rng, id, unitsPerArmy);
	return battleMove(state, rng, id);
}

/** A junk event of Brick's kinds with random data, for the never-throws properties. */
export function junkMove(state: BrickState, rng: Rng, id: string): GameEvent {
	const kinds = ['add-unit', 'remove-unit', 'start-battle', 'concentrate', 'move', 'act', 'hold', 'cast', 'roll', 'hit', 'trigger', 'end-effect', 'hide', 'reveal', 'notice', 'down', 'revive', 'design-spell', 'approve-spell', 'end-round', 'end-battle'];
	const ids = [...state.order, ...Object.keys(state.casts), ...state.effects.map((e) => e.id), 'nope'];
	const anyId = () => rng.pick(ids);
	const spells = ['fireball', 'charm', 'wall-of-fire', 'nope', ...state.designs.map((d) => d.spell.id)];
	const values = [null, undefined, -1, 0, 1, 2.5, 99, 'x', true, [], {}];
	const data: Record<string, unknown> = {
		unit: anyId(),
		cast: anyId(),
		effect: rng.below(2) ? anyId() : undefined,
		medic: anyId(),
		spell: rng.pick(spells),
		step: rng.pick(['attack', 'hit', 'check', 'duration', 'surge', 'round', 'trigger', 'shape']),
		roll: rng.below(3) ? rollOf(rng, rng.pick([4, 6, 12, 20]), 1 + rng.below(3)) : rng.pick(values),
		modifier: rng.pick(values),
		hit: rng.pick([true, false, 'yes']),
		units: rng.pick(values),
		kind: rng.pick(['wizard', 'medic', 'other', 'dragon']),
		name: rng.pick(['', 'Zed', 'x'.repeat(50)]),
		spells: rng.pick([[], ['fireball'], ['fireball', 'fireball'], ['nope'], 'fireball']),
		points: rng.pick(values),
		winners: rng.pick([[], ['s0'], ['s9'], 's0']),
		terms: rng.pick([{}, { damage: 2 }, { damage: -1 }, { reach: 'moon' }, null])
	};
	const seat = rng.pick([null, 's0', 's1', 's7']);
	return ev(id, seat, `brick/${rng.pick(kinds)}`, data);
}
