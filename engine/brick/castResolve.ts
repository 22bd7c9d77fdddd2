/** Closing a cast once nothing more is owed: its outcome, and the effects it leaves on the table. */
import { addEffect, blankEffect, endsAfterFor } from './effects';
import { formOf, nextCastStep, resultOf } from './castSteps';
import type { BrickState, Cast, CastOutcome, Effect } from './state';
import type { LastingSpec } from './spellTypes';
import { line, withUnit } from './units';

function setCast(state: BrickState, cast: Cast): BrickState {
	const open = cast.outcome === 'open' ? state.open : state.open.filter((id) => id !== cast.id);
	return { ...state, casts: { ...state.casts, [cast.id]: cast }, open };
}

function effectRounds(spec: LastingSpec, cast: Cast): number | null {
	if (spec.rounds === null) return null;
	if (spec.rounds === 'blocks') return cast.units;
	if (typeof spec.rounds === 'number') return spec.rounds;
	return resultOf(cast, spec.rounds.roll)?.total ?? 0;
}

function makeEffect(state: BrickState, cast: Cast, spec: LastingSpec, i: number): Effect | null {
	const rounds = effectRounds(spec, cast);
	if (rounds !== null && rounds <= 0) return null;
	const wizard = state.units[cast.wizard];
	const onCaster = spec.on === 'caster';
	const unit = onCaster ? cast.wizard : spec.on === 'target' ? cast.targetUnit : null;
	const where = onCaster ? (wizard?.name ?? '') : cast.target || (unit ? (state.units[unit]?.name ?? '') : '');
	return {
		...blankEffect(`${cast.id}/${i}`, spec.label, spec.text, state),
		unit,
		where,
		seat: cast.seat,
		cast: cast.id,
		endsAfter: rounds === null ? null : endsAfterFor(state, rounds),
		...(spec.trigger ? { trigger: spec.trigger } : {}),
		...(spec.hides ? { hides: true } : {})
	};
}

function outcomeOf(state: BrickState, cast: Cast): CastOutcome {
	if (cast.surge) return 'surged';
	const form = formOf(state, cast);
	if (!form) return 'failed';
	if (form.attack && cast.hit === false) return 'missed';
	const stopped = form.rolls.some((r) => r.stopOnFail && resultOf(cast, r.key)?.passed === false);
	return stopped ? 'failed' : 'worked';
}

const SAYS: Record<Exclude<CastOutcome, 'open'>, string> = { worked: 'works', missed: 'misses', failed: 'fails', surged: 'is lost in a wild surge' };

/** Closes the cast: outcome, lasting effects, Sacrifice's death, Clairvoyance's reveal. */
function finish(state: BrickState, cast: Cast): BrickState {
	const form = formOf(state, cast);
	const outcome = outcomeOf(state, cast);
	const closed: Cast = { ...cast, outcome };
	let next = setCast(state, closed);
	const who = state.units[cast.wizard]?.name ?? 'The wizard';
	const name = form?.spell.name ?? cast.spell;
	if (outcome !== 'surged' && outcome !== 'open') next = line(next, `${who}'s ${name} ${SAYS[outcome]}${cast.target ? ` (${cast.target})` : ''}.`);
	if (!form || outcome === 'failed' || outcome === 'surged') return next;
	form.lasting.forEach((spec, i) => {
		if (outcome === 'missed' && !spec.evenOnMiss) return;
		if (spec.when && resultOf(cast, spec.when)?.passed !== true) return;
		const e = makeEffect(next, closed, spec, i);
		if (e) next = addEffect(next, e);
	});
	if (outcome !== 'worked') return next;
	const caster = next.units[cast.wizard];
	if (form.spell.killsCaster && caster) next = withUnit(next, { ...caster, status: 'down', mana: 0 });
	const target = cast.targetUnit ? next.units[cast.targetUnit] : undefined;
	if (form.spell.reveals && target?.hidden) next = line(withUnit(next, { ...target, hidden: false }), `${target.name} is revealed.`);
	return next;
}

/** Stores the cast and closes it when nothing more is owed. */
export function settle(state: BrickState, cast: Cast): BrickState {
	if (cast.outcome === 'open' && nextCastStep(state, cast) === null) return finish(state, cast);
	return setCast(state, cast);
}
