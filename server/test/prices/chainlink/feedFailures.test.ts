import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { getAddress, type Address } from 'viem';
import { loadArtifacts, type Artifacts } from '../../../demo/compile';
import { tokenKey, type TokenInfo } from '../../../src/domain/types';
import { PriceError, type PriceReading } from '../../../src/prices/priceSource';
import { createChainlinkSource } from '../../../src/prices/chainlink/source';
import { memoryClosesStore, type ClosesStore } from '../../../src/prices/closesStore';
import { createJsonRpcClient } from '../../../src/chains/transport/client';
import { useLocalChain } from '../../support/anvil';
import { deployGasBurningFeed, deployHistoricalFeed, deployPhasedProxy, type FeedRound } from '../../support/feeds';
import { startHungNode } from '../../support/rpcProxy';
import { DAY } from './expectedCloses';

const chain = useLocalChain();
const NOW = Math.floor(Date.now() / 1000);

let tokenCount = 0;
function tokenOn(feed: Address | undefined, symbol: string): TokenInfo {
  tokenCount++;
  const address = getAddress(`0x${tokenCount.toString(16).padStart(40, 'b')}`);
  return { chainId: chain().chainId, address, symbol, name: symbol, decimals: 18, ...(feed ? { extensions: { priceFeed: feed } } : {}) };
}

function demoToken(symbol: string): TokenInfo {
  const found = chain().tokens.find((token) => token.symbol === symbol);
  assert.ok(found, symbol);
  return found;
}

function source(opts: { ethUsdFeed?: Address; rpcUrl?: string } = {}) {
  const rpc = createJsonRpcClient({ rpcUrls: [opts.rpcUrl ?? chain().rpcUrl], timeoutMs: 1_000, retryCount: 0 });
  return createChainlinkSource({
    rpc,
    chainId: chain().chainId,
    multicall3: chain().multicall3,
    closes: memoryClosesStore(),
    ethUsdFeed: opts.ethUsdFeed,
    now: () => NOW * 1000,
  });
}

function unavailableReason(reading: PriceReading | undefined): string {
  assert.ok(reading?.status === 'unavailable', `expected unavailable, got ${JSON.stringify(reading)}`);
  return reading.reason;
}

/** A round a day for 180 days, ending a minute ago. */
function dailyRounds(answerOfDay: (day: number) => bigint): FeedRound[] {
  return Array.from({ length: 181 }, (_, day) => ({ answer: answerOfDay(day), updatedAt: NOW - 60 - (180 - day) * DAY }));
}

