import { useNavigate } from 'react-router';
import { NotFound } from '../../components/NotFound';
import { Page } from '../../components/Page';
import { PrimaryButton } from '../../components/PrimaryButton';
import { paths } from '../../config/paths';
import { HistoryList } from '../../features/history/components/HistoryList';
import { HistoryUnreadable } from '../../features/history/components/HistoryUnreadable';
import { Heading, KeepNote } from '../../features/history/components/historyListStyles';
import { HISTORY_LIMIT, selectHistoryNewestFirst, selectHistoryRead, selectHistoryUnreadable } from '../../features/history/historySlice';
import { startNewRecommendation, useRecommendationRequest } from '../../features/recommendation/recommendationApi';
import { useAppDispatch, useAppSelector } from '../hooks';
import { useCurrentPrices } from '../../features/history/useCurrentPrices';

export const EMPTY_HISTORY_TEXT = 'No recommendations found';
/** History is capped (historySlice.ts): said where the list is, not found out later. */
export const HISTORY_LIMIT_TEXT = `This device keeps your latest ${HISTORY_LIMIT} recommendations; older ones are removed as new ones arrive.`;

/** `/settings`: the recommendations history of this device, newest first, each graded. */
export default function SettingsRoute() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const entries = useAppSelector(selectHistoryNewestFirst);
  const historyRead = useAppSelector(selectHistoryRead);
  const unreadable = useAppSelector(selectHistoryUnreadable);
  const { isLoading: isFetching } = useRecommendationRequest();
  const { prices, now } = useCurrentPrices(entries);

  const startNew = () => {
    dispatch(startNewRecommendation());
    void navigate(paths.main.to());
  };

  return (
    <Page>
      <Heading>Recommendations history</Heading>
      <KeepNote>{HISTORY_LIMIT_TEXT}</KeepNote>
      {unreadable && <HistoryUnreadable />}
      {/* Before history is read (a moment after the first render), neither a list nor "none". */}
      {entries.length === 0 && (!historyRead || unreadable) ? null : entries.length === 0 && !isFetching ? (
        <NotFound title={EMPTY_HISTORY_TEXT}>
          <PrimaryButton onClick={startNew}>New Recommendation</PrimaryButton>
        </NotFound>
      ) : (
        <HistoryList entries={entries} isFetching={isFetching} prices={prices} now={now} />
      )}
    </Page>
  );
}
