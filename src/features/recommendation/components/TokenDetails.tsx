import styled from 'styled-components';
import { ActionBadge } from '../../../components/ActionBadge';
import { ChainBadge } from '../../../components/ChainBadge';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import type { IndexedToken } from '../advice';
import type { ChainNamer } from '../../../lib/chainNames';
import { formatCount, formatPriceLine, formatTotalValue } from './format';
import { figureText, smallPrint } from './tokenText';

// Two cells a row on a 360 px phone (328 px of column), more on wider screens.
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(148px, 1fr));
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Cell = styled.li`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  padding: 4px 6px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  /* The darker surface: a red badge's small text keeps 4.5:1 over its wash (4.0:1 on the raised one, axe-core). */
  background: ${({ theme }) => theme.colors.surface};
  font-size: 12px;
  line-height: 1.3;

  /* Badges a size smaller than on the cards, so two fit a line of a phone's cell. */
  & [data-tone] {
    padding: 2px 4px;
    font-size: 8px;
  }
  & [data-chain-id] {
    padding: 0 2px;
    border: 0;
    font-size: 11px;
  }
`;

/** Pieces that share a line when they fit, and wrap when they do not. */
const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 2px ${({ theme }) => theme.spacing.xs};
`;

const Holding = styled.p`
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const TotalValue = styled.p`
  ${figureText}
  color: ${({ theme }) => theme.colors.accent};
  overflow-wrap: anywhere;
`;

// 11 px: "current price: $3400/ETH" fits one line of a phone's cell.
const Price = styled.p`
  ${smallPrint}
  overflow-wrap: anywhere;
`;

interface TokenDetailsProps {
  /** The tokens to show, in the order to show them (the advice list's). */
  tokens: readonly IndexedToken[];
  /** Given only when the tokens span several chains: each cell then names its chain. */
  chainName?: ChainNamer;
}

/** The 'Token Details' grid (spec): count and symbol, where it is held, total value, the advice and the price. */
export function TokenDetails({ tokens, chainName }: TokenDetailsProps) {
  return (
    <Grid>
      {tokens.map(({ token, index }) => (
        // Symbols need not be unique (a bridged copy may share one): the answer's index is.
        <Cell key={index}>
          <Line>
            <Holding>
              {formatCount(token.count)} {token.symbol}
            </Holding>
            {chainName && token.chainId !== undefined && <ChainBadge chainId={token.chainId} name={chainName(token.chainId)} />}
          </Line>
          <Line>
            <TotalValue>
              <VisuallyHidden>Total value: </VisuallyHidden>
              {/* A debt is owed: its value counts against the total. */}
              {token.position?.kind === 'debt' && '−'}
              {formatTotalValue(token.price, token.count)}
            </TotalValue>
            <ActionBadge action={token.action} />
          </Line>
          <Price>{formatPriceLine(token.price, token.symbol)}</Price>
        </Cell>
      ))}
    </Grid>
  );
}
