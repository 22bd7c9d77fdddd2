import { checkCard, type SpellCard } from '$engine/serpent';

/** Spells this device's players entered, kept on the device (localStorage) across games. */
const KEY = 'familiar.serpent.spells';

export function loadDeviceSpells(): SpellCard[] {
	try {
		const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
		const list: unknown = raw ? JSON.parse(raw) : [];
		if (!Array.isArray(list)) return [];
		return list.flatMap((c) => {
			const r = checkCard(c);
			return 'card' in r ? [r.card] : [];
		});
	} catch {
		return [];
	}
}

export function saveDeviceSpell(card: SpellCard): SpellCard[] {
	const list = [...loadDeviceSpells().filter((c) => c.id !== card.id), card];
	try {
		localStorage.setItem(KEY, JSON.stringify(list));
	} catch {
		// Storage full or refused: the card still goes to the table if shared.
	}
	return list;
}

export function forgetDeviceSpell(id: string): SpellCard[] {
	const list = loadDeviceSpells().filter((c) => c.id !== id);
	try {
		localStorage.setItem(KEY, JSON.stringify(list));
	} catch {
		// ignore
	}
	return list;
}
