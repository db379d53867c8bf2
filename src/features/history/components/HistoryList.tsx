import { Link } from 'react-router';
import type { SavedRecommendation } from '../../../api/types';
import { paths } from '../../../config/paths';
import type { CurrentPrices } from '../pricesApi';
import { GradeSummary } from './GradeSummary';
import { Address, Details, List, OpenLink, PulsingRow, Row, When } from './historyListStyles';
import { formatLocalDateTime } from './localDateTime';
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

/** `/settings`' list: each entry's address, local date and time, grade, and an open link. */
export function HistoryList({ entries, isFetching, prices, now }: HistoryListProps) {
  return (
    <>
      <PricesStatus prices={prices} />
      <List>
        {isFetching && <PulsingRow aria-live="polite">{FETCHING_ROW_TEXT}</PulsingRow>}
        {entries.map((entry) => {
          const when = formatLocalDateTime(entry.createdAt);
          return (
            <Row key={entry.id}>
              <Details>
                <Address>{entry.address}</Address>
                <When dateTime={entry.createdAt}>{when}</When>
                <GradeSummary entry={entry} prices={prices} now={now} />
              </Details>
              <OpenLink as={Link} to={paths.historyEntry.to(entry.id)} aria-label={`open recommendation for ${entry.address} from ${when}`}>
                open
              </OpenLink>
            </Row>
          );
        })}
      </List>
    </>
  );
}
