/** Moving items between mages and the ground, with the carry limits (6 scrolls, 2 cloaks). */
import type { ArtifactId, Colour, Mage, Scroll, World } from './types';
import { ARTIFACTS, COLOURS } from './data/artifacts';
import { isSpellCode } from './data/spells';

export const MAX_SCROLLS = 6;
export const MAX_CLOAKS = 2;

export type Item = { kind: 'artifact'; id: ArtifactId } | { kind: 'cloak'; colour: Colour } | { kind: 'scroll'; index: number };

/** Reads an item name the mage holds: an artifact id, a cloak colour or a spell code (its first scroll). */
export function findItem(m: Mage, name: string): Item | null {
	if ((ARTIFACTS as readonly string[]).includes(name)) return m.artifacts.includes(name as ArtifactId) ? { kind: 'artifact', id: name as ArtifactId } : null;
	if ((COLOURS as readonly string[]).includes(name)) return m.cloaks.includes(name as Colour) && m.donned !== name ? { kind: 'cloak', colour: name as Colour } : null;
	if (isSpellCode(name)) {
		const index = m.scrolls.findIndex((s) => s.spell === name);
		return index >= 0 ? { kind: 'scroll', index } : null;
	}
	return null;
}

/** Every item a spell may pick at random: scrolls, undonned cloaks, artifacts; never the Prolonged Teleport. */
export function randomPickable(m: Mage): Item[] {
	const out: Item[] = [];
	m.scrolls.forEach((s, index) => {
		if (!s.ebon) out.push({ kind: 'scroll', index });
	});
	for (const colour of m.cloaks) if (colour !== m.donned) out.push({ kind: 'cloak', colour });
	for (const id of m.artifacts) out.push({ kind: 'artifact', id });
	return out;
}

export function takeScroll(m: Mage, index: number): Scroll {
	return m.scrolls.splice(index, 1)[0];
}

/** A scroll beyond the sixth disintegrates (U-30). Returns whether it was kept. */
export function addScroll(m: Mage, scroll: Scroll): boolean {
	if (m.scrolls.length >= MAX_SCROLLS) return false;
	m.scrolls.push({ spell: scroll.spell, ...(scroll.prolongedUntil !== undefined ? { prolongedUntil: scroll.prolongedUntil } : {}) });
	return true;
}

export function canCarryCloak(m: Mage): boolean {
	return !m.ebon && !m.forcedBlack && m.cloaks.length < MAX_CLOAKS;
}

export function setHolder(world: World, a: ArtifactId, holder: Mage): void {
	const prev = world.artifacts[a];
	if ('holder' in prev) {
		const old = world.mages.find((x) => x.id === prev.holder)!;
		old.artifacts = old.artifacts.filter((x) => x !== a);
	}
	world.artifacts[a] = { holder: holder.id };
	if (!holder.artifacts.includes(a)) holder.artifacts.push(a);
}

export function dropArtifact(world: World, m: Mage, a: ArtifactId): void {
	m.artifacts = m.artifacts.filter((x) => x !== a);
	world.artifacts[a] = { at: m.at };
	if (m.ebon && !m.banned.includes(a)) m.banned.push(a);
}

/** Drops one item where the mage stands: scrolls disintegrate, artifacts and cloaks lie. */
export function dropItem(world: World, m: Mage, item: Item): void {
	if (item.kind === 'scroll') takeScroll(m, item.index);
	else if (item.kind === 'artifact') dropArtifact(world, m, item.id);
	else {
		m.cloaks.splice(m.cloaks.indexOf(item.colour), 1);
		world.cloaks.push({ at: m.at, colour: item.colour });
	}
}

export function itemName(m: Mage, item: Item): string {
	return item.kind === 'artifact' ? item.id : item.kind === 'cloak' ? `${item.colour} cloak` : `${m.scrolls[item.index]?.spell ?? '?'} scroll`;
}

/** Moves one item from a mage to another within the receiver's limits. False: it stayed (cloak) or vanished (scroll). */
export function transfer(world: World, from: Mage, to: Mage, item: Item): boolean {
	if (item.kind === 'artifact') {
		setHolder(world, item.id, to);
		return true;
	}
	if (item.kind === 'cloak') {
		if (!canCarryCloak(to)) return false;
		from.cloaks.splice(from.cloaks.indexOf(item.colour), 1);
		to.cloaks.push(item.colour);
		return true;
	}
	return addScroll(to, takeScroll(from, item.index));
}
