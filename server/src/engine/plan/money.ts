/**
 * The one money rule (docs/engine.md "The money rule"): every plan keeps at least MIN_STABLE_SHARE of the
 * wallet in stablecoins on their peg (the reserve floor); a sale goes into a stablecoin on its own chain; a buy
 * is paid from its own chain's stablecoins, never from another chain's (no bridge is needed, so none is
 * assumed), never below the floor, and never so far that the wallet's yearly swing passes the target, or, in a
 * wallet already past it, rises at all.
 */
import { filled } from '../arrays';
import { MIN_STABLE_SHARE, TRADING_DAYS_PER_YEAR } from '../thresholds';
import type { Ledger } from './ledger';
import type { PlanAsset, PlanHolding } from './model';
import type { RiskReading } from './risk';

/** The reserve floor, in cents of the wallet's value. */
export function floorCents(ledger: Ledger): number {
  return Math.round(ledger.totalUsd() * MIN_STABLE_SHARE * 100);
}

/** The stablecoin a sale on `chainId` goes into: the largest held there, else the one the answer names for it; null: none known. */
export function sellInto(ledger: Ledger, chainId: number): PlanHolding | null {
  return ledger.cashOn(chainId).at(0) ?? null;
}

/** What stops a buy short: the money (the floor, or its chain's stablecoins), or the swing's cap. */
export type BuyLimit = 'money' | 'swing';

/**
 * The most a buy of `asset` on `target`'s chain may spend, in cents, up to `wantedCents`: what that chain's
 * stablecoins hold, what the wallet's hold above the floor, and what keeps the swing within `ceiling`.
 */
export function buyCap(ledger: Ledger, risk: RiskReading, asset: PlanAsset, target: PlanHolding, wantedCents: number, ceiling: number) {
  const money = Math.max(0, Math.min(ledger.cashCents() - floorCents(ledger), ledger.cashCentsOn(target.token.chainId)));
  const swing = swingCapCents(risk, asset, ceiling);
  const cents = Math.min(wantedCents, money, swing);
  const limit: BuyLimit | null = cents >= wantedCents ? null : money <= swing ? 'money' : 'swing';
  return { cents: Math.max(0, cents), limit };
}

/**
 * The most of `asset` the wallet can buy with cash before its swing reaches `ceiling`: the squared daily
 * returns grow as a quadratic in the share bought, solved exactly. 0 past the ceiling, and for an asset
 * without a month of returns (what it would add cannot be measured). No cap when the swing itself cannot be
 * measured (a holding without a month of prices): the overview says so.
 */
function swingCapCents(risk: RiskReading, asset: PlanAsset, ceiling: number): number {
  if (risk.swing === null) return Number.MAX_SAFE_INTEGER;
  if (risk.swing > ceiling || !asset.returns || !(risk.totalUsd > 0)) return 0;
  const returns = asset.returns;
  const series = risk.swingSeries ?? filled(returns.length, 0);
  let a = 0;
  let b = 0;
  let c = 0;
  for (let day = 0; day < returns.length; day++) {
    a += returns[day] ** 2;
    b += 2 * series[day] * returns[day];
    c += series[day] ** 2;
  }
  c -= (returns.length * ceiling ** 2) / TRADING_DAYS_PER_YEAR;
  if (!(a > 0)) return Number.MAX_SAFE_INTEGER;
  const share = (-b + Math.sqrt(Math.max(0, b * b - 4 * a * c))) / (2 * a);
  return Math.max(0, Math.floor(share * risk.totalUsd * 100));
}
