/**
 * One home per rule (docs/engine.md "Rules"): a rule's conditions, the line each compares with and what that
 * line is (its "Why?" entries), its plain words and what would change it sit in one typed record, keyed by a
 * typed id. The book (index.ts) maps every id to its record, so a rule without its words does not compile.
 */
import type { PegCurrency } from '../../../domain/types';
import type { RiskBudget } from '../../plan/risk';
import type { Action, Signals } from '../../types';
import type { Condition } from '../rule';

/** A held token's rules, strongest first. */
export type TokenRuleId = 'downtrend' | 'trim-outsized' | 'under-budget';
/** A held stablecoin's rules. */
export type StableRuleId = 'depeg-collapse' | 'depeg' | 'on-peg';
/**
 * The plan's own: a sale that keeps the reserve floor, a new token for a wallet whose crypto sits in too few,
 * the stablecoin a chain's sales go into when the wallet holds none there, a stablecoin off its peg too small to
 * trade, and a buy the money rule did not pay.
 */
export type PlanRuleId = 'fund-reserve' | 'spread' | 'cash-for-sales' | 'depeg-too-small' | 'unfunded' | 'over-target';
/**
 * A token a sell rule wants sold, or a broken stablecoin, that the plan cannot sell: nowhere to sell it into, or
 * held where the plan does not move it.
 */
export type UnsoldRuleId =
  | 'downtrend-nowhere-to-sell'
  | 'downtrend-not-movable'
  | 'trim-nowhere-to-sell'
  | 'trim-not-movable'
  | 'depeg-collapse-nowhere-to-sell'
  | 'depeg-nowhere-to-sell'
  | 'depeg-collapse-not-movable'
  | 'depeg-not-movable';
/** Why a token no rule trades is held, in the order they are told (the first that applies). */
export type HoldReasonId = 'short-history' | 'dust' | 'unmeasured' | 'small-downtrend' | 'past-max-weight' | 'within-level' | 'within-budget';
export type RuleId = TokenRuleId | StableRuleId | PlanRuleId | UnsoldRuleId | HoldReasonId;

/** What a rule's conditions depend on beyond the token: the wallet's budget per token. */
export interface RuleContext {
  budget: RiskBudget;
}

/** Everything the words of a call may say, at the moment the rule judged the asset. */
export interface AssetFacts {
  symbol: string;
  price: number;
  /** The lead holding's signals, `weight` as judged. */
  signals: Signals;
  budget: RiskBudget;
  /** Its part of the wallet's volatility; null when it cannot be measured. */
  part: number | null;
  /** Its part over the sum of every part (the tokens' swing); null when unknown. */
  swingShare: number | null;
  historyDays: number;
  /** Stablecoins: the currency tracked and its USD rate. */
  peg?: { currency: PegCurrency; rateUsd: number };
  /** The wallet's stable share and yearly swing, and the swing no buy may pass. */
  stableShare: number;
  walletSwing: number | null;
  ceiling: number;
  /** Tokens of at least 1 % the wallet's crypto sits in. */
  cryptoTokens: number;
}

/** A reason in plain words: short for the result line ("it is 17% of your money…"), long for the description. */
export interface Reason {
  short: string;
  long: string;
}

export interface RuleRecord<Id extends RuleId = RuleId> {
  id: Id;
  action: Action;
  /** Every condition must hold; each is a "Why?" entry with its figure, its line and what the line is. */
  conditions(context: RuleContext): readonly Condition[];
  /** Stops the rule when every one of these holds (buy more, unless in a downtrend). */
  unless?(context: RuleContext): readonly Condition[];
  /** A hold's call, "keep it" unless the record says otherwise: a sale the plan cannot make is no advice to keep. */
  call?: string;
  reason(facts: AssetFacts): Reason;
  /** What would change the call, said after its first sentence. */
  detail(facts: AssetFacts): string;
}
