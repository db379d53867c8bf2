import { RISK_LEVEL_IDS, type RiskChoice } from '../../../contract/risk';
import type { PlainJsonKey } from '../../lib/persistence/plainJsonKey';
import type { RiskState } from './riskSlice';

const isRiskChoice = (value: unknown): value is RiskChoice => RISK_LEVEL_IDS.some((id) => id === value);

/**
 * `risk-level` holds the chosen level as a JSON string ("careful"), or null for none. Version 0 is its first
 * shape, so there is nothing to migrate yet; anything else stored reads as no choice, never as a level the
 * visitor did not pick.
 */
export const riskStorage: PlainJsonKey<RiskState> = {
  key: 'risk-level',
  version: 0,
  migrations: {},
  toStored: (state) => state.level,
  fromStored: (stored) => (stored === null ? { level: null } : isRiskChoice(stored) ? { level: stored } : null),
};
