/** Whether what is played is being saved on this device, and why not when it is not. */
export const storageStatus = $state({ persistent: true, problem: '' });

export function markStorageUnavailable(why: string) {
	storageStatus.persistent = false;
	storageStatus.problem = `This browser will not let Familiar save games (${why}). You can play, but nothing is kept after you close the page.`;
}

/** A write failed because the disk is full, or storage went away: say so and play on in memory. */
export function reportStorageFailure(err: unknown) {
	const name = err instanceof Error || err instanceof DOMException ? err.name : '';
	const full = name === 'QuotaExceededError' || String(err).includes('QuotaExceeded');
	storageStatus.persistent = false;
	storageStatus.problem = full
		? 'This device is out of storage space: the game goes on, but new moves are not being saved. Free some space, then export the game.'
		: `Saving failed (${err instanceof Error ? err.message : String(err)}). The game goes on, but new moves may not be saved: export it to keep it.`;
}
