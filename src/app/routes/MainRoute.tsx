import { Suspense, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/Page';
import { AllowanceReturns } from '../../features/quota/components/AllowanceReturns';
import { selectQuota } from '../../features/quota/quotaSlice';
import { InputView } from '../../features/recommendation/components/InputView';
import { RiskLevelChoice } from '../../features/recommendation/components/RiskLevelChoice';
import { riskLevelChosen, selectRiskLevel } from '../../features/recommendation/riskSlice';
import { useDemoWallets } from '../../features/recommendation/demoWalletsApi';
import { startNewRecommendation, useRecommendationRequest } from '../../features/recommendation/recommendationApi';
import { walletsInLink } from '../../features/recommendation/walletLink';
import {
  addressChanged,
  walletPasted,
  selectAddress,
  selectCurrentRecommendation,
  selectInputError,
  selectReadyCaption,
} from '../../features/recommendation/recommendationSlice';
import { allowanceDayChecked } from '../allowanceDay';
import { ChunkErrorBoundary } from '../ChunkErrorBoundary';
import { useAppDispatch, useAppSelector } from '../hooks';
import { preloadable } from '../preloadable';
import { requestRecommendation } from '../requestRecommendation';

// The loading and result views are not needed until Get Recommendation: they load right after
// the input view has rendered, so the input does not wait for them.
const loading = preloadable(() => import('../../features/recommendation/components/LoadingView').then((module) => module.LoadingView));
const result = preloadable(() => import('../../features/recommendation/components/ResultView').then((module) => module.ResultView));
const LoadingView = loading.Component;
const ResultView = result.Component;

/**
 * `/`: the input, loading and result views, one at a time. A chunk of its own with the API
 * (AppRoutes.tsx): loading while the request is out, then "Here are your tips!" for its time,
 * then the result.
 */
export default function MainRoute() {
  const dispatch = useAppDispatch();
  const address = useAppSelector(selectAddress);
  const inputError = useAppSelector(selectInputError);
  const readyCaption = useAppSelector(selectReadyCaption);
  const current = useAppSelector(selectCurrentRecommendation);
  const riskLevel = useAppSelector(selectRiskLevel);
  // Each figure on its own: the quota's object is replaced when redux-persist rehydrates it, its figures are not.
  const available = useAppSelector((state) => selectQuota(state).available);
  const max = useAppSelector((state) => selectQuota(state).max);
  const { isLoading: isFetching } = useRecommendationRequest();
  const phase = isFetching ? 'fetching' : readyCaption ? 'ready' : null;
  const view = phase !== null ? 'loading' : current?.createdAt ? 'result' : 'input';

  // The input takes the focus when it comes back after a fetch (failed, or New Recommendation),
  // not on arrival, so the page opens at its top.
  // Set while rendering (React's pattern for state that follows a prop), so no extra commit.
  const [inputReturns, setInputReturns] = useState(false);
  if (view !== 'input' && !inputReturns) setInputReturns(true);

  useEffect(() => {
    // A chunk that fails here fails again when its view renders, which shows the message.
    loading.preload().catch(() => undefined);
    result.preload().catch(() => undefined);
  }, []);

  // A new local day gives the full allowance back, also on a tab left open overnight: on arrival,
  // and at midnight while the allowance is used up (AllowanceReturns counts down to it).
  const checkDay = useCallback(() => {
    dispatch(allowanceDayChecked());
  }, [dispatch]);
  useEffect(checkDay, [checkDay]);
  const demoWallets = useDemoWallets();

  // A link (`/?wallet=whale.eth`) fills the input on arrival and waits for one tap: asking by itself
  // would spend a free recommendation the visitor did not ask for. It stays in the address bar while
  // the result shows, so a reload comes back to the filled input; New Recommendation drops it.
  const [search, setSearch] = useSearchParams();
  const [linked] = useState(() => walletsInLink(search));
  useEffect(() => {
    if (linked.length > 0 && !current) dispatch(addressChanged(linked[0]));
    // Once, on arrival: later edits are the visitor's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Page>
      <ChunkErrorBoundary>
        <Suspense fallback={null}>
          {view === 'input' && (
            <InputView
              address={address}
              error={inputError}
              available={available}
              max={max}
              allowanceNote={<AllowanceReturns onReturn={checkDay} />}
              demoWallets={demoWallets}
              onAddressChange={(value) => dispatch(addressChanged(value))}
              onPasted={(pasted) => dispatch(walletPasted(pasted))}
              onSubmit={() => {
                void dispatch(requestRecommendation());
              }}
              focusInput={inputReturns}
            />
          )}
          {view === 'loading' && phase !== null && <LoadingView phase={phase} />}
          {view === 'result' && current && (
            <ResultView
              recommendation={current}
              onNewRecommendation={() => {
                dispatch(startNewRecommendation());
                if (walletsInLink(search).length > 0) setSearch({}, { replace: true });
              }}
              newRecommendationDisabled={isFetching}
            >
              {current.tokens.length > 0 && (
                <RiskLevelChoice
                  used={current.portfolio?.risk}
                  chosen={riskLevel}
                  onChoose={(level) => {
                    dispatch(riskLevelChosen(level));
                  }}
                  onAskAgain={() => {
                    void dispatch(requestRecommendation());
                  }}
                  available={available}
                  askDisabled={isFetching}
                />
              )}
            </ResultView>
          )}
        </Suspense>
      </ChunkErrorBoundary>
    </Page>
  );
}
