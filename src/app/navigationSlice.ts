import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface NavigationState {
  /** Path of the screen shown now; null before the router first reports one. */
  path: string | null;
}

const initialState: NavigationState = { path: null };

/** The router's location, mirrored so listeners (page views, toasts) can read it. */
export const navigationSlice = createSlice({
  name: 'navigation',
  initialState,
  reducers: {
    routeChanged(state, action: PayloadAction<string>) {
      state.path = action.payload;
    },
  },
  selectors: {
    selectPath: (state) => state.path,
  },
});

export const { routeChanged } = navigationSlice.actions;
export const { selectPath } = navigationSlice.selectors;
