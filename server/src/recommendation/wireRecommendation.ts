/**
 * The engine's output as the wire's objects, copied field by field. The engine's objects
 * are built with spreads across several modules, so one may carry a field of the engine's
 * own; copying by name keeps it off the wire (and out of the store). Every copy goes through
 * `everyField`, so a field the contract gains, optional ones too, is a type error here until
 * it is copied.
 */
import type { FiredRule, Plan, PlanStep, Portfolio, Recommendation, SetAsideToken, Signals, TokenAdvice } from '../../../contract';
import { chainName } from '../domain/chains';
import type { AdvisedToken, EngineOutput } from '../engine';

/**
 * `copy` as a T, and a compile error naming each field of T, optional ones too, that `copy`
 * leaves out (an optional field copied by a conditional spread is an optional key of the
 * literal's type, so it counts). Curried so T is given and the literal's type inferred.
 */
function everyField<T>() {
  return <C extends T>(copy: C & { [K in Exclude<keyof T, keyof C>]: never }): T => copy;
}

function wireSignals(signals: Signals): Signals {
  return everyField<Signals>()({
    return30d: signals.return30d,
    return90d: signals.return90d,
    priceVsSma50: signals.priceVsSma50,
    volatilityAnnual: signals.volatilityAnnual,
    maxDrawdown90d: signals.maxDrawdown90d,
    weight: signals.weight,
    pegDeviation: signals.pegDeviation,
  });
}

function wireRule(rule: FiredRule): FiredRule {
  return everyField<FiredRule>()({
    id: rule.id,
    action: rule.action,
    signal: rule.signal,
    observed: rule.observed,
    threshold: rule.threshold,
    comparison: rule.comparison,
    text: rule.text,
  });
}

function wireTrade(trade: NonNullable<TokenAdvice['trade']>): NonNullable<TokenAdvice['trade']> {
  return everyField<NonNullable<TokenAdvice['trade']>>()({
    side: trade.side,
    units: trade.units,
    usd: trade.usd,
    sizeUsd: trade.sizeUsd,
    ...(trade.paidFrom === undefined ? {} : { paidFrom: trade.paidFrom }),
  });
}

function wireToken(token: AdvisedToken): TokenAdvice {
  return everyField<TokenAdvice>()({
    chainId: token.chainId,
    chainName: chainName(token.chainId),
    symbol: token.symbol,
    name: token.name,
    address: token.address,
    ...(token.icon === undefined ? {} : { icon: token.icon }),
    action: token.action,
    result: token.result,
    description: token.description,
    count: token.count,
    price: token.price,
    valueUsd: token.valueUsd,
    signals: wireSignals(token.signals),
    rules: token.rules.map(wireRule),
    notes: token.notes,
    ...(token.trade === undefined ? {} : { trade: wireTrade(token.trade) }),
    ...(token.adviceOn === undefined
      ? {}
      : { adviceOn: everyField<NonNullable<TokenAdvice['adviceOn']>>()({ chainId: token.adviceOn.chainId, address: token.adviceOn.address }) }),
    sparkline: token.sparkline,
  });
}

function wireSetAside(token: SetAsideToken): SetAsideToken {
  return everyField<SetAsideToken>()({
    chainId: token.chainId,
    symbol: token.symbol,
    name: token.name,
    reason: token.reason,
    ...(token.priceAgeSeconds === undefined ? {} : { priceAgeSeconds: token.priceAgeSeconds }),
  });
}

function wirePortfolio(portfolio: EngineOutput['portfolio']): Portfolio {
  return everyField<Portfolio>()({
    hhi: portfolio.hhi,
    stableShare: portfolio.stableShare,
    tokenCount: portfolio.tokenCount,
    chainCount: portfolio.chainCount,
    stableReserveUsd: portfolio.stableReserveUsd,
    volatilityAnnual: portfolio.volatilityAnnual,
    targetVolatility: portfolio.targetVolatility,
    reserveForTargetUsd: portfolio.reserveForTargetUsd,
    shortHistory: portfolio.shortHistory,
  });
}

function wireStep(step: EngineOutput['plan']['steps'][number]): PlanStep {
  return everyField<PlanStep>()({
    action: step.action,
    symbol: step.symbol,
    name: step.name,
    chainId: step.chainId,
    chainName: chainName(step.chainId),
    address: step.address,
    units: step.units,
    usd: step.usd,
    ...(step.fullUsd === undefined ? {} : { fullUsd: step.fullUsd }),
  });
}

function wirePlan(plan: EngineOutput['plan']): Plan {
  return everyField<Plan>()({
    steps: plan.steps.map(wireStep),
    reserveBeforeUsd: plan.reserveBeforeUsd,
    raisedUsd: plan.raisedUsd,
    spentUsd: plan.spentUsd,
    reserveAfterUsd: plan.reserveAfterUsd,
  });
}

/** The recommendation's part the engine made, as the contract has it. */
export function wireAdvice(output: EngineOutput): Required<Pick<Recommendation, 'overview' | 'tokens' | 'setAside' | 'totalValueUsd' | 'portfolio' | 'plan'>> {
  return {
    overview: output.overview,
    tokens: output.tokens.map(wireToken),
    setAside: output.setAside.map(wireSetAside),
    totalValueUsd: output.totalValueUsd,
    portfolio: wirePortfolio(output.portfolio),
    plan: wirePlan(output.plan),
  };
}
