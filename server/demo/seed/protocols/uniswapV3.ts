/**
 * Uniswap v3 on the local Ethereum chain, from its npm artifacts: the factory and the
 * NonfungiblePositionManager at their mainnet addresses (so the WETH/USDC 0.05 % pool lands at its
 * mainnet address: the pool's creation code hashes to the periphery's POOL_INIT_CODE_HASH), a
 * SwapRouter at a deployed address, a wide position of the seeding account as the market, defi.eth's
 * two positions (one in range, one wholly in USDC above its range), and swaps both ways so fees accrue.
 */
import { encodeDeployData, zeroAddress, type Address, type Hex } from 'viem';
import { UNISWAP_V3_ON_ETHEREUM } from '../../../src/protocols/uniswapV3';
import { rpc } from '../../anvilRpc';
import { Deployer, inSeedingBlocks, type PlannedTransaction, type Transaction } from '../blocks';
import { transplant } from '../transplant';
import { demoWallet } from '../wallets';
import { seededToken, type ProtocolSeeder, type SeedContext } from './seeder';
import { uniswapArtifacts } from './uniswapV3Artifacts';
import { approve, createPool, mint, sqrtPriceForUsd, swap, tickForUsd, type Pair } from './uniswapV3Market';

const DEPLOY_GAS = 8_000_000n;
/** The pool opens at the catalog's ETH price. */
const ETH_USD = 3400;

/** defi.eth's positions: in range ($3,000–$3,900 an ETH) and above its range ($2,600–$3,000: all USDC now). */
export const DEFI_UNISWAP_POSITIONS = {
  inRange: { lowUsd: 3000, highUsd: 3900, usdc: '6800', weth: '2' },
  outOfRange: { lowUsd: 2600, highUsd: 3000, usdc: '5000', weth: '0' },
} as const;

/** Each round sells this much WETH, then this much USDC: fees in both tokens, the price back near where it was. */
const SWAP_ROUNDS = 4;
const SWAP_WETH = 5n * 10n ** 18n;
const SWAP_USDC = 17_000n * 10n ** 6n;

/** The pair as the pool orders it: the lower address is token0. */
export function wethUsdc(context: SeedContext): Pair {
  const [token0, token1] = [seededToken(context, 'USDC'), seededToken(context, 'WETH')].sort((a, b) =>
    a.address.toLowerCase() < b.address.toLowerCase() ? -1 : 1,
  );
  return { token0, token1 };
}

/**
 * The factory's NoDelegateCall keeps the address it was created at as an immutable and refuses to run
 * anywhere else (createPool checks it). Created at a scratch address and moved, it gets the real
 * address there instead, as if it had been created at it.
 */
async function fixOriginalAddress(rpcUrl: string, scratch: Address, real: Address): Promise<void> {
  const code = await rpc<Hex>(rpcUrl, 'eth_getCode', [real, 'latest']);
  const patched = code.split(scratch.slice(2).toLowerCase()).join(real.slice(2).toLowerCase()) as Hex;
  if (patched === code) throw new Error('The Uniswap v3 factory does not hold its creation address');
  await rpc(rpcUrl, 'anvil_setCode', [real, patched]);
}

function units(amount: string, decimals: number): bigint {
  const [whole, fraction = ''] = amount.split('.');
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0').slice(0, decimals) || '0');
}

export const uniswapV3Seeder: ProtocolSeeder = {
  name: 'Uniswap v3',
  funds: (chainId) => (chainId === 1 ? { USDC: '2000000', WETH: '1000' } : {}),
  async seed(context) {
    if (context.chainId !== 1) return;
    const { factory, positionManager } = UNISWAP_V3_ON_ETHEREUM;
    const artifacts = uniswapArtifacts();
    const pair = wethUsdc(context);
    const deployer = await Deployer.of(context.rpcUrl);
    const planned = (tx: Transaction): PlannedTransaction => ({ ...tx, nonce: deployer.take() });
    const factoryTx = planned({ gas: DEPLOY_GAS, data: encodeDeployData({ abi: artifacts.factory.abi, bytecode: artifacts.factory.bytecode }) });
    const managerTx = planned({
      gas: DEPLOY_GAS,
      // The token descriptor only draws tokenURI's picture: none here.
      data: encodeDeployData({
        abi: artifacts.positionManager.abi,
        bytecode: artifacts.positionManager.bytecode,
        args: [factory.address, seededToken(context, 'WETH').address, zeroAddress],
      }),
    });
    const routerTx = planned({
      gas: DEPLOY_GAS,
      data: encodeDeployData({
        abi: artifacts.swapRouter.abi,
        bytecode: artifacts.swapRouter.bytecode,
        args: [factory.address, seededToken(context, 'WETH').address],
      }),
    });
    const router = deployer.createdAt(routerTx.nonce);
    const npm = positionManager.address;
    const defi = demoWallet('defi').address;
    const [usdc, weth] = pair.token0.address === seededToken(context, 'USDC').address ? [pair.token0, pair.token1] : [pair.token1, pair.token0];
    const position = (spec: { lowUsd: number; highUsd: number; usdc: string; weth: string }, recipient: Address): Transaction => {
      const amounts = { usdc: units(spec.usdc, usdc.decimals), weth: units(spec.weth, weth.decimals) };
      // A higher ETH price is a lower tick when USDC is token0.
      const [tickLower, tickUpper] =
        usdc === pair.token0
          ? [tickForUsd(pair, spec.highUsd), tickForUsd(pair, spec.lowUsd)]
          : [tickForUsd(pair, spec.lowUsd), tickForUsd(pair, spec.highUsd)];
      const [amount0, amount1] = usdc === pair.token0 ? [amounts.usdc, amounts.weth] : [amounts.weth, amounts.usdc];
      return mint(npm, pair, { tickLower, tickUpper, amount0, amount1, recipient });
    };
    const market: Transaction[] = [
      approve(usdc.address, npm),
      approve(weth.address, npm),
      approve(usdc.address, router),
      approve(weth.address, router),
      createPool(npm, pair, sqrtPriceForUsd(pair, ETH_USD)),
      position({ lowUsd: 1700, highUsd: 6800, usdc: '1000000', weth: '300' }, context.seeder),
      position(DEFI_UNISWAP_POSITIONS.inRange, defi),
      position(DEFI_UNISWAP_POSITIONS.outOfRange, defi),
      ...Array.from({ length: SWAP_ROUNDS }, () => [
        swap(router, weth.address, usdc.address, SWAP_WETH, context.seeder),
        swap(router, usdc.address, weth.address, SWAP_USDC, context.seeder),
      ]).flat(),
    ];
    const rest = market.map(planned);
    await inSeedingBlocks(context.rpcUrl, deployer.address, [], async (mine) => {
      const moves = [
        { from: deployer.createdAt(factoryTx.nonce), to: factory.address },
        { from: deployer.createdAt(managerTx.nonce), to: npm },
      ];
      await transplant(context.rpcUrl, await mine([factoryTx, managerTx]), moves);
      await fixOriginalAddress(context.rpcUrl, moves[0].from, factory.address);
      await mine([routerTx, ...rest]);
    });
  },
};
