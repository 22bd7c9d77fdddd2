/**
 * Which devices may write a game master's events (docs/hidden-information.md §2, §7): the GM's
 * public events carry no seat, and in a hidden game they are not "any device's": the role is
 * opened (`core/gm-open`) by the device that made the game (the genesis key, or the device of the
 * first claim), moved by `core/gm-hand-over` (signed by a GM device, naming the next one) and taken
 * over by `core/gm-takeover` (signed by the device it names: a phone restored from the backup, or a
 * co-GM). A takeover adds its device and removes none: auth reads the log only and cannot check the
 * GM key's signature, so a forged takeover must not lock the real GM out; the GM key's signature,
 * checked by the step (engine/core/hidden/protocol.ts), is what makes a GM event the GM's. The
 * pass also lets `core/gm-rebind` with a `device` move a seat to that device's key.
 */
import { reject, type GameEvent, type Rejection, type SeatId } from '../types';
import { HIDDEN_KINDS as H, GM_KINDS } from '../hidden/kinds';
import { FAIR_REJECTIONS as F } from './codes';
import { isPublicKeyText } from './signature';

interface Change {
	at: number;
	maker: string | undefined;
	devices: readonly string[];
}

const notGm = () => reject(F.notGmDevice, "This game master's event was not written by the game master's device.");

export class GmDevices {
	/** The device that made the game: the only one that may open the GM role. */
	maker: string | undefined;
	/** The devices that act as the GM. */
	devices: readonly string[] = [];
	readonly #changes: Change[] = [];

	constructor(maker: string | undefined) {
		this.maker = maker;
	}

	#change(at: number, next: Partial<Omit<Change, 'at'>>): void {
		this.#changes.push({ at, maker: this.maker, devices: this.devices });
		if ('maker' in next) this.maker = next.maker;
		if (next.devices) this.devices = next.devices;
	}

	/** The first claim's device made the game (when no genesis said so). */
	claimed(at: number, key: string): void {
		if (this.maker === undefined) this.#change(at, { maker: key });
	}

	/**
	 * Whether the seat-less GM event `e` (entry `at`) may be written by `signer` (undefined: its
	 * signature is not checked yet, and it counts as good until it is, as every event does). A
	 * rebind naming a device moves its seat there (`bind`).
	 */
	judge(e: GameEvent, at: number, signer: string | undefined, seats: ReadonlySet<SeatId>, bind: (seat: SeatId, key: string) => void): Rejection | undefined {
		const d = (e.data ?? {}) as Record<string, unknown>;
		if (e.kind === H.open) {
			if (signer === undefined) return undefined;
			if (signer !== this.maker) return notGm();
			if (this.devices.length === 0) this.#change(at, { devices: [signer] });
			return undefined;
		}
		if (e.kind === H.takeover) {
			if (signer === undefined) return undefined;
			if (d.device !== signer) return reject(F.notGmDevice, 'A takeover is written by the device it names.');
			if (!this.devices.includes(signer)) this.#change(at, { devices: [...this.devices, signer] });
			return undefined;
		}
		if (signer !== undefined && !this.devices.includes(signer)) return notGm();
		if (e.kind === H.handOver && isPublicKeyText(d.device)) this.#change(at, { devices: [d.device] });
		if (e.kind === H.rebind && typeof d.seat === 'string' && seats.has(d.seat) && isPublicKeyText(d.device)) bind(d.seat, d.device);
		return undefined;
	}

	/** Undoes what entries from `from` on changed. */
	rollBack(from: number): void {
		while (this.#changes.length > 0 && this.#changes[this.#changes.length - 1].at >= from) {
			const c = this.#changes.pop()!;
			this.maker = c.maker;
			this.devices = c.devices;
		}
	}
}

/** Whether `e` is a game master's event (seat-less, signed by the GM's device). */
export function isGmEvent(e: GameEvent): boolean {
	return e.seat === null && GM_KINDS.has(e.kind);
}
