import styled from 'styled-components';
import type { CurrentPrices } from '../pricesApi';

const Checking = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Problem = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: 2px solid ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.text};
`;

const Retry = styled.button`
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  border: 2px solid ${({ theme }) => theme.colors.accent};
  background: transparent;
  color: ${({ theme }) => theme.colors.accent};
  font: inherit;
  cursor: pointer;
`;

export const CHECKING_PRICES_TEXT = 'Checking prices now to grade the calls…';
export const HISTORY_SAFE_TEXT = 'Your history is safe on this device; the grades will show once prices can be read.';

/** While prices are asked for, a status line; when they could not be had, what went wrong and a way to try again. */
export function PricesStatus({ prices }: { prices: CurrentPrices }) {
  if (prices.status === 'loading') return <Checking role="status">{CHECKING_PRICES_TEXT}</Checking>;
  if (prices.status !== 'error') return null;
  return (
    <Problem role="alert">
      <p>
        {prices.error} {HISTORY_SAFE_TEXT}
      </p>
      <Retry type="button" onClick={prices.retry}>
        Try again
      </Retry>
    </Problem>
  );
}
