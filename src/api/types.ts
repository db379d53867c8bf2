/**
 * What the app reads of the contract (contract/*.ts), and the app's types, the Static<> of it.
 * Each object's schema has only the fields the app cannot do without required, so that an answer
 * or stored entry from an older build, which lacks a later field, still reads; everything else the
 * contract says (types, ranges, patterns) is checked as the contract says it.
 * scripts/compileValidators.ts compiles these schemas into readValidators.js. The app imports
 * only types from here (ESLint says so), so TypeBox stays out of the bundle.
 */
import * as Type from '@sinclair/typebox';
import type { Static, TObject, TProperties } from '@sinclair/typebox';
import { PriceNowSchema } from '../../contract/prices';
import { DemoWalletSchema } from '../../contract/routes';
import {
  ChainStatusSchema,
  FiredRuleSchema,
  PlanSchema,
  PlanStepSchema,
  PortfolioSchema,
  RecommendationSchema,
  SetAsideSchema,
  SignalsSchema,
  TokenAdviceSchema,
} from '../../contract/recommendation';

/** `schema` with `needed` required and its other fields optional. */
function needing<T extends TObject, K extends (keyof T['properties'] & string)[]>(schema: T, needed: [...K]) {
  return Type.Composite([Type.Pick(schema, needed), Type.Partial(Type.Omit(schema, needed))]);
}

/** `schema` with `own` in place of the contract's schemas of those fields. */
function withOwn<T extends TObject, O extends TProperties>(schema: T, own: O) {
  return Type.Composite([Type.Omit(schema, Type.KeyOf(Type.Object(own))), Type.Object(own)]);
}

export const RuleRead = needing(FiredRuleSchema, ['id', 'action', 'text']);

/** A reason the service adds later is shown as sent. */
export const SetAsideRead = withOwn(needing(SetAsideSchema, ['symbol']), { reason: Type.String() });

export const ChainRead = needing(ChainStatusSchema, ['chainId', 'name', 'status']);

/** Texts and figures an older build did not store read as empty. */
export const TokenRead = withOwn(needing(TokenAdviceSchema, ['symbol', 'action']), {
  result: Type.String({ default: '' }),
  description: Type.String({ default: '' }),
  count: Type.Number({ default: 0 }),
  price: Type.Number({ default: 0 }),
  rules: Type.Optional(Type.Array(RuleRead)),
  /**
   * The closes, as the app draws them: the wire's encoded line is decoded before it is read (decode.ts),
   * and an answer stored before it carries them as they are.
   */
  sparkline: Type.Optional(Type.Array(Type.Number({ exclusiveMinimum: 0 }), { maxItems: 90 })),
  /** Each signal read on its own: an older service's answer without one still gives history the volatility a hold is graded by. */
  signals: Type.Optional(Type.Partial(SignalsSchema)),
  /**
   * History's own field, not the wire's: a saved hold keeps its volatility alone, as grading reads it
   * (compactEntry.ts, from `signals.volatilityAnnual`); null is not kept.
   */
  volatilityAnnual: Type.Optional(Type.Number({ minimum: 0 })),
  /**
   * History's own too: a dollar stablecoin's peg band, the distance from $1 within which the engine
   * counted it on its peg (0.03 = 3 %), from the rules that judged its peg (compactEntry.ts); its
   * call is graded on the peg (features/history/grading.ts). Absent for any other token.
   */
  pegBand: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
});

/** The wallet's volatility and the reserve for its target; without them the figures say nothing. */
export const PortfolioRead = needing(PortfolioSchema, ['volatilityAnnual', 'targetVolatility', 'stableReserveUsd', 'reserveForTargetUsd']);

/** A step says what to do with how much of which token; without one of those it is left out. */
export const PlanStepRead = needing(PlanStepSchema, ['action', 'symbol', 'chainId', 'address', 'units', 'usd']);

/** A plan is shown whole: without its steps and figures it says nothing. */
export const PlanRead = withOwn(PlanSchema, { steps: Type.Array(PlanStepRead) });

export const RecommendationRead = withOwn(needing(RecommendationSchema, ['id', 'address']), {
  overview: Type.String({ default: '' }),
  tokens: Type.Array(TokenRead, { default: [] }),
  setAside: Type.Optional(Type.Array(SetAsideRead)),
  chains: Type.Optional(Type.Array(ChainRead)),
  portfolio: Type.Optional(PortfolioRead),
  plan: Type.Optional(PlanRead),
});

/** A price without its token or status cannot be matched to a call or read. */
export const PriceNowRead = needing(PriceNowSchema, ['chainId', 'address', 'status']);

export const PricesReplyRead = Type.Object({ data: Type.Object({ prices: Type.Array(PriceNowRead) }) });

/** A demo wallet needs its address and label; the name and description are shown when there. */
export const DemoWalletRead = needing(DemoWalletSchema, ['label', 'address']);

export const DemoWalletsReplyRead = Type.Object({ data: Type.Object({ wallets: Type.Array(DemoWalletRead) }) });

export type { Action } from '../../contract/actions';

/** A recommendation as the app reads it; `setAside` and `chains` are absent in history from older builds. The types below are its parts. */
export type Recommendation = Static<typeof RecommendationRead>;

/**
 * Optional fields are absent in answers and history from older builds. `address` (with chainId,
 * how its price now is asked) and `volatilityAnnual` (history's, from the wire's signals) are what
 * grading needs; history saved before grading has neither.
 */
export type TokenAdvice = Recommendation['tokens'][number];

/** Where a card's holding sits when not plainly in the wallet: a deposit, a debt, a liquidity position (engine 4). */
export type Position = NonNullable<TokenAdvice['position']>;

/** One of the wallet's loans in a lending market, with its health (engine 4; absent in older answers). */
export type Loan = NonNullable<Recommendation['loans']>[number];

/** One condition of an engine rule that fired for a token; `action` is what it argued for. */
export type AdviceRule = NonNullable<TokenAdvice['rules']>[number];

/** A token the service left out of the advice and the totals; a `reason` it adds later is shown as sent. */
export type SetAsideToken = NonNullable<Recommendation['setAside']>[number];

/** One chain the service is configured to read, and whether it could read it this time. */
export type ChainReport = NonNullable<Recommendation['chains']>[number];

/** The advice as one plan (engine 3 and later; absent in older answers and history): steps and the reserve around them. */
export type Plan = NonNullable<Recommendation['plan']>;

/** One step of the plan: sell or buy how many units of which token, on which chain, for how many dollars. */
export type PlanStep = Plan['steps'][number];

/** The wallet's volatility, its target and the stable reserve that would meet it; absent in history from older builds. */
export type WalletFigures = NonNullable<Recommendation['portfolio']>;

/** A recommendation once the app has received it: createdAt (ISO timestamp) is added locally. */
export type SavedRecommendation = Recommendation & { createdAt: string };

/** One token's price now (GET /prices), for grading saved advice. */
export type PriceNow = Static<typeof PriceNowRead>;

/** A wallet of the local demo chains the service runs itself (GET /demo-wallets), offered as an example. */
export type DemoWallet = Static<typeof DemoWalletRead>;
