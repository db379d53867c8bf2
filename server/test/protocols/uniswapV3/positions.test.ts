/**
 * The target of issue 30: Ribbit's reading of Uniswap v3 positions equals, to the wei, what the
 * position manager itself would pay out (decreaseLiquidity of all the liquidity, then collect, as one
 * static call from the owner), over 120 positions below, inside and above the price, narrow and wide,
 * after swaps that cross their ticks and accrue fees; some partly withdrawn, one emptied but not collected.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { decodeFunctionResult, encodeFunctionData, maxUint128, parseEther, parseUnits, type Abi, type Address, type Hex } from 'viem';
import { createJsonRpcClient, DEFAULT_RPC_RETRY_COUNT } from '../../../src/chains/transport/client';
import { uniswapArtifacts } from '../../../demo/seed/protocols/uniswapV3Artifacts';
import { mint, swap, TICK_SPACING, type Pair } from '../../../demo/seed/protocols/uniswapV3Market';
import { seedFrom, uniformGenerator } from '../../../demo/seed/prng';
import { PROTOCOLS } from '../../../src/protocols/protocols';
import { UNISWAP_V3_ON_ETHEREUM } from '../../../src/protocols/uniswapV3';
import { poolAddress } from '../../../src/protocols/uniswapV3/poolAddress';
import { createPositionsReader } from '../../../src/protocols/walletPositions';
import { uniswapV3Reader } from '../../../src/protocols/uniswapV3/reader';
import type { Protocol } from '../../../src/protocols/protocol';
import type { Holding } from '../../../src/chains/holdings';
import { useLocalChain } from '../../support/anvil';
import { startCountingProxy } from '../../support/rpcProxy';
import { anvilTestClient } from '../../support/viemClient';

const chain = useLocalChain();
/** A wallet of its own, so the demo wallets' positions stay as they are. */
const OWNER: Address = '0x00000000000000000000000000000000000b0B0b';
const POSITIONS = 120;
const MINTS_PER_TRANSACTION = 30;
const NPM = UNISWAP_V3_ON_ETHEREUM.positionManager.address;
const FACTORY = UNISWAP_V3_ON_ETHEREUM.factory.address;

const npmAbi = (): Abi => uniswapArtifacts().positionManager.abi;
/** Uniswap's record with its reader bound to read all 120 (the service reads MAX_POSITIONS: positionBound.test.ts). */
const allPositions: Protocol = {
  ...PROTOCOLS['uniswap-v3'],
  discoverOn: (on) => ({ reader: uniswapV3Reader({ factory: FACTORY, positionManager: NPM }, on, POSITIONS), complete: true }),
};
const poolAbi = (): Abi => uniswapArtifacts().pool.abi;

