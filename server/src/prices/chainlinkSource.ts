/**
 * Prices from Chainlink-style feeds (AggregatorV3Interface) read on-chain: the
 * latest round and one close per UTC day, walked back through Multicall3.
 * A token without `extensions.priceFeed` is unpriced (null): no price is invented.
 */
import { getAddress, type Address, type PublicClient } from 'viem';
import { shortMessage } from '../chain/errorMessage';
import { PriceError, type PriceHistory, type TokenInfo } from '../domain/types';
import { dailyCloses } from './dailyCloses';
import { FeedUnavailableError, walkFeeds, type FeedWalk } from './roundWalk';
import type { BatchPriceSource } from './batch';

export const DEFAULT_HISTORY_DAYS = 180;
/** The engine's longest window is 90 days (a 90-day return needs 91 closes). */
export const MIN_HISTORY_DAYS = 90;

function historyOf(walk: FeedWalk, days: number): PriceHistory {
  return { priceUsd: walk.latest.priceUsd, updatedAt: walk.latest.updatedAt, dailyCloses: dailyCloses(walk.rounds, days), source: 'chainlink' };
}

export function createChainlinkPriceSource(client: PublicClient, opts: { multicall3: Address; days?: number }): BatchPriceSource {
  const days = opts.days ?? DEFAULT_HISTORY_DAYS;
  if (!Number.isInteger(days) || days < MIN_HISTORY_DAYS) throw new RangeError(`days must be a whole number of at least ${MIN_HISTORY_DAYS} (got ${days})`);

  async function getHistories(tokens: readonly TokenInfo[]): Promise<Map<Address, PriceHistory | null>> {
    // Tokens sharing a feed (ETH and WETH) walk it once.
    const feeds = [...new Set(tokens.flatMap((token) => (token.extensions?.priceFeed ? [getAddress(token.extensions.priceFeed)] : [])))];
    let walks: FeedWalk[] = [];
    if (feeds.length > 0) {
      try {
        walks = await walkFeeds(client, opts.multicall3, feeds, days);
      } catch (error) {
        if (error instanceof FeedUnavailableError) {
          const symbols = tokens.filter((token) => token.extensions?.priceFeed && getAddress(token.extensions.priceFeed) === error.feed).map((token) => token.symbol);
          throw new PriceError(`The ${symbols.join('/')} price feed (${error.feed}) did not answer`, { cause: error });
        }
        throw new PriceError(`Could not read price feeds: ${shortMessage(error)}`, { cause: error });
      }
    }
    const histories = new Map(walks.map((walk) => [walk.feed, historyOf(walk, days)]));
    return new Map(
      tokens.map((token) => {
        const feed = token.extensions?.priceFeed;
        return [token.address, feed ? (histories.get(getAddress(feed)) ?? null) : null];
      }),
    );
  }

  return {
    getHistories,
    async getHistory(token) {
      return (await getHistories([token])).get(token.address) ?? null;
    },
  };
}
