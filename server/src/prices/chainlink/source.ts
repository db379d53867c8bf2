/**
 * Prices from Chainlink feeds read on-chain, as they really are: the v2
 * PriceSource. A read costs one eth_call for the heads of every feed (and the
 * L2 sequencer's status), plus the search for the closes of days not stored
 * yet: a closed day is read from the chain once, then from the ClosesStore.
 * See docs/chainlink.md.
 */
import { getAddress, type Address } from 'viem';
import type { EthCallClient } from '../../chains/multicall/multicall';
import type { TokenInfo, TokenKey } from '../../domain/types';
import type { PriceReading, PriceSource } from '../priceSource';
import { tokenKey } from '../../domain/types';
import { feedKey, type ClosesStore, type StoredClose } from '../closesStore';
import { closesBehind, withUnsaved } from './closesBehind';
import { searchCloses, type SearchFeed } from './closeSearch';
import { callAll } from './ethCalls';
import { CALLS_PER_HEAD, decodeHead, headCalls, type FeedHead, type HeadReading } from './heads';
import { SECONDS_PER_DAY, utcDayStart } from '../utcDay';
import { anchorOf, closesToStore, dailySeries, dayEndsToSearch, type DailySeries, type Window } from './series';
import { SELECTORS } from './rounds';
import { sequencerAllowsFreshPrices } from './sequencer';
import { tokenReading } from './tokenReading';
import { failingFeeds, type FeedFailure } from './failingFeeds';
import { heartbeatMemory } from './heartbeat';

export const DEFAULT_HISTORY_DAYS = 180;
/** The engine's longest window is 90 days (a 90-day return needs 91 closes). */
export const MIN_HISTORY_DAYS = 90;

export interface ChainlinkSourceOptions {
  rpc: EthCallClient;
  chainId: number;
  multicall3: Address;
  closes: ClosesStore;
  /** The chain's ETH / USD feed, to turn X / ETH feeds into USD; without it they are unavailable. */
  ethUsdFeed?: Address;
  /** L2 only: Chainlink's sequencer uptime feed; while it reports the sequencer down (or just back up) every price is stale. */
  sequencerUptimeFeed?: Address;
  /** Daily closes per history, today included. */
  days?: number;
  /** Epoch milliseconds. */
  now?: () => number;
  /**
   * Told when the store fails. The read goes on from the chain (a failed load
   * reads as an empty store, a failed save is retried by the next read), so a
   * database outage costs eth_calls, not prices.
   */
  onStoreError?: (error: unknown) => void;
}

async function loadStored(opts: ChainlinkSourceOptions, feeds: readonly Address[], firstDay: number): Promise<Map<Address, StoredClose[]>> {
  try {
    const byKey = await opts.closes.load(
      feeds.map((feed) => feedKey(opts.chainId, feed)),
      firstDay,
    );
    return new Map(feeds.map((feed) => [feed, byKey.get(feedKey(opts.chainId, feed)) ?? []]));
  } catch (error) {
    opts.onStoreError?.(error);
    return new Map();
  }
}

export interface ChainlinkSource extends PriceSource {
  /** The feeds whose last read left their token unavailable (for /api/ready). */
  failingFeeds(): FeedFailure[];
  /** Resolves once the closes found so far are stored (or failed to be): for a graceful shutdown and the benchmark. */
  closesSaved(): Promise<void>;
}

