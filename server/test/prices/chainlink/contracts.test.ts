import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { encodeFunctionData, getAbiItem, toFunctionSelector, toHex, type Address } from 'viem';
import { aggregatorV3Abi, chainlinkProxyAbi } from '../../../src/chain/abis';
import { loadArtifacts, type Artifacts } from '../../../src/demoChain/compile';
import { rpc } from '../../../src/demoChain/anvilRpc';
import { callAll } from '../../../src/prices/chainlink/ethCalls';
import { decodeRound, getRoundDataCall, SELECTORS } from '../../../src/prices/chainlink/rounds';
import { createJsonRpcClient } from '../../../src/chain/jsonRpc/client';
import { useLocalChain } from '../../support/anvil';
import { deployHistoricalFeed } from '../../support/feeds';

const chain = useLocalChain();

describe('HistoricalPriceFeed.appendRounds', () => {
  let artifacts: Artifacts;
  let feed: Address;
  before(async () => {
    artifacts = await loadArtifacts();
    feed = await deployHistoricalFeed(chain().rpcUrl, artifacts, { decimals: 8, description: 'APPEND / USD', rounds: [{ answer: 1n, updatedAt: 1_000 }] });
  });

  const append = (answers: bigint[], timestamps: bigint[]) =>
    encodeFunctionData({ abi: artifacts.contracts.HistoricalPriceFeed.abi, functionName: 'appendRounds', args: [answers, timestamps] });

  async function sendFrom(from: Address, data: `0x${string}`): Promise<string> {
    const hash = await rpc<`0x${string}`>(chain().rpcUrl, 'eth_sendTransaction', [{ from, to: feed, data, gas: toHex(1_000_000n) }]);
    for (;;) {
      const receipt = await rpc<{ status: string } | null>(chain().rpcUrl, 'eth_getTransactionReceipt', [hash]);
      if (receipt) return receipt.status;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('continues the round ids after the constructor, for the deployer only, never back in time', async () => {
    const [deployer] = await rpc<Address[]>(chain().rpcUrl, 'eth_accounts');
    const stranger: Address = '0x000000000000000000000000000000000000bEEF';
    await rpc(chain().rpcUrl, 'anvil_impersonateAccount', [stranger]);
    await rpc(chain().rpcUrl, 'anvil_setBalance', [stranger, toHex(10n ** 18n)]);

    assert.equal(await sendFrom(deployer, append([2n, 3n], [2_000n, 3_000n])), '0x1');
    assert.equal(await sendFrom(stranger, append([4n], [4_000n])), '0x0', 'a stranger cannot append');
    assert.equal(await sendFrom(deployer, append([4n], [2_500n])), '0x0', 'a round before the latest is refused');

    const client = createJsonRpcClient({ rpcUrls: [chain().rpcUrl], timeoutMs: 5_000, retryCount: 0 });
    const [latest, second] = await callAll(client, chain().multicall3, [
      { target: feed, callData: SELECTORS.latestRoundData },
      { target: feed, callData: getRoundDataCall(2n) },
    ]);
    assert.deepEqual(decodeRound(latest), { roundId: 3n, answer: 3n, startedAt: 3_000, updatedAt: 3_000 });
    assert.equal(decodeRound(second)?.answer, 2n);
  });
});

describe('the hand-written selectors', () => {
  it('are those of the Chainlink ABIs', () => {
    const abis = [...aggregatorV3Abi, ...chainlinkProxyAbi];
    for (const name of Object.keys(SELECTORS) as Array<keyof typeof SELECTORS>) {
      assert.equal(SELECTORS[name], toFunctionSelector(getAbiItem({ abi: abis, name })), name);
    }
  });
});
