import styled from 'styled-components';
import type { Loan } from '../../../api/types';
import type { IndexedToken } from '../advice';
import type { ChainNamer } from '../../../lib/chainNames';
import { TokenCard } from './TokenCard';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

interface TokenListProps {
  /** The tokens to show, in the order to show them, each with its place in the answer. */
  tokens: readonly IndexedToken[];
  /** The id of the card of the answer's token at `index`. */
  anchorOf: (index: number) => string;
  /** Given only when the tokens span several chains: each card then names its chain. */
  chainName?: ChainNamer;
  /** The answer's loans: a card whose position is part of one shows its health. */
  loans?: readonly Loan[];
}

/** One card per token (TokenCard). */
export function TokenList({ tokens, anchorOf, chainName, loans = [] }: TokenListProps) {
  return (
    <List>
      {tokens.map(({ token, index }) => (
        // Symbols need not be unique (a bridged copy may share one): the answer's index is.
        <TokenCard
          key={index}
          token={token}
          anchor={anchorOf(index)}
          chain={chainName && token.chainId !== undefined ? { id: token.chainId, name: chainName(token.chainId) } : null}
          loan={token.position?.loan === undefined ? undefined : loans.at(token.position.loan)}
        />
      ))}
    </List>
  );
}
