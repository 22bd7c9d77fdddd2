interface Job {
	run: () => void;
	/** Whether a hold (`holdJobs`) keeps it waiting. */
	holdable: boolean;
}

let waiting: Job[] = [];
/** Whether a frame (or the fallback) was asked for the jobs waiting now. */
let scheduled = false;
/** Holds under way (`holdJobs`): the holdable jobs wait past their frame until none is left. */
let holds = 0;
/** When the jobs waiting now began to wait. */
let since = 0;
/**
 * The fallback timer. It is not cleared when a frame runs the jobs: the next batch (the next move)
 * finds it still set and asks for no timer of its own, and it is set again, for what is left of that
 * batch's wait, only when it fires with jobs waiting.
 */
let fallback: ReturnType<typeof setTimeout> | null = null;

/** Longest wait when the page draws no frame (hidden, or a browser that throttles its frames). */
export const AFTER_PAINT_FALLBACK_MS = 100;

function fallbackDue() {
	fallback = null;
	if (waiting.length === 0) return;
	const left = since + AFTER_PAINT_FALLBACK_MS - Date.now();
	if (left > 0) fallback = setTimeout(fallbackDue, left);
	else runWaiting();
}

function runWaiting() {
	scheduled = false;
	const jobs = holds > 0 ? waiting.filter((j) => !j.holdable) : waiting;
	waiting = holds > 0 ? waiting.filter((j) => j.holdable) : [];
	for (const job of jobs) {
		try {
			job.run();
		} catch (err) {
			// one job's failure is reported as its own timer's would be, and the others still run
			queueMicrotask(() => {
				throw err;
			});
		}
	}
}

/** Whether a frame was asked for and has not come yet: the jobs queued meanwhile run after it. */
let frameAsked = false;

function askFrame() {
	if (frameAsked) return;
	frameAsked = true;
	requestAnimationFrame(() => {
		frameAsked = false;
		setTimeout(() => waiting.length > 0 && runWaiting(), 0);
	});
}

function schedule() {
	since = Date.now();
	fallback ??= setTimeout(fallbackDue, AFTER_PAINT_FALLBACK_MS);
	if (typeof requestAnimationFrame === 'function') askFrame();
	else setTimeout(runWaiting, 0);
}

/**
 * Asks for the page's next frame now, for what the current task is about to do (a peer's move
 * arriving: the gate checks it, the fold draws it, and the shadow, the store and the relay queue
 * their work for after that frame). Every update a peer sends asks for a frame anyway (those jobs);
 * asked for as the update arrives rather than after it was folded, the browser prepares the frame
 * beside the checks and the fold instead of after them: on the two-core bench machine, asking from
 * the fold (the first DOM change does, or `afterPaint`'s microtask) cost the other phone's main
 * thread 0.1–1 ms before it could finish drawing the move. The jobs queued meanwhile wait for that
 * frame, as they would for their own.
 */
export function frameAhead(): void {
	if (typeof requestAnimationFrame === 'function') askFrame();
}

/**
 * Runs `run` in a task after the page's next frame: work that no phone waits for (relaying,
 * checking signatures, keeping the update gate's copy) leaves the moment a move is on its way and
 * being drawn. Started right after the task that sent a move, that work (about half a millisecond
 * on the sending phone) took the CPU from the network threads carrying the move, on both phones of
 * a two-core machine, and so delayed its arrival. After the frame the move has long arrived, and
 * this phone's own redraw (before the frame) is done. A page that draws no frames runs it after
 * `AFTER_PAINT_FALLBACK_MS`. Saving waits here too; this device's moves are kept in a journal
 * until then, as a page left right after a tap would lose them (deferredWrites.ts). The calls made
 * before the jobs run share one frame and one timer, asked for from a microtask: asking for a frame
 * and a timer costs about 50 µs, and the first call comes from inside the transaction that is about
 * to send the move. Moves in a row share the fallback timer too (see `fallback`): a timer asked for
 * in the task of every move that arrives cost the other phone 30–60 µs before it drew the move.
 */
export function afterPaint(run: () => void): void {
	queue({ run, holdable: true });
}

/**
 * Like `afterPaint`, but never kept waiting by a hold (`holdJobs`): passing another phone's move on to
 * the phones it cannot reach itself (peerRelay.ts), which a roll under way may be waiting for.
 */
export function afterFrame(run: () => void): void {
	queue({ run, holdable: false });
}

function queue(job: Job) {
	waiting.push(job);
	if (scheduled) return;
	scheduled = true;
	queueMicrotask(schedule);
}

/** The longest a hold (`holdJobs`) keeps the jobs waiting: saving must not wait on a stalled roll. */
export const HOLD_JOBS_MAX_MS = 250;

/**
 * Keeps the jobs of `afterPaint` waiting past their frame until the returned function is called
 * (again: nothing), or `HOLD_JOBS_MAX_MS` at most; they then run after the next frame. A fair roll
 * holds them while it is under way on this phone (src/lib/fairplay/rollHolds.ts): it takes two
 * phones a few milliseconds, and on a two-core phone a save or a presence update run meanwhile (a
 * frame comes every 16 ms) took a millisecond or two from one of them.
 */
export function holdJobs(): () => void {
	holds++;
	let held = true;
	const release = () => {
		if (!held) return;
		held = false;
		clearTimeout(limit);
		if (--holds > 0 || waiting.length === 0 || scheduled) return;
		scheduled = true;
		schedule();
	};
	const limit = setTimeout(release, HOLD_JOBS_MAX_MS);
	return release;
}
