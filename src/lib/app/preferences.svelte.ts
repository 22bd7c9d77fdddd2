/** Device preferences, kept in localStorage so they apply before anything else loads. */
export interface Preferences {
	theme: 'dark' | 'light';
	haptics: boolean;
	wakeLock: boolean;
	deviceName: string;
}

const KEY = 'familiar.preferences';
const DEFAULTS: Preferences = { theme: 'dark', haptics: true, wakeLock: true, deviceName: '' };

function load(): Preferences {
	try {
		const raw = typeof localStorage !== 'undefined' ? localStorage.getItem(KEY) : null;
		return { ...DEFAULTS, ...(raw ? (JSON.parse(raw) as Partial<Preferences>) : {}) };
	} catch {
		return { ...DEFAULTS };
	}
}

export const preferences = $state<Preferences>(load());

export function savePreferences() {
	try {
		localStorage.setItem(KEY, JSON.stringify(preferences));
	} catch {
		// Private mode: preferences last for this visit only.
	}
	document.documentElement.dataset.theme = preferences.theme;
}
