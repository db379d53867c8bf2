import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Address } from 'viem';
import { encodeAggregate3 } from '../../../src/chains/multicall/aggregate3Codec';
import { createJsonRpcClient } from '../../../src/chains/transport/client';
import { loadArtifacts, type Artifacts } from '../../../demo/compile';
import { rpc } from '../../../demo/anvilRpc';
import { ANSWERED_READ_GAS, callAll, ETH_CALL_GAS_BUDGET, MAX_CALLS_PER_ETH_CALL } from '../../../src/prices/chainlink/ethCalls';
import { decodeRound, getRoundDataCall } from '../../../src/prices/chainlink/rounds';
import { useLocalChain } from '../../support/anvil';
import { denseRounds, deployRealisticFeed } from '../../support/feeds';
import { DAY } from './expectedCloses';
import { recordingClient } from './recordingClient';

const chain = useLocalChain();
const NOW = Math.floor(Date.now() / 1000);

describe('the size of one eth_call of feed reads', () => {
  let feed: Address;
  let rounds: number;
  before(async () => {
    const artifacts: Artifacts = await loadArtifacts();
    const history = denseRounds({ from: NOW - 100 * DAY, to: NOW, heartbeatSeconds: 3_600, deviationEvery: 4, base: 1_000n });
    rounds = history.length;
    ({ proxy: feed } = await deployRealisticFeed(chain().rpcUrl, artifacts, {
      decimals: 8,
      description: 'GAS / USD',
      phases: [history],
      missingRounds: 'ocr-zeros',
    }));
  });

  const roundCalls = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ target: feed, callData: getRoundDataCall((1n << 64n) | BigInt((index % rounds) + 1)) }));

  it(`${MAX_CALLS_PER_ETH_CALL} getRoundData through a proxy into an access-controlled aggregator fit the gas budget`, async (t) => {
    assert.ok(rounds >= MAX_CALLS_PER_ETH_CALL, 'every call reads a distinct round (cold storage)');
    const gas = BigInt(
      await rpc<string>(chain().rpcUrl, 'eth_estimateGas', [{ to: chain().multicall3, data: encodeAggregate3(roundCalls(MAX_CALLS_PER_ETH_CALL)) }]),
    );
    t.diagnostic(`${MAX_CALLS_PER_ETH_CALL} proxied, access-checked getRoundData: ${gas} gas (${gas / BigInt(MAX_CALLS_PER_ETH_CALL)} per call)`);
    assert.ok(gas <= ETH_CALL_GAS_BUDGET, `${gas} gas`);
    // Real feeds cost more (OCR2 ~10.5k a call, issue 21; Flux ~10.9k, upstreamFlux.test.ts): a full batch of them holds too.
    assert.ok(BigInt(MAX_CALLS_PER_ETH_CALL) * ANSWERED_READ_GAS <= ETH_CALL_GAS_BUDGET);
  });

  it(`${MAX_CALLS_PER_ETH_CALL} calls go in one eth_call, one more in two, results in order`, async () => {
    const client = recordingClient(createJsonRpcClient({ rpcUrls: [chain().rpcUrl], timeoutMs: 10_000, retryCount: 0 }));
    const full = await callAll(client, chain().multicall3, roundCalls(MAX_CALLS_PER_ETH_CALL));
    assert.equal(client.ethCalls.length, 1);
    assert.equal(full.length, MAX_CALLS_PER_ETH_CALL);
    const over = await callAll(client, chain().multicall3, roundCalls(MAX_CALLS_PER_ETH_CALL + 1));
    assert.deepEqual(
      client.ethCalls.slice(1).map((calls) => calls.length),
      [MAX_CALLS_PER_ETH_CALL, 1],
    );
    assert.equal(decodeRound(over[MAX_CALLS_PER_ETH_CALL])?.roundId, (1n << 64n) | BigInt((MAX_CALLS_PER_ETH_CALL % rounds) + 1));
  });
});
