/** Magika (ChoZen FroZen Games, 1994): the rules engine. See docs/rules/magika.md. */
export { magikaHidden, reportsFor, resolveSeats, checkOrders, ebonTasks, setupFromSeats, botSeat, isBotSeat, type Knowledge } from './hidden';
export { playContest, type ContestResult } from './contest';
export { botOrders, ebonOrders, type BotProfile } from './bot';
export { buildReport, type Report, type YouData } from './report';
export { resolveTurn, type TurnResult } from './turn';
export { setupWorld, balanceProblems, unnamedMage, EBON_ID, NOVICES, type SeatChoice } from './setup';
export { generateMap, STARTS, type ArenaMap } from './mapgen';
export { readMap, writeMap } from './mapfile';
export { readOrders, structuralProblem, ORDER_REJECTIONS } from './orders';
export { readAdjustment, type Adjustment } from './adjust';
export { standings, victoryPoints, allVictoryPoints, type VpBreakdown, type Standing } from './vp';
export * from './geometry';
export * from './types';
export { SPELLS, SPELL, type SpellRow } from './data/spells';
export { RACES } from './data/races';
export { TERRAIN } from './data/terrain';
export { checkClaim, canComplete, whyNot, anChoice, ALIGN_NAME, RACE_LABEL, LEGAL_CHOICES, type Claim, type MageChoice, type BalanceRule } from './setupRules';
export { assignClaims, previewClaims, previewSeats, type Assigned, type ClaimOutcome } from './setupAssign';
