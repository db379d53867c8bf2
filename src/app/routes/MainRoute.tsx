import { useEffect, useState } from 'react';
import { Page } from '../../components/Page';
import { quotaDayChecked, selectQuota } from '../../features/quota/quotaSlice';
import { InputView } from '../../features/recommendation/components/InputView';
import { LoadingView } from '../../features/recommendation/components/LoadingView';
import { ResultView } from '../../features/recommendation/components/ResultView';
import {
  addressChanged,
  newRecommendationStarted,
  selectAddress,
  selectCurrentRecommendation,
  selectFetchingProgress,
  selectInputError,
  selectIsFetching,
  selectMainView,
} from '../../features/recommendation/recommendationSlice';
import { useAppDispatch, useAppSelector } from '../hooks';
import { requestRecommendation } from '../requestRecommendation';

/** `/`: the input, loading and result views, one at a time. */
export default function MainRoute() {
  const dispatch = useAppDispatch();
  const view = useAppSelector(selectMainView);
  const address = useAppSelector(selectAddress);
  const inputError = useAppSelector(selectInputError);
  const progress = useAppSelector(selectFetchingProgress);
  const current = useAppSelector(selectCurrentRecommendation);
  const { available, max } = useAppSelector(selectQuota);
  const isFetching = useAppSelector(selectIsFetching);

  // The input takes the focus when it comes back after a fetch (failed, or New Recommendation),
  // not on arrival, so the page opens at its top.
  // Set while rendering (React's pattern for state that follows a prop), so no extra commit.
  const [inputReturns, setInputReturns] = useState(false);
  if (view !== 'input' && !inputReturns) setInputReturns(true);

  // A new local day gives the full allowance back, also on a tab left open overnight.
  useEffect(() => {
    dispatch(quotaDayChecked({ now: new Date().toISOString() }));
  }, [dispatch]);

  return (
    <Page>
      {view === 'input' && (
        <InputView
          address={address}
          error={inputError}
          available={available}
          max={max}
          onAddressChange={(value) => dispatch(addressChanged(value))}
          onSubmit={() => {
            void dispatch(requestRecommendation());
          }}
          focusInput={inputReturns}
        />
      )}
      {view === 'loading' && progress !== 'idle' && <LoadingView phase={progress} />}
      {view === 'result' && current && (
        <ResultView
          recommendation={current}
          onNewRecommendation={() => dispatch(newRecommendationStarted())}
          newRecommendationDisabled={isFetching}
        />
      )}
    </Page>
  );
}
