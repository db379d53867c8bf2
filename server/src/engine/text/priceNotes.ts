import type { PriceHistory, PriceSourceId } from '../../domain/types';
import { PRICE_DISAGREEMENT } from '../thresholds';
import { percent, usd } from './format';

/** "$3,412.50", or three significant digits under $1 ("$0.00000950"), so a meme coin's gap shows. */
function unitPrice(value: number): string {
  return value >= 1 ? usd(value) : `$${value.toPrecision(3)}`;
}

const SOURCE_NAMES: Record<PriceSourceId, string> = { chainlink: 'Chainlink', defillama: 'DefiLlama', 'lending-oracle': 'the lending market’s oracle' };

/**
 * Where a token's price came from when it is not the usual on-chain feed, and a
 * second source's price when the two disagree: said, not settled silently.
 */
export function priceNotes(prices: PriceHistory, other?: { source: PriceSourceId; priceUsd: number }): string[] {
  const notes: string[] = [];
  if (prices.source === 'defillama') notes.push('Priced by DefiLlama: no Chainlink feed is known for this token.');
  if (prices.source === 'lending-oracle') notes.push('Priced by the lending market’s own oracle: no Chainlink feed is known for this token.');
  if (other && other.priceUsd > 0) {
    const gap = Math.abs(prices.priceUsd / other.priceUsd - 1);
    if (gap > PRICE_DISAGREEMENT) {
      notes.push(
        `${SOURCE_NAMES[prices.source]} (${unitPrice(prices.priceUsd)}) and ${SOURCE_NAMES[other.source]} (${unitPrice(other.priceUsd)}) ` +
          `disagree by ${percent(gap)}, more than ${percent(PRICE_DISAGREEMENT)}; the advice uses ${SOURCE_NAMES[prices.source]}'s price.`,
      );
    }
  }
  return notes;
}
