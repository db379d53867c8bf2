/**
 * Issue 37's checks of the person's own risk, over the wire shape and, for the trim line, the engine asked again
 * on the wallet a followed plan leaves: a plan never raises the swing past what was asked, and no buy makes a new
 * concentration. `npm run check:plan` prints each count; every one must be 0.
 */
import { RISK_LEVEL_SWINGS, type Recommendation } from '../../../contract';
import { recommend, type EngineInput, type EngineOutput } from '../../src/engine';
import { BUY_MORE_MAX_WEIGHT } from '../../src/engine/thresholds';
import { followed } from './follow';

const isBuy = (step: { action: string }): boolean => step.action === 'buy' || step.action === 'buy more';

/** A swing as the overview writes it: to a tenth of a percent. */
const written = (swing: number): number => Math.round(swing * 1000);

/**
 * The swing after the plan, as written, past the larger of the swing before and the level chosen (none chosen, or
 * an answer from before the levels: the swing before). A sale can move the measured swing by less than the figure
 * shows (stable-heavy's UST, off its peg and moving against the rest: 3.96 % before, 4.01 % after, "4.0%" both).
 */
export function swingRaisedUnasked({ plan, portfolio }: Recommendation): string[] {
  const before = portfolio?.volatilityAnnual;
  const after = plan?.after?.volatilityAnnual;
  if (before === undefined || before === null || after === undefined || after === null) return [];
  const risk = portfolio?.risk;
  const asked = risk === undefined || risk === 'current' ? 0 : RISK_LEVEL_SWINGS[risk];
  const allowed = Math.max(before, asked);
  return written(after) > written(allowed) ? [`swing ${after.toFixed(4)} after > ${allowed.toFixed(4)} (${risk ?? 'no level'})`] : [];
}

/** A token the plan buys that it leaves past a quarter of the wallet. */
export function boughtPastAQuarter({ plan }: Recommendation): string[] {
  if (!plan?.after) return [];
  const bought = new Set(plan.steps.filter(isBuy).map((step) => step.symbol));
  return plan.after.assets
    .filter((asset) => bought.has(asset.symbol) && asset.weight > BUY_MORE_MAX_WEIGHT + 1e-4)
    .map((asset) => `${asset.symbol} bought to ${(asset.weight * 100).toFixed(2)}%`);
}

/**
 * A token the plan buys that, asked again on the wallet the followed plan leaves, is past its trim line: its part
 * at least twice its budget, so trimmed (`trim-outsized`) or, in a wallet within its level, held for that
 * (`within-level`).
 */
export function boughtPastTheTrimLine(input: EngineInput, output: EngineOutput = recommend(input)): string[] {
  const bought = new Set(output.plan.steps.filter(isBuy).map((step) => step.symbol));
  if (bought.size === 0) return [];
  const again = recommend(followed(input, output));
  return again.tokens
    .filter((token) => bought.has(token.symbol) && token.rules.some((rule) => rule.id === 'trim-outsized' || rule.id === 'within-level'))
    .map((token) => `${token.symbol} bought past its trim line`);
}
