/**
 * A euro stablecoin read from the local chain is measured against the EUR / USD
 * feed seeded at the registry's real address (pegFeeds.EUR on Ethereum): the
 * service reads that feed beside the wallet's tokens and hands the rate to the
 * engine. The demo chain lists no EUR stablecoin, so the test deploys two, with
 * their own USD feeds, for a wallet of its own (the demo wallets stay as they are).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { getAddress, parseUnits, type Address } from 'viem';
import { DEFAULT_RPC_RETRY_COUNT, DEFAULT_RPC_TIMEOUT_MS } from '../../src/chains/transport/client';
import { bundledRegistry, pegFeedTokens } from '../../src/chains/registry/load';
import { loadArtifacts } from '../../demo/compile';
import { DEFAULT_HISTORY_DAYS } from '../../src/prices/chainlink/source';
import { HOME_CHAIN_ID } from '../../demo/demoChains';
import { tokenKey, type TokenInfo } from '../../src/domain/types';
import type { Recommendation } from '../../../contract';
import { connectChains, type ChainReader } from '../../src/prices/chainReader';
import { pegFeedTokensFor } from '../../src/prices/pegRates';
import { createRecommendationService } from '../../src/recommendation/recommendationService';
import { openStore, type Store } from '../../src/store';
import { useLocalChain } from '../support/anvil';
import { deployDemoToken, deployHistoricalFeed } from '../support/feeds';

const DAY = 86_400;
/** Holds only the test's euro stablecoins: not one of the demo wallets. */
const WALLET: Address = '0x7777777777777777777777777777777777777777';
const EUR_USD_PROXY = getAddress('0xb49f677943BC038e9857d61E7d053CaA2C1734C1');

describe('EUR stablecoins against the seeded EUR / USD feed', () => {
  const local = useLocalChain();
  let store: Store | undefined;
  let chain: ChainReader;
  let advice: Recommendation;

  /** A USD feed steady at `priceUsd` for 181 days, and a euro stablecoin it prices, 1,000 of them held by WALLET. */
  async function euroStablecoin(symbol: string, priceUsd: number): Promise<TokenInfo> {
    const { rpcUrl } = local();
    const artifacts = await loadArtifacts();
    const now = Math.floor(Date.now() / 1000);
    const rounds = Array.from({ length: 181 }, (_, index) => ({ answer: BigInt(Math.round(priceUsd * 1e8)), updatedAt: now - (180 - index) * DAY - 60 }));
    const feed = await deployHistoricalFeed(rpcUrl, artifacts, { decimals: 8, description: `${symbol} / USD`, rounds });
    const address = await deployDemoToken(rpcUrl, artifacts, {
      name: symbol,
      symbol,
      decimals: 6,
      balances: [{ holder: WALLET, amount: parseUnits('1000', 6) }],
    });
    return {
      chainId: HOME_CHAIN_ID,
      address,
      symbol,
      name: symbol,
      decimals: 6,
      tags: ['stablecoin'],
      extensions: { priceFeed: feed, asset: symbol, peg: 'EUR' },
    };
  }

  before(async () => {
    store = await openStore({ databaseUrl: null, dataDir: 'memory://' });
    const tokens = [...local().tokens, await euroStablecoin('EURA', 1.08), await euroStablecoin('EURB', 0.95)];
    const spec = { chainId: local().chainId, rpcUrls: [local().rpcUrl], multicall3: local().multicall3, tokens };
    [chain] = connectChains([spec], {
      rpc: { timeoutMs: DEFAULT_RPC_TIMEOUT_MS, retryCount: DEFAULT_RPC_RETRY_COUNT },
      priceCacheTtlMs: 600_000,
      closes: store.closes,
    });
    const service = createRecommendationService({ chains: [chain], fallbackPrices: null, store, now: () => new Date() });
    advice = (await service.recommend(WALLET)).recommendation;
  });
  after(async () => {
    await store?.close();
  });

  const adviceOn = (symbol: string) => {
    const token = advice.tokens.find((entry) => entry.symbol === symbol);
    assert.ok(token, `${symbol} is advised: ${JSON.stringify(advice.setAside)}`);
    return token;
  };

  it('the registry gives chain 1 a EUR / USD feed, and the local chain answers at its address near 1.08', async () => {
    assert.equal(bundledRegistry(1)?.pegFeeds?.EUR?.address, EUR_USD_PROXY);
    const [eur] = pegFeedTokens(1);
    assert.equal(eur.currency, 'EUR');
    assert.equal(eur.token.address, EUR_USD_PROXY);
    const reading = (await chain.prices.read([eur.token])).get(tokenKey(eur.token));
    assert.equal(reading?.status, 'ok', JSON.stringify(reading));
    assert.ok(Math.abs(reading.history.priceUsd - 1.08) < 0.01, `EUR / USD ${reading.history.priceUsd}`);
    assert.equal(reading.history.dailyCloses.length, DEFAULT_HISTORY_DAYS);
    const closes = reading.history.dailyCloses;
    assert.ok(Math.min(...closes) > 1 && Math.max(...closes) < 1.17, 'a steady rate with small noise');
  });

  it('reads the EUR / USD feed only for a token pegged to EUR', () => {
    const usdc = local().tokens.find((token) => token.symbol === 'USDC');
    assert.ok(usdc);
    assert.deepEqual(pegFeedTokensFor(chain, [usdc]), []);
    assert.deepEqual(
      pegFeedTokensFor(
        chain,
        chain.tokens.filter((token) => token.symbol === 'EURA'),
      ).map((token) => token.address),
      [EUR_USD_PROXY],
    );
  });

  it('holds the euro stablecoin trading at EUR / USD, naming its €1 peg', () => {
    const eura = adviceOn('EURA');
    assert.equal(eura.action, 'hold');
    assert.ok(eura.signals.pegDeviation !== null && eura.signals.pegDeviation < 0.01, `deviation ${eura.signals.pegDeviation}`);
    assert.match(eura.description, /^EURA holds its €1 \(about \$1\.08 today\) peg \(\$1\.0800\)/);
    assert.match(eura.result, /^Keep it: it holds its €1 \(about \$1\.08 today\) peg/);
    assert.ok(eura.rules.some((rule) => rule.text.startsWith('distance from €1 ')));
  });

  it('strongly sells the euro stablecoin at $0.95: about 12 % under €1', () => {
    const eurb = adviceOn('EURB');
    assert.equal(eurb.action, 'strongly sell');
    assert.ok(eurb.signals.pegDeviation !== null && Math.abs(eurb.signals.pegDeviation - (1 - 0.95 / 1.08)) < 0.01);
    assert.match(
      eurb.description,
      /^EURB should be worth €1 \(about \$1\.08 today\) but trades at \$0\.9500, 12\.0% away: its peg has broken, so sell all of it, /,
    );
  });
});
