import type { Redraws } from './redraws';

/** A value the code reads as soon as it is set, and the screen once `redraws` tells it. */
export class Shown<T> {
	#value: T;
	#told = $state(0);
	readonly #redraws: Redraws;
	readonly #tell = () => {
		this.#told++;
	};

	constructor(redraws: Redraws, value: T) {
		this.#redraws = redraws;
		this.#value = value;
	}

	get value(): T {
		void this.#told;
		return this.#value;
	}

	set value(v: T) {
		if (Object.is(v, this.#value)) return;
		this.#value = v;
		this.#redraws.changed(this.#tell);
	}
}
