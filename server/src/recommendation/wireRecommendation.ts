/**
 * The engine's output as the wire's objects, copied field by field. The engine's objects
 * are built with spreads across several modules, so one may carry a field of the engine's
 * own; copying by name keeps it off the wire (and out of the store), and a field the
 * contract gains is a type error here until it is filled.
 */
import type { FiredRule, Plan, PlanStep, Portfolio, Recommendation, SetAsideToken, Signals, TokenAdvice } from '../../../contract';
import { chainName } from '../domain/chains';
import type { AdvisedToken, EngineOutput } from '../engine';

function wireSignals(signals: Signals): Signals {
  return {
    return30d: signals.return30d,
    return90d: signals.return90d,
    priceVsSma50: signals.priceVsSma50,
    volatilityAnnual: signals.volatilityAnnual,
    maxDrawdown90d: signals.maxDrawdown90d,
    weight: signals.weight,
    pegDeviation: signals.pegDeviation,
  };
}

function wireRule(rule: FiredRule): FiredRule {
  return {
    id: rule.id,
    action: rule.action,
    signal: rule.signal,
    observed: rule.observed,
    threshold: rule.threshold,
    comparison: rule.comparison,
    text: rule.text,
  };
}

function wireTrade(trade: NonNullable<TokenAdvice['trade']>): NonNullable<TokenAdvice['trade']> {
  return {
    side: trade.side,
    units: trade.units,
    usd: trade.usd,
    sizeUsd: trade.sizeUsd,
    ...(trade.paidFrom === undefined ? {} : { paidFrom: trade.paidFrom }),
  };
}

function wireToken(token: AdvisedToken): TokenAdvice {
  return {
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
    ...(token.adviceOn === undefined ? {} : { adviceOn: { chainId: token.adviceOn.chainId, address: token.adviceOn.address } }),
    sparkline: token.sparkline,
  };
}

function wireSetAside(token: SetAsideToken): SetAsideToken {
  return {
    chainId: token.chainId,
    symbol: token.symbol,
    name: token.name,
    reason: token.reason,
    ...(token.priceAgeSeconds === undefined ? {} : { priceAgeSeconds: token.priceAgeSeconds }),
  };
}

function wirePortfolio(portfolio: EngineOutput['portfolio']): Portfolio {
  return {
    hhi: portfolio.hhi,
    stableShare: portfolio.stableShare,
    tokenCount: portfolio.tokenCount,
    chainCount: portfolio.chainCount,
    stableReserveUsd: portfolio.stableReserveUsd,
    volatilityAnnual: portfolio.volatilityAnnual,
    targetVolatility: portfolio.targetVolatility,
    reserveForTargetUsd: portfolio.reserveForTargetUsd,
    shortHistory: portfolio.shortHistory,
  };
}

function wireStep(step: EngineOutput['plan']['steps'][number]): PlanStep {
  return {
    action: step.action,
    symbol: step.symbol,
    name: step.name,
    chainId: step.chainId,
    chainName: chainName(step.chainId),
    address: step.address,
    units: step.units,
    usd: step.usd,
    ...(step.fullUsd === undefined ? {} : { fullUsd: step.fullUsd }),
  };
}

function wirePlan(plan: EngineOutput['plan']): Plan {
  return {
    steps: plan.steps.map(wireStep),
    reserveBeforeUsd: plan.reserveBeforeUsd,
    raisedUsd: plan.raisedUsd,
    spentUsd: plan.spentUsd,
    reserveAfterUsd: plan.reserveAfterUsd,
  };
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
