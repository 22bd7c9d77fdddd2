import * as Y from 'yjs';
import { randomId } from './codec';
import { createViaUpdate } from './createGame';
import { docOf, logOf, type GameLog } from './gameLog';
import type { ArrivedGame, DeviceRow, GameStore, GameSummary, NewGame, OpenGame } from './gameStore';

interface MemoryGame {
	summary: GameSummary;
	secret: string;
	doc: Y.Doc;
	deletedAt?: number;
}

/** Keeps games in memory only: used when IndexedDB is unavailable, so play goes on unsaved. */
export class MemoryGameStore implements GameStore {
	readonly persistent = false;
	private games = new Map<string, MemoryGame>();
	private settings = new Map<string, unknown>();
	private rows = new Map<string, Map<string, DeviceRow>>();
	private watchers = new Set<(games: GameSummary[]) => void>();

	private emit() {
		const list = [...this.games.values()]
			.filter((g) => !g.deletedAt)
			.map((g) => ({ ...g.summary }))
			.sort((a, b) => b.updated - a.updated);
		for (const w of this.watchers) w(list);
	}

	watchGames(callback: (games: GameSummary[]) => void): () => void {
		this.watchers.add(callback);
		this.emit();
		return () => this.watchers.delete(callback);
	}

	create(g: NewGame): Promise<string> {
		return createViaUpdate(this, g);
	}

	async createFromUpdate(s: Omit<GameSummary, 'id'> & { id?: string; secret?: string }, update: Uint8Array): Promise<string> {
		const id = s.id ?? randomId(12);
		const doc = new Y.Doc();
		Y.applyUpdate(doc, update);
		const { secret, ...rest } = s;
		this.games.set(id, { summary: { ...rest, id }, secret: secret ?? randomId(22), doc });
		this.emit();
		return id;
	}

	adopt({ secret, ...summary }: ArrivedGame, log: GameLog): void {
		this.games.set(summary.id, { summary, secret, doc: docOf(log) });
		this.emit();
	}

	async open(id: string): Promise<OpenGame | null> {
		const g = this.games.get(id);
		if (!g || g.deletedAt) return null;
		return { summary: { ...g.summary }, secret: g.secret, log: logOf(g.doc), release: () => {} };
	}

	async snapshot(id: string) {
		const g = this.games.get(id);
		return g ? { summary: { ...g.summary }, secret: g.secret, update: Y.encodeStateAsUpdate(g.doc) } : null;
	}

	async touch(id: string, changes: Partial<GameSummary>): Promise<void> {
		const g = this.games.get(id);
		if (g) Object.assign(g.summary, changes);
		this.emit();
	}

	async rename(id: string, title: string): Promise<void> {
		await this.touch(id, { title });
	}

	async remove(id: string): Promise<void> {
		const g = this.games.get(id);
		if (g) g.deletedAt = Date.now();
		this.emit();
	}

	async restore(id: string): Promise<void> {
		const g = this.games.get(id);
		if (g) delete g.deletedAt;
		this.emit();
	}

	async purge(olderThanMs: number): Promise<void> {
		for (const [id, g] of this.games) if (g.deletedAt && g.deletedAt < Date.now() - olderThanMs) this.games.delete(id);
	}

	async setSecret(id: string, secret: string): Promise<void> {
		const g = this.games.get(id);
		if (g) g.secret = secret;
	}

	async getSetting<T>(key: string): Promise<T | undefined> {
		return this.settings.get(key) as T | undefined;
	}

	async setSetting(key: string, value: unknown): Promise<void> {
		this.settings.set(key, value);
	}

	async readRows(collection: string): Promise<DeviceRow[]> {
		return structuredClone([...(this.rows.get(collection)?.values() ?? [])]);
	}

	async putRows(collection: string, rows: DeviceRow[]): Promise<void> {
		const kept = this.rows.get(collection) ?? new Map<string, DeviceRow>();
		for (const r of structuredClone(rows)) kept.set(r.id, r);
		this.rows.set(collection, kept);
	}
}
