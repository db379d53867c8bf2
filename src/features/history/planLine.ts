/**
 * A saved recommendation's plan in one line, for its history row: "Sell UST, ETH and CHZ; buy
 * LINK, 1INCH and 9 more". From the plan's steps (engine 3 and later), or for an entry saved before
 * plans from its tokens' calls. Pure.
 */
import type { Action, SavedRecommendation } from '../../api/types';

/** How many symbols one part names before it counts the rest. */
const NAMED = 3;

type StepAction = Action | 'repay';

const PARTS: { verb: string; actions: readonly StepAction[] }[] = [
  { verb: 'repay', actions: ['repay'] },
  { verb: 'sell', actions: ['strongly sell', 'sell'] },
  { verb: 'buy', actions: ['buy more', 'buy'] },
];

/** "UST", "UST and ETH", "UST, ETH and CHZ", "LINK, 1INCH and 9 more". */
function names(symbols: readonly string[]): string {
  const shown = symbols.length > NAMED ? [...symbols.slice(0, NAMED - 1), `${symbols.length - (NAMED - 1)} more`] : symbols;
  return shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1) ?? ''}`;
}

export function planLine(entry: SavedRecommendation): string {
  if (entry.tokens.length === 0) return 'No tokens found';
  // Each asset once (ETH on two chains is one ETH), the most urgent call first, then the answer's order.
  const calls: { action: StepAction; symbol: string }[] = entry.plan?.steps ?? entry.tokens;
  const parts = PARTS.flatMap(({ verb, actions }) => {
    const symbols = actions.flatMap((action) => calls.filter((call) => call.action === action).map((call) => call.symbol));
    const unique = [...new Set(symbols)];
    return unique.length === 0 ? [] : [`${verb} ${names(unique)}`];
  });
  if (parts.length === 0) return 'Nothing to sell or buy';
  const line = parts.join('; ');
  return line.charAt(0).toUpperCase() + line.slice(1);
}
