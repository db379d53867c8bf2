import { quotaDayChecked, selectHasFreeRecommendation } from '../features/quota/quotaSlice';
import { allowanceReturned } from '../features/recommendation/recommendationSlice';
import type { AppThunk } from './store';

/**
 * The clock was read on main (on arrival, and at midnight while the allowance is used up): a new
 * local day gives the allowance back (quota), and "No Free recommendations left" goes with it
 * (the input), as the two features cannot see each other.
 */
export const allowanceDayChecked = (): AppThunk => (dispatch, getState) => {
  dispatch(quotaDayChecked({ now: new Date().toISOString() }));
  if (selectHasFreeRecommendation(getState())) dispatch(allowanceReturned());
};