describe('one bad feed never sinks a read', () => {
  let artifacts: Artifacts;
  before(async () => {
    artifacts = await loadArtifacts();
  });

  it('a reverting feed, a feed address with no code, a price ≤ 0, a foreign currency: only those tokens are unavailable', async () => {
    // A proxy whose aggregator has no code: every call to it reverts.
    const reverting = await deployPhasedProxy(chain().rpcUrl, artifacts, ['0x000000000000000000000000000000000000dEaD']);
    const negative = await deployHistoricalFeed(chain().rpcUrl, artifacts, {
      decimals: 8,
      description: 'NEG / USD',
      rounds: [{ answer: -5n, updatedAt: NOW - 60 }],
    });
    const inEuro = await deployHistoricalFeed(chain().rpcUrl, artifacts, {
      decimals: 8,
      description: 'BTC / EUR',
      rounds: dailyRounds(() => 9_000_000_000_000n),
    });
    const bad = {
      reverting: tokenOn(reverting, 'REVERT'),
      noCode: tokenOn('0x00000000000000000000000000000000DeaDBeef', 'NOCODE'),
      negative: tokenOn(negative, 'NEG'),
      inEuro: tokenOn(inEuro, 'EURBTC'),
    };
    const link = demoToken('LINK');
    const noFeed = tokenOn(undefined, 'NOFEED');
    const linkOnOtherChain: TokenInfo = { ...link, chainId: 10 };
    const readings = await source().read([link, ...Object.values(bad), noFeed, linkOnOtherChain]);

    assert.match(unavailableReason(readings.get(tokenKey(bad.reverting))), /decimals\(\)/);
    assert.match(unavailableReason(readings.get(tokenKey(bad.noCode))), /no feed at this address/);
    assert.match(unavailableReason(readings.get(tokenKey(bad.negative))), /answers -5, not a price/);
    assert.match(unavailableReason(readings.get(tokenKey(bad.inEuro))), /"BTC \/ EUR".*not quoted in USD or ETH/);
    assert.deepEqual(readings.get(tokenKey(noFeed)), { status: 'none' });
    assert.deepEqual(readings.get(tokenKey(linkOnOtherChain)), { status: 'none' }, "a token of another chain is not this source's");
    const linkReading = readings.get(tokenKey(link));
    assert.equal(linkReading?.status, 'ok');
    assert.equal(linkReading.history.priceUsd, 18.5);
    assert.equal(linkReading.history.dailyCloses.length, 180);
  });

  it('a feed that burns all the gas costs its own token only: the batch it sank is split until it is isolated', async () => {
    const burner = tokenOn(await deployGasBurningFeed(chain().rpcUrl, artifacts), 'BURN');
    // Behind a proxy too: the burn happens a call deeper, and the proxy's own gas runs out first.
    const proxiedBurner = tokenOn(await deployPhasedProxy(chain().rpcUrl, artifacts, [await deployGasBurningFeed(chain().rpcUrl, artifacts)]), 'PBURN');
    const others = ['LINK', 'ETH', 'USDC', 'UNI'].map(demoToken);
    const readings = await source().read([others[0], burner, others[1], proxiedBurner, ...others.slice(2)]);
    assert.match(unavailableReason(readings.get(tokenKey(burner))), /did not answer decimals\(\)/);
    assert.match(unavailableReason(readings.get(tokenKey(proxiedBurner))), /did not answer decimals\(\)/);
    for (const token of others) {
      const reading = readings.get(tokenKey(token));
      assert.equal(reading?.status, 'ok', `${token.symbol}: ${JSON.stringify(reading)}`);
      assert.equal(reading.history.dailyCloses.length, 180, token.symbol);
    }
  });

  it('converts an X / ETH feed to USD with the chain ETH / USD feed, day by day', async () => {
    const eth = demoToken('ETH');
    const ethUsdFeed = eth.extensions?.priceFeed;
    assert.ok(ethUsdFeed);
    // 18 decimals, as Chainlink's ETH-quoted feeds: 0.5 ETH, rising by 0.001 ETH a day.
    const stEthRounds = dailyRounds((day) => 500_000_000_000_000_000n + BigInt(day) * 1_000_000_000_000_000n);
    const stEthFeed = await deployHistoricalFeed(chain().rpcUrl, artifacts, { decimals: 18, description: 'STETH / ETH', rounds: stEthRounds });
    const stEth = tokenOn(stEthFeed, 'STETH');

    const readings = await source({ ethUsdFeed }).read([stEth, eth]);
    const ethReading = readings.get(tokenKey(eth));
    const stEthReading = readings.get(tokenKey(stEth));
    assert.ok(ethReading?.status === 'ok' && stEthReading?.status === 'ok');
    assert.equal(stEthReading.history.priceUsd, 0.68 * ethReading.history.priceUsd);
    assert.equal(stEthReading.history.dailyCloses.length, 180);
    stEthReading.history.dailyCloses.forEach((close, index) => {
      const inEth = 0.5 + (index + 1) * 0.001;
      assert.ok(Math.abs(close - inEth * ethReading.history.dailyCloses[index]) < 1e-9, `day ${index}`);
    });

    const withoutEthUsd = await source().read([stEth]);
    assert.match(unavailableReason(withoutEthUsd.get(tokenKey(stEth))), /quoted in ETH, and this chain has no ETH \/ USD feed/);
  });

  it('a failing closes store costs eth_calls, not prices: the read goes on from the chain', async () => {
    const storeErrors: unknown[] = [];
    const brokenStore: ClosesStore = {
      load: () => Promise.reject(new Error('database down')),
      save: () => Promise.reject(new Error('database down')),
    };
    const rpc = createJsonRpcClient({ rpcUrls: [chain().rpcUrl], timeoutMs: 5_000, retryCount: 0 });
    const prices = createChainlinkSource({
      rpc,
      chainId: chain().chainId,
      multicall3: chain().multicall3,
      closes: brokenStore,
      now: () => NOW * 1000,
      onStoreError: (error) => storeErrors.push(error),
    });
    const link = demoToken('LINK');
    const reading = (await prices.read([link])).get(tokenKey(link));
    assert.ok(reading?.status === 'ok');
    assert.equal(reading.history.dailyCloses.length, 180);
    // The closes are saved behind the answer.
    await prices.closesSaved();
    assert.equal(storeErrors.length, 2, 'told of the failed load and the failed save');
  });

  it('rejects with PriceError only when the node itself fails', async () => {
    const hung = await startHungNode();
    try {
      await assert.rejects(source({ rpcUrl: hung.url }).read([demoToken('LINK')]), PriceError);
    } finally {
      await hung.close();
    }
  });
});
