let waiting: (() => void)[] = [];

function runWaiting() {
	const jobs = waiting;
	waiting = [];
	for (const job of jobs) {
		try {
			job();
		} catch (err) {
			// one job's failure is reported as its own timer's would be, and the others still run
			queueMicrotask(() => {
				throw err;
			});
		}
	}
}

/**
 * Runs `run` in a later task: work that no phone waits for (saving, relaying, checking signatures)
 * leaves the task that sends or draws a move. The calls of one task share one timer, and it is set
 * from a microtask, after Svelte has drawn what the task changed: a move that arrived set three
 * timers (saving, relaying, checking its signature) ahead of its drawing, the first of them at
 * about 0.07 ms.
 */
export function nextTask(run: () => void): void {
	waiting.push(run);
	if (waiting.length === 1) queueMicrotask(() => setTimeout(runWaiting, 0));
}
