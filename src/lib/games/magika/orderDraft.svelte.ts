/**
 * The orders a seat is writing for the coming turn: five phases and up to three messages, the
 * running projection and the engine's verdict on the whole (checkOrders), the shortcuts, and
 * "plan a move here". It holds no rules of its own.
 */
import { isRejection } from '$engine/core';
import { checkOrders, type Message, type Order, type Orders, type Report } from '$engine/magika';
import { cheapestPath, movesAlong, projectOrders, restAll, standardTurn } from '$engine/magika/plan';
import { MESSAGES_PER_TURN, readMessages } from '$engine/magika/orders';
import { knownMap, terrainOf, type KnownMap } from './knownMap';

export interface DraftMessage {
	to: string;
	text: string;
	anonymous: boolean;
}

/** What a seat seals: five orders and its messages, as the engine's readOrders takes them. */
export interface DraftOrders {
	phases: Order[];
	messages: DraftMessage[];
}

export class OrderDraft {
	phases: Order[] = $state(restAll());
	messages: DraftMessage[] = $state([]);
	readonly map: KnownMap;
	readonly report: Report;
	readonly projection = $derived.by(() => projectOrders(this.report.you, terrainOf(this.map), this.phases));
	/** The engine's refusal of these orders, in words, or null when they may be sealed. */
	readonly problem = $derived.by(() => {
		const r = checkOrders(this.report, this.orders);
		return isRejection(r) ? r.message : null;
	});

	constructor(
		reports: readonly Report[],
		readonly last: Pick<Orders, 'phases'> | null = null
	) {
		this.map = knownMap(reports);
		this.report = reports.reduce((a, b) => (b.turn > a.turn ? b : a));
	}

	get orders(): DraftOrders {
		return { phases: $state.snapshot(this.phases) as Order[], messages: $state.snapshot(this.messages) };
	}

	set(phase: number, order: Order): void {
		this.phases[phase] = order;
	}
	standard(): void {
		this.phases = standardTurn(this.report.you, terrainOf(this.map));
	}
	restAll(): void {
		this.phases = restAll();
	}
	sameAsLast(): void {
		if (this.last) this.phases = this.last.phases.map((o) => ({ ...o }));
	}
	/** Fills moves along the cheapest known path to a space; false when none is known. */
	planTo(cell: number): boolean {
		const path = cheapestPath(this.report.you, terrainOf(this.map), cell);
		if (!path?.length) return false;
		this.phases = movesAlong(this.report.you, terrainOf(this.map), path);
		return true;
	}

	get messagesLeft(): number {
		return MESSAGES_PER_TURN - this.messages.length;
	}
	/** Adds a message, or says why the engine would drop it (over three, or a second with the same To and From). */
	addMessage(m: DraftMessage): string | null {
		if (!m.text.trim()) return 'Write something first.';
		if (this.messagesLeft <= 0) return `Only ${MESSAGES_PER_TURN} messages a turn.`;
		const next = [...this.messages, m];
		if (readMessages(next, this.report.you.id).length < next.length) return 'You already send a message to them this turn from the same sender.';
		this.messages = next;
		return null;
	}
	removeMessage(i: number): void {
		this.messages.splice(i, 1);
	}
}

export type { Message };
