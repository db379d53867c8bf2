import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { encodeDeployData, type Abi, type Address } from 'viem';
import { spawnAnvil, type AnvilProcess } from '../../../demo/anvilProcess';
import { compileUpstream } from '../../../demo/compileUpstream';
import { uniformGenerator, seedFrom } from '../../../demo/seed/prng';
import { amountsForLiquidity } from '../../../src/protocols/uniswapV3/liquidityAmounts';
import { MAX_TICK, MIN_TICK, sqrtRatioAtTick } from '../../../src/protocols/uniswapV3/tickMath';
import { anvilTestClient } from '../../support/viemClient';

/** 0 and ±1, each bit of |tick| alone, the ends, and 600 ticks drawn from a seeded generator. */
function ticksToCheck(): number[] {
  const random = uniformGenerator(seedFrom('uniswap ticks'));
  const bits = Array.from({ length: 20 }, (_, bit) => 1 << bit).filter((tick) => tick <= MAX_TICK);
  const drawn = Array.from({ length: 600 }, () => Math.round(MIN_TICK + random() * (MAX_TICK - MIN_TICK)));
  return [0, 1, -1, MIN_TICK, MAX_TICK, MIN_TICK + 1, MAX_TICK - 1, ...bits, ...bits.map((tick) => -tick), ...drawn];
}

describe('Uniswap v3 tick math in bigint, against the libraries compiled from v3-core and v3-periphery', () => {
  let anvil: AnvilProcess | undefined;
  let harness: Address;
  let abi: Abi;
  let client: ReturnType<typeof anvilTestClient>;

  before(async () => {
    const artifacts = await compileUpstream({
      compiler: 'solc-0.7.6',
      sources: { 'UniswapMathHarness.sol': readFileSync(path.join(__dirname, 'UniswapMathHarness.sol'), 'utf8') },
      settings: { optimizer: { enabled: true, runs: 200 } },
      contracts: [['UniswapMathHarness.sol', 'UniswapMathHarness']],
    });
    const { UniswapMathHarness: compiled } = artifacts;
    abi = compiled.abi;
    const node = await spawnAnvil({ chainId: 31337 });
    anvil = node;
    client = anvilTestClient(node.rpcUrl, 31337);
    const [from] = await client.getAddresses();
    const hash = await client.sendTransaction({ account: from, chain: null, data: encodeDeployData({ abi, bytecode: compiled.bytecode }) });
    const receipt = await client.waitForTransactionReceipt({ hash });
    assert.ok(receipt.contractAddress);
    harness = receipt.contractAddress;
  });
  after(async () => {
    await anvil?.stop();
  });

  it('getSqrtRatioAtTick: the same Q64.96 at every tick checked, the ends included', async () => {
    const ticks = ticksToCheck();
    const expected = (await client.readContract({ address: harness, abi, functionName: 'sqrtRatios', args: [ticks] })) as readonly bigint[];
    assert.equal(expected.length, ticks.length);
    ticks.forEach((tick, index) => {
      assert.equal(sqrtRatioAtTick(tick), expected[index], `tick ${tick}`);
    });
  });

  it('refuses a tick outside the range, as TickMath reverts', () => {
    assert.throws(() => sqrtRatioAtTick(MAX_TICK + 1), RangeError);
    assert.throws(() => sqrtRatioAtTick(MIN_TICK - 1), RangeError);
  });

  it('getAmountsForLiquidity: the same amounts below, inside, at the edges of and above a range', async () => {
    const random = uniformGenerator(seedFrom('uniswap amounts'));
    const tick = (): number => Math.round(-400_000 + random() * 800_000);
    const queries = Array.from({ length: 400 }, (_, index) => {
      const [lower, upper] = [tick(), tick()].sort((a, b) => a - b);
      const width = Math.max(1, upper - lower);
      // Prices below, at the lower edge, inside, at the upper edge and above the range, in turn.
      const at = [lower - width, lower, lower + Math.floor(random() * width), upper, upper + width][index % 5];
      const liquidity = BigInt(Math.floor(random() * 2 ** 40)) * BigInt(Math.floor(1 + random() * 2 ** 40));
      const sqrtPrice = sqrtRatioAtTick(Math.max(MIN_TICK, Math.min(MAX_TICK, at))) + BigInt(index % 3);
      return { sqrtPrice, sqrtA: sqrtRatioAtTick(lower), sqrtB: sqrtRatioAtTick(upper === lower ? upper + 1 : upper), liquidity };
    });
    const expected = (await client.readContract({ address: harness, abi, functionName: 'amounts', args: [queries] })) as readonly (readonly [bigint, bigint])[];
    queries.forEach((query, index) => {
      assert.deepEqual(amountsForLiquidity(query.sqrtPrice, query.sqrtA, query.sqrtB, query.liquidity), [...expected[index]], `query ${index}`);
    });
  });
});
