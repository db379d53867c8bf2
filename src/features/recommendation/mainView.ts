/**
 * What the main screen shows, from the request's state in the API slice and the screen's own
 * slice together.
 */
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { selectRecommendationRequest } from './recommendationApi';
import { newRecommendationStarted, selectCurrentRecommendation, selectReadyCaption } from './recommendationSlice';

type MainScreenState = Parameters<typeof selectRecommendationRequest>[0] & Parameters<typeof selectReadyCaption>[0];

/** `fetching`: the request is out. `ready`: the answer came and "Here are your tips!" shows. */
export type LoadingPhase = 'fetching' | 'ready';
export type MainView = 'input' | 'loading' | 'result';

export const selectIsFetching = (state: MainScreenState): boolean => selectRecommendationRequest(state).isLoading;

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
