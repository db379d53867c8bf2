/**
 * The plan's lines, from the ledger's flows (ledger.ts): every dollar a sale raises goes into a named
 * stablecoin on the same chain, every dollar a buy spends comes from one, so each line names its token, its
 * stablecoin, its chain and its amount, and the lines sum to the totals and to each chain's money exactly
 * (whole cents). Flows between the same token and stablecoin are netted: a wallet is never told to sell a
 * token and buy it back in one plan.
 */
import { roundSignificant } from '../significant';
import type { PlanChain, PlanStep } from '../types';
import type { Ledger } from './ledger';
import type { Repay } from './loans';
import type { PlanAsset, PlanHolding } from './model';

/** A step with its ledger holding and asset, for the words (text/) and the cards' trades. */
export interface LedgerStep {
  step: PlanStep;
  holding: PlanHolding;
  asset: PlanAsset;
}

export interface PlanLines {
  /** Repayments of loans in danger, first: each paid with a stablecoin on the loan's chain. */
  repays: PlanStep[];
  steps: LedgerStep[];
  chains: PlanChain[];
  reserveBeforeUsd: number;
  raisedUsd: number;
  spentUsd: number;
  reserveAfterUsd: number;
}

/** Units to 8 significant figures: the trade's size without float noise (38596.520000000004). */
export const unitsOf = (usd: number, price: number): number => (usd > 0 && price > 0 ? roundSignificant(usd / price, 8) : 0);

function stepFor(holding: PlanHolding, cash: PlanHolding, action: PlanStep['action'], cents: number): PlanStep {
  const { token } = holding;
  const usd = cents / 100;
  const place = holding.held?.position;
  return {
    action,
    symbol: token.symbol,
    name: token.name,
    chainId: token.chainId,
    address: token.address,
    units: unitsOf(usd, holding.price),
    usd,
    cash: { symbol: cash.token.symbol, address: cash.token.address },
    // A sale from a deposit, a vault or a staking token acts in its protocol: "withdraw 2 ETH from Aave".
    ...(place ? { protocol: { id: place.protocol, name: place.protocolName } } : {}),
  };
}

/** The repayments, one line per debt and stablecoin, most at risk first (the order they were made). */
function repaySteps(ledger: Ledger, repays: readonly Repay[]): PlanStep[] {
  const lines = new Map<string, PlanStep>();
  for (const { cash, debt, cents } of ledger.repayments) {
    const owed = ledger.debts[debt];
    const key = `${debt}:${cash.index}`;
    const usd = (lines.get(key)?.usd ?? 0) + cents / 100;
    const repay = repays.find((entry) => entry.weighed.debts.includes(debt));
    const place = owed.position;
    const alternative = repay?.alternative;
    lines.set(key, {
      action: 'repay',
      symbol: owed.token.symbol,
      name: owed.token.name,
      chainId: owed.token.chainId,
      address: owed.token.address,
      units: unitsOf(usd, owed.prices.priceUsd),
      usd: Math.round(usd * 100) / 100,
      ...(repay && repay.wantedUsd - usd >= 0.01 ? { fullUsd: Math.round(repay.wantedUsd * 100) / 100 } : {}),
      cash: { symbol: cash.token.symbol, address: cash.token.address },
      ...(place ? { protocol: { id: place.protocol, name: place.protocolName } } : {}),
      ...(alternative
        ? {
            alternative: {
              symbol: alternative.holding.token.symbol,
              units: unitsOf(alternative.usd, alternative.holding.prices.priceUsd),
              usd: Math.round(alternative.usd * 100) / 100,
            },
          }
        : {}),
    });
  }
  return [...lines.values()];
}

/**
 * `sellAction` says whether a sale is a strongly sell (a stablecoin whose peg has broken) or a sell. The
 * chains are listed in `chainOrder` (the answer's), then any other in the order first met.
 */
