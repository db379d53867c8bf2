import { Link } from 'react-router';
import type { SavedRecommendation } from '../../../api/types';
import { paths } from '../../../config/paths';
import { formatUsd } from '../../../lib/money';
import { planLine } from '../planLine';
import type { CurrentPrices } from '../pricesApi';
import { GradeSummary } from './GradeSummary';
import { Address, Details, Facts, Name, OpenLink, PlanText, Row, Worth } from './historyListStyles';
import { formatLocalDateTime } from './localDateTime';

interface HistoryRowProps {
  entry: SavedRecommendation;
  prices: CurrentPrices;
  /** Epoch ms the grades are made at. */
  now: number;
}

/**
 * One saved recommendation in `/settings`' list: the name typed (if one was) above its address,
 * when it was made and what the wallet was worth then, the plan in a line, its grade, and the spec's
 * "open" link.
 */
export function HistoryRow({ entry, prices, now }: HistoryRowProps) {
  const when = formatLocalDateTime(entry.createdAt);
  const wallet = entry.ensName ?? entry.address;
  return (
    <Row>
      <Details>
        {entry.ensName !== undefined && <Name>{entry.ensName}</Name>}
        <Address $beside={entry.ensName !== undefined}>{entry.address}</Address>
        <Facts>
          <time dateTime={entry.createdAt}>{when}</time>
          {entry.totalValueUsd !== undefined && (
            <>
              {' · '}
              <Worth>worth {formatUsd(entry.totalValueUsd)}</Worth>
            </>
          )}
        </Facts>
        <PlanText>{planLine(entry)}</PlanText>
        <GradeSummary entry={entry} prices={prices} now={now} />
      </Details>
      <OpenLink as={Link} to={paths.historyEntry.to(entry.id)} aria-label={`open recommendation for ${wallet} from ${when}`}>
        open
      </OpenLink>
    </Row>
  );
}
