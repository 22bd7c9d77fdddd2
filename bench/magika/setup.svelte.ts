/** The set-up screens of the harness: a player's claim, and the GM's set-up with 2 players and 10 bots. */
import { mount } from 'svelte';
import { isRejection } from '../../engine/core';
import { checkClaim, previewSeats, type Claim } from '../../engine/magika';
import SetupClaim from '../../src/lib/games/magika/SetupClaim.svelte';
import SetupGm from '../../src/lib/games/magika/SetupGm.svelte';
import { exportGmKeys, generateGmKeys } from '../../src/lib/hidden/gmKeys';
import { seatMage, setupSeats } from '../../src/lib/games/magika/setupSeats';
import { hiddenInitial, type HiddenSlice } from '../../engine/core/hidden';

declare global {
	interface Window {
		setupSealed: unknown[];
		setupStarted: unknown[];
		setupBackups: string[];
	}
}

const TABLE = [
	{ id: 's0', name: 'Ann' },
	{ id: 's1', name: 'Bo' }
];

export async function mountSetup(mode: string, target: HTMLElement): Promise<void> {
	window.setupSealed = [];
	window.setupStarted = [];
	window.setupBackups = [];
	if (mode === 'setup-claim') {
		const props = $state({
			seat: seatMage(TABLE, 1),
			sealed: null as Claim | null,
			onseal: (claim: Claim) => {
				const checked = checkClaim(claim);
				if (isRejection(checked)) return checked;
				window.setupSealed.push(checked);
				props.sealed = checked;
				return null;
			}
		});
		mount(SetupClaim, { target, props });
		return;
	}
	// the table's two seats, Ann's choice sealed; the engine fills the other eleven with bots
	const slice = { ...hiddenInitial(TABLE.map((s) => s.id)), inputs: { s0: [{ id: 'e0', commit: '' }] } } satisfies HiddenSlice;
	// Ann's claim as the GM's phone opened it: what the set-up will give her (her first choice)
	const seats = setupSeats(TABLE, [], slice, previewSeats(TABLE.map((s) => s.id), { s0: { first: { race: 'elf', align: 'G' } } }));
	mount(SetupGm, {
		target,
		props: {
			seats,
			backupLine: await exportGmKeys(await generateGmKeys()),
			coGms: [
				{ seat: 's0', name: 'Ann' },
				{ seat: 's1', name: 'Bo' }
			],
			onfile: (passphrase: string) => void window.setupBackups.push(`file:${passphrase.length}`),
			onescrow: (seat: string) => void window.setupBackups.push(`escrow:${seat}`),
			onstart: (o: unknown) => void window.setupStarted.push(o)
		}
	});
}
