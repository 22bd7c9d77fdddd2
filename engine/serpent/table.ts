/** Spells leaving the table: discard (with their Transmutes), Focus lost, Disrupt, a Koishaka going. */
import type { BeingId, SerpentState, SpellId, SpellInPlay } from './state';

/** Where a spell leaving the table goes: the discard pile, out of the battle (Banish), or back to its caster's Codex. */
export type Leaving = 'discard' | 'banish' | 'codex';

/** Discards a spell in play: to its caster's discard pile (Magi only), Transmutes combined with it go too. */
export function discardSpell(s: SerpentState, id: SpellId): void {
	removeSpell(s, id, 'discard');
}

/**
 * A spell leaves the table: discarded (its caster may re-attune it), banished ("Banished cards can
 * not be re-attuned even if they are Bonded") or returned to its caster's Codex (it may be prepared
 * again). Transmutes combined with it are discarded.
 */
export function removeSpell(s: SerpentState, id: SpellId, to: Leaving): void {
	const sp = s.spells[id];
	if (!sp) return;
	delete s.spells[id];
	s.stack = s.stack.filter((x) => x !== id);
	const caster = s.beings[sp.caster];
	if (caster && caster.kind === 'magi' && !sp.ability && sp.base.role !== 'specialization' && sp.base.role !== 'artifact') {
		if (to === 'discard') caster.discard = [...caster.discard, { id: sp.id, card: sp.base }];
		if (to === 'banish') caster.banished = [...caster.banished, { id: sp.id, card: sp.base }];
	}
	for (const other of Object.values(s.spells)) {
		if (other.targetSpell === id && other.zone === 'attached') discardSpell(s, other.id);
	}
}

/** Spells held by a being's Focus are discarded at once when the Focus leaves them. */
export function releaseFocus(s: SerpentState, being: BeingId): void {
	for (const sp of Object.values(s.spells)) {
		if (sp.focus === being && sp.duration === 'F') discardSpell(s, sp.id);
	}
}

/** Disrupt: Focus spells held by the being and its Rite zone are discarded. */
export function disrupt(s: SerpentState, being: BeingId): void {
	releaseFocus(s, being);
	discardRite(s, being);
}

export function discardRite(s: SerpentState, being: BeingId, keep?: SpellId): void {
	for (const sp of Object.values(s.spells)) {
		if (sp.zone === 'rite' && sp.caster === being && sp.id !== keep) discardSpell(s, sp.id);
	}
}

export function fociInUse(s: SerpentState, being: BeingId): number {
	return Object.values(s.spells).filter((sp) => sp.focus === being && sp.duration === 'F').length;
}

export function freeFoci(s: SerpentState, being: BeingId): number {
	const b = s.beings[being];
	if (!b) return 0;
	return Math.max(0, b.foci - b.burnedFoci - fociInUse(s, being));
}

/**
 * A Focus spell takes the caster's free Focus; with none free, the Focus moves from the oldest Focus
 * spell, which is discarded.
 */
export function takeFocus(s: SerpentState, being: BeingId, sp: SpellInPlay): void {
	if (freeFoci(s, being) === 0) {
		const held = Object.values(s.spells)
			.filter((x) => x.focus === being && x.duration === 'F')
			.sort((x, y) => x.seq - y.seq)[0];
		if (held) discardSpell(s, held.id);
	}
	sp.focus = being;
}

/** A Koishaka at 0 Essence, or replaced by its summoner's new Ally, leaves the table. */
export function removeKoishaka(s: SerpentState, id: BeingId): void {
	const k = s.beings[id];
	if (!k || k.kind !== 'koishaka' || k.gone) return;
	k.gone = true;
	k.incapacitated = true;
	k.done = true;
	k.fullActions = 0;
	releaseFocus(s, id);
	for (const sp of Object.values(s.spells)) {
		if (sp.bearer === id && s.spells[sp.id]) discardSpell(s, sp.id);
	}
	const summoner = k.summoner ? s.beings[k.summoner] : undefined;
	if (summoner && k.allyCard && summoner.kind === 'magi') {
		summoner.discard = [...summoner.discard, { id: `${id}-card`, card: k.allyCard }];
	}
}
