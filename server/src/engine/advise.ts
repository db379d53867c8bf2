import type { PricedHolding } from './portfolio';
import { judgeHolding } from './rules/evaluate';
import { isStablecoin } from './signals/peg';
import { tokenSignals } from './signals/tokenSignals';
import { describeHolding } from './text/describeHolding';
import { resultLine } from './text/verdict';
import type { AdvisedToken } from './types';

/** The advice on one held, priced token. */
export function adviseHolding({ token, amount, prices, valueUsd, weight }: PricedHolding): AdvisedToken {
  const signals = tokenSignals(token, prices, weight);
  const verdict = judgeHolding(signals, isStablecoin(token));
  const deciding = verdict.rules.filter((rule) => rule.id === verdict.decidedBy);
  const facts = { symbol: token.symbol, price: prices.priceUsd, signals, historyDays: prices.dailyCloses.length };
  return {
    symbol: token.symbol,
    name: token.name,
    address: token.address,
    ...(token.logoURI === undefined ? {} : { icon: token.logoURI }),
    action: verdict.action,
    result: resultLine(signals, prices.priceUsd, deciding, true),
    description: describeHolding(facts, verdict.decidedBy),
    count: amount,
    price: prices.priceUsd,
    valueUsd,
    signals,
    rules: verdict.rules,
  };
}
