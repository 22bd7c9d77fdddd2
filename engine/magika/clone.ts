/**
 * A copy of the world deep enough that resolving a turn never changes the one given: every part
 * the resolution mutates is copied; effects, sightings and their arrays are replaced, never
 * mutated, so they are shared. (structuredClone took a third of the turn budget.)
 */
import type { Mage, World } from './types';

function cloneMage(m: Mage): Mage {
	return { ...m, scrolls: m.scrolls.map((s) => ({ ...s })), artifacts: [...m.artifacts], cloaks: [...m.cloaks], banned: [...m.banned] };
}

export function cloneWorld(w: World): World {
	const intel: World['intel'] = {};
	for (const [k, v] of Object.entries(w.intel)) intel[k] = { ...v };
	return {
		...w,
		options: { ...w.options },
		terrain: w.terrain.slice(),
		mages: w.mages.map(cloneMage),
		artifacts: { ...w.artifacts },
		cloaks: w.cloaks.map((c) => ({ ...c })),
		effects: w.effects.slice(),
		tasks: [...w.tasks],
		taskParams: { ...w.taskParams },
		record: { ...w.record, scrollGifts: [...w.record.scrollGifts], casts: [...w.record.casts], terrainsEnded: [...w.record.terrainsEnded] },
		intel,
		messages: w.messages.slice(),
		over: w.over ? { ...w.over, by: [...w.over.by] } : null
	};
}
