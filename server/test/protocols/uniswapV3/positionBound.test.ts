/**
 * Issue 38: anyone can mint Uniswap v3 positions into any wallet. The reader reads the first MAX_POSITIONS of
 * a wallet's positions (the real position manager's order) in the same four eth_calls as a few, and says how
 * many it left out. Timings of 20,000 positions: `npm run bench:many-positions`.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Address } from 'viem';
import { createJsonRpcClient, DEFAULT_RPC_RETRY_COUNT, DEFAULT_RPC_TIMEOUT_MS } from '../../../src/chains/transport/client';
import { PROTOCOLS } from '../../../src/protocols/protocols';
import { MAX_POSITIONS } from '../../../src/protocols/uniswapV3/reader';
import { createPositionsReader } from '../../../src/protocols/walletPositions';
import { useLocalChain } from '../../support/anvil';
import { startCountingProxy } from '../../support/rpcProxy';
import { mintDustPositions } from '../../support/uniswapPositions';

const chain = useLocalChain();
/** A wallet of its own. */
const OWNER: Address = '0x00000000000000000000000000000000000D0575';
const PAST_THE_BOUND = 7;

describe('a wallet with more Uniswap v3 positions than Ribbit reads', () => {
  it(`reads the first ${MAX_POSITIONS} in four eth_calls and says how many more it left out`, async () => {
    await mintDustPositions(chain().rpcUrl, chain().tokens, OWNER, MAX_POSITIONS + PAST_THE_BOUND);
    const proxy = await startCountingProxy(chain().rpcUrl);
    try {
      const reader = createPositionsReader(
        createJsonRpcClient({ rpcUrls: [proxy.url], timeoutMs: DEFAULT_RPC_TIMEOUT_MS, retryCount: DEFAULT_RPC_RETRY_COUNT }),
        {
          chainId: chain().chainId,
          tokens: chain().tokens,
          multicall3: chain().multicall3,
          sharedTtlMs: 60_000,
          protocols: [PROTOCOLS['uniswap-v3']],
        },
      );
      const { holdings, setAside } = await reader.read(OWNER);
      const ids = new Set(holdings.flatMap((holding) => (holding.position?.positionId === undefined ? [] : [holding.position.positionId])));
      assert.equal(ids.size, MAX_POSITIONS);
      assert.equal(holdings.length, 2 * MAX_POSITIONS, 'two halves each, WETH and USDC');
      assert.deepEqual(setAside, [{ chainId: chain().chainId, symbol: 'UNI-V3-POS', name: 'Uniswap positions', reason: 'left-out', count: PAST_THE_BOUND }]);
      // The holdings with the first eight ids; the other ids up to the bound; their state; their pool.
      assert.equal(proxy.count('eth_call'), 4);
    } finally {
      await proxy.close();
    }
  });
});
