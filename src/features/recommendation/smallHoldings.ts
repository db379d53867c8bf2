/**
 * Which cards fold into the result's one "N small holdings, $X in all" group (docs/web.md "Small
 * holdings"). A card folds when all of these hold:
 * - its call is hold: nothing to do;
 * - no step of the plan is about it;
 * - it is worth under `SMALL_SHARE` of what the wallet holds: if it went to nothing, the wallet would
 *   lose under 3 %;
 * - its position needs no look: not a debt, not part of a loan, not a liquidity position out of range.
 * And only when at least `MIN_FOLDED` cards fold: a group of one hides a card behind a button for nothing.
 */
import type { Plan, TokenAdvice } from '../../api/types';
import { valueUsd, type IndexedToken } from './advice';
import { planSteps } from './plan';

export const SMALL_SHARE = 0.03;
export const MIN_FOLDED = 2;

export interface FoldedAdvice {
  /** Shown as cards, in the order given. */
  open: IndexedToken[];
  /** In the group, in the order given; empty when nothing folds. */
  folded: IndexedToken[];
  foldedUsd: number;
}

/** What the wallet holds before debts, USD: the base of "small". */
function heldUsd(tokens: readonly TokenAdvice[]): number {
  return tokens.reduce((sum, token) => sum + Math.max(0, valueUsd(token)), 0);
}

function needsALook({ position }: TokenAdvice): boolean {
  if (!position) return false;
  return position.kind === 'debt' || position.loan !== undefined || position.inRange === false;
}

/** The indexes (in the answer's tokens) of the cards that may fold, whatever is shown. */
export function foldableCards(tokens: readonly TokenAdvice[], plan: Plan | undefined): Set<number> {
  const stepped = new Set(plan ? planSteps(plan, tokens).map(({ tokenIndex }) => tokenIndex) : []);
  const small = SMALL_SHARE * heldUsd(tokens);
  const foldable = tokens.flatMap((token, index) => {
    const value = valueUsd(token);
    return token.action === 'hold' && !stepped.has(index) && value >= 0 && value < small && !needsALook(token) ? [index] : [];
  });
  return new Set(foldable.length >= MIN_FOLDED ? foldable : []);
}

/** `shown` split into the cards left open and those in the group. */
export function foldSmallHoldings(shown: readonly IndexedToken[], foldable: ReadonlySet<number>): FoldedAdvice {
  const folded = shown.filter(({ index }) => foldable.has(index));
  // A filter may leave a single one: it is then shown as a card.
  if (folded.length < MIN_FOLDED) return { open: [...shown], folded: [], foldedUsd: 0 };
  return {
    open: shown.filter(({ index }) => !foldable.has(index)),
    folded,
    foldedUsd: folded.reduce((sum, { token }) => sum + valueUsd(token), 0),
  };
}
