import styled from 'styled-components';
import type { TokenAdvice } from '../../../api/types';
import { ActionBadge } from '../../../components/ActionBadge';
import { ChainBadge } from '../../../components/ChainBadge';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import type { ChainNamer } from '../chains';
import { formatCount, formatPriceLine, formatTotalValue } from './format';
import { Sparkline } from './Sparkline';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Cell = styled.li`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Holding = styled.p`
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const TotalValue = styled.p`
  color: ${({ theme }) => theme.colors.accent};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 18px;
  overflow-wrap: anywhere;
`;

const Price = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
  overflow-wrap: anywhere;
`;

interface TokenDetailsProps {
  tokens: readonly TokenAdvice[];
  /** Given only when the tokens span several chains: each cell then names its chain. */
  chainName?: ChainNamer;
}

/** The 'Token Details' grid: what each holding is worth, where it is held, the advice for it and its 90-day price line. */
export function TokenDetails({ tokens, chainName }: TokenDetailsProps) {
  return (
    <Grid>
      {tokens.map((token, index) => (
        // Symbols need not be unique (a bridged copy may share one); the list never reorders.
        <Cell key={`${token.symbol}-${index}`}>
          <Holding>
            {formatCount(token.count)} {token.symbol}
          </Holding>
          {chainName && token.chainId !== undefined && <ChainBadge chainId={token.chainId} name={chainName(token.chainId)} />}
          <TotalValue>
            <VisuallyHidden>Total value: </VisuallyHidden>
            {formatTotalValue(token.price, token.count)}
          </TotalValue>
          <ActionBadge action={token.action} />
          <Price>{formatPriceLine(token.price, token.symbol)}</Price>
          {/* Absent in history saved by older builds: nothing is drawn, nothing is claimed. */}
          {token.sparkline && <Sparkline points={token.sparkline} />}
        </Cell>
      ))}
    </Grid>
  );
}
