import { Link, useNavigate } from 'react-router';
import { NotFound } from '../../components/NotFound';
import { Page } from '../../components/Page';
import { PrimaryButton } from '../../components/PrimaryButton';
import { paths } from '../../config/paths';
import { selectHistoryNewestFirst } from '../../features/history/historySlice';
import { selectIsFetching, startNewRecommendation } from '../../features/recommendation/mainView';
import { useAppDispatch, useAppSelector } from '../hooks';
import { Address, Details, Heading, List, OpenLink, PulsingRow, Row, When } from './historyListStyles';

export const FETCHING_ROW_TEXT = 'Fetching new recommendation...';
export const EMPTY_HISTORY_TEXT = 'No recommendations found';

/** Local date and time, in the visitor's locale. */
export function formatLocalDateTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** `/settings`: the recommendations history of this device, newest first. */
export default function SettingsRoute() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const entries = useAppSelector(selectHistoryNewestFirst);
  const isFetching = useAppSelector(selectIsFetching);

  const startNew = () => {
    dispatch(startNewRecommendation());
    navigate(paths.main.to());
  };

  return (
    <Page>
      <Heading>Recommendations history</Heading>
      {entries.length === 0 && !isFetching ? (
        <NotFound title={EMPTY_HISTORY_TEXT}>
          <PrimaryButton onClick={startNew}>New Recommendation</PrimaryButton>
        </NotFound>
      ) : (
        <List>
          {isFetching && <PulsingRow aria-live="polite">{FETCHING_ROW_TEXT}</PulsingRow>}
          {entries.map((entry) => {
            const when = formatLocalDateTime(entry.createdAt);
            return (
              <Row key={entry.id}>
                <Details>
                  <Address>{entry.address}</Address>
                  <When dateTime={entry.createdAt}>{when}</When>
                </Details>
                <OpenLink
                  as={Link}
                  to={paths.historyEntry.to(entry.id)}
                  aria-label={`open recommendation for ${entry.address} from ${when}`}
                >
                  open
                </OpenLink>
              </Row>
            );
          })}
        </List>
      )}
    </Page>
  );
}
