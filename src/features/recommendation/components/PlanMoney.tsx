import styled from 'styled-components';
import { formatUsd } from '../../../../contract/format';
import type { Plan } from '../../../api/types';
import { formatPercent } from './format';

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Lines = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing.lg};
  color: ${({ theme }) => theme.colors.muted};
`;

const Summary = styled.summary`
  min-height: 24px;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

type PlanChain = NonNullable<Plan['chains']>[number];

/** "stablecoins $500 + sales $248,595 − buys $1,500 = $247,595 left": one chain's money, its lines' sums. */
function money({
  reserveBeforeUsd,
  raisedUsd,
  spentUsd,
  reserveAfterUsd,
}: Pick<PlanChain, 'reserveBeforeUsd' | 'raisedUsd' | 'spentUsd' | 'reserveAfterUsd'>): string {
  return `stablecoins ${formatUsd(reserveBeforeUsd)} + sales ${formatUsd(raisedUsd)} − buys ${formatUsd(spentUsd)} = ${formatUsd(reserveAfterUsd)} left`;
}

interface PlanMoneyProps {
  plan: Plan;
  /** Names a chain id a chain's money does not name (it always does, from engine 4). */
  chainName: (chainId: number) => string;
}

/**
 * Where the plan's money comes from and goes, chain by chain (each chain pays for its own buys), the reserve it
 * keeps, and where it leaves the wallet. Plans saved before engine 4 have only their totals: said as they were.
 */
export function PlanMoney({ plan, chainName }: PlanMoneyProps) {
  const chains = plan.chains ?? [];
  if (chains.length === 0) {
    return (
      <Muted>
        Stablecoins now {formatUsd(plan.reserveBeforeUsd)}; the sells raise {formatUsd(plan.raisedUsd)}, the buys spend {formatUsd(plan.spentUsd)};{' '}
        {formatUsd(plan.reserveAfterUsd)} left in stablecoins.
      </Muted>
    );
  }
  const { after, reserveTargetUsd } = plan;
  return (
    <>
      {chains.length === 1 ? (
        <Muted>Money: {money(chains[0])}.</Muted>
      ) : (
        <>
          <Muted>Money, each chain paying for its own buys:</Muted>
          <Lines>
            {chains.map((chain) => (
              <li key={chain.chainId}>
                {chain.chainName || chainName(chain.chainId)}: {money(chain)}
              </li>
            ))}
          </Lines>
        </>
      )}
      {reserveTargetUsd !== undefined && (
        <Muted>
          {plan.reserveAfterUsd + 0.005 >= reserveTargetUsd
            ? `Keeps at least ${formatUsd(reserveTargetUsd)} in stablecoins, the reserve Ribbit keeps.`
            : `Leaves ${formatUsd(plan.reserveAfterUsd)} in stablecoins, short of the ${formatUsd(reserveTargetUsd)} reserve Ribbit keeps.`}
        </Muted>
      )}
      {after && (
        <details>
          <Summary>
            After the plan: swings {after.volatilityAnnual === null ? 'an unmeasured amount' : `about ${formatPercent(after.volatilityAnnual)}`} a year (target{' '}
            {formatPercent(after.targetVolatility)}); {formatPercent(after.stableShare)} in stablecoins
          </Summary>
          <Lines aria-label="What each asset is worth after the plan">
            {after.assets.map((asset) => (
              <li key={asset.symbol}>
                {asset.symbol}: {formatUsd(asset.valueUsd)} ({formatPercent(asset.weight)})
              </li>
            ))}
          </Lines>
        </details>
      )}
    </>
  );
}