describe('Uniswap v3 positions, read as the position manager would pay them out', () => {
  let client: ReturnType<typeof anvilTestClient>;
  let seeder: Address;
  let pair: Pair;
  let router: Address;
  const placement = new Map<bigint, 'below' | 'inside' | 'above'>();

  const send = async (to: Address, data: Hex, from = seeder): Promise<void> => {
    const hash = await client.sendTransaction({ account: from, chain: null, to, data, gas: 29_000_000n });
    const receipt = await client.waitForTransactionReceipt({ hash });
    assert.equal(receipt.status, 'success', `transaction to ${to}`);
  };
  const slot0Tick = async (): Promise<number> => {
    const pool = poolAddress(FACTORY, pair.token0.address, pair.token1.address, 500);
    const [, tick] = (await client.readContract({ address: pool, abi: poolAbi(), functionName: 'slot0' })) as readonly [bigint, number];
    return tick;
  };

  before(async () => {
    client = anvilTestClient(chain().rpcUrl, chain().chainId);
    [seeder] = await client.getAddresses();
    const token = (symbol: string) => {
      const found = chain().tokens.find((candidate) => candidate.symbol === symbol);
      assert.ok(found, symbol);
      return found;
    };
    const [usdc, weth] = [token('USDC'), token('WETH')];
    pair = usdc.address.toLowerCase() < weth.address.toLowerCase() ? { token0: usdc, token1: weth } : { token0: weth, token1: usdc };
    // A SwapRouter of the test's own, over the seeded factory.
    const routerArtifact = uniswapArtifacts().swapRouter;
    const deployed = await client.deployContract({
      account: seeder,
      chain: null,
      abi: routerArtifact.abi,
      bytecode: routerArtifact.bytecode,
      args: [FACTORY, weth.address],
    });
    const receipt = await client.waitForTransactionReceipt({ hash: deployed });
    assert.ok(receipt.contractAddress);
    router = receipt.contractAddress;
    for (const address of [usdc.address, weth.address]) {
      await send(
        address,
        encodeFunctionData({
          abi: [
            {
              type: 'function',
              name: 'approve',
              stateMutability: 'nonpayable',
              inputs: [{ type: 'address' }, { type: 'uint256' }],
              outputs: [{ type: 'bool' }],
            },
          ],
          functionName: 'approve',
          args: [router, 2n ** 255n],
        }),
      );
    }

    // 120 positions around the current tick: below it, straddling it and above it, one to ten spacings or hundreds wide.
    const random = uniformGenerator(seedFrom('uniswap positions'));
    const current = await slot0Tick();
    const aligned = Math.floor(current / TICK_SPACING) * TICK_SPACING;
    const mints: Hex[] = [];
    for (let index = 0; index < POSITIONS; index++) {
      const width = TICK_SPACING * (index % 2 === 0 ? 1 + Math.floor(random() * 10) : 100 + Math.floor(random() * 1500));
      const offset = TICK_SPACING * Math.floor(random() * 300);
      const where = (['below', 'inside', 'above'] as const)[index % 3];
      const tickLower =
        where === 'above'
          ? aligned + TICK_SPACING + offset
          : where === 'below'
            ? aligned - offset - width
            : aligned - TICK_SPACING * Math.floor(width / TICK_SPACING / 2);
      const tickUpper = where === 'inside' ? Math.max(tickLower + width, aligned + TICK_SPACING) : tickLower + width;
      const amount0 = parseUnits(String(100 + Math.floor(random() * 5000)), pair.token0.decimals);
      const amount1 = parseUnits(String(100 + Math.floor(random() * 5000)), pair.token1.decimals) / 3000n;
      mints.push(mint(NPM, pair, { tickLower, tickUpper, amount0, amount1, recipient: OWNER }).data);
    }
    const firstId = ((await client.readContract({ address: NPM, abi: npmAbi(), functionName: 'totalSupply' })) as bigint) + 1n;
    for (let start = 0; start < mints.length; start += MINTS_PER_TRANSACTION) {
      await send(NPM, encodeFunctionData({ abi: npmAbi(), functionName: 'multicall', args: [mints.slice(start, start + MINTS_PER_TRANSACTION)] }));
    }
    mints.forEach((_, index) => placement.set(firstId + BigInt(index), (['below', 'inside', 'above'] as const)[index % 3]));

    // Swaps both ways, large enough to cross many narrow ranges' ticks, so fee growth outside them is set.
    const [usdcToken, wethToken] = pair.token0 === usdc ? [pair.token0, pair.token1] : [pair.token1, pair.token0];
    for (const [tokenIn, tokenOut, amount] of [
      [wethToken.address, usdcToken.address, parseEther('60')],
      [usdcToken.address, wethToken.address, parseUnits('260000', 6)],
      [wethToken.address, usdcToken.address, parseEther('25')],
      [usdcToken.address, wethToken.address, parseUnits('40000', 6)],
    ] as const) {
      await send(router, swap(router, tokenIn, tokenOut, amount, seeder).data);
    }

    // The owner takes out part of some positions' liquidity (it is then owed it), and all of one.
    await client.impersonateAccount({ address: OWNER });
    await client.setBalance({ address: OWNER, value: parseEther('1') });
    for (const offset of [3n, 4n, 5n, 6n]) {
      const id = firstId + offset;
      const position = (await client.readContract({ address: NPM, abi: npmAbi(), functionName: 'positions', args: [id] })) as readonly unknown[];
      const liquidity = position[7] as bigint;
      const take = offset === 6n ? liquidity : liquidity / 3n;
      await send(
        NPM,
        encodeFunctionData({
          abi: npmAbi(),
          functionName: 'decreaseLiquidity',
          args: [{ tokenId: id, liquidity: take, amount0Min: 0n, amount1Min: 0n, deadline: 2n ** 40n }],
        }),
        OWNER,
      );
    }
  });

  /** What the position manager pays the owner for all of `id`: decreaseLiquidity (when it has liquidity) and collect, in one static call. */
  async function payout(id: bigint): Promise<[bigint, bigint]> {
    const position = (await client.readContract({ address: NPM, abi: npmAbi(), functionName: 'positions', args: [id] })) as readonly unknown[];
    const liquidity = position[7] as bigint;
    const calls: Hex[] = [];
    if (liquidity > 0n) {
      calls.push(
        encodeFunctionData({
          abi: npmAbi(),
          functionName: 'decreaseLiquidity',
          args: [{ tokenId: id, liquidity, amount0Min: 0n, amount1Min: 0n, deadline: 2n ** 40n }],
        }),
      );
    }
    calls.push(
      encodeFunctionData({ abi: npmAbi(), functionName: 'collect', args: [{ tokenId: id, recipient: OWNER, amount0Max: maxUint128, amount1Max: maxUint128 }] }),
    );
    const { data } = await client.call({ account: OWNER, to: NPM, data: encodeFunctionData({ abi: npmAbi(), functionName: 'multicall', args: [calls] }) });
    assert.ok(data);
    const results = decodeFunctionResult({ abi: npmAbi(), functionName: 'multicall', data }) as readonly Hex[];
    const collected = decodeFunctionResult({ abi: npmAbi(), functionName: 'collect', data: results[results.length - 1] }) as readonly [bigint, bigint];
    return [collected[0], collected[1]];
  }

  it('equals decreaseLiquidity + collect to the wei for every position, in four eth_calls', async () => {
    const proxy = await startCountingProxy(chain().rpcUrl);
    try {
      const reader = createPositionsReader(createJsonRpcClient({ rpcUrls: [proxy.url], timeoutMs: 10_000, retryCount: DEFAULT_RPC_RETRY_COUNT }), {
        chainId: chain().chainId,
        tokens: chain().tokens,
        multicall3: chain().multicall3,
        sharedTtlMs: 60_000,
        protocols: [allPositions],
      });
      const { holdings } = await reader.read(OWNER);
      // Holdings, token ids past the first eight, positions, pools: one eth_call each.
      assert.equal(proxy.count('eth_call'), 4);

      const byId = new Map<string, Holding[]>();
      // The owner's ether (its gas money) is a plain holding; the rest are its positions' halves.
      for (const holding of holdings.filter((candidate) => candidate.token.symbol !== 'ETH')) {
        const id = holding.position?.positionId;
        assert.ok(id, 'every other holding of the owner is a Uniswap position');
        byId.set(id, [...(byId.get(id) ?? []), holding]);
      }
      const amountOf = (halves: readonly Holding[], token: Address): bigint => halves.find((half) => half.token.address === token)?.balance ?? 0n;
      let withFees = 0;
      const seen = { below: 0, inside: 0, above: 0 };
      for (const [id, where] of placement) {
        const [paid0, paid1] = await payout(id);
        const halves = byId.get(id.toString()) ?? [];
        assert.deepEqual([amountOf(halves, pair.token0.address), amountOf(halves, pair.token1.address)], [paid0, paid1], `position ${id} (${where})`);
        seen[where]++;
        if (halves.some((half) => half.position?.inRange)) withFees++;
      }
      assert.ok(placement.size >= 100);
      assert.deepEqual(seen, { below: 40, inside: 40, above: 40 });
      assert.ok(withFees > 0, 'some positions are in range after the swaps');
    } finally {
      await proxy.close();
    }
  });
});
