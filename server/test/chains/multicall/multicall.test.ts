/**
 * The one aggregate3 path on a real anvil: calls cut into eth_calls of a given
 * size and answered in order, and a Multicall3 address with no contract named
 * as such (the holdings and the price feeds both read through it).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hexToNumber, type Address } from 'viem';
import { createJsonRpcClient, DEFAULT_RPC_RETRY_COUNT, DEFAULT_RPC_TIMEOUT_MS } from '../../../src/chains/transport/client';
import { aggregate3 } from '../../../src/chains/multicall/multicall';
import { NATIVE_TOKEN_ADDRESS } from '../../../src/domain/types';
import { useLocalChain } from '../../support/anvil';
import { startCountingProxy, type CountingProxy } from '../../support/rpcProxy';

const chain = useLocalChain();
const DECIMALS = '0x313ce567';
/** No contract lives here on the local chain. */
const NOWHERE: Address = '0x000000000000000000000000000000000000dEaD';

const nodeAt = (rpcUrl: string) => createJsonRpcClient({ rpcUrls: [rpcUrl], timeoutMs: DEFAULT_RPC_TIMEOUT_MS, retryCount: DEFAULT_RPC_RETRY_COUNT });

describe('aggregate3', () => {
  let proxy: CountingProxy;
  before(async () => {
    proxy = await startCountingProxy(chain().rpcUrl);
  });
  after(async () => {
    await proxy.close();
  });

  it('answers every call in order, in eth_calls of at most the given size', async () => {
    const tokens = chain()
      .tokens.filter((token) => token.address !== NATIVE_TOKEN_ADDRESS)
      .slice(0, 5);
    const results = await aggregate3(
      nodeAt(proxy.url),
      chain().multicall3,
      tokens.map((token) => ({ target: token.address, callData: DECIMALS })),
      2,
    );
    assert.deepEqual(
      results.map((result) => result.success && hexToNumber(result.returnData)),
      tokens.map((token) => token.decimals),
    );
    assert.deepEqual(proxy.methods, ['eth_call', 'eth_call', 'eth_call']);
  });

  it('says Multicall3 is missing when the address holds no contract', async () => {
    await assert.rejects(
      aggregate3(nodeAt(chain().rpcUrl), NOWHERE, [{ target: chain().multicall3, callData: DECIMALS }], 10),
      /Multicall3 at 0x000000000000000000000000000000000000dEaD returned nothing: is it deployed on this chain\?/,
    );
  });
});
