import { useRef } from 'react';
import styled from 'styled-components';
import type { CurrentPrices } from '../pricesApi';
import { panel } from '../../../components/Panel';

const Checking = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Problem = styled.div`
  ${panel({ layout: 'row', gap: 'sm', padding: 'md', edge: 'danger', filled: false })}
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

/** Focusable from script only: where the keyboard focus waits while a retry runs. */
const Region = styled.div`
  &:focus {
    outline: none;
  }
`;

export const CHECKING_PRICES_TEXT = 'Checking prices now to grade the calls…';
export const HISTORY_SAFE_TEXT = 'Your history is safe on this device; the grades will show once prices can be read.';

/**
 * While prices are asked for, a status line; when they could not be had, what went wrong and a way
 * to try again. It stays mounted in every state: "Try again" moves the keyboard focus to it before
 * its button goes away, so the focus stays here (through loading, then the grades or the error
 * again) instead of falling back to the top of the page.
 */
export function PricesStatus({ prices }: { prices: CurrentPrices }) {
  const region = useRef<HTMLDivElement>(null);
  const retry = () => {
    region.current?.focus();
    prices.retry();
  };
  return (
    <Region ref={region} tabIndex={-1}>
      {prices.status === 'loading' && <Checking role="status">{CHECKING_PRICES_TEXT}</Checking>}
      {prices.status === 'error' && (
        <Problem role="alert">
          <p>
            {prices.error} {HISTORY_SAFE_TEXT}
          </p>
          <Retry type="button" onClick={retry}>
            Try again
          </Retry>
        </Problem>
      )}
    </Region>
  );
}
