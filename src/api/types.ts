/**
 * The app's types, derived from the contract (contract/, the one definition of the API) and
 * from what the app keeps of it (keep.ts). `wallet` on the wire, `address` in the app.
 */
import type { PriceNow as WirePriceNow } from '../../contract/prices';
import type {
  ChainStatus,
  FiredRule,
  Plan as WirePlan,
  PlanStep as WirePlanStep,
  Portfolio as WirePortfolio,
  Recommendation as WireRecommendation,
  SetAsideToken as WireSetAside,
  TokenAdvice as WireToken,
} from '../../contract/recommendation';
import type {
  CHAIN_KEEP,
  KeepRule,
  PLAN_KEEP,
  PLAN_STEP_KEEP,
  PORTFOLIO_KEEP,
  PRICE_KEEP,
  RECOMMENDATION_KEEP,
  RULE_KEEP,
  SET_ASIDE_KEEP,
  TOKEN_KEEP,
} from './keep';

export { ACTIONS, type Action } from '../../contract/actions';

/** The essential fields always; every other field but the dropped ones when it was readable. */
type Kept<Wire, Rule extends KeepRule> = Pick<Wire, Rule['essential'][number] & keyof Wire> &
  Partial<Omit<Wire, Rule['essential'][number] | Rule['dropped'][number]>> &
  Lifted<Wire, Rule['lift']>;

/** Each lifted field, optional and never null, typed as in the nested object it comes from. */
type Lifted<Wire, Lift> = {
  [Key in keyof Lift]?: Lift[Key] extends keyof Wire ? (Key extends keyof Wire[Lift[Key]] ? NonNullable<Wire[Lift[Key]][Key]> : never) : never;
};

/** One condition of an engine rule that fired for a token; `action` is what it argued for. */
export type AdviceRule = Kept<FiredRule, typeof RULE_KEEP>;

/** A token the service left out of the advice and the totals; a `reason` it adds later is shown as sent. */
export type SetAsideToken = Omit<Kept<WireSetAside, typeof SET_ASIDE_KEEP>, 'reason'> & { reason: string };

/** One chain the service is configured to read, and whether it could read it this time. */
export type ChainReport = Kept<ChainStatus, typeof CHAIN_KEEP>;

/**
 * Optional fields are absent in answers and history from older builds. `address` (with chainId,
 * how its price now is asked) and `volatilityAnnual` (lifted from the wire's signals) are what
 * grading needs; history saved before grading has neither.
 */
export type TokenAdvice = Omit<Kept<WireToken, typeof TOKEN_KEEP>, 'rules'> & { rules?: AdviceRule[] };

/** A recommendation as the app keeps it; `setAside` and `chains` are absent in history from older builds. */
export type Recommendation = Omit<Kept<WireRecommendation, typeof RECOMMENDATION_KEEP>, 'tokens' | 'setAside' | 'chains' | 'portfolio' | 'plan'> & {
  tokens: TokenAdvice[];
  setAside?: SetAsideToken[];
  chains?: ChainReport[];
  portfolio?: WalletFigures;
  plan?: Plan;
};

/** One step of the plan: sell or buy how many units of which token, on which chain, for how many dollars. */
export type PlanStep = Kept<WirePlanStep, typeof PLAN_STEP_KEEP>;

/** The advice as one plan (engine 3 and later; absent in older answers and history): steps and the reserve around them. */
export type Plan = Omit<Kept<WirePlan, typeof PLAN_KEEP>, 'steps'> & { steps: PlanStep[] };

/** The wallet's volatility, its target and the stable reserve that would meet it; absent in history from older builds. */
export type WalletFigures = Kept<WirePortfolio, typeof PORTFOLIO_KEEP>;

/** A recommendation once the app has received it: createdAt (ISO timestamp) is added locally. */
export type SavedRecommendation = Recommendation & { createdAt: string };

/** One token's price now (GET /prices), for grading saved advice. */
export type PriceNow = Kept<WirePriceNow, typeof PRICE_KEEP>;
