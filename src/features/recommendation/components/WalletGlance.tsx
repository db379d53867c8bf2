import styled, { useTheme } from 'styled-components';
import type { TokenAdvice } from '../../../api/types';
import { allocationByAsset } from '../allocation';
import { AllocationBar } from './AllocationBar';
import { ValueChart } from './ValueChart';

// Side by side where there is room, one under the other on a phone.
const Glance = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
`;

/** The wallet at a glance: its allocation by asset and, when the answer has one, its value over 90 days. */
export function WalletGlance({ tokens, valueHistory }: { tokens: readonly TokenAdvice[]; valueHistory?: readonly number[] }) {
  const theme = useTheme();
  const allocation = allocationByAsset(tokens);
  const chart = valueHistory !== undefined && valueHistory.length >= 2;
  if (allocation.parts.length === 0 && !chart) return null;
  return (
    <Glance>
      {allocation.parts.length > 0 && <AllocationBar allocation={allocation} colours={theme.chart} restColour={theme.colors.muted} />}
      {chart && <ValueChart history={valueHistory} />}
    </Glance>
  );
}
