/**
 * What the main screen shows, from the request's state in the API slice and the screen's own
 * slice together.
 */
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { CombinedState, EndpointDefinitions, QueryStatus } from '@reduxjs/toolkit/query';
import { newRecommendationStarted, selectCurrentRecommendation, selectReadyCaption } from './recommendationSlice';

/**
 * Every request shares this one cache entry (`fixedCacheKey`), so the API slice holds the
 * request in flight or the last outcome, never a growing list of past answers.
 */
export const RECOMMENDATION_REQUEST_KEY = 'recommendation';

/**
 * The API slice as RTK Query keeps it (its exported `CombinedState` type). It is absent until the
 * API has loaded with the first request or the main screen (app/requestRecommendation.ts).
 */
interface ApiSliceState {
  api?: Pick<CombinedState<EndpointDefinitions, string, 'api'>, 'mutations'>;
}
type MainScreenState = ApiSliceState & Parameters<typeof selectReadyCaption>[0];

/** RTK Query's `QueryStatus` as the strings it is: its enum would bring RTK Query into the first bundle. */
type RequestStatus = `${QueryStatus}`;

/** `fetching`: the request is out. `ready`: the answer came and "Here are your tips!" shows. */
export type LoadingPhase = 'fetching' | 'ready';
export type MainView = 'input' | 'loading' | 'result';

/** The request's `isLoading`, read straight from its entry: this module is in the first bundle, RTK Query's selectors are not. */
export function selectIsFetching(state: MainScreenState): boolean {
  const status: RequestStatus | undefined = state.api?.mutations[RECOMMENDATION_REQUEST_KEY]?.status;
  return status === 'pending';
}

export function selectLoadingPhase(state: MainScreenState): LoadingPhase | null {
  if (selectIsFetching(state)) return 'fetching';
  return selectReadyCaption(state) ? 'ready' : null;
}

export function selectMainView(state: MainScreenState): MainView {
  if (selectLoadingPhase(state) !== null) return 'loading';
  return selectCurrentRecommendation(state)?.createdAt ? 'result' : 'input';
}

/** New Recommendation: back to an empty input, unless a request is out (its answer is on its way). */
export const startNewRecommendation = (): ThunkAction<void, MainScreenState, unknown, UnknownAction> => (dispatch, getState) => {
  if (!selectIsFetching(getState())) dispatch(newRecommendationStarted());
};
