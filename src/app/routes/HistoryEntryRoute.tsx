import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { SavedRecommendation } from '../../api/types';
import { NotFound } from '../../components/NotFound';
import { Page } from '../../components/Page';
import { paths } from '../../config/paths';
import { isCompact } from '../../features/history/compactEntry';
import { EntryGrades } from '../../features/history/components/EntryGrades';
import { HistoryUnreadable } from '../../features/history/components/HistoryUnreadable';
import { KeepNote } from '../../features/history/components/historyListStyles';
import { selectHistoryEntryById, selectHistoryRead, selectHistoryUnreadable } from '../../features/history/historySlice';
import { ResultView } from '../../features/recommendation/components/ResultView';
import { startNewRecommendation, useRecommendationRequest } from '../../features/recommendation/recommendationApi';
import { useAppDispatch, useAppSelector } from '../hooks';
import { useCurrentPrices } from '../../features/history/useCurrentPrices';

const NO_ENTRIES: SavedRecommendation[] = [];

/** An entry saved since history kept each call's reason (version 5). */
export const COMPACT_ENTRY_TEXT =
  'Saved on this device with each call and why it was made; each token’s longer description, rules and price line are left out to keep history small.';
/** An entry saved before that: only the calls, counts and prices. */
export const OLDER_ENTRY_TEXT =
  'Saved on this device by an earlier version of Ribbit, without the reason for each call: the calls, counts and prices are kept to grade them.';

/** `/history/:id`: one saved recommendation with how its calls did since, or a clear not-found state. */
export default function HistoryEntryRoute() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const entry = useAppSelector((state) => selectHistoryEntryById(state, id));
  const historyRead = useAppSelector(selectHistoryRead);
  const unreadable = useAppSelector(selectHistoryUnreadable);
  const { isLoading: isFetching } = useRecommendationRequest();
  const entries = useMemo(() => (entry ? [entry] : NO_ENTRIES), [entry]);
  const { prices, now } = useCurrentPrices(entries);

  // Not "not found" before history is read: a moment after the first render.
  if (!entry && !historyRead) return null;
  if (!entry && unreadable) {
    return (
      <Page>
        <HistoryUnreadable>
          <Link to={paths.settings.to()}>Back to history</Link>
        </HistoryUnreadable>
      </Page>
    );
  }
  if (!entry) {
    return (
      <Page>
        <NotFound title="Recommendation not found">
          <p>There is no saved recommendation with this id on this device.</p>
          <Link to={paths.settings.to()}>Back to history</Link>
        </NotFound>
      </Page>
    );
  }

  return (
    <Page>
      <ResultView
        recommendation={entry}
        onNewRecommendation={() => {
          dispatch(startNewRecommendation());
          void navigate(paths.main.to());
        }}
        newRecommendationDisabled={isFetching}
      >
        {isCompact(entry) && <KeepNote>{entry.tokens.some((token) => token.result !== '') ? COMPACT_ENTRY_TEXT : OLDER_ENTRY_TEXT}</KeepNote>}
        <EntryGrades entry={entry} prices={prices} now={now} />
      </ResultView>
    </Page>
  );
}