export function createChainlinkSource(opts: ChainlinkSourceOptions): ChainlinkSource {
  const days = opts.days ?? DEFAULT_HISTORY_DAYS;
  if (!Number.isInteger(days) || days < MIN_HISTORY_DAYS) throw new RangeError(`days must be a whole number of at least ${MIN_HISTORY_DAYS} (got ${days})`);
  const now = opts.now ?? Date.now;
  const ethUsdFeed = opts.ethUsdFeed && getAddress(opts.ethUsdFeed);
  const failing = failingFeeds();
  const heartbeats = heartbeatMemory(now);

  async function readHeads(feeds: readonly Address[], nowSeconds: number): Promise<{ heads: Map<Address, HeadReading>; sequencerFresh: boolean }> {
    const calls = feeds.flatMap(headCalls);
    if (opts.sequencerUptimeFeed) calls.push({ target: opts.sequencerUptimeFeed, callData: SELECTORS.latestRoundData });
    const results = await callAll(opts.rpc, opts.multicall3, calls);
    const heads = new Map(feeds.map((feed, index) => [feed, decodeHead(feed, results.slice(index * CALLS_PER_HEAD, (index + 1) * CALLS_PER_HEAD))]));
    const sequencerFresh = !opts.sequencerUptimeFeed || sequencerAllowsFreshPrices(results[calls.length - 1], nowSeconds);
    return { heads, sequencerFresh };
  }

  const behind = closesBehind(opts.closes, opts.chainId, opts.onStoreError);

  return {
    id: 'chainlink',
    failingFeeds: () => failing.list(),
    closesSaved: () => behind.saved(),
    async read(tokens) {
      const nowSeconds = Math.floor(now() / 1000);
      const today = utcDayStart(nowSeconds);
      const window: Window = { firstDay: today - (days - 1) * SECONDS_PER_DAY, today };
      // A token of another chain is not this source's to price: 'none', like a token without a feed.
      const feedOf = (token: TokenInfo): Address | undefined =>
        token.chainId === opts.chainId && token.extensions?.priceFeed ? getAddress(token.extensions.priceFeed) : undefined;
      const tokenFeeds = [...new Set(tokens.flatMap((token) => feedOf(token) ?? []))];
      const readings = new Map<TokenKey, PriceReading>(tokens.map((token) => [tokenKey(token), { status: 'none' }]));
      if (tokenFeeds.length === 0) return readings;

      // ETH / USD rides along in the heads: whether an X / ETH feed needs it is only known from the descriptions.
      const feeds = ethUsdFeed && !tokenFeeds.includes(ethUsdFeed) ? [...tokenFeeds, ethUsdFeed] : tokenFeeds;
      const pending = behind.pending(feeds);
      const [loaded, { heads, sequencerFresh }] = await Promise.all([loadStored(opts, feeds, window.firstDay), readHeads(feeds, nowSeconds)]);
      const stored = withUnsaved(loaded, pending);
      const needsEthUsd = tokenFeeds.some((feed) => {
        const head = heads.get(feed);
        return head?.ok === true && head.head.quote === 'ETH';
      });
      const searched = feeds.flatMap((feed): Array<SearchFeed & { head: FeedHead }> => {
        const reading = heads.get(feed);
        if (!reading?.ok || (feed === ethUsdFeed && !tokenFeeds.includes(feed) && !needsEthUsd)) return [];
        const feedStored = stored.get(feed) ?? [];
        const anchor = anchorOf(feedStored);
        return [
          {
            feed,
            head: reading.head,
            latest: reading.head.latest,
            dayEnds: dayEndsToSearch(reading.head, feedStored, window),
            anchors: anchor ? [anchor] : [],
          },
        ];
      });
      // The recent rounds that show each feed's heartbeat are read alongside the search, not after it.
      const [found, observedHeartbeats] = await Promise.all([
        searchCloses(
          opts.rpc,
          opts.multicall3,
          searched.filter((feed) => feed.dayEnds.length > 0),
        ),
        heartbeats.of(searched, (calls) => callAll(opts.rpc, opts.multicall3, calls)),
      ]);

      const series = new Map<Address, DailySeries | string>();
      for (const { feed, head, dayEnds } of searched) {
        const feedStored = stored.get(feed) ?? [];
        const feedFound = dayEnds.length > 0 ? found.get(feed) : new Map<number, null>();
        if (!feedFound) {
          series.set(feed, `The close search on ${feed} did not settle: its rounds do not behave like a Chainlink feed's`);
          continue;
        }
        const newCloses = closesToStore(head, feedFound, feedStored);
        behind.save(feed, newCloses);
        series.set(feed, dailySeries(head, [...feedStored, ...newCloses], window));
      }
      for (const token of tokens) {
        const feed = feedOf(token);
        if (!feed) continue;
        const reading = tokenReading({ token, feed, heads, series, ethUsdFeed, sequencerFresh, nowSeconds, observedHeartbeat: observedHeartbeats.get(feed) });
        readings.set(tokenKey(token), reading);
        failing.record(feed, reading, now());
      }
      return readings;
    },
  };
}
