import { useNavigate } from 'react-router';
import { NotFound } from '../../components/NotFound';
import { Page } from '../../components/Page';
import { PrimaryButton } from '../../components/PrimaryButton';
import { paths } from '../../config/paths';
import { HistoryList } from '../../features/history/components/HistoryList';
import { Heading } from '../../features/history/components/historyListStyles';
import { selectHistoryNewestFirst } from '../../features/history/historySlice';
import { selectIsFetching, startNewRecommendation } from '../../features/recommendation/mainView';
import { useAppDispatch, useAppSelector } from '../hooks';
import { useCurrentPrices } from '../useCurrentPrices';

export const EMPTY_HISTORY_TEXT = 'No recommendations found';

/** `/settings`: the recommendations history of this device, newest first, each graded. */
export default function SettingsRoute() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const entries = useAppSelector(selectHistoryNewestFirst);
  const isFetching = useAppSelector(selectIsFetching);
  const { prices, now } = useCurrentPrices(entries);

  const startNew = () => {
    dispatch(startNewRecommendation());
    void navigate(paths.main.to());
  };

  return (
    <Page>
      <Heading>Recommendations history</Heading>
      {entries.length === 0 && !isFetching ? (
        <NotFound title={EMPTY_HISTORY_TEXT}>
          <PrimaryButton onClick={startNew}>New Recommendation</PrimaryButton>
        </NotFound>
      ) : (
        <HistoryList entries={entries} isFetching={isFetching} prices={prices} now={now} />
      )}
    </Page>
  );
}
