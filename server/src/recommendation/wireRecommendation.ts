/**
 * The engine's output as the wire's objects, copied field by field. The engine's objects
 * are built with spreads across several modules, so one may carry a field of the engine's
 * own; copying by name keeps it off the wire (and out of the store). Every copy goes through
 * `everyField`, so a field the contract gains, optional ones too, is a type error here until
 * it is copied, as it is or made (the chain's name, the nested objects).
 */
import type {
  FiredRule,
  Loan,
  Plan,
  PlanAfter,
  PlanChain,
  PlanStep,
  Portfolio,
  Position,
  Recommendation,
  SetAsideToken,
  Signals,
  TokenAdvice,
} from '../../../contract';
import { chainName } from '../domain/chains';
import { leanFigure, leanLine } from './leanFigures';
import type { AdvisedToken, EngineOutput } from '../engine';

/**
 * `copy` as a T, and a compile error naming each field of T, optional ones too, that `copy`
 * leaves out (an optional field copied by a conditional spread or by `named` is an optional key
 * of the literal's type, so it counts). Curried so T is given and the literal's type inferred.
 */
function everyField<T>() {
  return <C extends T>(copy: C & { [K in Exclude<keyof T, keyof C>]: never }): T => copy;
}

/**
 * The fields of `source` that `keys` names, each as it is; an optional one left unset stays
 * absent rather than becoming an explicit undefined. Anything else `source` carries is left behind.
 */
function named<S extends object, K extends keyof S>(source: S, keys: readonly K[]): Pick<S, K> {
  const copy: Partial<Pick<S, K>> = {};
  for (const key of keys) if (source[key] !== undefined) copy[key] = source[key];
  // Every key named is set but an unset optional one, which Pick<S, K> allows to be absent.
  return copy as Pick<S, K>;
}

type Trade = NonNullable<TokenAdvice['trade']>;
type AdviceOn = NonNullable<TokenAdvice['adviceOn']>;
type Receipt = NonNullable<Position['receipt']>;
type Cash = NonNullable<PlanStep['cash']>;
type StepProtocol = NonNullable<PlanStep['protocol']>;
type Alternative = NonNullable<PlanStep['alternative']>;
type AfterAsset = PlanAfter['assets'][number];

function wirePosition(position: Position): Position {
  return everyField<Position>()({
    ...named(position, ['protocol', 'protocolName', 'kind', 'positionId', 'inRange', 'loan']),
    ...(position.receipt === undefined ? {} : { receipt: everyField<Receipt>()(named(position.receipt, ['symbol', 'address', 'units'])) }),
  });
}

function wireSignals(signals: Signals): Signals {
  return everyField<Signals>()({
    return30d: leanFigure(signals.return30d),
    return90d: leanFigure(signals.return90d),
    priceVsSma50: leanFigure(signals.priceVsSma50),
    volatilityAnnual: leanFigure(signals.volatilityAnnual),
    maxDrawdown90d: leanFigure(signals.maxDrawdown90d),
    weight: leanFigure(signals.weight),
    pegDeviation: leanFigure(signals.pegDeviation),
  });
}

/** A fired rule's condition, its figures said once: in `text`, the line also as a number (contract/recommendation.ts). */
function wireRule(rule: AdvisedToken['rules'][number]): FiredRule {
  return everyField<Omit<FiredRule, 'observed'>>()({ ...named(rule, ['id', 'action', 'signal', 'comparison', 'text']), threshold: leanFigure(rule.threshold) });
}

/** One wallet's advice names no wallet: severalWallets.ts names each token's and step's when it merges several. */
const ONE_WALLET: { wallet?: string } = {};

function wireToken(token: AdvisedToken): TokenAdvice {
  return everyField<TokenAdvice>()({
    ...ONE_WALLET,
    ...named(token, ['chainId', 'symbol', 'name', 'address', 'icon', 'action', 'result', 'description', 'count', 'price', 'valueUsd', 'notes']),
    chainName: chainName(token.chainId),
    signals: wireSignals(token.signals),
    rules: token.rules.map(wireRule),
    sparkline: leanLine(token.sparkline),
    ...(token.trade === undefined ? {} : { trade: everyField<Trade>()(named(token.trade, ['side', 'units', 'usd', 'sizeUsd', 'paidFrom'])) }),
    ...(token.adviceOn === undefined ? {} : { adviceOn: everyField<AdviceOn>()(named(token.adviceOn, ['chainId', 'address'])) }),
    ...(token.position === undefined ? {} : { position: wirePosition(token.position) }),
  });
}

