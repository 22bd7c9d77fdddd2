/**
 * Search (ORD-4, U-26..28): pick up one artifact or cloak lying here, else roll for a scroll.
 * Cost: ceil(F/2) when something is found, ceil(F/4) when nothing is (option "flat": always ceil(F/2)).
 */
import { alignmentOf, ARTIFACTS, artifactClass } from './data/artifacts';
import { TERRAIN } from './data/terrain';
import { d100, note, spendEnd, type TurnContext } from './context';
import { hasEffect, terrainAt } from './effects';
import { addScroll, canCarryCloak, setHolder } from './holdings';
import { drawScroll } from './scrolls';
import { endFactor, searchChance } from './stats';
import type { ArtifactId, Mage } from './types';

const CLASS_ORDER = { alignment: 0, racial: 1, ability: 2 } as const;

export function searchCost(factor: number, found: boolean, flat: boolean): number {
	return Math.ceil(factor / (found || flat ? 2 : 4));
}

function lyingArtifacts(ctx: TurnContext, cell: number): ArtifactId[] {
	return ARTIFACTS.filter((a) => {
		const w = ctx.world.artifacts[a];
		return 'at' in w && w.at === cell;
	}).sort((a, b) => CLASS_ORDER[artifactClass(a)] - CLASS_ORDER[artifactClass(b)]);
}

function pickUp(ctx: TurnContext, m: Mage, wanted: string | undefined): string | null {
	if (m.ebon) return null;
	const art = lyingArtifacts(ctx, m.at).find((a) => !wanted || a === wanted);
	if (art) {
		setHolder(ctx.world, art, m);
		return `the ${art}${alignmentOf(art) ? ' (an alignment artifact)' : ''}`;
	}
	const i = ctx.world.cloaks.findIndex((c) => c.at === m.at && (!wanted || c.colour === wanted));
	const aided = m.forcedBlack && m.cloaks.length < 2 && hasEffect(ctx.world, m, 'CkAid', ctx.P);
	if (i < 0 || !(canCarryCloak(m) || aided)) return null;
	const [cloak] = ctx.world.cloaks.splice(i, 1);
	m.cloaks.push(cloak.colour);
	return `a ${cloak.colour} cloak`;
}

export function search(ctx: TurnContext, m: Mage, wanted?: string): void {
	const terrain = terrainAt(ctx.world, m.at, ctx.P);
	const factor = endFactor(m, terrain);
	const flat = ctx.world.options.searchCost === 'flat';
	const picked = pickUp(ctx, m, wanted);
	if (picked) {
		spendEnd(m, searchCost(factor, true, flat));
		note(ctx, m, `Searched ${TERRAIN[terrain].name}: picked up ${picked}.`);
		return;
	}
	const blocked = hasEffect(ctx.world, m, 'SrchX', ctx.P);
	if (!blocked && d100(ctx) <= searchChance(m, terrain)) {
		const spell = drawScroll(ctx.rng, m.align);
		const kept = addScroll(m, { spell });
		spendEnd(m, searchCost(factor, true, flat));
		note(ctx, m, kept ? `Searched: found a ${spell} scroll.` : `Searched: found a ${spell} scroll, which disintegrated (6 held).`);
		return;
	}
	spendEnd(m, searchCost(factor, false, flat));
	note(ctx, m, blocked ? 'Searched in vain (Search eXhausted).' : 'Searched: found nothing.');
}
