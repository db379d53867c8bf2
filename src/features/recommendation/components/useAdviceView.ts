import { useEffect, useRef, useState } from 'react';
import type { TokenAdvice } from '../../../api/types';
import { arrangeAdvice, type AdviceFilter, type AdviceSort } from '../advice';

/** The id of the card of the answer's token at `index`: one result is on the page at a time. */
export const anchorOf = (index: number): string => `advice-${index}`;

/** The card's heading takes the focus (and the browser scrolls to it): keyboard and screen reader carry on from there. */
function focusCard(index: number): void {
  document.getElementById(anchorOf(index))?.querySelector<HTMLElement>('h3')?.focus();
}

/**
 * The result screen's own state: the filter and sort (component state, not the URL: the same view
 * shows / and /history/{id}, and a new result should open unfiltered), the tokens they give,
 * and the plan's way to a card, which clears a filter that hides it first.
 */
export function useAdviceView(tokens: readonly TokenAdvice[]) {
  const [filter, setFilter] = useState<AdviceFilter>('all');
  const [sort, setSort] = useState<AdviceSort>('urgency');
  // A card to focus once the render that shows it again is done.
  const pendingFocus = useRef<number | null>(null);

  useEffect(() => {
    if (pendingFocus.current === null) return;
    focusCard(pendingFocus.current);
    pendingFocus.current = null;
  }, [filter]);

  const showCard = (index: number) => {
    if (filter === 'all' || tokens[index].action === filter) {
      focusCard(index);
      return;
    }
    pendingFocus.current = index;
    setFilter('all');
  };

  return { filter, setFilter, sort, setSort, shown: arrangeAdvice(tokens, filter, sort), showCard };
}