function wireStep(step: EngineOutput['plan']['steps'][number]): PlanStep {
  return everyField<PlanStep>()({
    ...ONE_WALLET,
    ...named(step, ['action', 'symbol', 'name', 'chainId', 'address', 'units', 'usd', 'fullUsd']),
    chainName: chainName(step.chainId),
    ...(step.cash === undefined ? {} : { cash: everyField<Cash>()(named(step.cash, ['symbol', 'address'])) }),
    ...(step.protocol === undefined ? {} : { protocol: everyField<StepProtocol>()(named(step.protocol, ['id', 'name'])) }),
    ...(step.alternative === undefined ? {} : { alternative: everyField<Alternative>()(named(step.alternative, ['symbol', 'units', 'usd'])) }),
  });
}

function wirePlanChain(chain: Omit<PlanChain, 'chainName'>): PlanChain {
  return everyField<PlanChain>()({
    ...named(chain, ['chainId', 'reserveBeforeUsd', 'raisedUsd', 'spentUsd', 'reserveAfterUsd']),
    chainName: chainName(chain.chainId),
  });
}

function wireAfter(after: PlanAfter): PlanAfter {
  return everyField<PlanAfter>()({
    ...named(after, ['volatilityAnnual', 'targetVolatility', 'stableShare']),
    assets: after.assets.map((asset) => everyField<AfterAsset>()(named(asset, ['symbol', 'valueUsd', 'weight']))),
  });
}

function wireLoan(loan: Omit<Loan, 'chainName'>): Loan {
  return everyField<Loan>()({
    ...named(loan, ['protocol', 'protocolName', 'chainId', 'market', 'collateralUsd', 'debtUsd', 'healthFactor', 'liquidationThreshold', 'maxFall', 'status']),
    ...(loan.maxRise === undefined ? {} : { maxRise: loan.maxRise }),
    chainName: chainName(loan.chainId),
    collateralSymbols: [...loan.collateralSymbols],
    debtSymbols: [...loan.debtSymbols],
  });
}

/** The recommendation's part the engine made, as the contract has it. */
export function wireAdvice(
  output: EngineOutput,
): Required<Pick<Recommendation, 'overview' | 'tokens' | 'setAside' | 'totalValueUsd' | 'portfolio' | 'plan'>> &
  Pick<Recommendation, 'valueHistory' | 'loans'> {
  const { portfolio, plan } = output;
  return {
    overview: output.overview,
    tokens: output.tokens.map(wireToken),
    setAside: output.setAside.map((entry) =>
      everyField<SetAsideToken>()(named(entry, ['chainId', 'symbol', 'name', 'reason', 'priceAgeSeconds', 'failure', 'count'])),
    ),
    totalValueUsd: output.totalValueUsd,
    portfolio: everyField<Portfolio>()(
      named(portfolio, [
        'hhi',
        'stableShare',
        'tokenCount',
        'chainCount',
        'stableReserveUsd',
        'volatilityAnnual',
        'targetVolatility',
        'reserveForTargetUsd',
        'shortHistory',
        'risk',
      ]),
    ),
    plan: everyField<Plan>()({
      ...named(plan, ['reserveBeforeUsd', 'raisedUsd', 'spentUsd', 'reserveAfterUsd', 'reserveTargetUsd']),
      steps: plan.steps.map(wireStep),
      ...(plan.chains === undefined ? {} : { chains: plan.chains.map(wirePlanChain) }),
      ...(plan.after === undefined ? {} : { after: wireAfter(plan.after) }),
    }),
    valueHistory: [...output.valueHistory],
    ...(output.loans === undefined ? {} : { loans: output.loans.map(wireLoan) }),
  };
}
