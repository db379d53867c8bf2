import type { AssetPosition, PricedHolding } from './portfolio';
import type { PlannedAsset } from './plan';
import { judgeHolding, type PositionRisk } from './rules/evaluate';
import { inPegCurrency } from './rules/rule';
import { pegCurrency, pegRateUsd, type PegRates } from './signals/peg';
import { tokenSignals } from './signals/tokenSignals';
import { sparkline } from './sparkline';
import { holdingDetail, holdingReason, type Reason } from './text/describeHolding';
import { priceNotes } from './text/priceNotes';
import { UNDER_BUDGET } from './rules/heldRules';
import { holdReasons } from './rules/holdReasons';
import type { AdvisedToken } from './types';

/** One asset's call before the plan sizes it: its tokens (largest holding first), and its words but the amounts. */
export interface AssetAdvice extends PlannedAsset {
  reason: Reason;
  /** What would change the call, said after the first sentence. */
  detail: string;
}

/** A position's risk as the words need it: the rules' figures, and the wallet's volatility (the sum of every part). */
export type HoldingRisk = PositionRisk & { walletSwing: number | null };

/**
 * The advice on one asset, one entry per chain it is held on. The asset is
 * judged once, on its largest holding's prices and its weight across all
 * chains, so USDC on Ethereum and USDC on Base always get the same action.
 * A stablecoin is judged against its own peg (EURC against EUR / USD) when
 * `rates` knows that peg, and as a plain token otherwise. `risk` is the wallet's
 * budget per non-stable asset and this asset's part of the wallet's volatility.
 * `result` and `description` are left empty: they need the plan's amounts (index.ts).
 */
export function adviseAsset({ holdings, weight }: AssetPosition, risk: HoldingRisk, rates: PegRates = {}, disabledRules: readonly string[] = []): AssetAdvice {
  const lead = holdings[0];
  const signals = tokenSignals(lead.token, lead.prices, weight, rates);
  const rateUsd = pegRateUsd(lead.token, rates);
  const currency = pegCurrency(lead.token) ?? 'USD';
  const peg = rateUsd === null ? undefined : { currency, rateUsd };
  const verdict = judgeHolding(signals, peg !== undefined, risk, disabledRules);
  // A hold no rule decided still says why, in rule entries with figures ("Why?").
  const historyDays = lead.prices.dailyCloses.length;
  const rules = verdict.decidedBy === null ? holdReasons(signals, risk.budget, risk.contribution, historyDays) : inPegCurrency(verdict.rules, currency);
  const swingShare = risk.contribution === null || risk.walletSwing === null || !(risk.walletSwing > 0) ? null : risk.contribution / risk.walletSwing;
  const facts = {
    symbol: lead.token.symbol,
    price: lead.prices.priceUsd,
    signals,
    risk,
    swingShare,
    historyDays,
    ...(peg ? { peg } : {}),
  };
  const tokens = holdings.map((holding: PricedHolding): AdvisedToken => ({
    chainId: holding.token.chainId,
    symbol: holding.token.symbol,
    name: holding.token.name,
    address: holding.token.address,
    ...(holding.token.logoURI === undefined ? {} : { icon: holding.token.logoURI }),
    action: verdict.action,
    result: '',
    description: '',
    count: holding.amount,
    price: holding.prices.priceUsd,
    valueUsd: holding.valueUsd,
    signals,
    rules,
    notes: priceNotes(holding.prices, holding.otherPrice),
    sparkline: sparkline(holding.prices.dailyCloses),
  }));
  const partOfBudget = verdict.decidedBy === UNDER_BUDGET && risk.contribution !== null ? risk.contribution / risk.budget.swing : null;
  return {
    tokens,
    buildsReserve: false,
    partOfBudget,
    reason: holdingReason(facts, verdict.decidedBy),
    detail: holdingDetail(facts, verdict.decidedBy),
  };
}
