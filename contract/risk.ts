/**
 * How much the person lets the wallet swing (docs/engine.md "Risk levels"): a level they choose, sent with the
 * request, and the level the answer was worked out with. Without a choice Ribbit keeps the wallet's own swing
 * (`current`), up to the balanced level.
 */
import * as Type from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

/** The levels a person can choose, calmest first; the engine gives each its yearly swing. */
export const RISK_LEVEL_IDS = ['careful', 'balanced', 'bold'] as const;
export type RiskLevelId = (typeof RISK_LEVEL_IDS)[number];

export const RiskChoiceSchema = Type.Union(RISK_LEVEL_IDS.map((id) => Type.Literal(id)));
export type RiskChoice = Static<typeof RiskChoiceSchema>;

/** The level an answer used: a chosen one, or `current` (none chosen: the wallet's own swing, up to balanced). */
export const RiskUsedSchema = Type.Union([RiskChoiceSchema, Type.Literal('current')]);
export type RiskUsed = Static<typeof RiskUsedSchema>;
