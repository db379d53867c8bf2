/**
 * Aave v3 on a local chain, from its published code (aaveArtifacts.ts), with its Pool at the real
 * address of the chain's market (protocols/aaveV3/deployments.ts), so Ribbit finds it where it finds
 * the real one. Its reserves are listed as governance lists them on the real chain: through the
 * market's own PoolConfigurator (`initReserves`, which creates each reserve's aToken and debt tokens),
 * then their risk parameters through the same configurator. Ribbit reads them from the Pool.
 *
 * Aave's own deployment creates the Pool's proxy with CREATE from the PoolAddressesProvider, so its
 * address follows the provider's nonce. Here the same proxy contract, its runtime code taken from a
 * proxy deployed with the right admin (its only immutable), is placed at the real address with
 * anvil_setCode, then initialised through its own `initialize` as the provider does. Everything else
 * (the provider, ACL manager, configurator, oracle, rate strategy, libraries, the reserves' tokens)
 * sits where it is deployed.
 *
 * The oracle reads the chain's Chainlink feed proxies, the same Ribbit reads, so Aave's health
 * factor and Ribbit's prices agree. Risk parameters are demo values near Aave's own (docs/positions.md).
 */
import { encodeDeployData, encodeFunctionData, stringToHex, type Address, type Hex } from 'viem';
import type { TokenInfo } from '../../src/domain/types';
import { rpc, rpcBatch } from '../anvilRpc';
import type { Deployer, MineBlock, PlannedTransaction } from '../seed/blocks';
import { AAVE_LIBRARIES, aaveArtifact, linked, type AaveContractName } from './aaveArtifacts';
import { DEMO_RISK, DEFAULT_RISK, RESERVE_FACTOR_BPS, DEMO_RATES } from './aaveDemoParameters';

const DEPLOY_GAS = 8_000_000n;
const CALL_GAS = 2_000_000n;
/** Aave's base currency on Ethereum and Base is USD with 8 decimals (AaveOracle's BASE_CURRENCY_UNIT). */
const USD_UNIT = 100_000_000n;
/** PoolConfigurator.initReserves creates three token proxies per reserve. */
const LIST_GAS = 6_000_000n;
const ZERO: Address = '0x0000000000000000000000000000000000000000';

export interface AaveReserveOnChain {
  token: TokenInfo;
}

export interface AaveDeployment {
  pool: Address;
  provider: Address;
  configurator: Address;
  oracle: Address;
  reserves: AaveReserveOnChain[];
}

function deploy(
  deployer: Deployer,
  name: AaveContractName,
  args: readonly unknown[] = [],
  libraries: Partial<Record<string, Address>> = {},
): PlannedTransaction & { address: Address } {
  const artifact = aaveArtifact(name);
  const nonce = deployer.take();
  const data = encodeDeployData({ abi: artifact.abi, bytecode: linked(artifact, libraries), args });
  return { nonce, gas: DEPLOY_GAS, data, address: deployer.createdAt(nonce) };
}

function call(
  deployer: Deployer,
  to: Address,
  name: AaveContractName,
  functionName: string,
  args: readonly unknown[] = [],
  from?: Address,
): PlannedTransaction {
  const data = encodeFunctionData({ abi: aaveArtifact(name).abi, functionName, args });
  return { nonce: deployer.take(), gas: CALL_GAS, to, data, ...(from ? { from } : {}) };
}

/** The provider's keys are the id's ASCII, right-padded (PoolAddressesProvider's constants). */
const providerId = (id: string): Hex => stringToHex(id, { size: 32 });

/** Copies the runtime code at `template` to each of `targets`. */
async function placeCode(rpcUrl: string, template: Address, targets: readonly Address[]): Promise<void> {
  const code = await rpc<Hex>(rpcUrl, 'eth_getCode', [template, 'latest']);
  await rpcBatch(
    rpcUrl,
    targets.map((target) => ({ method: 'anvil_setCode', params: [target, code] })),
  );
}

/**
 * Deploys Aave v3 on chain `chainId` at `rpcUrl` with its Pool at `pool`, listing the reserves named by
 * `symbols` that the chain lists with a feed (`tokens`), in four blocks mined with `mine`. `deployer`
 * is the seeding account, the market's admin.
 */
