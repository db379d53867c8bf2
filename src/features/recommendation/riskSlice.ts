import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RiskChoice } from '../../../contract/risk';

/**
 * How much the visitor lets the wallet swing (docs/engine.md "Risk levels"), kept on the device and sent
 * with every request. null: none chosen, so the plan keeps the wallet's own swing.
 */
export interface RiskState {
  level: RiskChoice | null;
}

export const initialRiskState: RiskState = { level: null };

export const riskSlice = createSlice({
  name: 'risk',
  initialState: initialRiskState,
  reducers: {
    riskLevelChosen(state, action: PayloadAction<RiskChoice | null>) {
      state.level = action.payload;
    },
  },
  selectors: {
    selectRiskLevel: (state) => state.level,
  },
});

export const { riskLevelChosen } = riskSlice.actions;
export const { selectRiskLevel } = riskSlice.selectors;
