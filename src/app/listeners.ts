import type { TypedStartListening } from '@reduxjs/toolkit';
import { READY_CAPTION_MS, readyCaptionElapsed } from '../features/recommendation/recommendationSlice';
import { recommendationReceived } from '../lib/events/recommendationEvents';
import { routeChanged } from './navigationEvents';
import type { AppDispatch, RootState, ThunkExtra } from './rootReducer';
import { showRecommendationReadyToast } from './toasts';

export type AppStartListening = TypedStartListening<RootState, AppDispatch, ThunkExtra>;

/**
 * Side effects of the app's events: page views, the ready toast and the ready-caption delay. Get
 * Recommendation's own (its analytics event, its error toast) are in requestRecommendation.ts.
 */
export function addAppListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: routeChanged,
    effect: (action, { extra }) => {
      extra.analytics.pageView(action.payload);
    },
  });

  startListening({
    actionCreator: recommendationReceived,
    effect: () => {
      showRecommendationReadyToast();
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
