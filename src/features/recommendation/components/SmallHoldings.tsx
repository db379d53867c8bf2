import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatUsd } from '../../../lib/money';

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 14px;
  text-align: left;
  cursor: pointer;
`;

const Arrow = styled.span`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
`;

/** "47 small holdings, $1,234,567 in all". */
export function smallHoldingsText(count: number, usd: number): string {
  return `${count} small holdings, ${formatUsd(usd)} in all`;
}

interface SmallHoldingsProps {
  count: number;
  usd: number;
  open: boolean;
  onToggle: () => void;
  /** The folded part, rendered only while open: 47 cards nobody asked to see are not drawn. */
  children: ReactNode;
  className?: string;
}

/**
 * The small holds folded into one line that opens on demand (smallHoldings.ts says which fold). A
 * disclosure button (`aria-expanded`, `aria-controls`); the list and Token Details each have one,
 * and they open and close together.
 */
export function SmallHoldings({ count, usd, open, onToggle, children, className }: SmallHoldingsProps) {
  const partId = useId();
  return (
    <div className={className}>
      <Toggle type="button" aria-expanded={open} aria-controls={partId} onClick={onToggle}>
        <Arrow aria-hidden="true">{open ? '−' : '+'}</Arrow>
        {smallHoldingsText(count, usd)}
      </Toggle>
      <div id={partId} hidden={!open}>
        {open && children}
      </div>
    </div>
  );
}
