import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { erc4626Abi, formatUnits, type Address } from 'viem';
import { DEFAULT_RPC_RETRY_COUNT, DEFAULT_RPC_TIMEOUT_MS } from '../../src/chains/transport/client';
import { connectChain, type ChainReader } from '../../src/prices/chainReader';
import { readWallet } from '../../src/prices/walletReading';
import { heldAssets } from '../../src/recommendation/pricing';
import { SKY_ON_ETHEREUM } from '../../src/protocols/vaults/sky';
import { memoryClosesStore } from '../../src/prices/closesStore';
import { useLocalChain } from '../support/anvil';
import { startCountingProxy, type CountingProxy } from '../support/rpcProxy';
import { viemReader } from '../support/viemClient';

const chain = useLocalChain();
const SDAI = SKY_ON_ETHEREUM.vaults[0].address;

function walletOf(profile: string): Address {
  const wallet = chain().demoWallets.find((candidate) => candidate.profile === profile);
  assert.ok(wallet, profile);
  return wallet.address;
}

describe('a wallet’s positions, read with its holdings', () => {
  let proxy: CountingProxy;
  let reader: ChainReader;
  before(async () => {
    proxy = await startCountingProxy(chain().rpcUrl);
    const { chainId, multicall3, tokens } = chain();
    reader = connectChain({
      chainId,
      rpcUrls: [proxy.url],
      multicall3,
      tokens,
      rpc: { timeoutMs: DEFAULT_RPC_TIMEOUT_MS, retryCount: DEFAULT_RPC_RETRY_COUNT },
      priceCacheTtlMs: 60_000,
      closes: memoryClosesStore(),
    });
  });
  after(async () => {
    await proxy.close();
  });

  it('reads sDAI as the DAI the vault itself converts the shares to, to the wei', async () => {
    const defi = walletOf('defi');
    const node = viemReader(chain().rpcUrl, chain().chainId);
    const shares = await node.readContract({ address: SDAI, abi: erc4626Abi, functionName: 'balanceOf', args: [defi] });
    const assets = await node.readContract({ address: SDAI, abi: erc4626Abi, functionName: 'convertToAssets', args: [shares] });
    assert.ok(assets > shares, 'the seeded vault pays more than one DAI a share');

    const { holdings } = await reader.holdings.read(defi);
    const vault = holdings.filter((holding) => holding.position?.protocol === 'sky');
    assert.equal(vault.length, 1);
    assert.equal(vault[0].token.symbol, 'DAI');
    assert.equal(vault[0].balance, assets);
    assert.deepEqual(vault[0].position, {
      protocol: 'sky',
      protocolName: 'Sky',
      kind: 'vault',
      receipt: { symbol: 'sDAI', address: SDAI, units: Number(formatUnits(shares, 18)) },
    });
    assert.ok(!holdings.some((holding) => holding.token.address.toLowerCase() === SDAI.toLowerCase()), 'the shares are not also a plain token');
  });

  it('costs a wallet without positions no extra round trip, and defi.eth two, every protocol sharing each', async () => {
    proxy.reset();
    await reader.holdings.read(walletOf('balanced'));
    assert.equal(proxy.count('eth_call'), 1);
    proxy.reset();
    // The holdings (wstETH, sDAI shares, the Uniswap token ids); sDAI's convertToAssets with the positions' state; their pools.
    await reader.holdings.read(walletOf('defi'));
    assert.equal(proxy.count('eth_call'), 3);
  });

  it('prices the vault as its DAI, saying where it sits', async () => {
    const { read } = await readWallet([reader], walletOf('defi'));
    const assets = await heldAssets(read, null);
    const dai = assets.find((asset) => asset.position?.kind === 'vault');
    assert.ok(dai?.prices, 'the DAI in sDAI has a price');
    assert.equal(dai.token.symbol, 'DAI');
    assert.ok(Math.abs(dai.prices.priceUsd - 1) < 0.01);
    assert.equal(dai.position?.receipt?.symbol, 'sDAI');
    assert.ok(dai.amount > 20_000 * 0.99 && dai.amount < 20_000 * 1.01, `${dai.amount} DAI: the deposit of 20,000 DAI`);
  });

  it('prices every holding of defi.eth this branch seeds, none set aside: sDAI, wstETH, both Uniswap positions', async () => {
    const { read } = await readWallet([reader], walletOf('defi'));
    const assets = await heldAssets(read, null);
    assert.deepEqual(
      assets.filter((asset) => !asset.prices).map((asset) => asset.token.symbol),
      [],
      'unpriced',
    );
    const where = assets.map((asset) => [asset.position?.protocol ?? 'wallet', asset.position?.kind, asset.token.symbol].filter(Boolean).join(' '));
    for (const expected of ['wallet ETH', 'wallet USDC', 'sky vault DAI', 'lido staked ETH', 'uniswap-v3 liquidity WETH', 'uniswap-v3 liquidity USDC']) {
      assert.ok(where.includes(expected), `${expected} in ${where.join(', ')}`);
    }
    const uniswap = assets.filter((asset) => asset.position?.protocol === 'uniswap-v3');
    assert.deepEqual([...new Set(uniswap.map((asset) => asset.position?.inRange))].sort(), [false, true], 'one position in range, one out of range');
    const outOfRange = uniswap.filter((asset) => asset.position?.inRange === false);
    assert.deepEqual(
      outOfRange.map((asset) => asset.token.symbol),
      ['USDC'],
      'the out-of-range position is all USDC',
    );
  });
});
