import type { AssetPosition, PricedHolding } from './portfolio';
import { judgeHolding, type PositionRisk } from './rules/evaluate';
import { inPegCurrency } from './rules/rule';
import { pegCurrency, pegRateUsd, type PegRates } from './signals/peg';
import { tokenSignals } from './signals/tokenSignals';
import { sparkline } from './sparkline';
import { describeHolding } from './text/describeHolding';
import { priceNotes } from './text/priceNotes';
import { resultLine } from './text/verdict';
import type { AdvisedToken } from './types';

/**
 * The advice on one asset, one entry per chain it is held on. The asset is
 * judged once, on its largest holding's prices and its weight across all
 * chains, so USDC on Ethereum and USDC on Base always get the same action.
 * A stablecoin is judged against its own peg (EURC against EUR / USD) when
 * `rates` knows that peg, and as a plain token otherwise. `risk` is the wallet's
 * budget per non-stable asset and this asset's part of the wallet's volatility.
 */
export function adviseAsset(
  { holdings, weight }: AssetPosition,
  risk: PositionRisk,
  rates: PegRates = {},
  disabledRules: readonly string[] = [],
): AdvisedToken[] {
  const lead = holdings[0];
  const signals = tokenSignals(lead.token, lead.prices, weight, rates);
  const rateUsd = pegRateUsd(lead.token, rates);
  const currency = pegCurrency(lead.token) ?? 'USD';
  const peg = rateUsd === null ? undefined : { currency, rateUsd };
  const verdict = judgeHolding(signals, peg !== undefined, risk, disabledRules);
  const rules = inPegCurrency(verdict.rules, currency);
  const deciding = rules.filter((rule) => rule.id === verdict.decidedBy);
  const facts = { symbol: lead.token.symbol, price: lead.prices.priceUsd, signals, risk, historyDays: lead.prices.dailyCloses.length, ...(peg ? { peg } : {}) };
  const result = resultLine(signals, lead.prices.priceUsd, deciding, true, currency);
  const description = describeHolding(facts, verdict.decidedBy);
  return holdings.map((holding: PricedHolding) => ({
    chainId: holding.token.chainId,
    symbol: holding.token.symbol,
    name: holding.token.name,
    address: holding.token.address,
    ...(holding.token.logoURI === undefined ? {} : { icon: holding.token.logoURI }),
    action: verdict.action,
    result,
    description,
    count: holding.amount,
    price: holding.prices.priceUsd,
    valueUsd: holding.valueUsd,
    signals,
    rules,
    notes: priceNotes(holding.prices, holding.otherPrice),
    sparkline: sparkline(holding.prices.dailyCloses),
  }));
}
