/**
 * The answer's `portfolio`: the wallet before the plan. Its concentration is of its crypto alone (stablecoins on
 * their peg are cash, never concentration), its swing the plan's own measure (plan/risk.ts), and the reserve
 * that would reach the target said beside the one the money rule keeps.
 */
import type { PlannerOutcome } from '../plan/planner';
import type { Valuation } from '../portfolio';
import { herfindahl } from '../signals/concentration';
import type { PortfolioSummary, WalletRisk } from '../types';
import type { Largest } from '../text/walletSentences';

export function summaryOf(
  valuation: Valuation,
  { ledger, before, level }: PlannerOutcome,
): { portfolio: PortfolioSummary & WalletRisk; largest: Largest | null } {
  const total = valuation.totalValueUsd;
  // The planner's assets start with the valued positions, in their order; their kinds say which are cash.
  const held = valuation.positions.map((position, i) => ({
    symbol: ledger.assets[i].symbol,
    kind: ledger.assets[i].kind,
    valueUsd: position.valueUsd,
    measured: ledger.assets[i].returns !== null,
  }));
  const crypto = held.filter((asset) => asset.kind !== 'cash');
  const cryptoUsd = crypto.reduce((sum, asset) => sum + asset.valueUsd, 0);
  const largest = crypto.reduce<(typeof crypto)[number] | null>((best, asset) => (best === null || asset.valueUsd > best.valueUsd ? asset : best), null);
  // What the wallet owes is paid back in money: it counts against the reserve.
  const owedUsd = valuation.debts.reduce((sum, debt) => sum + debt.valueUsd, 0);
  const stableReserveUsd = Math.max(0, held.reduce((sum, asset) => sum + (asset.kind === 'cash' ? asset.valueUsd : 0), 0) - owedUsd);
  const stableShare = total > 0 ? stableReserveUsd / total : 0;
  // A wallet with nothing priced has nothing to measure: null (the contract's "nothing priced"), not an empty ledger's 0.
  const swing = held.length > 0 ? before.swing : null;
  const exposed = 1 - stableShare;
  const target = level.ceiling;
  // With no level chosen and a swing under balanced's, the wallet's own swing is its level: met as it is, however its ceiling rounds.
  const kept = level.used === 'current' && level.ceiling < level.target;
  const reserveShare = swing === null ? null : !kept && exposed > 0 && swing / exposed > target ? 1 - target / (swing / exposed) : 0;
  return {
    portfolio: {
      hhi: cryptoUsd > 0 ? herfindahl(crypto.map((asset) => asset.valueUsd / cryptoUsd)) : 0,
      stableShare,
      tokenCount: valuation.portfolio.tokenCount,
      chainCount: valuation.portfolio.chainCount,
      stableReserveUsd,
      volatilityAnnual: swing,
      targetVolatility: target,
      risk: level.used,
      reserveForTargetUsd: reserveShare === null ? null : reserveShare * total,
      shortHistory: crypto.filter((asset) => !asset.measured).map((asset) => asset.symbol),
    },
    largest: largest && total > 0 ? { symbol: largest.symbol, share: largest.valueUsd / total } : null,
  };
}
