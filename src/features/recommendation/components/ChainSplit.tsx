import styled from 'styled-components';
import { formatUsd } from '../../../lib/money';
import type { ChainTotal } from '../walletValue';
import { Toolbar } from './Toolbar';

const Bar = styled(Toolbar)`
  display: flex;
  flex-wrap: wrap;
  align-items: stretch;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Label = styled.span`
  align-self: center;
  margin-right: ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
  font-weight: 700;
`;

// 44 px high: a thumb's target, the chain's name over its money.
const Chain = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  min-height: 44px;
  padding: 2px ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 12px;
  line-height: 1.3;
  text-align: left;
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
  }
`;

const Money = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 14px;
  font-weight: 700;
`;

interface ChainSplitProps {
  chains: readonly ChainTotal[];
  /** The chain the list shows alone, or null for every chain. */
  chosen: number | null;
  onChoose: (chainId: number | null) => void;
}

/**
 * Where the money is, by chain: each chain's name and net dollars, a toggle that shows only its
 * tokens in the list and Token Details (pressed again, every chain's). One Tab stop (a toolbar).
 */
export function ChainSplit({ chains, chosen, onChoose }: ChainSplitProps) {
  return (
    <Bar label="By chain">
      <Label aria-hidden="true">By chain</Label>
      {chains.map(({ chainId, name, usd }) => (
        <Chain
          key={chainId}
          type="button"
          aria-pressed={chosen === chainId}
          onClick={() => {
            onChoose(chosen === chainId ? null : chainId);
          }}
        >
          <span>{name}</span> <Money>{formatUsd(usd)}</Money>
        </Chain>
      ))}
    </Bar>
  );
}
