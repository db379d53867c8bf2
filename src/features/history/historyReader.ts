/**
 * How `history` is read back (historyStorage.ts says what each version holds): every entry is
 * checked with the contract's compiled validator (api/decode.ts). A chunk of its own, loaded at
 * start and read after the first render, which shows no history (docs/web.md, "Bundle").
 */
import { decodeSavedRecommendation } from '../../api/decode';
import type { StoredReader } from '../../lib/persistence/plainJsonKey';
import { compactEntry } from './compactEntry';
import { isFields } from './fields';
import { storedForm, unpackedForm } from './storedForm';
import { keepLatest, type HistoryState } from './historySlice';
import { unpackEntry } from './packedEntry';

/** Early builds numbered their recommendations; the contract's id is a string. */
function withTextId(value: unknown): unknown {
  return isFields(value) && typeof value.id === 'number' ? { ...value, id: String(value.id) } : value;
}

/** Each entry `read` can read, made compact and written as `write` writes it; unreadable ones stay for fromStored to drop. */
function rewriteEntries(read: (value: unknown) => unknown, write: typeof storedForm) {
  return (stored: unknown): unknown => {
    if (!Array.isArray(stored)) return stored;
    return stored.map((value: unknown) => {
      const entry = decodeSavedRecommendation(read(value));
      return entry === null ? value : write(compactEntry(entry));
    });
  };
}

export const historyReader: StoredReader<HistoryState> = {
  migrations: {
    // Versions 3 and older, whole or compact, each read in its own shape, into the shape version 4 reads unpacked.
    4: rewriteEntries(withTextId, unpackedForm),
    // Version 4, packed by token, into version 5: by field, with what the entry kept of each call's reasons.
    5: rewriteEntries(unpackEntry, storedForm),
    // Version 5, tokens by field, into version 6: the specification's list of token entries, their facts beside it.
    6: rewriteEntries(unpackEntry, storedForm),
  },
  fromStored: (stored) =>
    Array.isArray(stored)
      ? { entries: keepLatest(stored.map((value: unknown) => decodeSavedRecommendation(unpackEntry(value))).filter((e) => e !== null)) }
      : null,
};
