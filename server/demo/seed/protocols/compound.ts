/**
 * Compound v3's USDC market on the local chains: the labelled stand-in (contracts/CometStandIn.sol,
 * tested against answers recorded from Compound's own Comet) at the real cUSDCv3 address, moved there
 * with its storage like the feeds and tokens (transplant.ts), its interest started with
 * initializeStorage, and defi.eth's USDC supply (supplyTo from the seeding account, on its behalf).
 */
import { encodeDeployData, encodeFunctionData, erc20Abi, parseUnits, type Address } from 'viem';
import { COMPOUND_ON_BASE, COMPOUND_ON_ETHEREUM, type CompoundDeployment } from '../../../src/protocols/compoundV3/deployments';
import { COMPOUND_DEMO_SUPPLY, cometFactor, cometRateArgs, USDC_MARKET_COLLATERAL, USDC_MARKET_RATES } from '../../compound/compoundDemoPositions';
import type { DemoChainId } from '../../demoChains';
import { Deployer, inSeedingBlocks, type PlannedTransaction } from '../blocks';
import { transplant } from '../transplant';
import { demoWallet } from '../wallets';
import type { ProtocolSeeder, SeedContext } from './seeder';

const DEPLOY_GAS = 6_000_000n;
const CALL_GAS = 300_000n;
const RECORDS: Readonly<Record<DemoChainId, CompoundDeployment>> = { 1: COMPOUND_ON_ETHEREUM, 8453: COMPOUND_ON_BASE };
/** Comet's factors are fractions at 1e18. */
/** No cap on the demo's collateral. */
const NO_CAP = 2n ** 100n;

function usdcMarket(chainId: DemoChainId) {
  const market = RECORDS[chainId].markets.find((candidate) => candidate.symbol === 'cUSDCv3');
  if (!market) throw new Error(`Compound has no USDC market on chain ${chainId}`);
  return market;
}

/** The stand-in's deployment, or null when the chain does not list the market's base with a feed (a test's mirrored registry). */
function deployment(context: SeedContext, deployer: Deployer): (PlannedTransaction & { address: Address }) | null {
  const { abi, bytecode } = context.artifacts.contracts.CometStandIn;
  const market = usdcMarket(context.chainId);
  const byAddress = (address: Address) => context.tokens.find((token) => token.address.toLowerCase() === address.toLowerCase());
  const base = byAddress(market.underlying);
  const baseFeed = base?.extensions?.priceFeed;
  if (!base || !baseFeed) return null;
  const factors = USDC_MARKET_COLLATERAL[context.chainId];
  const configs = Object.entries(factors).flatMap(([symbol, parameters]) => {
    const token = context.tokens.find((candidate) => candidate.symbol === symbol);
    const feed = token?.extensions?.priceFeed;
    if (!token || !feed) return [];
    return [
      {
        asset: token.address,
        priceFeed: feed,
        decimals: token.decimals,
        borrowCollateralFactor: cometFactor(parameters.borrowCollateralFactor),
        liquidateCollateralFactor: cometFactor(parameters.liquidateCollateralFactor),
        liquidationFactor: cometFactor(parameters.liquidationFactor),
        supplyCap: NO_CAP,
      },
    ];
  });
  const rates = cometRateArgs(USDC_MARKET_RATES);
  const nonce = deployer.take();
  const data = encodeDeployData({ abi, bytecode, args: ['Compound USDC', market.symbol, base.address, baseFeed, base.decimals, rates, configs] });
  return { nonce, gas: DEPLOY_GAS, data, address: deployer.createdAt(nonce) };
}

export const compoundSeeder: ProtocolSeeder = {
  name: 'Compound v3',
  funds: (chainId) => {
    const supplied = COMPOUND_DEMO_SUPPLY[chainId];
    return supplied ? { USDC: supplied } : {};
  },
  async seed(context) {
    const { rpcUrl, chainId, artifacts } = context;
    const { abi } = artifacts.contracts.CometStandIn;
    const market = usdcMarket(chainId);
    const deployer = await Deployer.of(rpcUrl);
    const comet = deployment(context, deployer);
    if (!comet) return;
    const supplied = COMPOUND_DEMO_SUPPLY[chainId];
    await inSeedingBlocks(rpcUrl, deployer.address, [], async (mine) => {
      await transplant(rpcUrl, await mine([comet]), [{ from: comet.address, to: market.address }]);
      const call = (to: Address, data: `0x${string}`): PlannedTransaction => ({ nonce: deployer.take(), gas: CALL_GAS, to, data });
      const positions: PlannedTransaction[] = [call(market.address, encodeFunctionData({ abi, functionName: 'initializeStorage' }))];
      const base = context.tokens.find((token) => token.address.toLowerCase() === market.underlying.toLowerCase());
      if (supplied && base) {
        const amount = parseUnits(supplied, base.decimals);
        positions.push(
          call(market.underlying, encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [market.address, amount] })),
          call(market.address, encodeFunctionData({ abi, functionName: 'supplyTo', args: [demoWallet('defi').address, market.underlying, amount] })),
        );
      }
      await mine(positions);
    });
  },
};
