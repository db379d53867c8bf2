/**
 * The demo tokens as the service reads them: a TokenDeployment for each ERC-20
 * (every demo balance minted in its constructor) and the TokenInfo of each
 * token, registry facts first, the catalog's for demo-only tokens.
 */
import { encodeDeployData, parseUnits, type Address } from 'viem';
import type { TokenInfo } from '../../src/domain/types';
import type { Artifacts } from '../compile';
import type { DemoChainId } from '../demoChains';
import type { Deployer } from './blocks';
import type { TokenPlan } from './chainPlan';
import type { Deployment } from './feedDeploys';
import { localIconUrl } from './icons';
import { DEMO_WALLETS, holdingsOn } from './wallets';
import { seedingFunds } from './protocols';

const TOKEN_DEPLOY_GAS = 4_000_000n;

export function isNative(token: TokenPlan): boolean {
  return token.spec.tags?.includes('native') ?? false;
}

export function tokenDeployment(artifacts: Artifacts, deployer: Deployer, chainId: DemoChainId, token: TokenPlan): Deployment {
  const holders: Address[] = [];
  const amounts: bigint[] = [];
  for (const wallet of DEMO_WALLETS) {
    const units = holdingsOn(wallet, chainId)[token.spec.symbol];
    if (units === undefined) continue;
    holders.push(wallet.address);
    amounts.push(parseUnits(units, token.decimals));
  }
  // What the protocols' seeders open positions with (seed/protocols/), held by the seeding account.
  const funds = seedingFunds(chainId)[token.spec.symbol];
  if (funds !== undefined) {
    holders.push(deployer.address);
    amounts.push(parseUnits(funds, token.decimals));
  }
  const name = token.registry?.name ?? token.spec.name;
  const symbol = token.registry?.symbol ?? token.spec.symbol;
  const { abi, bytecode } = artifacts.contracts.DemoToken;
  const nonce = deployer.take();
  return {
    transactions: [{ nonce, gas: TOKEN_DEPLOY_GAS, data: encodeDeployData({ abi, bytecode, args: [name, symbol, token.decimals, holders, amounts] }) }],
    address: deployer.createdAt(nonce),
  };
}

/**
 * `asset` groups one asset across chains: the registry's, else the catalog
 * symbol, so USDC on Base and USDC on Ethereum are one exposure even where a
 * registry is not bundled yet.
 */
export function tokenInfo(chainId: DemoChainId, token: TokenPlan, address: Address, priceFeed: Address | undefined): TokenInfo {
  const { spec, registry } = token;
  const logoURI = registry?.icon ?? spec.logoURI ?? localIconUrl(spec.symbol);
  const tags = registry ? registry.tags : spec.tags;
  const extensions: NonNullable<TokenInfo['extensions']> = {
    ...(priceFeed ? { priceFeed } : {}),
    ...(token.feed?.heartbeatSeconds ? { feedHeartbeatSeconds: token.feed.heartbeatSeconds } : {}),
    asset: registry?.asset ?? spec.symbol,
    ...(registry?.peg ? { peg: registry.peg } : {}),
  };
  return {
    chainId,
    address,
    symbol: registry?.symbol ?? spec.symbol,
    name: registry?.name ?? spec.name,
    decimals: token.decimals,
    ...(logoURI ? { logoURI } : {}),
    ...(tags && tags.length > 0 ? { tags } : {}),
    extensions,
  };
}
