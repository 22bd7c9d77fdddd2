/**
 * The page side of bench/browser/hidden.mjs, bundled for Chromium: a 13-seat Magika game played to
 * 30 turns on the page, then
 * - hidden_turn_crypto_ms: the GM's cryptography for one turn: 13 inputs opened, 13 reports sealed
 *   (deflated), the turn event signed (the median of several turns' worth);
 * - gm_reopen_ms_30t: the GM's phone reopening: the log folded with every GM signature checked,
 *   then the world rebuilt from the set-up through 30 turns, every published hash checked.
 */
import { seededRng } from '../../engine/core';
import { toBase64url } from '../../engine/core/fairplay/bytes';
import { foldChecked, gmEvent, gmOpen, HIDDEN_KINDS, openInput, replayHidden, sealInput, sealReport, type SealedInputData } from '../../engine/core/hidden';
import { DOMAIN, newId, newTable } from '../../engine/core/hidden/testKit';
import { botOrders, magikaHidden, type Report } from '../../engine/magika';

const TURNS = 30;
const seats = 'ABCDEFGHIJKLM'.split('').map((id) => ({ id, name: `Mage ${id}` }));
const ctx = { options: { maxTurns: TURNS + 10 }, seats };
const rest5 = { phases: Array.from({ length: 5 }, () => ({ kind: 'rest' })) };

async function game() {
	const t = await newTable(magikaHidden, ctx);
	const rng = seededRng(33);
	t.keys.secret = new Uint8Array(32).fill(33);
	await t.gm(gmOpen(t.keys, DOMAIN, newId()));
	await t.seatUp([], () => toBase64url(Uint8Array.from({ length: 32 }, () => rng.below(256))));
	for (let turn = 1; turn <= TURNS; turn++) {
		for (const { id } of seats) {
			const opened = await t.openLatest(id);
			if (!opened.ok) throw new Error(`seat ${id} cannot open its report`);
			const orders = id !== 'M' && turn % 3 ? rest5 : botOrders(opened.report as Report, rng, 'conservative');
			t.push(id, HIDDEN_KINDS.input, await sealInput(t.slice.gm!, DOMAIN, turn, id, orders, magikaHidden.mail));
		}
		await t.fold();
		if (await t.runTurn()) throw new Error(`turn ${turn} was refused`);
	}
	return t;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function hiddenBench() {
	const t = await game();
	// one turn's cryptography, on the last turn's 13 inputs and 13 report plaintexts
	const inputs = t.log.filter((e) => e.kind === HIDDEN_KINDS.input).slice(-13);
	const plaintext = new TextEncoder().encode(JSON.stringify(t.position!.reports.A));
	const samples: number[] = [];
	for (let k = 0; k < 7; k++) {
		const started = performance.now();
		await Promise.all(inputs.map((e) => openInput(t.keys.orders, DOMAIN, e.seat!, e.data as SealedInputData)));
		const boxes = await Promise.all(seats.map(({ id }) => sealReport(t.boxes[id].publicKey, DOMAIN, TURNS, id, plaintext, null)));
		await gmEvent(t.keys, DOMAIN, newId(), HIDDEN_KINDS.turn, { turn: TURNS, boxes });
		samples.push(performance.now() - started);
	}
	const reopened: number[] = [];
	for (let k = 0; k < 3; k++) {
		const started = performance.now();
		const { slice } = await foldChecked(DOMAIN, seats.map((s) => s.id), t.log);
		const replayed = await replayHidden({ game: magikaHidden, ctx, domain: DOMAIN, log: t.log, slice, secret: t.keys.secret, orders: t.keys.orders });
		if (replayed.difference || replayed.checked !== TURNS) throw new Error('the reopened world differs');
		reopened.push(performance.now() - started);
	}
	return { hidden_turn_crypto_ms: Math.round(median(samples) * 10) / 10, gm_reopen_ms_30t: Math.round(median(reopened)) };
}
