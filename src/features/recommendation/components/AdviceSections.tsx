import { useId } from 'react';
import styled from 'styled-components';
import type { Loan, TokenAdvice } from '../../../api/types';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import type { ChainNamer } from '../../../lib/chainNames';
import { foldSmallHoldings } from '../smallHoldings';
import { AdviceControls } from './AdviceControls';
import { SmallHoldings } from './SmallHoldings';
import { TokenDetails } from './TokenDetails';
import { TokenList } from './TokenList';
import { anchorOf, type useAdviceView } from './useAdviceView';

/** A section: one column, its parts a medium gap apart. */
const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

const SectionTitle = styled.h2`
  color: ${({ theme }) => theme.colors.text};
  font-size: 14px;
`;

// Out of the flow while empty (no gap for nothing), yet always there, so a change is announced.
const Shown = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;

  &:empty {
    position: absolute;
  }
`;

// Said once on a phone, where the cards leave out each line's period to keep their first line one line.
const LineNote = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 12px;

  @media (min-width: 420px) {
    display: none;
  }
`;

interface AdviceSectionsProps {
  tokens: readonly TokenAdvice[];
  view: ReturnType<typeof useAdviceView>;
  /** The cards that may fold into the small holdings (smallHoldings.ts). */
  foldable: ReadonlySet<number>;
  loans?: readonly Loan[];
  /** Given when the tokens span several chains: cards and cells then name theirs. */
  chainName?: ChainNamer;
}

/**
 * The spec's list of tokens and its Token Details grid, both as the filters, the sort and the chain
 * chosen in the headline show them, with the small holdings folded in each (open together).
 */
export function AdviceSections({ tokens, view, foldable, loans, chainName }: AdviceSectionsProps) {
  const adviceTitleId = useId();
  const detailsTitleId = useId();
  const { open, folded, foldedUsd } = foldSmallHoldings(view.shown, foldable);
  const toggleSmall = () => {
    view.setSmallOpen(!view.smallOpen);
  };
  const chainShown = view.chainId !== null && chainName ? chainName(view.chainId) : null;
  return (
    <>
      <Section aria-labelledby={adviceTitleId}>
        <VisuallyHidden as="h2" id={adviceTitleId}>
          Token advice
        </VisuallyHidden>
        {tokens.length > 1 && <AdviceControls tokens={tokens} filter={view.filter} sort={view.sort} onFilter={view.setFilter} onSort={view.setSort} />}
        {/* Chosen in the headline, far above: said here, and to screen readers as it changes. */}
        <Shown aria-live="polite">{chainShown && `${view.shown.length} of ${tokens.length} tokens, on ${chainShown} only.`}</Shown>
        {/* Each line's name says its period to screen readers. */}
        {tokens.some((token) => (token.sparkline?.length ?? 0) >= 2) && <LineNote aria-hidden="true">Each card’s line: its price over up to 90 days.</LineNote>}
        <TokenList tokens={open} anchorOf={anchorOf} chainName={chainName} loans={loans} />
        {folded.length > 0 && (
          <SmallHoldings count={folded.length} usd={foldedUsd} open={view.smallOpen} onToggle={toggleSmall}>
            <TokenList tokens={folded} anchorOf={anchorOf} chainName={chainName} loans={loans} />
          </SmallHoldings>
        )}
      </Section>
      <Section aria-labelledby={detailsTitleId}>
        <SectionTitle id={detailsTitleId}>Token Details</SectionTitle>
        <TokenDetails tokens={open} chainName={chainName} />
        {folded.length > 0 && (
          <SmallHoldings count={folded.length} usd={foldedUsd} open={view.smallOpen} onToggle={toggleSmall}>
            <TokenDetails tokens={folded} chainName={chainName} />
          </SmallHoldings>
        )}
      </Section>
    </>
  );
}
