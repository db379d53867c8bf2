import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { SavedRecommendation } from '../../../api/types';
import { focusOnMount } from '../../../components/focusOnMount';
import { PrimaryButton } from '../../../components/PrimaryButton';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { chainNamer, spansSeveralChains } from '../../../lib/chainNames';
import { SetAsideList } from './SetAsideList';
import { AdviceControls } from './AdviceControls';
import { PlanView } from './PlanView';
import { TokenDetails } from './TokenDetails';
import { TokenList } from './TokenList';
import { UnreadChains } from './UnreadChains';
import { anchorOf, useAdviceView } from './useAdviceView';
import { WalletFigures } from './WalletFigures';

/** The view, and each of its sections within it: one column, its parts a medium gap apart. */
const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Title = styled.h1`
  color: ${({ theme }) => theme.colors.accent};
  font-size: 16px;
`;

// Addresses are 42 unbroken characters: a mono face and break-anywhere keep them inside 360 px.
const Address = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 15px;
  word-break: break-all;
`;

const EnsName = styled.p`
  margin-top: -${({ theme }) => theme.spacing.md};
  font-family: ${({ theme }) => theme.fonts.mono};
  word-break: break-all;
`;

const Overview = styled.p`
  padding: ${({ theme }) => theme.spacing.md};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surface};
  white-space: pre-line;
`;

const SectionTitle = styled.h2`
  color: ${({ theme }) => theme.colors.text};
  font-size: 14px;
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.spacing.lg};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 13px;
  text-align: center;
`;

const Actions = styled.div`
  display: flex;
  justify-content: center;
`;

interface ResultViewProps {
  recommendation: SavedRecommendation;
  onNewRecommendation: () => void;
  /** True while a fetch is in progress (spec). */
  newRecommendationDisabled: boolean;
  /** Shown under the overview: the history's grades of a saved recommendation. */
  children?: ReactNode;
}

/** Main screen, third view (also the history detail): the overview and the advice per token. */
export function ResultView({ recommendation, onNewRecommendation, newRecommendationDisabled, children }: ResultViewProps) {
  const { address, ensName, overview, tokens, setAside = [], chains = [], portfolio, plan } = recommendation;
  const advice = useAdviceView(tokens);
  const adviceTitleId = useId();
  const detailsTitleId = useId();
  // Chains are named only where there are several: a one-chain recommendation looks as before.
  const chainName = chainNamer(chains);
  const tokenChainName = spansSeveralChains(tokens) ? chainName : undefined;
  const setAsideChainName = spansSeveralChains([...tokens, ...setAside]) ? chainName : undefined;
  return (
    <Column as="article">
      <Title ref={focusOnMount} tabIndex={-1}>
        Recommendation for <Address>{address}</Address>
      </Title>
      {/* The name typed for this wallet, under the spec's title, whose text stays as it is. */}
      {ensName !== undefined && <EnsName>ENS name: {ensName}</EnsName>}
      {overview && <Overview>{overview}</Overview>}
      {/* Saved before engine 3, an entry has no plan: its cards and overview say it all. */}
      {plan && tokens.length > 0 && <PlanView plan={plan} tokens={tokens} anchorOf={anchorOf} onShowCard={advice.showCard} chainName={chainName} />}
      {portfolio && tokens.length > 0 && <WalletFigures figures={portfolio} />}
      <UnreadChains chains={chains} />
      {children}
      {setAside.length > 0 && <SetAsideList tokens={setAside} chainName={setAsideChainName} />}
      {tokens.length === 0 ? (
        <Empty>No Recommendation Found</Empty>
      ) : (
        <>
          <Column as="section" aria-labelledby={adviceTitleId}>
            <VisuallyHidden as="h2" id={adviceTitleId}>
              Token advice
            </VisuallyHidden>
            {tokens.length > 1 && (
              <AdviceControls tokens={tokens} filter={advice.filter} sort={advice.sort} onFilter={advice.setFilter} onSort={advice.setSort} />
            )}
            <TokenList tokens={advice.shown} anchorOf={anchorOf} chainName={tokenChainName} />
          </Column>
          <Column as="section" aria-labelledby={detailsTitleId}>
            <SectionTitle id={detailsTitleId}>Token Details</SectionTitle>
            <TokenDetails tokens={advice.shown} chainName={tokenChainName} />
          </Column>
        </>
      )}
      <Actions>
        <PrimaryButton onClick={onNewRecommendation} disabled={newRecommendationDisabled}>
          New Recommendation
        </PrimaryButton>
      </Actions>
    </Column>
  );
}
