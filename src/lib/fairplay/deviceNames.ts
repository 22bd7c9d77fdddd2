import { announcedDeviceName, FAIR_KINDS, type GameEvent } from '$engine/core';

/** What the signature checks say of a log (engine/core authenticate): who acted for each entry, who holds each seat now. */
export interface Acting {
	verdicts: readonly unknown[];
	signers: readonly (string | undefined)[];
	holders: Readonly<Record<string, string>>;
}

/**
 * The names devices gave themselves in the log: a `core/device` event carries its device's key and
 * name and must be signed by that very key (the fair-play checks refuse it otherwise), so no device
 * can name another. The latest announcement of a key wins (a device renamed). A name the engine's
 * rule refuses (`announcedDeviceName`: control characters, line breaks, direction marks, too long)
 * names nothing: the device shows unnamed, as one that never sent a name.
 */
export class DeviceNames {
	#names = new Map<string, string>();
	#log: readonly GameEvent[] | null = null;
	#acting: Acting | null = null;

	nameOf(log: readonly GameEvent[], acting: Acting, key: string): string | undefined {
		if (log !== this.#log || acting !== this.#acting) {
			this.#log = log;
			this.#acting = acting;
			this.#names = new Map();
			log.forEach((e, i) => {
				if (e.kind !== FAIR_KINDS.device || acting.verdicts[i] !== undefined) return;
				const d = (typeof e.data === 'object' && e.data !== null ? e.data : {}) as { publicKey?: unknown };
				const name = announcedDeviceName(d);
				if (name !== null && typeof d.publicKey === 'string' && acting.signers[i] === d.publicKey) this.#names.set(d.publicKey, name);
			});
		}
		return this.#names.get(key);
	}
}

