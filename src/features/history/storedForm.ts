import type { SavedRecommendation } from '../../api/types';
import type { packEntry } from './entryPacker';

// How an entry is written under `history`: by historyStorage.ts, and by historyReader.ts when it upgrades an older one.

/** The writer of packed entries once loaded (loadHistoryPacker); null before. */
let pack: typeof packEntry | null = null;

/**
 * Loads the packer, a chunk of its own: nothing is written before history is read, after the first render.
 * The app starts it after the first render (boot.tsx); a chunk that cannot load (offline before
 * it was cached, a deploy under an open page) leaves history written unpacked, never lost.
 */
export function loadHistoryPacker(): Promise<void> {
  return import('./entryPacker').then(
    (module) => {
      pack = module.packEntry;
    },
    () => undefined,
  );
}

/** A compact entry as it is, a missing icon said (null): what packedEntry.ts reads like a packed one. */
export function unpackedForm(entry: SavedRecommendation): unknown {
  return { ...entry, tokens: entry.tokens.map((token) => (token.icon === undefined ? { ...token, icon: null } : token)) };
}

/** A compact entry as written: packed, or before the packer has loaded unpacked. Both read back the same. */
export function storedForm(entry: SavedRecommendation): unknown {
  return pack ? pack(entry) : unpackedForm(entry);
}
