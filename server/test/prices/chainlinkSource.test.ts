import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createWalletClient, formatUnits, hexToBigInt, http, keccak256, toHex, type Address, type Hash, type PublicClient } from 'viem';
import { createChainClient } from '../../src/chain/client';
import { loadArtifacts } from '../../src/demoChain/compile';
import { ERC20_TOKENS, NATIVE_TOKEN, feedOf } from '../../src/demoChain/seed/catalog';
import { priceSeries } from '../../src/demoChain/seed/priceSeries';
import { rpcBatch } from '../../src/demoChain/seed/rpc';
import { toAnswer } from '../../src/demoChain/seed/seedChain';
import { PriceError, type TokenInfo } from '../../src/domain/types';
import { createChainlinkPriceSource } from '../../src/prices/chainlinkSource';
import { useLocalChain } from '../support/anvil';
import { startCountingProxy, type CountingProxy } from '../support/rpcProxy';

const chain = useLocalChain();
const DAY = 86_400;

function token(symbol: string): TokenInfo {
  const found = chain().tokens.find((candidate) => candidate.symbol === symbol);
  assert.ok(found, symbol);
  return found;
}

function source(rpcUrl = chain().rpcUrl, days?: number) {
  const { chainId, multicall3 } = chain();
  return createChainlinkPriceSource(createChainClient({ rpcUrl, chainId }), { multicall3, days });
}

/** The closes the seeder wrote for a symbol, as the feed answers them (rounded to its decimals). */
function seededCloses(symbol: string): number[] {
  const spec = [NATIVE_TOKEN, ...ERC20_TOKENS].find((candidate) => candidate.symbol === symbol);
  const feed = spec && feedOf(spec);
  assert.ok(feed, `${symbol} has a feed`);
  const decimals = feed.feedDecimals ?? 8;
  return priceSeries({ label: symbol, ...feed }).map((close) => Number(formatUnits(toAnswer(close, decimals), decimals)));
}

describe('the Chainlink price source on the local chain', () => {
  let proxy: CountingProxy;
  before(async () => {
    proxy = await startCountingProxy(chain().rpcUrl);
  });
  after(async () => {
    await proxy.close();
  });

  it('walks 180 daily closes that match the seeded series, ending at the latest price', async () => {
    const history = await source().getHistory(token('LINK'));
    assert.ok(history);
    const seeded = seededCloses('LINK');
    assert.equal(history.dailyCloses.length, 180);
    assert.deepEqual(history.dailyCloses, seeded.slice(-180));
    assert.equal(history.priceUsd, 18.5);
    assert.equal(history.dailyCloses.at(-1), history.priceUsd);
    assert.ok(Math.abs(history.updatedAt - Date.now() / 1000) < 120, 'the latest round is from today');
  });

  it('honours `days` (at least 90) and refuses fewer', async () => {
    const history = await source(undefined, 90).getHistory(token('UST'));
    assert.equal(history?.dailyCloses.length, 90);
    assert.deepEqual(history?.dailyCloses, seededCloses('UST').slice(-90));
    assert.equal(history?.priceUsd, 0.89, 'the depegged stablecoin');
    assert.throws(() => source(undefined, 30), RangeError);
  });

  it('reads 18-decimal feeds (PEPE/USD) and shares the ETH/USD feed with WETH', async () => {
    const prices = source();
    const pepe = await prices.getHistory(token('PEPE'));
    assert.equal(pepe?.priceUsd, 0.0000095);
    assert.deepEqual(pepe?.dailyCloses, seededCloses('PEPE').slice(-180));
    assert.deepEqual(await prices.getHistory(token('WETH')), await prices.getHistory(token('ETH')));
  });

  it('answers null for a token without a feed (unpriced), never a made-up price', async () => {
    assert.equal(await source().getHistory(token('HOP')), null);
    assert.equal(await source().getHistory(token('CLAIM')), null);
  });

  it('prices the whole list in a few eth_calls with getHistories', async () => {
    proxy.reset();
    const tokens = chain().tokens;
    const histories = await source(proxy.url).getHistories(tokens);
    assert.equal(histories.size, tokens.length);
    assert.equal([...histories.values()].filter((history) => history === null).length, 2, 'HOP and CLAIM');
    assert.ok([...histories.values()].every((history) => history === null || history.dailyCloses.length === 180));
    assert.ok(proxy.count('eth_call') <= 15, `${proxy.count('eth_call')} eth_calls for ${tokens.length} tokens`);
    assert.deepEqual(new Set(proxy.methods), new Set(['eth_call']));
  });

  it('rejects with PriceError naming the token when its feed does not answer', async () => {
    const broken: TokenInfo = { ...token('LINK'), extensions: { priceFeed: '0x000000000000000000000000000000000000dEaD' } };
    await assert.rejects(source().getHistory(broken), (error) => error instanceof PriceError && /LINK/.test(error.message));
  });

  it('samples a feed with many rounds a day: one close per day from that day, in a few passes', async () => {
    const ROUNDS_PER_DAY = 8;
    const DAYS = 100;
    const now = Math.floor(Date.now() / 1000) - 60;
    // Answer = day × 1000 + round of the day, so each close tells which day it came from.
    const rounds = Array.from({ length: ROUNDS_PER_DAY * DAYS }, (_, index) => ({
      answer: BigInt(Math.floor(index / ROUNDS_PER_DAY) * 1000 + (index % ROUNDS_PER_DAY)),
      updatedAt: BigInt(now - (ROUNDS_PER_DAY * DAYS - 1 - index) * (DAY / ROUNDS_PER_DAY)),
    }));
    const feed = await deployFeedWithRounds(rounds);
    const dense: TokenInfo = { ...token('LINK'), symbol: 'DENSE', extensions: { priceFeed: feed } };

    proxy.reset();
    const history = await source(proxy.url, 90).getHistory(dense);
    assert.ok(history);
    assert.equal(history.dailyCloses.length, 90);
    assert.equal(history.priceUsd, (DAYS - 1) * 1000 + ROUNDS_PER_DAY - 1);
    const lastDay = Math.floor(now / DAY);
    history.dailyCloses.forEach((close, index) => {
      const round = rounds.find((candidate) => Number(candidate.answer) === close);
      assert.ok(round, `close ${close} is a real round`);
      assert.equal(Math.floor(Number(round.updatedAt) / DAY), lastDay - 89 + index, `close ${index} comes from its own UTC day`);
    });
    assert.ok(proxy.count('eth_call') <= 3, `${proxy.count('eth_call')} eth_calls`);
  });

  // Last: it stops this file's chain.
  it('rejects with PriceError within 3 s once the node is down', async () => {
    await chain().stop();
    const startedAt = Date.now();
    await assert.rejects(source().getHistory(token('LINK')), PriceError);
    assert.ok(Date.now() - startedAt < 3_000, `gave up after ${Date.now() - startedAt} ms`);
  });
});

