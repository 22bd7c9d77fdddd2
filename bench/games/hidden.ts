/**
 * The hidden protocol over Magika at full size: a GM and 13 seats, 30 turns, every seat sealing
 * its conservative bot's orders (the novices rest two turns in three: bots racing north every turn
 * end the game in about 15 turns). The secret and the mix are fixed, so every run plays the same game. hidden_audit_ms_30t is the audit of the finished game (Node): every
 * GM signature checked, 390 inputs opened, the set-up and 30 turns re-run, every hash compared.
 * Also: the longest sealed input's event data (characters, no messages) and the log's growth per
 * turn (13 sealed inputs and one GM turn, as JSON).
 */
import { seededRng } from '../../engine/core';
import { toBase64url } from '../../engine/core/fairplay/bytes';
import { auditHiddenGame, gmOpen, HIDDEN_KINDS, sealInput } from '../../engine/core/hidden';
import { DOMAIN, newId, newTable } from '../../engine/core/hidden/testKit';
import { botOrders, magikaHidden, type Report } from '../../engine/magika';

const TURNS = 30;
const seats = 'ABCDEFGHIJKLM'.split('').map((id) => ({ id, name: `Mage ${id}` }));
const ctx = { options: { maxTurns: TURNS + 10 }, seats };
const rest5 = { phases: Array.from({ length: 5 }, () => ({ kind: 'rest' })) };

export default async function hiddenBench() {
	const t = await newTable(magikaHidden, ctx);
	const rng = seededRng(33);
	t.keys.secret = new Uint8Array(32).fill(33);
	await t.gm(gmOpen(t.keys, DOMAIN, newId()));
	await t.seatUp([], () => toBase64url(Uint8Array.from({ length: 32 }, () => rng.below(256))));
	let longestInput = 0;
	let growth = 0;
	for (let turn = 1; turn <= TURNS && !t.slice.over; turn++) {
		const before = t.log.length;
		for (const { id } of seats) {
			const opened = await t.openLatest(id);
			if (!opened.ok) throw new Error(`seat ${id} cannot open its report: ${opened.why}`);
			const orders = id !== 'M' && turn % 3 ? rest5 : botOrders(opened.report as Report, rng, 'conservative');
			const data = await sealInput(t.slice.gm!, DOMAIN, turn, id, orders, magikaHidden.mail);
			longestInput = Math.max(longestInput, JSON.stringify(data).length);
			t.push(id, HIDDEN_KINDS.input, data);
		}
		await t.fold();
		if (await t.runTurn()) throw new Error(`turn ${turn} was refused`);
		growth += t.log.slice(before).reduce((n, e) => n + JSON.stringify(e).length, 0);
	}
	await t.reveal();
	const turns = t.slice.turns.length - 1;
	const started = performance.now();
	const audit = await auditHiddenGame(magikaHidden, ctx, DOMAIN, seats.map((s) => s.id), t.log);
	const ms = performance.now() - started;
	if (!audit.ok || audit.turns !== TURNS) throw new Error(`the audit failed or the game was short: ${audit.text}`);
	return {
		hidden_audit_ms_30t: Math.round(ms),
		hidden_sealed_input_chars: longestInput,
		hidden_log_kb_per_turn_13: Math.round(growth / turns / 102.4) / 10
	};
}
