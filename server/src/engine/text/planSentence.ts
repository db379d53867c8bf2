/**
 * The overview's first sentence: the plan in one line, its figures the plan's own totals written as every
 * figure of the answer is (contract/format.ts): "Sell $204,117 of ETH and all of UST ($10,680) for stablecoins;
 * buy $150,000 of LINK, AAVE and UNI; keep $320,000 in stablecoins, the 10% reserve Ribbit keeps."
 */
import { formatUnits, formatUsd } from '../../../../contract/format';
import { MIN_STABLE_SHARE } from '../thresholds';
import type { Plan, PlanStep } from '../types';
import { plainPercent } from './plainWords';

/** Shares are measured in whole cents of the wallet: a floor met to the cent is met. */
const RESERVE_SHARE_TOLERANCE = 1e-6;

/** The most names a list gives before "and N more". */
const NAMED = 3;

export function listed(items: readonly string[]): string {
  if (items.length === 1) return items[0];
  if (items.length > NAMED) return `${items.slice(0, NAMED).join(', ')} and ${items.length - NAMED} more`;
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const cents = (steps: readonly PlanStep[]): number => steps.reduce((sum, step) => sum + Math.round(step.usd * 100), 0);

/** Each asset once, in the plan's order, with its lines' total. */
function bySymbol(steps: readonly PlanStep[]): Array<{ symbol: string; usd: number; all: boolean }> {
  const assets = new Map<string, { symbol: string; cents: number; all: boolean }>();
  for (const step of steps) {
    const entry = assets.get(step.symbol) ?? { symbol: step.symbol, cents: 0, all: step.action === 'strongly sell' };
    entry.cents += Math.round(step.usd * 100);
    assets.set(step.symbol, entry);
  }
  return [...assets.values()].map(({ symbol, cents: total, all }) => ({ symbol, usd: total / 100, all }));
}

function sales(steps: readonly PlanStep[]): string[] {
  const assets = bySymbol(steps);
  if (assets.length === 0) return [];
  if (assets.length > NAMED) return [`sell ${formatUsd(cents(steps) / 100)} of ${listed(assets.map((asset) => asset.symbol))} for stablecoins`];
  return [
    `sell ${listed(assets.map(({ symbol, usd, all }) => (all ? `all of ${symbol} (${formatUsd(usd)})` : `${formatUsd(usd)} of ${symbol}`)))} for stablecoins`,
  ];
}

function buys(steps: readonly PlanStep[]): string[] {
  const assets = bySymbol(steps);
  if (assets.length === 0) return [];
  if (assets.length === 1) return [`buy ${formatUsd(assets[0].usd)} of ${assets[0].symbol}`];
  return [`buy ${formatUsd(cents(steps) / 100)} of ${listed(assets.map((asset) => asset.symbol))}`];
}

/**
 * The reserve the money rule keeps, said beside what the plan leaves: met, or short of it and why. The rule counts
 * every stablecoin on its peg, deposited ones too, less what the wallet owes (`after.stableShare`); the money lines
 * count the stablecoins in the wallet itself, so where the two differ the words say so.
 */
function reserveWords({ reserveAfterUsd, reserveTargetUsd, after }: Plan): string {
  if (reserveTargetUsd === undefined) return '';
  const reserve = `the ${plainPercent(MIN_STABLE_SHARE)} reserve Ribbit keeps (${formatUsd(reserveTargetUsd)})`;
  const inWallet = Math.round(reserveAfterUsd * 100) >= Math.round(reserveTargetUsd * 100);
  const met = Math.round(reserveTargetUsd * 100) === 0 || (after ? after.stableShare >= MIN_STABLE_SHARE - RESERVE_SHARE_TOLERANCE : inWallet);
  if (!met) return `, short of ${reserve}: there is nothing more the plan can sell for it`;
  return inWallet ? `, at least ${reserve}` : `; with your deposits, less what you owe, that is at least ${reserve}`;
}

/** "first repay 3,560 USDC to Aave", one per repayment: they come before everything else. */
function repays(steps: readonly PlanStep[]): string[] {
  return steps.map((step) => `first repay ${formatUnits(step.units)} ${step.symbol}${step.protocol ? ` to ${step.protocol.name}` : ''}`);
}

export function planSentence(plan: Plan): string {
  if (plan.steps.length === 0) {
    // Nothing to do can still leave the reserve short (a wallet whose money is all collateral): that is said.
    const short = reserveWords(plan);
    return `The plan: keep everything as it is${short.startsWith(', short of') ? short : ''}.`;
  }
  const repaid = plan.steps.filter((step) => step.action === 'repay');
  const sold = plan.steps.filter((step) => step.action === 'sell' || step.action === 'strongly sell');
  const bought = plan.steps.filter((step) => step.action === 'buy' || step.action === 'buy more');
  const keep = `keep ${formatUsd(plan.reserveAfterUsd)} in stablecoins${reserveWords(plan)}`;
  const sentence = [...repays(repaid), ...sales(sold), ...buys(bought), keep].join('; ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}
