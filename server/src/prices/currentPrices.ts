/**
 * The price now of tokens named by chain id and address, for grading saved
 * advice. Every read goes through the same reading caches as the
 * recommendations (and the background refresh keeps them warm), so a repeated
 * or common question costs no JSON-RPC. One token's trouble is its own entry,
 * never the whole answer's.
 */
import { tokenKey, type PriceHistory, type TokenInfo, type TokenKey } from '../domain/types';
import type { PriceReading } from './priceSource';
import type { PriceNow } from '../../../contract';
import type { CachedPriceSource, ChainReader } from './chainReader';

export interface CurrentPrices {
  /** One entry per ref, in order. Never rejects for a source's failure: that token is `unavailable`. */
  read(refs: readonly { chainId: number; address: string }[]): Promise<PriceNow[]>;
}

export interface CurrentPricesDeps {
  chains: readonly ChainReader[];
  /** The HTTP price source (PRICE_API_URL), cached; null when off. */
  fallbackPrices: CachedPriceSource | null;
}

const SOURCE_FAILED = 'its price source could not be read right now';

/** Reads `tokens` from `source`; a source that fails as a whole leaves them absent (unavailable). */
async function readSafely(source: CachedPriceSource | null, tokens: readonly TokenInfo[]): Promise<Map<TokenKey, PriceReading>> {
  if (!source || tokens.length === 0) return new Map();
  try {
    return await source.read(tokens);
  } catch {
    return new Map();
  }
}

function priced(history: PriceHistory): Pick<PriceNow, 'priceUsd' | 'updatedAt'> {
  return { priceUsd: history.priceUsd, updatedAt: new Date(history.updatedAt * 1000).toISOString() };
}

function fromReading(token: TokenInfo, reading: PriceReading | undefined): PriceNow {
  const base = { chainId: token.chainId, address: token.address };
  switch (reading?.status) {
    case 'ok':
      return { ...base, status: 'ok', ...priced(reading.history) };
    case 'stale':
      return { ...base, status: 'stale', ...priced(reading.history), ageSeconds: Math.max(0, Math.round(reading.ageSeconds)) };
    case 'unavailable':
      return { ...base, status: 'unavailable', reason: reading.reason };
    case 'none':
      return { ...base, status: 'unavailable', reason: 'no price source knows this token' };
    default:
      return { ...base, status: 'unavailable', reason: SOURCE_FAILED };
  }
}

export function createCurrentPrices({ chains, fallbackPrices }: CurrentPricesDeps): CurrentPrices {
  const byChain = new Map(chains.map((chain) => [chain.chainId, { chain, tokens: new Map(chain.tokens.map((token) => [tokenKey(token), token])) }]));
  return {
    async read(refs) {
      const known = refs.map((ref) => byChain.get(ref.chainId)?.tokens.get(tokenKey(ref)));
      const found = known.filter((token) => token !== undefined);
      // Chainlink (each chain's own source) for tokens with a feed, the HTTP source for the rest, all at once.
      const readings = await Promise.all([
        ...chains.map((chain) =>
          readSafely(
            chain.prices,
            found.filter((token) => token.chainId === chain.chainId && token.extensions?.priceFeed),
          ),
        ),
        fallbackPrices
          ? readSafely(
              fallbackPrices,
              found.filter((token) => !token.extensions?.priceFeed),
            )
          : Promise.resolve(new Map<TokenKey, PriceReading>()),
      ]);
      const all = new Map(readings.flatMap((map) => [...map]));
      return refs.map((ref, index): PriceNow => {
        const token = known[index];
        if (token) {
          if (!token.extensions?.priceFeed && !fallbackPrices)
            return { chainId: token.chainId, address: token.address, status: 'unavailable', reason: 'no price source is configured for this token' };
          return fromReading(token, all.get(tokenKey(token)));
        }
        const reason = byChain.has(ref.chainId) ? 'not on the token list of this chain' : `this service does not read chain ${ref.chainId}`;
        return { chainId: ref.chainId, address: ref.address, status: 'unknown', reason };
      });
    },
  };
}
