import { reject, type Rejection } from '../../core';
import { scoresValue } from '../creation';
import { ELEMENTS, ELEMENT_NAMES, isOrder, type Scores } from '../elements';
import { magicPoints } from '../ranks';
import { ARCHMAGE_REJECTIONS as R } from '../rejections';
import { BASE_SCORE, MAX_NAME_LENGTH, MAX_SCORE } from '../scoreCosts';
import type { DuelistSheet } from '../wizard';

const MAX_RANK = 100_000;
const bad = (message: string) => reject(R.badWizard, message);

/** Checks the wizard sheet an `archmage/enter` event carries and returns a clean copy. */
export function readSheet(value: unknown): DuelistSheet | Rejection {
	if (typeof value !== 'object' || value === null) return bad('Enter a wizard sheet: name, Order, five scores and rank.');
	const v = value as Record<string, unknown>;
	const name = typeof v.name === 'string' ? v.name.trim() : '';
	if (name.length === 0 || name.length > MAX_NAME_LENGTH) return bad(`A wizard needs a name of 1 to ${MAX_NAME_LENGTH} characters.`);
	if (!isOrder(v.order)) return bad(`${name} must belong to one of the five Orders of Magic.`);
	if (v.id !== undefined && (typeof v.id !== 'string' || v.id.length > 128)) return bad('The wizard id is not valid.');
	const raw = (typeof v.scores === 'object' && v.scores !== null ? v.scores : {}) as Record<string, unknown>;
	const scores = {} as Scores;
	for (const e of ELEMENTS) {
		const s = raw[e];
		if (typeof s !== 'number' || !Number.isInteger(s) || s < BASE_SCORE || s > MAX_SCORE) {
			return bad(`${name}'s ${ELEMENT_NAMES[e]} score must be a whole number from ${BASE_SCORE} to ${MAX_SCORE}.`);
		}
		scores[e] = s;
	}
	const rank = v.rank;
	const highestRank = v.highestRank ?? v.rank;
	if (typeof rank !== 'number' || !Number.isInteger(rank) || rank < 0 || rank > MAX_RANK) return bad(`${name}'s rank must be a whole number.`);
	if (typeof highestRank !== 'number' || !Number.isInteger(highestRank) || highestRank < rank || highestRank > MAX_RANK) {
		return bad(`${name}'s highest rank cannot be below the current rank.`);
	}
	const worth = scoresValue(scores);
	if (worth > magicPoints(highestRank)) {
		return bad(`${name}'s scores are worth ${worth} MP, but rank ${highestRank} gives only ${magicPoints(highestRank)} MP.`);
	}
	if (v.owner !== undefined && (typeof v.owner !== 'string' || v.owner.length > MAX_NAME_LENGTH)) return bad(`${name}'s player name is not valid.`);
	if ((v.master !== undefined && typeof v.master !== 'boolean') || (v.grandmaster !== undefined && typeof v.grandmaster !== 'boolean')) {
		return bad(`${name}'s titles are not valid.`);
	}
	const sheet: DuelistSheet = { name, order: v.order, scores, rank, highestRank };
	if (typeof v.id === 'string') sheet.id = v.id;
	if (typeof v.owner === 'string') sheet.owner = v.owner;
	if (v.master === true) sheet.master = true;
	if (v.grandmaster === true) sheet.grandmaster = true;
	return sheet;
}