export function planLines(
  ledger: Ledger,
  sellAction: (asset: PlanAsset) => 'sell' | 'strongly sell',
  chainOrder: readonly number[],
  repays: readonly Repay[] = [],
): PlanLines {
  // Net cents per (token holding, cash holding): positive is a sale of the token into the cash.
  const nets = new Map<string, { token: number; cash: number; cents: number; first: number }>();
  ledger.flows.forEach((flow, order) => {
    const fromCash = ledger.holdings[flow.from].asset.kind === 'cash';
    const [token, cash, sign] = fromCash ? [flow.to, flow.from, -1] : [flow.from, flow.to, 1];
    const key = `${token}:${cash}`;
    const entry = nets.get(key) ?? { token, cash, cents: 0, first: order };
    entry.cents += sign * flow.cents;
    nets.set(key, entry);
  });
  const sells: LedgerStep[] = [];
  const buys: LedgerStep[] = [];
  for (const { token, cash, cents } of [...nets.values()].sort((a, b) => a.first - b.first)) {
    if (cents === 0) continue;
    const { holding, asset } = ledger.holdings[token];
    const cashHolding = ledger.holdings[cash].holding;
    if (cents > 0) sells.push({ step: stepFor(holding, cashHolding, sellAction(asset), cents), holding, asset });
    else {
      // "buy more" is advice on a token held where it is bought; on a chain it is not held yet, it is a "buy".
      buys.push({ step: stepFor(holding, cashHolding, holding.held ? 'buy more' : 'buy', -cents), holding, asset });
    }
  }
  sells.sort((a, b) => Number(b.step.action === 'strongly sell') - Number(a.step.action === 'strongly sell') || b.step.usd - a.step.usd);
  const repayLines = repaySteps(ledger, repays);
  return { repays: repayLines, steps: [...sells, ...buys], ...chainMoney(ledger, sells, [...buys.map(({ step }) => step), ...repayLines], chainOrder) };
}

function chainMoney(
  ledger: Ledger,
  sells: readonly LedgerStep[],
  spends: readonly PlanStep[],
  chainOrder: readonly number[],
): Omit<PlanLines, 'steps' | 'repays'> {
  const chains = new Map<number, { before: number; raised: number; spent: number }>();
  const on = (chainId: number) => {
    let entry = chains.get(chainId);
    if (!entry) chains.set(chainId, (entry = { before: 0, raised: 0, spent: 0 }));
    return entry;
  };
  for (const { holding, asset } of ledger.holdings) {
    // The money lines count the stablecoins the plan can spend: those in the wallet itself.
    if (asset.kind === 'cash' && holding.held && !holding.held.position) on(holding.token.chainId).before += Math.round(holding.held.valueUsd * 100);
  }
  for (const { step } of sells) on(step.chainId).raised += Math.round(step.usd * 100);
  for (const step of spends) on(step.chainId).spent += Math.round(step.usd * 100);
  const rank = (chainId: number) => (chainOrder.includes(chainId) ? chainOrder.indexOf(chainId) : chainOrder.length);
  const listed = [...chains].sort(([a], [b]) => rank(a) - rank(b)).filter(([, c]) => c.before + c.raised + c.spent > 0);
  const sum = (pick: (c: { before: number; raised: number; spent: number }) => number) => listed.reduce((total, [, c]) => total + pick(c), 0);
  return {
    chains: listed.map(([chainId, c]) => ({
      chainId,
      reserveBeforeUsd: c.before / 100,
      raisedUsd: c.raised / 100,
      spentUsd: c.spent / 100,
      reserveAfterUsd: (c.before + c.raised - c.spent) / 100,
    })),
    reserveBeforeUsd: sum((c) => c.before) / 100,
    raisedUsd: sum((c) => c.raised) / 100,
    spentUsd: sum((c) => c.spent) / 100,
    reserveAfterUsd: sum((c) => c.before + c.raised - c.spent) / 100,
  };
}
