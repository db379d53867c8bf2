import type { SavedRecommendation } from '../../../api/types';
import type { CurrentPrices } from '../pricesApi';
import { HistoryRow } from './HistoryRow';
import { List, PulsingRow } from './historyListStyles';
import { PricesStatus } from './PricesStatus';

export const FETCHING_ROW_TEXT = 'Fetching new recommendation...';

interface HistoryListProps {
  /** Newest first. */
  entries: SavedRecommendation[];
  /** A fetch is in progress: its pulsing row comes first (spec). */
  isFetching: boolean;
  prices: CurrentPrices;
  /** Epoch ms the grades are made at. */
  now: number;
}

/** `/settings`' list: a row per entry (HistoryRow.tsx), under the prices' status, after the fetch in progress. */
export function HistoryList({ entries, isFetching, prices, now }: HistoryListProps) {
  return (
    <>
      <PricesStatus prices={prices} />
      <List>
        {isFetching && <PulsingRow aria-live="polite">{FETCHING_ROW_TEXT}</PulsingRow>}
        {entries.map((entry) => (
          <HistoryRow key={entry.id} entry={entry} prices={prices} now={now} />
        ))}
      </List>
    </>
  );
}
