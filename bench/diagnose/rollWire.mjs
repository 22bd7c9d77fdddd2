// Where a fair roll's time goes, measured at the wire with no profiler (a profiler's sampling
// slows the many small steps of a roll unevenly): node bench/diagnose/rollWire.mjs [ROLLS] [BUILD_DIR...]
// Each page of the bench's two-phone table (bench/browser/fairplay.mjs) stamps every data-channel
// message it sends and receives; each roll is split at them into
//   opener      from the tap until A's opening leaves
//   trip        until B receives it
//   other       until B's reveal leaves
//   trip back   until A receives it
//   reveal      until A's reveal leaves
//   shown       until A's page shows the result
// and the medians are printed per build (several builds are measured in turn, one table each), with
// what RTCDataChannel.send itself took for each of the three messages. Not part of `npm run bench`.
import { join } from 'node:path';
import { startSignaling } from '../../scripts/signaling.mjs';
import { rollingTable } from '../browser/fairplay.mjs';
import { ISOLATED, launch, median, serve } from '../browser/_support.mjs';

const root = join(import.meta.dirname, '../..');
const ROLLS = Number(process.argv[2] ?? 40);
const BUILDS = process.argv.length > 3 ? process.argv.slice(3) : ['build'];
const WARMUP = 3;
/** Messages shorter than this are not a part of a roll (presence with a chain head is about 175 bytes; a part 230–260). */
const PART_BYTES = 200;

/** The probe: every send and receive of a data channel, stamped (bytes, moment, ms the send took). */
function probe() {
	const wire = (window.__wire = []);
	const now = () => performance.timeOrigin + performance.now();
	const size = (d) => d.byteLength ?? d.length ?? d.size ?? 0;
	const send = RTCDataChannel.prototype.send;
	RTCDataChannel.prototype.send = function (data) {
		const t = now();
		const r = send.call(this, data);
		wire.push({ dir: 'send', at: t, bytes: size(data), took: now() - t });
		return r;
	};
	const received = (e) => wire.push({ dir: 'recv', at: now(), bytes: size(e.data) });
	const onmessage = Object.getOwnPropertyDescriptor(RTCDataChannel.prototype, 'onmessage');
	Object.defineProperty(RTCDataChannel.prototype, 'onmessage', {
		get() {
			return onmessage.get.call(this);
		},
		set(f) {
			onmessage.set.call(this, f ? (e) => (received(e), f.call(this, e)) : f);
		}
	});
	const listen = EventTarget.prototype.addEventListener;
	RTCDataChannel.prototype.addEventListener = function (type, f, o) {
		const g = type === 'message' && typeof f === 'function' ? (e) => (received(e), f.call(this, e)) : f;
		return listen.call(this, type, g, o);
	};
}

const drain = (page) => page.evaluate(() => window.__wire.splice(0));

/** The roll's six steps (ms), and the three sends' own times, from both pages' stamps; null when a message is missing. */
function split(roll, a, b) {
	const first = (xs, dir, after) => xs.find((x) => x.dir === dir && x.at >= after && x.bytes >= PART_BYTES);
	const opening = first(a, 'send', roll.tapped);
	const atB = opening && first(b, 'recv', opening.at);
	const answer = atB && first(b, 'send', atB.at);
	const atA = answer && first(a, 'recv', answer.at);
	const reveal = atA && first(a, 'send', atA.at);
	if (!reveal || reveal.at > roll.shown) return null;
	const at = [roll.tapped, opening.at, atB.at, answer.at, atA.at, reveal.at, roll.shown];
	return { steps: at.slice(1).map((t, i) => t - at[i]), sends: [opening.took, answer.took, reveal.took] };
}

async function measure(browser, dir, signaling) {
	const app = await serve(join(root, dir), ISOLATED);
	const table = await rollingTable(browser, app.url, signaling, probe);
	try {
		const rows = [];
		for (let i = 0; i < ROLLS + WARMUP; i++) {
			await drain(table.a.page);
			await drain(table.b.page);
			const roll = await table.roll();
			// B's reveal may still be logged after A's result shows: give the pages a moment
			await table.a.page.waitForTimeout(20);
			const row = split(roll, await drain(table.a.page), await drain(table.b.page));
			if (i >= WARMUP && row) rows.push({ ...row, ms: roll.ms });
		}
		return rows;
	} finally {
		await table.close();
		await app.close();
	}
}

const signaling = await startSignaling({ port: 0 });
const browser = await launch();
const fixed = (x) => x.toFixed(2);
try {
	for (const dir of BUILDS) {
		const rows = await measure(browser, dir, `ws://localhost:${signaling.port}`);
		const steps = ['opener', 'trip', 'other', 'trip back', 'reveal', 'shown'].map((name, k) => `${name} ${fixed(median(rows.map((r) => r.steps[k])))}`);
		const sends = ['opening', 'answer', 'reveal'].map((name, k) => `${name} ${fixed(median(rows.map((r) => r.sends[k])))}`);
		console.log(`${dir}: ${rows.length} rolls, median ${fixed(median(rows.map((r) => r.ms)))} ms | ${steps.join(', ')} | send() took: ${sends.join(', ')}`);
	}
} finally {
	await browser.close();
	await signaling.close();
}
