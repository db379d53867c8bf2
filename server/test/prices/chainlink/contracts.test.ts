import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { encodeFunctionData, getAbiItem, toFunctionSelector, toHex, type Address } from 'viem';
import { aggregatorV3Abi, chainlinkProxyAbi } from '../../../src/chains/abis';
import { loadArtifacts, type Artifacts } from '../../../demo/compile';
import { rpc } from '../../../demo/anvilRpc';
import { callAll } from '../../../src/prices/chainlink/ethCalls';
import { classifyRound, decodeRound, getRoundDataCall, SELECTORS } from '../../../src/prices/chainlink/rounds';
import { createJsonRpcClient } from '../../../src/chains/transport/client';
import { encodeAggregate3 } from '../../../src/chains/multicall/aggregate3Codec';
import { useLocalChain } from '../../support/anvil';
import { deployGasBurningFeed, deployHistoricalFeed, deployRealisticFeed } from '../../support/feeds';

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

describe('the mock feeds read as the real contracts do', () => {
  let artifacts: Artifacts;
  before(async () => {
    artifacts = await loadArtifacts();
  });
  const client = () => createJsonRpcClient({ rpcUrls: [chain().rpcUrl], timeoutMs: 5_000, retryCount: 0 });
  const ethCallFrom = (from: Address | undefined, to: Address, data: `0x${string}`) =>
    rpc<string>(chain().rpcUrl, 'eth_call', [{ ...(from ? { from } : {}), to, data }, 'latest']).then(
      (result) => ({ ok: true as const, result }),
      (error: unknown) => ({ ok: false as const, message: error instanceof Error ? error.message : String(error) }),
    );

  for (const missingRounds of ['flux-revert', 'ocr-zeros'] as const) {
    it(`access control as AccessControlledOCR2Aggregator, missing rounds ${missingRounds}`, async () => {
      const rounds = [
        { answer: 5n, updatedAt: 1_000 },
        { answer: 6n, updatedAt: 2_000 },
      ];
      const { proxy, aggregators } = await deployRealisticFeed(chain().rpcUrl, artifacts, {
        decimals: 8,
        description: 'MOCK / USD',
        phases: [rounds],
        missingRounds,
      });
      const [aggregator] = aggregators;
      const [viaMulticall, description, decimals, viaProxy, missing, beyondUint32] = await callAll(client(), chain().multicall3, [
        { target: aggregator, callData: SELECTORS.latestRoundData },
        { target: aggregator, callData: SELECTORS.description },
        { target: aggregator, callData: SELECTORS.decimals },
        { target: proxy, callData: getRoundDataCall((1n << 64n) | 2n) },
        { target: proxy, callData: getRoundDataCall((1n << 64n) | 3n) },
        { target: proxy, callData: getRoundDataCall((1n << 64n) | (1n << 40n)) },
      ]);
      assert.equal(viaMulticall.success, false, 'Multicall3 is neither on the list nor tx.origin');
      assert.equal(description.success, false, 'description() is access-checked on OCR2');
      assert.equal(decimals.success, true, 'decimals() is not');
      assert.equal(decodeRound(viaProxy)?.answer, 6n, 'the proxy is on the list');
      // An account calling directly is tx.origin, so it may read (SimpleReadAccessController.hasAccess); a contract in between may not.
      assert.equal((await ethCallFrom('0x000000000000000000000000000000000000bEEF', aggregator, SELECTORS.latestRoundData)).ok, true);
      const viaContract = await ethCallFrom(undefined, chain().multicall3, encodeAggregate3([{ target: aggregator, callData: SELECTORS.latestRoundData }]));
      assert.ok(viaContract.ok && viaContract.result.includes(Buffer.from('No access').toString('hex')), 'reverted "No access" inside aggregate3');
      if (missingRounds === 'ocr-zeros') {
        assert.equal(missing.success, true);
        assert.equal(classifyRound(missing), 'absent', 'zeros: (roundId, 0, 0, 0, roundId)');
        assert.equal(BigInt(missing.returnData.slice(0, 66)), (1n << 64n) | 3n);
        assert.equal(BigInt(`0x${beyondUint32.returnData.slice(2 + 64, 2 + 64 * 4)}`), 0n, 'answer, startedAt, updatedAt all zero past uint32');
        assert.equal(classifyRound(beyondUint32), 'absent');
      } else {
        assert.equal(missing.success, false);
        assert.equal(classifyRound(missing), 'absent', 'reverts "No data present"');
      }
    });
  }

  it('a gas-burning feed fails with no revert data, which reads as unknown, not absent', async () => {
    const burner = await deployGasBurningFeed(chain().rpcUrl, artifacts);
    const direct = await ethCallFrom(undefined, burner, getRoundDataCall(1n));
    assert.ok(!direct.ok && /gas/i.test(direct.message), JSON.stringify(direct));
    assert.equal(classifyRound({ success: false, returnData: '0x' }), 'unknown');
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
