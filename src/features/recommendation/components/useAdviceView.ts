import { useEffect, useRef, useState } from 'react';
import type { TokenAdvice } from '../../../api/types';
import { arrangeAdvice, passesFilters, type AdviceFilter, type AdviceSort } from '../advice';

/** The id of the card of the answer's token at `index`: one result is on the page at a time. */
export const anchorOf = (index: number): string => `advice-${index}`;

/** The card's heading takes the focus (and the browser scrolls to it): keyboard and screen reader carry on from there. */
function focusCard(index: number): void {
  document.getElementById(anchorOf(index))?.querySelector<HTMLElement>('h3')?.focus();
}

/**
 * The result screen's own state: the filters (by action, and by chain from the headline), the sort
 * and whether the small holdings are open (component state, not the URL: the same view shows / and
 * /history/{id}, and a new result should open unfiltered and folded), the tokens they give, and the
 * plan's way to a card, which clears the filters that hide it first.
 */
export function useAdviceView(tokens: readonly TokenAdvice[]) {
  const [filter, setFilter] = useState<AdviceFilter>('all');
  const [chainId, setChainId] = useState<number | null>(null);
  const [sort, setSort] = useState<AdviceSort>('urgency');
  const [smallOpen, setSmallOpen] = useState(false);
  // A card to focus once the render that shows it again is done.
  const pendingFocus = useRef<number | null>(null);

  useEffect(() => {
    if (pendingFocus.current === null) return;
    focusCard(pendingFocus.current);
    pendingFocus.current = null;
  }, [filter, chainId]);

  const showCard = (index: number) => {
    if (passesFilters(tokens[index], filter, chainId)) {
      focusCard(index);
      return;
    }
    pendingFocus.current = index;
    setFilter('all');
    setChainId(null);
  };

  return {
    filter,
    setFilter,
    chainId,
    setChainId,
    sort,
    setSort,
    smallOpen,
    setSmallOpen,
    shown: arrangeAdvice(tokens, filter, sort, chainId),
    showCard,
  };
}
