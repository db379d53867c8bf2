import { onboardingStorage } from '../features/onboarding/onboardingStorage';
import { quotaStorage } from '../features/quota/quotaStorage';
import { riskStorage } from '../features/recommendation/riskStorage';
import { readPlainJson } from '../lib/persistence/plainJsonPersist';
import type { PreloadedState } from './store';

/**
 * The persisted slices as stored, read synchronously before the first render. The first render
 * therefore already shows the visitor's real state (onboarded or not, their allowance), so the
 * screens need no gate that renders nothing until redux-persist's asynchronous rehydration, and
 * the prerendered first screen can be hydrated. redux-persist still rehydrates the same values
 * and writes every change back. History is not read here: its reader checks every entry with the
 * contract's compiled validator, a chunk of its own, and no first screen shows it; redux-persist
 * reads it once that chunk is in (features/history/historyStorage.ts, docs/web.md "Bundle").
 */
export function readPersistedState(storage: Storage): PreloadedState {
  const state: PreloadedState = {};
  const onboarding = readPlainJson(onboardingStorage, storage);
  if (onboarding) state.onboarding = onboarding;
  const quota = readPlainJson(quotaStorage, storage);
  if (quota) state.quota = quota;
  const risk = readPlainJson(riskStorage, storage);
  if (risk) state.risk = risk;
  return state;
}