/**
 * A HistoricalPriceFeed with more rounds than one transaction may carry
 * (initcode is capped at 48 KB): deployed with one round, then its round array
 * is written straight into storage. Layout: slot 0 description, slot 1 the
 * Round[] length, elements from keccak256(1), each (updatedAt << 192) | answer.
 */
async function deployFeedWithRounds(rounds: Array<{ answer: bigint; updatedAt: bigint }>): Promise<Address> {
  const { rpcUrl, chainId } = chain();
  const { abi, bytecode } = (await loadArtifacts()).contracts.HistoricalPriceFeed;
  const wallet = createWalletClient({ transport: http(rpcUrl) });
  const [deployer] = await wallet.requestAddresses();
  const hash = await wallet.deployContract({ abi, bytecode, account: deployer, chain: null, args: [0, 'DENSE / USD', [0n], [1n]] });
  const contractAddress = await contractAddressOf(createChainClient({ rpcUrl, chainId }), hash);
  const base = hexToBigInt(keccak256(toHex(1n, { size: 32 })));
  await rpcBatch(rpcUrl, [
    { method: 'anvil_setStorageAt', params: [contractAddress, toHex(1n, { size: 32 }), toHex(BigInt(rounds.length), { size: 32 })] },
    ...rounds.map((round, index) => ({
      method: 'anvil_setStorageAt',
      params: [contractAddress, toHex(base + BigInt(index), { size: 32 }), toHex((round.updatedAt << 192n) | round.answer, { size: 32 })],
    })),
  ]);
  return contractAddress;
}

/**
 * Anvil mines the deployment a moment after answering; viem's
 * waitForTransactionReceipt then waits for a next block that an idle chain never makes.
 */
async function contractAddressOf(client: PublicClient, hash: Hash): Promise<Address> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const receipt = await client.getTransactionReceipt({ hash }).catch(() => null);
    if (receipt?.contractAddress) return receipt.contractAddress;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`The deployment ${hash} was not mined`);
}
