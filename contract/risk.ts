/**
 * How much the person lets the wallet swing (docs/engine.md "Risk levels"): a level they choose, sent with the
 * request, and the level the answer was worked out with. Without a choice Ribbit keeps the wallet's own swing
 * (`current`), up to the balanced level. Plain values, no schema library: the app's first screens import them
 * (the request's and the answer's schemas are in routes.ts and recommendation.ts).
 */

/** The levels a person can choose, calmest first. */
export const RISK_LEVEL_IDS = ['careful', 'balanced', 'bold'] as const;
export type RiskChoice = (typeof RISK_LEVEL_IDS)[number];

/** The level an answer used: a chosen one, or `current` (none chosen: the wallet's own swing, up to balanced). */
export type RiskUsed = RiskChoice | 'current';

/**
 * Each level's yearly swing, the one figure the engine holds the wallet to (server/src/engine/thresholds.ts
 * `RISK_LEVEL_VOLATILITY`) and the app writes beside its name; docs/engine.md "Risk levels" says why each.
 */
export const RISK_LEVEL_SWINGS: { readonly [Id in RiskChoice]: number } = { careful: 0.15, balanced: 0.3, bold: 0.45 };
