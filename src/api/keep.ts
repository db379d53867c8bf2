/**
 * What the app keeps of each object of the contract (contract/recommendation.ts). Everything
 * the schema defines is kept when it is readable, except the `dropped` fields the app never
 * shows (so localStorage holds less); a field the service adds later is kept without a change
 * here. The app's types (types.ts) are derived from these lists and the schemas.
 */
import { PriceNowSchema } from '../../contract/prices';
import {
  ChainStatusSchema,
  FiredRuleSchema,
  PlanSchema,
  PlanStepSchema,
  PortfolioSchema,
  RecommendationSchema,
  SetAsideSchema,
  TokenAdviceSchema,
} from '../../contract/recommendation';
import type { JsonSchema } from './schemaCheck';

export interface KeepRule {
  /** Without these, readable, the object cannot be used and is left out. */
  readonly essential: readonly string[];
  /** Sent by the service but never shown: not kept. */
  readonly dropped: readonly string[];
  /** Used when a field is missing or unreadable, e.g. in an answer from an older build. */
  readonly defaults?: Readonly<Record<string, unknown>>;
  /** Fields read more loosely than the contract states, so that a newer service's values still show. */
  readonly loose?: Readonly<Record<string, JsonSchema>>;
  /** Turns a field an older build wrote in another form into the contract's, before it is read. */
  readonly upgrade?: Readonly<Record<string, (value: unknown) => unknown>>;
  /**
   * Fields of a nested object kept on this one, by the nested object's name: `{ volatilityAnnual:
   * 'signals' }` keeps the wire's `signals.volatilityAnnual` as `volatilityAnnual`, which is where
   * the app's own (stored) shape has it. Checked by the nested field's schema; null is not kept.
   */
  readonly lift?: Readonly<Record<string, string>>;
}

export const RULE_KEEP = {
  essential: ['id', 'action', 'text'],
  // The text states them all ("30-day return −38.0% < 0.0%").
  dropped: ['signal', 'observed', 'threshold', 'comparison'],
} as const satisfies KeepRule;

export const SET_ASIDE_KEEP = {
  essential: ['symbol', 'reason'],
  dropped: ['name'],
  // A reason the service adds later is shown as sent.
  loose: { reason: { type: 'string' } },
} as const satisfies KeepRule;

export const CHAIN_KEEP = { essential: ['chainId', 'name', 'status'], dropped: [] } as const satisfies KeepRule;

export const TOKEN_KEEP = {
  essential: ['symbol', 'action', 'result', 'description', 'count', 'price'],
  // `trade` is said in the description's last sentence, which is what the app shows.
  dropped: ['name', 'valueUsd', 'signals', 'trade'],
  defaults: { result: '', description: '', count: 0, price: 0 },
  // Grading judges a hold against its spread (features/history/grading.ts); the other signals are not shown.
  lift: { volatilityAnnual: 'signals' },
} as const satisfies KeepRule;

export const RECOMMENDATION_KEEP = {
  essential: ['id', 'address', 'overview', 'tokens'],
  dropped: ['totalValueUsd', 'engineVersion', 'generatedAt'],
  defaults: { overview: '', tokens: [] },
  // Early builds numbered their recommendations.
  upgrade: { id: (value: unknown) => (typeof value === 'number' ? String(value) : value) },
} as const satisfies KeepRule;

/** The wallet's volatility and the reserve for its target (WalletFigures); the concentration figures are said in the overview. */
export const PORTFOLIO_KEEP = {
  essential: ['volatilityAnnual', 'targetVolatility', 'stableReserveUsd', 'reserveForTargetUsd'],
  dropped: ['hhi', 'stableShare', 'tokenCount', 'chainCount', 'shortHistory'],
} as const satisfies KeepRule;

/** A plan (engine 3) is shown whole: without its steps and figures it says nothing, and it is left out. */
export const PLAN_KEEP = {
  essential: ['steps', 'reserveBeforeUsd', 'raisedUsd', 'spentUsd', 'reserveAfterUsd'],
  dropped: [],
} as const satisfies KeepRule;

/** A step says what to do with how much of which token; without one of those it is left out, the other steps stay. */
export const PLAN_STEP_KEEP = {
  essential: ['action', 'symbol', 'chainId', 'address', 'units', 'usd'],
  // The symbol and the chain's name say it on screen.
  dropped: ['name'],
} as const satisfies KeepRule;

/** A price without its token or status cannot be matched to a call or read. */
export const PRICE_KEEP = { essential: ['chainId', 'address', 'status'], dropped: [] } as const satisfies KeepRule;

/**
 * The rule for an object schema of the contract, found by its property names: a nested schema
 * is not always the exported object itself (TypeBox's Optional copies it, and so does the
 * build's literal of it), but it always has the same fields. An object not listed is kept whole.
 */
const RULES: ReadonlyArray<readonly [JsonSchema, KeepRule]> = [
  [RecommendationSchema, RECOMMENDATION_KEEP],
  [TokenAdviceSchema, TOKEN_KEEP],
  [FiredRuleSchema, RULE_KEEP],
  [SetAsideSchema, SET_ASIDE_KEEP],
  [ChainStatusSchema, CHAIN_KEEP],
  [PortfolioSchema, PORTFOLIO_KEEP],
  [PlanSchema, PLAN_KEEP],
  [PlanStepSchema, PLAN_STEP_KEEP],
  [PriceNowSchema, PRICE_KEEP],
];

const shapeOf = (schema: JsonSchema): string =>
  Object.keys(schema.properties ?? {})
    .sort()
    .join(',');
const RULE_BY_SHAPE = new Map(RULES.map(([schema, rule]) => [shapeOf(schema), rule]));

export function keepRuleFor(schema: JsonSchema): KeepRule | undefined {
  return RULE_BY_SHAPE.get(shapeOf(schema));
}