export async function deployAave(
  rpcUrl: string,
  chainId: number,
  mine: MineBlock,
  deployer: Deployer,
  pool: Address,
  symbols: readonly string[],
  tokens: readonly TokenInfo[],
): Promise<AaveDeployment> {
  const admin = deployer.address;
  const listed = symbols.flatMap((symbol) => {
    const token = tokens.find((candidate) => candidate.symbol === symbol);
    const feed = token?.extensions?.priceFeed;
    return token && feed ? [{ token, feed }] : [];
  });

  // Block 1: the contracts that stay where they are deployed, and the provider's entries.
  const provider = deploy(deployer, 'PoolAddressesProvider', [`Ribbit demo ${chainId}`, admin]);
  const libraries: Record<string, Address> = {};
  const libraryDeploys = AAVE_LIBRARIES.map((name) => {
    const library = deploy(deployer, name, [], libraries);
    libraries[name] = library.address;
    return library;
  });
  const poolImpl = deploy(deployer, 'Pool', [provider.address], libraries);
  const configuratorImpl = deploy(deployer, 'PoolConfigurator', [], libraries);
  // Its admin is the provider, as the Pool's proxy's is: its runtime code is the Pool proxy's too.
  const configurator = deploy(deployer, 'InitializableImmutableAdminUpgradeabilityProxy', [provider.address]);
  const strategy = deploy(deployer, 'DefaultReserveInterestRateStrategy', [provider.address, ...DEMO_RATES]);
  const oracle = deploy(deployer, 'AaveOracle', [
    provider.address,
    listed.map(({ token }) => token.address),
    listed.map(({ feed }) => feed),
    '0x0000000000000000000000000000000000000000',
    '0x0000000000000000000000000000000000000000',
    USD_UNIT,
  ]);
  const setAddress = (id: string, address: Address) => call(deployer, provider.address, 'PoolAddressesProvider', 'setAddress', [providerId(id), address]);
  const providerEntries = [
    call(deployer, provider.address, 'PoolAddressesProvider', 'setACLAdmin', [admin]),
    setAddress('POOL', pool),
    setAddress('POOL_CONFIGURATOR', configurator.address),
    call(deployer, provider.address, 'PoolAddressesProvider', 'setPriceOracle', [oracle.address]),
  ];
  // After setACLAdmin: its constructor makes the ACL admin its DEFAULT_ADMIN_ROLE.
  const acl = deploy(deployer, 'ACLManager', [provider.address]);
  await mine([
    provider,
    ...libraryDeploys,
    poolImpl,
    configuratorImpl,
    configurator,
    strategy,
    oracle,
    ...providerEntries,
    acl,
    call(deployer, provider.address, 'PoolAddressesProvider', 'setACLManager', [acl.address]),
    call(deployer, acl.address, 'ACLManager', 'addPoolAdmin', [admin]),
  ]);

  // Block 2: the Pool at its real address, initialised; the token implementations (their constructors ask the Pool for its provider).
  await placeCode(rpcUrl, configurator.address, [pool]);
  const initializeProxy = (proxy: Address, implementation: Address, data: Hex) =>
    call(deployer, proxy, 'InitializableImmutableAdminUpgradeabilityProxy', 'initialize', [implementation, data]);
  const encode = (name: AaveContractName, functionName: string, args: readonly unknown[]) =>
    encodeFunctionData({ abi: aaveArtifact(name).abi, functionName, args });
  // Transactions run in nonce order: each is made (and takes its nonce) in the order it must run.
  const initializations = [
    initializeProxy(pool, poolImpl.address, encode('Pool', 'initialize', [provider.address])),
    initializeProxy(configurator.address, configuratorImpl.address, encode('PoolConfigurator', 'initialize', [provider.address])),
  ];
  const aTokenImpl = deploy(deployer, 'AToken', [pool]);
  const variableDebtImpl = deploy(deployer, 'VariableDebtToken', [pool]);
  const stableDebtImpl = deploy(deployer, 'StableDebtToken', [pool]);
  await mine([...initializations, aTokenImpl, variableDebtImpl, stableDebtImpl]);

  // Block 3: each reserve listed through the configurator, as governance lists one; it creates the reserve's tokens.
  const chainTag = chainId === 1 ? 'Eth' : 'Bas';
  const chainName = chainId === 1 ? 'Ethereum' : 'Base';
  await mine(
    listed.map(({ token }) => {
      const input = {
        aTokenImpl: aTokenImpl.address,
        stableDebtTokenImpl: stableDebtImpl.address,
        variableDebtTokenImpl: variableDebtImpl.address,
        underlyingAssetDecimals: token.decimals,
        interestRateStrategyAddress: strategy.address,
        underlyingAsset: token.address,
        treasury: ZERO,
        incentivesController: ZERO,
        aTokenName: `Aave ${chainName} ${token.symbol}`,
        aTokenSymbol: `a${chainTag}${token.symbol}`,
        variableDebtTokenName: `Aave ${chainName} Variable Debt ${token.symbol}`,
        variableDebtTokenSymbol: `variableDebt${chainTag}${token.symbol}`,
        stableDebtTokenName: `Aave ${chainName} Stable Debt ${token.symbol}`,
        stableDebtTokenSymbol: `stableDebt${chainTag}${token.symbol}`,
        params: '0x' as Hex,
      };
      return { ...call(deployer, configurator.address, 'PoolConfigurator', 'initReserves', [[input]]), gas: LIST_GAS };
    }),
  );

  // Block 4: risk parameters, through the configurator as the market's admin.
  await mine(
    listed.flatMap(({ token }) => {
      const risk = DEMO_RISK[token.symbol] ?? DEFAULT_RISK;
      return [
        call(deployer, configurator.address, 'PoolConfigurator', 'configureReserveAsCollateral', [token.address, risk.ltv, risk.threshold, risk.bonus]),
        call(deployer, configurator.address, 'PoolConfigurator', 'setReserveBorrowing', [token.address, true]),
        call(deployer, configurator.address, 'PoolConfigurator', 'setReserveFactor', [token.address, RESERVE_FACTOR_BPS]),
      ];
    }),
  );
  return {
    pool,
    provider: provider.address,
    configurator: configurator.address,
    oracle: oracle.address,
    reserves: listed.map(({ token }) => ({ token })),
  };
}
