/**
 * One bad contract fails alone (issue 38): on a real anvil, a call that burns all the gas it is given
 * sinks Multicall3's whole eth_call, and the bounded read finds it by splitting, answers it out of gas,
 * reads every other call, and remembers it so the next read does not ask it again.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hexToNumber, type Address, type Hex } from 'viem';
import { createJsonRpcClient, DEFAULT_RPC_RETRY_COUNT, DEFAULT_RPC_TIMEOUT_MS } from '../../../src/chains/transport/client';
import { BurnerMemo, boundedAggregate3, MAX_SPLIT_ETH_CALLS } from '../../../src/chains/multicall/boundedReads';
import { aggregate3, type Call } from '../../../src/chains/multicall/multicall';
import { NATIVE_TOKEN_ADDRESS } from '../../../src/domain/types';
import { useLocalChain } from '../../support/anvil';
import { startCountingProxy, type CountingProxy } from '../../support/rpcProxy';
import { deployMisbehavingToken, misbehave } from '../../support/misbehavingToken';

const chain = useLocalChain();
const DECIMALS: Hex = '0x313ce567';
const NOWHERE: Address = '0x000000000000000000000000000000000000dEaD';

const nodeAt = (rpcUrl: string) => createJsonRpcClient({ rpcUrls: [rpcUrl], timeoutMs: DEFAULT_RPC_TIMEOUT_MS, retryCount: DEFAULT_RPC_RETRY_COUNT });

describe('boundedAggregate3', () => {
  let proxy: CountingProxy;
  let burner: Address;
  let reverter: Address;
  let calls: Call[];
  let listed: { address: Address; decimals: number }[];
  before(async () => {
    proxy = await startCountingProxy(chain().rpcUrl);
    const holder = chain().demoWallets[0].address;
    burner = await deployMisbehavingToken(chain().rpcUrl, { name: 'Burner', symbol: 'BURN', decimals: 18, holder, amount: 1n });
    reverter = await deployMisbehavingToken(chain().rpcUrl, { name: 'Reverter', symbol: 'REV', decimals: 18, holder, amount: 1n });
    await misbehave(chain().rpcUrl, burner, 'decimals', 'burnsGas');
    await misbehave(chain().rpcUrl, reverter, 'decimals', 'reverts');
    listed = chain()
      .tokens.filter((token) => token.address !== NATIVE_TOKEN_ADDRESS)
      .slice(0, 40);
    // The burner first, then 400 good calls (forty tokens, ten times over) with the reverting one among them: after
    // the burner, the 1/64 of the gas Multicall3 keeps (EIP-150) is not enough for them all.
    const good = Array.from({ length: 10 }, () => listed.map((token) => ({ target: token.address, callData: DECIMALS }))).flat();
    calls = [{ target: burner, callData: DECIMALS }, ...good.slice(0, 200), { target: reverter, callData: DECIMALS }, ...good.slice(200)];
  });
  after(async () => {
    await proxy.close();
  });

  it('today, Multicall3 alone: the burner sinks every call of the eth_call', async () => {
    await assert.rejects(aggregate3(nodeAt(chain().rpcUrl), chain().multicall3, calls, 1_000));
  });

  it('answers the burner out of gas, the reverting call failed, and every other call', async () => {
    proxy.reset();
    const memo = new BurnerMemo();
    const results = await boundedAggregate3(nodeAt(proxy.url), chain().multicall3, calls, 1_000, { memo });
    assert.deepEqual(results[0], { success: false, returnData: '0x', outOfGas: true });
    assert.equal(results[201].success, false);
    assert.equal(results[201].outOfGas, undefined, 'a revert is not said to burn gas');
    const good = results.filter((_, index) => index !== 0 && index !== 201);
    assert.deepEqual(
      good.map((result) => result.success && hexToNumber(result.returnData)),
      Array.from({ length: 10 }, () => listed.map((token) => token.decimals)).flat(),
    );
    const spent = proxy.count('eth_call');
    assert.ok(spent > 1 && spent <= 1 + MAX_SPLIT_ETH_CALLS, `${spent} eth_calls`);

    proxy.reset();
    const again = await boundedAggregate3(nodeAt(proxy.url), chain().multicall3, calls, 1_000, { memo });
    assert.deepEqual(again, results);
    assert.equal(proxy.count('eth_call'), 1, 'a known burner is not asked again');
  });

  it('still fails when the node itself cannot answer', async () => {
    await assert.rejects(
      boundedAggregate3(nodeAt(chain().rpcUrl), NOWHERE, calls.slice(0, 3), 10),
      /Multicall3 at 0x000000000000000000000000000000000000dEaD returned nothing/,
    );
  });
});
