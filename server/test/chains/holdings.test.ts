import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { formatUnits, toFunctionSelector, type Address } from 'viem';
import { createJsonRpcClient, DEFAULT_RPC_RETRY_COUNT, DEFAULT_RPC_TIMEOUT_MS } from '../../src/chains/transport/client';
import { BALANCE_OF_SELECTOR, GET_CHAIN_ID_SELECTOR, GET_ETH_BALANCE_SELECTOR, readHoldings, type Holding } from '../../src/chains/holdings';
import { ChainError, NATIVE_TOKEN_ADDRESS } from '../../src/domain/types';
import { useLocalChain } from '../support/anvil';
import { startCountingProxy, startHungNode, type CountingProxy } from '../support/rpcProxy';

const chain = useLocalChain();

function walletOf(profile: string): Address {
  const wallet = chain().demoWallets.find((candidate) => candidate.profile === profile);
  assert.ok(wallet, profile);
  return wallet.address;
}

/** The service's transport with its production time-out and retries. */
const nodeAt = (rpcUrl: string) => createJsonRpcClient({ rpcUrls: [rpcUrl], timeoutMs: DEFAULT_RPC_TIMEOUT_MS, retryCount: DEFAULT_RPC_RETRY_COUNT });

async function holdingsOf(profile: string, rpcUrl = chain().rpcUrl, chainId = chain().chainId): Promise<Holding[]> {
  const { tokens, multicall3 } = chain();
  return readHoldings(nodeAt(rpcUrl), { wallet: walletOf(profile), tokens, multicall3, chainId });
}

/** symbol → whole units, as a person would read the balance. */
function units(holdings: Holding[]): Record<string, string> {
  return Object.fromEntries(holdings.map(({ token, balance }) => [token.symbol, formatUnits(balance, token.decimals)]));
}

describe('readHoldings', () => {
  it('calls balanceOf and getEthBalance by the selectors of their signatures', () => {
    assert.equal(BALANCE_OF_SELECTOR, toFunctionSelector('function balanceOf(address account)'));
    assert.equal(GET_ETH_BALANCE_SELECTOR, toFunctionSelector('function getEthBalance(address addr)'));
    assert.equal(GET_CHAIN_ID_SELECTOR, toFunctionSelector('function getChainId()'));
  });

  let proxy: CountingProxy;
  before(async () => {
    proxy = await startCountingProxy(chain().rpcUrl);
  });
  after(async () => {
    await proxy.close();
  });

  it('reads the native balance and ERC-20s with their decimals', async () => {
    assert.deepEqual(units(await holdingsOf('stable-heavy')), { ETH: '1.5', USDC: '42000', USDT: '25000', DAI: '15000', UST: '12000' });
    const balanced = units(await holdingsOf('balanced'));
    assert.equal(balanced.WBTC, '0.1', 'WBTC has 8 decimals');
    assert.equal(balanced.ETH, '2');
  });

  it('drops zero balances: only what the wallet holds comes back', async () => {
    const holdings = await holdingsOf('concentrated');
    assert.deepEqual(Object.keys(units(holdings)).sort(), ['ETH', 'LINK', 'PEPE']);
    assert.ok(holdings.every((holding) => holding.balance > 0n));
    assert.equal(holdings.find((holding) => holding.token.symbol === 'ETH')?.token.address, NATIVE_TOKEN_ADDRESS);
  });

  it('reads each wallet apart when one token list serves many wallets in turn', async () => {
    const [concentrated, stableHeavy, again] = await Promise.all([holdingsOf('concentrated'), holdingsOf('stable-heavy'), holdingsOf('concentrated')]);
    assert.deepEqual(Object.keys(units(concentrated)).sort(), ['ETH', 'LINK', 'PEPE']);
    assert.deepEqual(Object.keys(units(stableHeavy)).sort(), ['DAI', 'ETH', 'USDC', 'USDT', 'UST']);
    assert.deepEqual(units(again), units(concentrated));
  });

  it('returns nothing for the empty wallet', async () => {
    assert.deepEqual(await holdingsOf('empty'), []);
  });

  it('reads the whale (50+ tokens, spam included) with a single eth_call', async () => {
    proxy.reset();
    const holdings = await holdingsOf('whale', proxy.url);
    assert.ok(holdings.length >= 50, `${holdings.length} holdings`);
    assert.ok(
      holdings.some((holding) => holding.token.symbol === 'CLAIM'),
      'the spam airdrop is read like any token',
    );
    assert.ok(holdings.some((holding) => holding.token.symbol === 'LUNA'));
    assert.deepEqual(proxy.methods, ['eth_call']);
  });

  it('refuses the balances of a node of another chain, from the chain id asked in the same eth_call (issue 31, item 4)', async () => {
    proxy.reset();
    // This node is chain 1; read as if it were configured as Base, a node swapped behind a Base URL.
    await assert.rejects(holdingsOf('balanced', proxy.url, 8453), (error) => {
      assert.ok(error instanceof ChainError);
      assert.match(error.message, /The node answers for chain 1, not 8453$/);
      return true;
    });
    assert.deepEqual(proxy.methods, ['eth_call'], 'no request of its own');
  });

  it('keeps balances exact as bigint (PEPE: 9e9 × 10^18 units)', async () => {
    const pepe = (await holdingsOf('concentrated')).find((holding) => holding.token.symbol === 'PEPE');
    assert.equal(pepe?.balance, 9_000_000_000n * 10n ** 18n);
  });

  it('fails with ChainError within 3 s when the node is down', async () => {
    const { tokens, multicall3, chainId } = chain();
    const hung = await startHungNode();
    try {
      const startedAt = Date.now();
      await assert.rejects(
        readHoldings(nodeAt(hung.url), { wallet: walletOf('balanced'), tokens, multicall3, chainId }),
        (error) => error instanceof ChainError && /balances/.test(error.message),
      );
      assert.ok(Date.now() - startedAt < 3_000, `a hung node gave up after ${Date.now() - startedAt} ms`);
    } finally {
      await hung.close();
    }
  });

  // Last: it stops this file's chain.
  it('fails with ChainError within 3 s once anvil is stopped', async () => {
    await chain().stop();
    const startedAt = Date.now();
    await assert.rejects(holdingsOf('balanced'), ChainError);
    assert.ok(Date.now() - startedAt < 3_000, `a dead node gave up after ${Date.now() - startedAt} ms`);
  });
});
