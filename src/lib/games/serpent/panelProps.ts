import type { SerpentGame, SerpentView } from '$engine/serpent';
import type { NamedSender } from '$lib/table/types';

/** What the table hands each panel of a round: the view, whose Magi acts here, and where moves go. */
export interface RoundPanelProps {
	view: SerpentView;
	/** The being the acting seat plays (its Magi), if any. */
	acting: string | null;
	/** The seats this phone holds (pass and play, a co-op phone: several). */
	mySeats: readonly string[];
	/** Whether this phone plays `being`. */
	mine: (being: string) => boolean;
	onact: NamedSender<SerpentGame, boolean, string>;
}
