/**
 * The Magika screens alone, over reports of a real contest played by the engine in the page: the
 * map bench measures the map's first render here (?bench=map), and the screens' checks open each
 * tab (?theme=light), pass-and-play runs the hidden protocol on one log (?mode=pass, with the GM's screens and, with
 * ?maxTurns=n, the end; ?moved=p2 moves that seat to a new phone first), the set-up screens stand alone (?mode=setup-claim, ?mode=setup-gm). Built by bench/magika/build.mjs.
 */
import { flushSync, mount, unmount } from 'svelte';
import { generateBoxKeys } from '../../engine/core/hidden';
import '../../src/app.css';
import MagikaMap from '../../src/lib/games/magika/MagikaMap.svelte';
import SeatScreen from '../../src/lib/games/magika/SeatScreen.svelte';
import { knownMap } from '../../src/lib/games/magika/knownMap';
import { playedContest } from '../../src/lib/games/magika/fixtures';
import PassAndPlayTable from '../../src/lib/games/magika/PassAndPlayTable.svelte';
import { PassAndPlay } from '../../src/lib/games/magika/passAndPlay.svelte';
import { mountSetup } from './setup.svelte';

const q = new URLSearchParams(location.search);
document.documentElement.dataset.theme = q.get('theme') ?? 'dark';
const target = document.getElementById('app')!;
const { reports } = playedContest(Number(q.get('turns') ?? 3));
const mine = reports[q.get('seat') ?? 'ann'];

declare global {
	interface Window {
		mapRenders: (n: number) => Promise<number[]>;
		sealed: unknown[];
	}
}

/** Mount to the next painted frame, `n` times, of a map that knows every space it has seen. */
window.mapRenders = async (n) => {
	const map = knownMap(mine);
	const times: number[] = [];
	for (let i = 0; i < n; i++) {
		const t0 = performance.now();
		const app = mount(MagikaMap, { target, props: { map, onpick: () => {} } });
		flushSync();
		target.getBoundingClientRect();
		await new Promise((ok) => requestAnimationFrame(() => setTimeout(ok)));
		times.push(performance.now() - t0);
		unmount(app);
	}
	return times;
};

window.sealed = [];
const props = $state({
	reports: mine,
	sealed: false,
	onseal: (o: unknown) => {
		window.sealed.push(o);
		props.sealed = true;
	}
});
const options: Record<string, number> = q.has('maxTurns') ? { maxTurns: Number(q.get('maxTurns')) } : {};
if (q.get('mode')?.startsWith('setup-')) mountSetup(q.get('mode')!, target);
else if (q.get('mode') === 'pass') PassAndPlay.create(['Ann', 'Bo'], options).then(async (table) => {
	// ?moved=p2: the GM moved that seat to a new phone at the set-up, so its public record names a seat
	const moved = q.get('moved');
	if (moved) {
		await table.gm.rebind(moved, (await generateBoxKeys()).publicKey);
		await table.settle();
	}
	mount(PassAndPlayTable, { target, props: { table } });
});
else if (q.get('bench') !== 'map') mount(SeatScreen, { target, props });
