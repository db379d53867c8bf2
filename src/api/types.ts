/**
 * The app's types: the Static<> of what it reads of the contract (readSchemas.ts, from contract/,
 * the one definition of the API). Type imports only: no TypeBox code reaches the bundle.
 */
import type { Static } from '@sinclair/typebox';
import type { ChainRead, PlanRead, PlanStepRead, PortfolioRead, PriceNowRead, RecommendationRead, RuleRead, SetAsideRead, TokenRead } from './readSchemas';

export { ACTIONS, type Action } from '../../contract/actions';

/** One condition of an engine rule that fired for a token; `action` is what it argued for. */
export type AdviceRule = Static<typeof RuleRead>;

/** A token the service left out of the advice and the totals; a `reason` it adds later is shown as sent. */
export type SetAsideToken = Static<typeof SetAsideRead>;

/** One chain the service is configured to read, and whether it could read it this time. */
export type ChainReport = Static<typeof ChainRead>;

/**
 * Optional fields are absent in answers and history from older builds. `address` (with chainId,
 * how its price now is asked) and `volatilityAnnual` (history's, from the wire's signals) are what
 * grading needs; history saved before grading has neither.
 */
export type TokenAdvice = Static<typeof TokenRead>;

/** A recommendation as the app reads it; `setAside` and `chains` are absent in history from older builds. */
export type Recommendation = Static<typeof RecommendationRead>;

/** One step of the plan: sell or buy how many units of which token, on which chain, for how many dollars. */
export type PlanStep = Static<typeof PlanStepRead>;

/** The advice as one plan (engine 3 and later; absent in older answers and history): steps and the reserve around them. */
export type Plan = Static<typeof PlanRead>;

/** The wallet's volatility, its target and the stable reserve that would meet it; absent in history from older builds. */
export type WalletFigures = Static<typeof PortfolioRead>;

/** A recommendation once the app has received it: createdAt (ISO timestamp) is added locally. */
export type SavedRecommendation = Recommendation & { createdAt: string };

/** One token's price now (GET /prices), for grading saved advice. */
export type PriceNow = Static<typeof PriceNowRead>;
