/**
 * How `history` is read back (historyStorage.ts says what each version holds): every entry is
 * checked with the contract's compiled validator (api/decode.ts). A chunk of its own, loaded at
 * start and read after the first render, which shows no history (docs/web.md, "Bundle").
 */
import { decodeSavedRecommendation } from '../../api/decode';
import type { StoredReader } from '../../lib/persistence/plainJsonKey';
import { compactEntry } from './compactEntry';
import { storedForm } from './storedForm';
import { keepLatest, type HistoryState } from './historySlice';
import { isFields, unpackEntry } from './packedEntry';

/** Early builds numbered their recommendations; the contract's id is a string. */
function withTextId(value: unknown): unknown {
  return isFields(value) && typeof value.id === 'number' ? { ...value, id: String(value.id) } : value;
}

/**
 * Versions 3 and 4: each entry an older build stored (whole, or compact but not packed) read in
 * its own shape, made compact and packed; unreadable ones stay for fromStored to drop.
 */
function packStoredEntries(stored: unknown): unknown {
  if (!Array.isArray(stored)) return stored;
  return stored.map((value: unknown) => {
    const entry = decodeSavedRecommendation(withTextId(value));
    return entry === null ? value : storedForm(compactEntry(entry));
  });
}

export const historyReader: StoredReader<HistoryState> = {
  migrations: { 4: packStoredEntries },
  fromStored: (stored) =>
    Array.isArray(stored)
      ? { entries: keepLatest(stored.map((value: unknown) => decodeSavedRecommendation(unpackEntry(value))).filter((e) => e !== null)) }
      : null,
};
