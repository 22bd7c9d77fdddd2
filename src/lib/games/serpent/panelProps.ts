import type { SerpentView } from '$engine/serpent';

/** What the table hands each panel of a round: the view, whose Magi acts here, and where moves go. */
export interface RoundPanelProps {
	view: SerpentView;
	/** The being the acting seat plays (its Magi), if any. */
	acting: string | null;
	/** Whether this phone plays `being`. */
	mine: (being: string) => boolean;
	onact: (kind: string, data: Record<string, unknown>, being?: string) => boolean;
}
