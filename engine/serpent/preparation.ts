/**
 * Spell preparation: each Magi prepares up to three spells (hidden from the other seats until cast)
 * and may re-attune: one non-Bonded spell a round for 1 + its fluency in Resonance, any number of
 * Bonded spells and burned Foci for 1 Resonance each.
 */
import { reject, type GameEvent, type Rejection } from '../core';
import type { SpellCard } from './cards';
import { cardFrom } from './casting';
import { checkBeing } from './turnRules';
import { preparationProblem } from './codex';
import { lose } from './energies';
import { SERPENT_REJECTIONS as R } from './rejections';
import { finishPreparationIfReady, needsPreparation } from './round';
import { MAX_PREPARED, MAX_REATTUNE_PER_ROUND, REATTUNE_BASE, REATTUNE_BONDED, REATTUNE_FOCUS } from './rules';
import type { SerpentState } from './state';

type Data = Record<string, unknown>;

export function prepare(s: SerpentState, event: GameEvent): Rejection | void {
	const data = (event.data ?? {}) as Data;
	const b = checkBeing(s, event, data.being);
	if ('code' in b) return b;
	if (s.phase !== 'preparation') return reject(R.wrongPhase, 'Spells are prepared in the spell preparation phase.');
	if (!needsPreparation(b)) return reject(R.badData, `${b.name} does not prepare spells.`);
	const list = Array.isArray(data.cards) ? data.cards : null;
	if (!list) return reject(R.badData, 'Say which spells to prepare.');
	if (list.length > MAX_PREPARED) return reject(R.tooManyPrepared, `A Magi prepares at most ${MAX_PREPARED} spells.`);
	const cards: SpellCard[] = [];
	for (const entry of list) {
		const card = typeof entry === 'string' ? cardFrom(s, { cardId: entry }) : cardFrom(s, { card: entry });
		if ('code' in card) return card;
		cards.push(card);
	}
	for (const card of cards) {
		const problem = preparationProblem(s, b, card, cards);
		if (problem) return reject(R.cannotPrepare, problem);
	}
	b.prepared = cards;
	b.preparedReady = true;
	finishPreparationIfReady(s);
}

export function reattune(s: SerpentState, event: GameEvent): Rejection | void {
	const data = (event.data ?? {}) as Data;
	const b = checkBeing(s, event, data.being);
	if ('code' in b) return b;
	if (s.phase !== 'preparation') return reject(R.wrongPhase, 'Spells are re-attuned only during spell preparation.');
	if (data.focus === true) {
		if (b.burnedFoci === 0) return reject(R.noBurnedFocus, `${b.name} has no burned Focus.`);
		if (b.resonance < REATTUNE_FOCUS) return reject(R.resonance, `Re-attuning a Focus costs ${REATTUNE_FOCUS} Resonance; ${b.name} has ${b.resonance}.`);
		lose(s, b.id, 'resonance', REATTUNE_FOCUS);
		b.burnedFoci -= 1;
		return;
	}
	const i = b.discard.findIndex((d) => d.id === data.spell);
	if (i < 0) return reject(R.notDiscarded, 'That spell is not in your discard pile.');
	const card = b.discard[i].card;
	const cost = card.bonded ? REATTUNE_BONDED : REATTUNE_BASE + card.fluency;
	if (!card.bonded && b.reattunedThisRound && MAX_REATTUNE_PER_ROUND <= 1) {
		return reject(R.reattuneUsed, `${b.name} has already re-attuned a spell that is not Bonded this round.`);
	}
	if (b.resonance < cost) return reject(R.resonance, `Re-attuning ${card.title} costs ${cost} Resonance; ${b.name} has ${b.resonance}.`);
	lose(s, b.id, 'resonance', cost);
	b.discard.splice(i, 1);
	if (!card.bonded) b.reattunedThisRound = true;
}
