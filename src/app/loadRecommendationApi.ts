import type { AppThunk } from './store';

type RecommendationRequestModule = typeof import('./recommendationRequest');

/**
 * Loads the recommendation request (recommendationRequest.ts, a chunk of its own) and attaches the
 * API to the store: its reducer, its middleware and the error toast's listener. The main screen
 * starts it once it has rendered, so it is there before a visitor can submit; Get Recommendation
 * waits for it in case it is not. Calling it again costs nothing.
 */
export const loadRecommendationApi =
  (): AppThunk<Promise<RecommendationRequestModule>> =>
  async (dispatch, _getState, { attachApi }) => {
    const request = await import(/* webpackChunkName: "request" */ './recommendationRequest');
    attachApi(request.recommendationApi);
    dispatch(request.errorToastListenerAdded);
    return request;
  };
