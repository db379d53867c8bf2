/**
 * How a registry is mirrored, with small made-up registries (the addresses are
 * synthetic, not facts about any chain): tokens and feed proxies land at the
 * registry's addresses with its decimals and descriptions, X / ETH feeds answer
 * in ETH, and Base's sequencer uptime feed reports "up".
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { erc20Abi, getAddress, parseUnits, type Address } from 'viem';
import { aggregatorV3Abi } from '../../src/chains/abis';
import { viemReader } from '../support/viemClient';
import type { Registry, RegistryFeed, RegistryToken } from '../../src/chains/registry/schema';
import { NATIVE_TOKEN_ADDRESS } from '../../src/domain/types';
import { startLocalChains, type LocalChains } from '../../demo/localChains';
import { NATIVE_TOKEN, ERC20_TOKENS, feedOf } from '../../demo/seed/catalog';
import { HISTORY_DAYS, priceSeries } from '../../demo/seed/priceSeries';

const at = (n: number): Address => getAddress(`0x${n.toString(16).padStart(40, '0')}`);
const feed = (address: Address, description: string, decimals: number, heartbeatSeconds: number): RegistryFeed => ({
  address,
  description,
  decimals,
  heartbeatSeconds,
  sources: ['fixture'],
});
const token = (address: Address, symbol: string, decimals: number, extra: Partial<RegistryToken> = {}): RegistryToken => ({
  address,
  symbol,
  name: `${symbol} (fixture)`,
  decimals,
  tags: [],
  asset: symbol,
  sources: ['fixture'],
  ...extra,
});
const SOURCES = [{ id: 'fixture', title: 'Test fixture', url: 'server/test/demo/registryMirror.test.ts', retrieved: '2026-11-23' }];

const ETHEREUM: Registry = {
  chainId: 1,
  name: 'Ethereum',
  sources: SOURCES,
  tokens: [
    token(NATIVE_TOKEN_ADDRESS, 'ETH', 18, { name: 'Ether', tags: ['native'], feed: feed(at(0xe0), 'ETH / USD', 8, 3_600) }),
    token(at(0xa1), 'USDC', 6, { tags: ['stablecoin'], peg: 'USD', feed: feed(at(0xf1), 'USDC / USD', 8, 86_400) }),
    // An X / ETH feed, and decimals that differ from the catalog's 18: the registry wins.
    token(at(0xa2), 'LDO', 9, { feed: feed(at(0xf2), 'LDO / ETH', 18, 86_400) }),
  ],
};
const BASE: Registry = {
  chainId: 8453,
  name: 'Base',
  sources: SOURCES,
  ethUsdFeed: feed(at(0xe1), 'ETH / USD', 8, 1_200),
  sequencerUptimeFeed: { address: at(0x5e), sources: ['fixture'] },
  tokens: [
    token(NATIVE_TOKEN_ADDRESS, 'ETH', 18, { name: 'Ether', tags: ['native'] }),
    token(at(0xb1), 'USDC', 6, { tags: ['stablecoin'], peg: 'USD', feed: feed(at(0xf3), 'USDC / USD', 8, 86_400) }),
    // Listed on Base and known to the catalog, though no wallet holds it there.
    token(at(0xb2), 'AAVE', 18, { feed: feed(at(0xf4), 'AAVE / USD', 8, 86_400) }),
  ],
};

let local: LocalChains | undefined;
before(async () => {
  local = await startLocalChains({ registries: { 1: ETHEREUM, 8453: BASE } });
});
after(async () => {
  await local?.stop();
});

const chainOf = (chainId: number) => {
  const chain = local?.chains.find((candidate) => candidate.chainId === chainId);
  assert.ok(chain);
  return { ...chain, client: viemReader(chain.rpcUrl, chainId) };
};
const listed = (chainId: number, symbol: string) => {
  const found = chainOf(chainId).tokens.find((candidate) => candidate.symbol === symbol);
  assert.ok(found, `${symbol} on ${chainId}`);
  return found;
};

function usdSeries(symbol: string): number[] {
  const spec = [NATIVE_TOKEN, ...ERC20_TOKENS].find((candidate) => candidate.symbol === symbol);
  const series = spec ? feedOf(spec) : null;
  assert.ok(series, symbol);
  return priceSeries({ label: symbol, ...series });
}

describe('mirroring a registry', () => {
  it('moves registry tokens, balances included, to the registry address with its decimals', async () => {
    const { client } = chainOf(1);
    const usdc = listed(1, 'USDC');
    assert.equal(usdc.address, at(0xa1));
    assert.deepEqual(usdc.extensions, { priceFeed: at(0xf1), feedHeartbeatSeconds: 86_400, asset: 'USDC', peg: 'USD' });
    const stableHeavy = '0x3333333333333333333333333333333333333333';
    assert.equal(await client.readContract({ address: at(0xa1), abi: erc20Abi, functionName: 'balanceOf', args: [stableHeavy] }), parseUnits('42000', 6));
    const ldo = listed(1, 'LDO');
    assert.equal(ldo.address, at(0xa2));
    assert.equal(ldo.decimals, 9);
    assert.equal(await client.readContract({ address: at(0xa2), abi: erc20Abi, functionName: 'decimals' }), 9);
    assert.equal(
      await client.readContract({ address: at(0xa2), abi: erc20Abi, functionName: 'balanceOf', args: ['0x2222222222222222222222222222222222222222'] }),
      parseUnits('2500', 9),
    );
  });

  it('leaves tokens the registry lacks at deployed addresses, listed as extras', async () => {
    const ust = listed(1, 'UST');
    assert.notEqual(ust.address, NATIVE_TOKEN_ADDRESS);
    assert.ok((await chainOf(1).client.getCode({ address: ust.address }))?.length);
    assert.ok(ust.extensions?.priceFeed);
    assert.equal(chainOf(1).tokens.length, 1 + ERC20_TOKENS.length);
  });

  it('answers at each registry feed address with its description and decimals', async () => {
    for (const [chainId, address, description, decimals] of [
      [1, at(0xf1), 'USDC / USD', 8],
      [1, at(0xf2), 'LDO / ETH', 18],
      [8453, at(0xe1), 'ETH / USD', 8],
    ] as const) {
      const { client } = chainOf(chainId);
      assert.equal(await client.readContract({ address, abi: aggregatorV3Abi, functionName: 'description' }), description);
      assert.equal(await client.readContract({ address, abi: aggregatorV3Abi, functionName: 'decimals' }), decimals);
    }
  });

  it('quotes an X / ETH feed in ETH: the USD series divided by ETH/USD', async () => {
    const [, answer] = await chainOf(1).client.readContract({ address: at(0xf2), abi: aggregatorV3Abi, functionName: 'latestRoundData' });
    const ldoUsd = usdSeries('LDO')[HISTORY_DAYS];
    const ethUsd = usdSeries('ETH')[HISTORY_DAYS];
    assert.ok(Math.abs(Number(answer) / 1e18 - ldoUsd / ethUsd) < 1e-12, `${Number(answer) / 1e18} ETH`);
  });

  it('prices native ETH on Base with the registry ETH / USD feed, and the same USDC series on both chains', async () => {
    assert.equal(listed(8453, 'ETH').extensions?.priceFeed, at(0xe1));
    const latest = async (chainId: number, address: Address) =>
      (await chainOf(chainId).client.readContract({ address, abi: aggregatorV3Abi, functionName: 'latestRoundData' }))[1];
    assert.equal(await latest(8453, at(0xf3)), await latest(1, at(0xf1)));
  });

  it('lists on Base only the registry tokens the catalog knows, and what the wallets hold there', () => {
    assert.deepEqual(
      chainOf(8453).tokens.map((candidate) => [candidate.symbol, candidate.address]),
      [
        ['ETH', NATIVE_TOKEN_ADDRESS],
        ['USDC', at(0xb1)],
        ['AAVE', at(0xb2)],
      ],
    );
  });

  it("seeds Base's sequencer uptime feed as up since the start of the history", async () => {
    const [, answer, startedAt] = await chainOf(8453).client.readContract({ address: at(0x5e), abi: aggregatorV3Abi, functionName: 'latestRoundData' });
    assert.equal(answer, 0n);
    assert.ok(Date.now() / 1000 - Number(startedAt) > (HISTORY_DAYS - 1) * 86_400);
  });
});
