import styled from 'styled-components';
import type { WalletFigures as Figures } from '../../../api/types';
import { formatUsd } from '../../../lib/money';
import { formatPercent } from './format';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  margin: 0;
  font-size: 14px;
  line-height: 1.4;
`;

const Term = styled.dt`
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 700;
`;

const Value = styled.dd`
  margin: 0;
  overflow-wrap: anywhere;
`;

/** The stable reserve now and the one that would meet the target; null when the volatility is unmeasured. */
function reserveLine({ stableReserveUsd, reserveForTargetUsd }: Figures): string | null {
  if (reserveForTargetUsd === null) return null;
  const now = `${formatUsd(stableReserveUsd)} now`;
  return reserveForTargetUsd > stableReserveUsd ? `${now}; ${formatUsd(reserveForTargetUsd)} would meet the target` : `${now}; the target is met`;
}

/** The wallet's volatility and stable reserve at a glance, beside the overview that says them in words. */
export function WalletFigures({ figures }: { figures: Figures }) {
  const { volatilityAnnual, targetVolatility } = figures;
  const reserve = reserveLine(figures);
  return (
    <List>
      <Term>Volatility</Term>
      <Value>
        {volatilityAnnual === null ? 'not measurable yet' : `${formatPercent(volatilityAnnual)} a year`}, target {formatPercent(targetVolatility)}
      </Value>
      {reserve && (
        <>
          <Term>Stablecoins</Term>
          <Value>{reserve}</Value>
        </>
      )}
    </List>
  );
}
