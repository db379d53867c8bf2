import { assetKey } from '../domain/types';
import { fire as fireRule, inPegCurrency, type Observations, type Rule } from './rules/rule';
import { CONCENTRATED, NO_STABLE_RESERVE, STABLE_CANDIDATE, UPTREND_CANDIDATE } from './rules/suggestionRules';
import { hasUsablePrice } from './portfolio';
import { pegCurrency, pegRateUsd, worstPegDeviation, type PegRates } from './signals/peg';
import { tokenSignals } from './signals/tokenSignals';
import { hasSpamName } from './spam';
import { sparkline } from './sparkline';
import type { AssetAdvice } from './advise';
import type { Reason } from './text/describeHolding';
import { stableSuggestionDetail, stableSuggestionReason, trendSuggestionDetail, trendSuggestionReason } from './text/describeSuggestion';
import { priceNotes } from './text/priceNotes';
import { MAX_BUY_SUGGESTIONS, PEG_RECORD_DAYS } from './thresholds';
import type { FiredRule, PortfolioSummary, Signals, UniverseToken } from './types';

interface Candidate {
  entry: UniverseToken;
  signals: Signals;
  why: FiredRule[];
  /**
   * Higher is better. Stablecoins: minus the worse of today's and the 90-day
   * worst peg deviation (the steadiest peg wins). Others: 90-day return per unit of volatility.
   */
  score: number;
}

/**
 * How far the stablecoin is, or lately was, from its peg ($1, or EUR / USD's
 * latest rate for a euro one); an unknown record counts as today's deviation.
 */
function pegRisk(signals: Signals, closes: readonly number[], pegRateUsd: number): number {
  const today = signals.pegDeviation ?? 0;
  return Math.max(today, worstPegDeviation(closes, PEG_RECORD_DAYS, pegRateUsd) ?? today);
}

function compareCandidates(a: Candidate, b: Candidate): number {
  if (a.score !== b.score) return a.score > b.score ? -1 : 1;
  const [x, y] = [a.entry.token, b.entry.token];
  if (x.symbol !== y.symbol) return x.symbol < y.symbol ? -1 : 1;
  return x.address < y.address ? -1 : x.address > y.address ? 1 : 0;
}

function toAdvice(candidate: Candidate, trigger: FiredRule[], reason: Reason, detail: string, buildsReserve: boolean): AssetAdvice {
  const { token, prices } = candidate.entry;
  const currency = pegCurrency(token) ?? 'USD';
  const advice = {
    chainId: token.chainId,
    symbol: token.symbol,
    name: token.name,
    address: token.address,
    ...(token.logoURI === undefined ? {} : { icon: token.logoURI }),
    action: 'buy' as const,
    result: '',
    description: '',
    count: 0,
    price: prices.priceUsd,
    valueUsd: 0,
    signals: candidate.signals,
    rules: [...trigger, ...inPegCurrency(candidate.why, currency)],
    notes: priceNotes(prices),
    sparkline: sparkline(prices.dailyCloses),
  };
  return { tokens: [advice], buildsReserve, partOfBudget: null, reason, detail };
}

/**
 * Up to MAX_BUY_SUGGESTIONS tokens the wallet does not hold. Only for a wallet
 * with something priced in it that lacks a stable reserve (then the stablecoin
 * closest to its peg comes first) or is concentrated (then the orderly uptrends
 * with the best 90-day return per unit of volatility).
 */
export function suggestBuys(
  universe: readonly UniverseToken[],
  /** assetKey of every asset the wallet holds: USDC held on Base is not suggested on Ethereum. */
  heldAssets: ReadonlySet<string>,
  portfolio: PortfolioSummary,
  /** USD per peg currency: a euro stablecoin is a candidate only when EUR / USD is known. */
  rates: PegRates = {},
  /** Rule ids switched off (the backtest's ablation). */
  disabledRules: readonly string[] = [],
): AssetAdvice[] {
  if (portfolio.tokenCount === 0) return [];
  const fire = (rule: Rule, observations: Observations): FiredRule[] => (disabledRules.includes(rule.id) ? [] : fireRule(rule, observations));
  const stableTrigger = fire(NO_STABLE_RESERVE, portfolio);
  const concentrationTrigger = fire(CONCENTRATED, portfolio);
  if (stableTrigger.length === 0 && concentrationTrigger.length === 0) return [];

  const seen = new Set(heldAssets);
  const stables: Candidate[] = [];
  const trends: Candidate[] = [];
  for (const entry of universe) {
    const asset = assetKey(entry.token);
    if (seen.has(asset) || hasSpamName(entry.token) || !hasUsablePrice(entry.prices)) continue;
    seen.add(asset);
    const signals = tokenSignals(entry.token, entry.prices, 0, rates);
    const rateUsd = pegRateUsd(entry.token, rates);
    if (rateUsd !== null) {
      const why = stableTrigger.length > 0 ? fire(STABLE_CANDIDATE, signals) : [];
      if (why.length > 0) stables.push({ entry, signals, why, score: -pegRisk(signals, entry.prices.dailyCloses, rateUsd) });
    } else if (concentrationTrigger.length > 0) {
      const why = fire(UPTREND_CANDIDATE, signals);
      const { return90d, volatilityAnnual } = signals;
      if (why.length > 0 && return90d !== null && volatilityAnnual !== null) {
        const score = volatilityAnnual > 0 ? return90d / volatilityAnnual : Number.MAX_VALUE;
        trends.push({ entry, signals, why, score });
      }
    }
  }
  stables.sort(compareCandidates);
  trends.sort(compareCandidates);

  const picks: AssetAdvice[] = [];
  const stable = stables.at(0);
  if (stable) {
    const { token, prices } = stable.entry;
    const peg = { currency: pegCurrency(token) ?? 'USD', rateUsd: pegRateUsd(token, rates) ?? 1 };
    const reason = stableSuggestionReason(token.symbol, prices.priceUsd, portfolio.stableShare, peg);
    picks.push(toAdvice(stable, stableTrigger, reason, stableSuggestionDetail(), true));
  }
  for (const trend of trends) {
    if (picks.length >= MAX_BUY_SUGGESTIONS) break;
    picks.push(toAdvice(trend, concentrationTrigger, trendSuggestionReason(trend.entry.token.symbol, trend.signals), trendSuggestionDetail(), false));
  }
  return picks;
}
