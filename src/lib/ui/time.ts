/** "just now", "5 min ago", "yesterday", or a date: when a game was last played. */
export function timeAgo(ms: number, now = Date.now()): string {
	const s = Math.round((now - ms) / 1000);
	if (s < 45) return 'just now';
	if (s < 3600) return `${Math.round(s / 60)} min ago`;
	if (s < 86400) return `${Math.round(s / 3600)} h ago`;
	if (s < 172800) return 'yesterday';
	return new Date(ms).toLocaleDateString();
}

/** mm:ss (or h:mm:ss) for the turn timer. */
export function clock(ms: number): string {
	const t = Math.max(0, Math.floor(ms / 1000));
	const h = Math.floor(t / 3600);
	const m = Math.floor((t % 3600) / 60);
	const s = t % 60;
	const mm = String(m).padStart(h ? 2 : 1, '0');
	return `${h ? h + ':' : ''}${mm}:${String(s).padStart(2, '0')}`;
}
