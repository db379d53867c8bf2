import styled from 'styled-components';
import type { TokenAdvice } from '../../../api/types';
import { ActionBadge } from '../../../components/ActionBadge';
import { ChainBadge } from '../../../components/ChainBadge';
import { TokenIcon } from '../../../components/TokenIcon';
import type { ChainNamer } from '../chains';
import { TokenRules } from './TokenRules';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const CardHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Symbol = styled.h3`
  flex: 1;
  font-size: 14px;
  overflow-wrap: anywhere;
`;

const Line = styled.p`
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 700;
`;

interface TokenListProps {
  tokens: readonly TokenAdvice[];
  /** Given only when the tokens span several chains: each card then names its chain. */
  chainName?: ChainNamer;
}

/**
 * One card per token: icon, symbol (with its chain when there are several), action, the
 * verdict with its explanation, and the rules behind it.
 */
export function TokenList({ tokens, chainName }: TokenListProps) {
  return (
    <List>
      {tokens.map((token, index) => {
        const chain = chainName && token.chainId !== undefined ? { id: token.chainId, name: chainName(token.chainId) } : null;
        return (
          // Symbols need not be unique (a bridged copy may share one); the list never reorders.
          <Card key={`${token.symbol}-${index}`}>
            <CardHeader>
              <TokenIcon src={token.icon} symbol={token.symbol} />
              {/* The badge is inside the heading, so it is named "USDC on Base" where two cards share a symbol. */}
              <Symbol>
                {token.symbol}
                {chain && (
                  <>
                    {' '}
                    <ChainBadge chainId={chain.id} name={chain.name} />
                  </>
                )}
              </Symbol>
              <ActionBadge action={token.action} />
            </CardHeader>
            {/* A history entry keeps neither (features/history/compactEntry.ts): no empty labels. */}
            {token.result !== '' && (
              <Line>
                <Label>Result:</Label> {token.result}
              </Line>
            )}
            {token.description !== '' && (
              <Line>
                <Label>Description:</Label> {token.description}
              </Line>
            )}
            {((token.rules?.length ?? 0) > 0 || (token.notes?.length ?? 0) > 0) && (
              <TokenRules token={chain ? `${token.symbol} on ${chain.name}` : token.symbol} rules={token.rules ?? []} notes={token.notes} />
            )}
          </Card>
        );
      })}
    </List>
  );
}
