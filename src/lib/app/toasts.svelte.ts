/** Short messages at the bottom of the screen, optionally with one action (such as Undo). */
export interface Toast {
	id: number;
	message: string;
	tone: 'info' | 'error';
	action?: { label: string; run: () => void };
}

export const toasts = $state<Toast[]>([]);
let nextId = 1;

export function showToast(message: string, opts: { tone?: Toast['tone']; action?: Toast['action']; ms?: number } = {}) {
	const id = nextId++;
	toasts.push({ id, message, tone: opts.tone ?? 'info', action: opts.action });
	setTimeout(() => dismissToast(id), opts.ms ?? (opts.action ? 8000 : 4000));
	return id;
}

export function dismissToast(id: number) {
	const i = toasts.findIndex((t) => t.id === id);
	if (i >= 0) toasts.splice(i, 1);
}
