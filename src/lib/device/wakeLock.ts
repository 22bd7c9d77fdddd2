/**
 * Keeps the screen on while a game is open. The browser drops the lock whenever the page is hidden,
 * so it is asked for again each time the page becomes visible. Returns a function that lets go.
 */
export function keepAwake(enabled: () => boolean, onState?: (held: boolean) => void): () => void {
	let sentinel: WakeLockSentinel | null = null;
	let stopped = false;
	const acquire = async () => {
		if (stopped || !enabled() || document.visibilityState !== 'visible' || !('wakeLock' in navigator)) return;
		try {
			sentinel = await navigator.wakeLock.request('screen');
			onState?.(true);
			sentinel.addEventListener('release', () => onState?.(false));
		} catch {
			onState?.(false);
		}
	};
	const onVisible = () => void acquire();
	document.addEventListener('visibilitychange', onVisible);
	void acquire();
	return () => {
		stopped = true;
		document.removeEventListener('visibilitychange', onVisible);
		void sentinel?.release().catch(() => {});
	};
}
