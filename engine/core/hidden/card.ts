/**
 * A hidden game's card on the home screen: the turn and what this phone owes, in the game's own
 * words (`HiddenGame.card`) or the protocol's plain ones.
 */
import type { AnyHiddenGame, HiddenCardFacts } from './types';

/** The words a card is made of; a game gives its own ("your orders are due", "the GM"). */
export interface CardWords {
	/** What a seat owes: "your move is due". */
	due: string;
	/** Who runs the game: "the game master". */
	gm: string;
	/** "The game is over". */
	over: string;
}

export const PLAIN_CARD_WORDS: CardWords = { due: 'your move is due', gm: 'the game master', over: 'The game is over' };

/** "Turn 3 · your move is due", "Turn 3 · sealed, waiting for the game master", for the GM "Turn 3 · 2 of 4 sealed". */
export function cardLine(f: HiddenCardFacts, words: CardWords = PLAIN_CARD_WORDS): string {
	if (f.over) return words.over;
	if (f.turn === 0) return f.gm ? 'Setting up' : `Waiting for ${words.gm} to start`;
	const where = f.gm ? `${f.sealed} of ${f.players} sealed` : f.owed > 0 ? words.due : f.mine > 0 ? `sealed, waiting for ${words.gm}` : null;
	return where ? `Turn ${f.turn} · ${where}` : `Turn ${f.turn}`;
}

export function hiddenCardLine(game: AnyHiddenGame, facts: HiddenCardFacts): string {
	return game.card?.(facts) ?? cardLine(facts);
}
