import type { TypedStartListening } from '@reduxjs/toolkit';
import { paths } from '../config/paths';
import { READY_CAPTION_MS, readyCaptionElapsed } from '../features/recommendation/recommendationSlice';
import { recommendationReceived, recommendationRequested } from '../lib/events/recommendationEvents';
import { routeChanged, selectPath } from './navigationSlice';
import type { AppDispatch, RootState, ThunkExtra } from './rootReducer';
import { showRecommendationReadyToast } from './toasts';

export type AppStartListening = TypedStartListening<RootState, AppDispatch, ThunkExtra>;

export const FETCH_RECOMMENDATION_EVENT = 'fetch-recommendation';

/**
 * Side effects of the app's events: analytics, toasts and the ready-caption delay. The request's
 * error toast is shown by Get Recommendation itself (requestRecommendation.ts), with the outcome.
 */
export function addAppListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: routeChanged,
    effect: (action, { extra }) => {
      extra.analytics.pageView(action.payload);
    },
  });

  startListening({
    actionCreator: recommendationRequested,
    effect: (action, { extra }) => {
      extra.analytics.event(FETCH_RECOMMENDATION_EVENT, { wallet: action.payload.address });
    },
  });

  startListening({
    actionCreator: recommendationReceived,
    effect: (_action, listenerApi) => {
      showRecommendationReadyToast(selectPath(listenerApi.getState()) === paths.main.path);
    },
  });

  startListening({
    actionCreator: recommendationReceived,
    effect: async (_action, listenerApi) => {
      await listenerApi.delay(READY_CAPTION_MS);
      listenerApi.dispatch(readyCaptionElapsed());
    },
  });
}
