import { useId, useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import type { SavedRecommendation } from '../../../api/types';
import { focusOnMount } from '../../../components/focusOnMount';
import { PrimaryButton } from '../../../components/PrimaryButton';
import { chainNamer, spansSeveralChains } from '../../../lib/chainNames';
import { foldableCards } from '../smallHoldings';
import { resultTitle, walletLink, walletsOf } from '../walletLink';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { CopyLink } from './CopyLink';
import { chainTotals, debtsUsd, walletTotalUsd } from '../walletValue';
import { AdviceSections } from './AdviceSections';
import { ChainSplit } from './ChainSplit';
import { Headline } from './Headline';
import { LoanNotices } from './LoanNotices';
import { PlanView } from './PlanView';
import { SetAsideList } from './SetAsideList';
import { SkipLinks, type SkipTarget } from './SkipLinks';
import { UnreadChains } from './UnreadChains';
import { anchorOf, useAdviceView } from './useAdviceView';
import { WalletFigures } from './WalletFigures';
import { WalletGlance } from './WalletGlance';

/** The view: one column, its parts a medium gap apart. */
const Column = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Title = styled.h1`
  color: ${({ theme }) => theme.colors.accent};
  font-size: 16px;
`;

// Addresses are 42 unbroken characters: a mono face sized to the screen keeps one on one line of a
// 360 px phone (42 × 0.6 em at 3.4 vw is 308 px of its 328), and break-anywhere on anything narrower.
const Address = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: min(3.4vw, 15px);
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
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
`;

/** The plan's box, where its skip link moves the focus. */
const PlanPlace = styled.div`
  scroll-margin-top: ${({ theme }) => theme.spacing.md};
`;

interface ResultViewProps {
  recommendation: SavedRecommendation;
  onNewRecommendation: () => void;
  /** True while a fetch is in progress (spec). */
  newRecommendationDisabled: boolean;
  /** Shown under the overview: the history's grades of a saved recommendation. */
  children?: ReactNode;
}

/**
 * Main screen, third view (also the history detail): the spec's title, overview, cards, Token
 * Details and New Recommendation, and around them (docs/web.md "The result screen"): skip links, the
 * headline (total, its changes, the chains), the loans, the plan, the wallet at a glance, and the
 * small holdings folded.
 */
export function ResultView({ recommendation, onNewRecommendation, newRecommendationDisabled, children }: ResultViewProps) {
  const { address, ensName, overview, tokens, setAside = [], chains = [], portfolio, plan, valueHistory, loans = [] } = recommendation;
  const advice = useAdviceView(tokens);
  const wallets = walletsOf(recommendation);
  useDocumentTitle(resultTitle(wallets));
  const planId = useId();
  const newRecommendationId = useId();
  const foldable = useMemo(() => foldableCards(tokens, plan), [tokens, plan]);
  // Chains are named only where there are several: a one-chain recommendation looks as before.
  const chainName = chainNamer(chains);
  const severalChains = spansSeveralChains(tokens);
  const tokenChainName = severalChains ? chainName : undefined;
  const setAsideChainName = spansSeveralChains([...tokens, ...setAside]) ? chainName : undefined;
  const hasPlan = plan !== undefined && tokens.length > 0;
  const skipTargets: SkipTarget[] = [
    ...(hasPlan ? [{ id: planId, label: 'Skip to your plan' }] : []),
    { id: newRecommendationId, label: 'Skip to New Recommendation' },
  ];
  return (
    <Column>
      <Title ref={focusOnMount} tabIndex={-1}>
        Recommendation for <Address>{address}</Address>
      </Title>
      {/* The name typed for this wallet, under the spec's title, whose text stays as it is. */}
      {ensName !== undefined && <EnsName>ENS name: {ensName}</EnsName>}
      <SkipLinks targets={skipTargets} />
      {tokens.length > 0 && (
        <Headline totalUsd={walletTotalUsd(recommendation)} debtUsd={debtsUsd(recommendation)} valueHistory={valueHistory}>
          {severalChains && <ChainSplit chains={chainTotals(tokens, chainName)} chosen={advice.chainId} onChoose={advice.setChainId} />}
        </Headline>
      )}
      <UnreadChains chains={chains} />
      {loans.length > 0 && <LoanNotices loans={loans} />}
      {/* Saved before engine 3, an entry has no plan: its cards and overview say it all. */}
      {hasPlan && (
        <PlanPlace id={planId} tabIndex={-1}>
          <PlanView plan={plan} tokens={tokens} anchorOf={anchorOf} onShowCard={advice.showCard} chainName={chainName} />
        </PlanPlace>
      )}
      {overview && <Overview>{overview}</Overview>}
      {tokens.length > 0 && <WalletGlance tokens={tokens} valueHistory={valueHistory} />}
      {portfolio && tokens.length > 0 && <WalletFigures figures={portfolio} />}
      {children}
      {setAside.length > 0 && <SetAsideList tokens={setAside} chainName={setAsideChainName} />}
      {tokens.length === 0 ? (
        <Empty>No Recommendation Found</Empty>
      ) : (
        <AdviceSections tokens={tokens} view={advice} foldable={foldable} loans={loans} chainName={tokenChainName} />
      )}
      <Actions>
        <PrimaryButton id={newRecommendationId} onClick={onNewRecommendation} disabled={newRecommendationDisabled}>
          New Recommendation
        </PrimaryButton>
        {/* After New Recommendation, so the Tab stops from the title to it stay as they were. */}
        <CopyLink link={walletLink(wallets, window.location.origin)} />
      </Actions>
    </Column>
  );
}
