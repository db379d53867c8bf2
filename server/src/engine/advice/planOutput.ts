/** The answer's `plan`: its lines and money (plan/steps.ts), the reserve it keeps, and where it leaves the wallet. */
import { floorCents } from '../plan/money';
import type { PlannerOutcome } from '../plan/planner';
import type { PlanLines } from '../plan/steps';
import type { Plan } from '../types';

/** The stablecoins together, in where the plan leaves the wallet. */
export const STABLECOINS = 'Stablecoins';

export function planOutput(outcome: PlannerOutcome, lines: PlanLines): Plan {
  const { ledger, after } = outcome;
  const total = ledger.totalUsd();
  let cashCents = 0;
  const assets: Array<{ symbol: string; valueUsd: number; weight: number }> = [];
  for (const asset of ledger.assets) {
    const cents = ledger.centsOf(asset);
    if (asset.kind === 'cash') cashCents += cents;
    else if (cents > 0) assets.push({ symbol: asset.symbol, valueUsd: cents / 100, weight: cents / 100 / total });
  }
  if (cashCents > 0) assets.push({ symbol: STABLECOINS, valueUsd: cashCents / 100, weight: cashCents / 100 / total });
  const tokenKey = (chainId: number, address: string) => `${chainId}:${address.toLowerCase()}`;
  const funding = new Set(
    outcome.repays
      .flatMap((repay) => repay.funding.map((index) => ledger.holdings[index].holding.token))
      .map((token) => tokenKey(token.chainId, token.address)),
  );
  const steps = lines.steps.map(({ step }) => step);
  const fixing = steps.filter((step) => funding.has(tokenKey(step.chainId, step.address)));
  const rest = steps.filter((step) => !funding.has(tokenKey(step.chainId, step.address)));
  assets.sort((a, b) => b.valueUsd - a.valueUsd || (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0));
  return {
    // A loan under the warning line is fixed before anything else: what is sold or withdrawn to pay, then the repayment.
    steps: [...fixing, ...lines.repays, ...rest],
    reserveBeforeUsd: lines.reserveBeforeUsd,
    raisedUsd: lines.raisedUsd,
    spentUsd: lines.spentUsd,
    reserveAfterUsd: lines.reserveAfterUsd,
    reserveTargetUsd: floorCents(ledger) / 100,
    chains: lines.chains,
    after: {
      // Null with the portfolio's: a wallet with nothing priced has no swing to measure (advice/summary.ts).
      volatilityAnnual: ledger.assets.length > 0 ? after.swing : null,
      targetVolatility: outcome.ceiling,
      stableShare: total > 0 ? Math.max(0, ledger.cashCents()) / 100 / total : 0,
      assets,
    },
  };
}
