import type { LazyPlainJsonKey } from '../../lib/persistence/plainJsonKey';
import { keepLatest, type HistoryState } from './historySlice';
import { storedForm } from './storedForm';

/**
 * `history` holds the array of saved recommendations as plain JSON. Entries an older build
 * wrote with fields missing are kept when they still have an id, address and createdAt (the
 * numbered id of the earliest builds is read as text). historyReader.ts reads it back.
 *
 * Version 1 added optional fields for several chains: `chainId` per token and set-aside entry,
 * `priceAgeSeconds` on a stale-price entry, and the recommendation's `chains` (names and
 * status). Entries of version 0 and older have none of them and need no step: they read as
 * single-chain recommendations, without badges.
 *
 * Version 2 added, per token, the `address` and `volatilityAnnual` that grading needs (the
 * price now is asked by chain id and address; a hold is judged against its weekly range).
 * Older entries have neither and need no step: they are graded where they can be and say
 * why not where they cannot (features/history/grading.ts).
 *
 * Version 3 keeps entries compact (compactEntry.ts): each token without its result line,
 * description, rules, notes and price line, which the decoder reads back as empty. Older
 * entries are made compact by its step, and only the newest HISTORY_LIMIT are kept.
 *
 * Version 4 packs them (packedEntry.ts): default icons, and what a plan step repeats of its token
 * and chain, are rebuilt on reading rather than stored, and a token other than a hold keeps no
 * volatility. Its step turns entries of any older version into its unpacked shape, so version 3
 * has none of its own: a version 3 entry is read as it was written.
 *
 * Version 5 writes the tokens by field (tokenColumns.ts) and keeps what the history rows and fair
 * grading need: each token's result line (why the call was made; each distinct line once), every
 * call's volatility, a dollar stablecoin's peg band and the wallet's value (`totalValueUsd`; for an
 * older entry, what its tokens add up to). Its step reads a version 4 entry and writes it anew.
 *
 * Version 6 writes `tokens` back as the specification's list of token entries (symbol, icon,
 * action, description, result, count, price), with what else grading and the cards need of each
 * token by field beside it (`tokenFacts`); a plan step's cash is its card's index, and the assets
 * after the plan are by field with their weights to the 0.1 % shown. Its step reads a version 5
 * entry and writes it anew.
 */
export const historyStorage: LazyPlainJsonKey<HistoryState> = {
  key: 'history',
  version: 6,
  // Its reader checks every entry with the contract's compiled validator: a chunk of its own, loaded at start.
  loadReader: () => import('./historyReader').then((module) => module.historyReader),
  mergeRead: (stored, current) => ({
    entries: keepLatest([...stored.entries, ...current.entries.filter((entry) => !stored.entries.some((kept) => kept.id === entry.id))]),
  }),
  toStored: (state) => state.entries.map(storedForm),
  shrink: (stored) => (Array.isArray(stored) && stored.length > 0 ? stored.slice(Math.ceil(stored.length / 4)) : null),
};
