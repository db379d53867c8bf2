/**
 * Aave v3 on a local chain, from its published code (aaveArtifacts.ts), with its Pool and each
 * reserve's aToken and variable-debt token at their real addresses (protocols/aaveV3/deployments.ts),
 * so Ribbit reads the local chain exactly as the real one.
 *
 * Aave's own deployment creates those proxies with CREATE (the PoolAddressesProvider creates the
 * Pool's, the PoolConfigurator each token's), so their addresses follow the deployer's nonce. Here
 * the same proxy contract, its runtime code taken from a proxy deployed with the right admin (its
 * only immutable), is placed at the real address with anvil_setCode, then initialised through its
 * own `initialize` as the provider and the configurator do. The two calls the configurator makes
 * into the Pool when it lists a reserve (initReserve; setConfiguration with the decimals and the
 * active flag, ConfiguratorLogic.executeInitReserve) are sent from the configurator's address,
 * impersonated; every other step is an ordinary call by the market's admin. Everything else (the
 * provider, ACL manager, configurator, oracle, rate strategy, libraries) sits where it is deployed.
 *
 * The oracle reads the chain's Chainlink feed proxies, the same Ribbit reads, so Aave's health
 * factor and Ribbit's prices agree. Risk parameters are demo values near Aave's own (docs/positions.md).
 */
import { encodeDeployData, encodeFunctionData, stringToHex, type Address, type Hex } from 'viem';
import type { TokenInfo } from '../../src/domain/types';
import type { AaveDeployment as AaveRecord } from '../../src/protocols/aaveV3/deployments';
import { rpc, rpcBatch } from '../anvilRpc';
import type { Deployer, MineBlock, PlannedTransaction } from '../seed/blocks';
import { AAVE_LIBRARIES, aaveArtifact, linked, type AaveContractName } from './aaveArtifacts';
import { DEMO_RISK, DEFAULT_RISK, RESERVE_FACTOR_BPS, DEMO_RATES } from './aaveDemoParameters';

const DEPLOY_GAS = 8_000_000n;
const CALL_GAS = 2_000_000n;
/** Aave's base currency on Ethereum and Base is USD with 8 decimals (AaveOracle's BASE_CURRENCY_UNIT). */
const USD_UNIT = 100_000_000n;
/** ReserveConfiguration: decimals at bits 48–55, the active flag at bit 56. */
const DECIMALS_SHIFT = 48n;
const ACTIVE_BIT = 1n << 56n;

export interface AaveReserveOnChain {
  token: TokenInfo;
  aToken: Address;
  variableDebtToken: Address;
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
 * Deploys Aave v3 on chain `chainId` at `rpcUrl` for the reserves of `record` whose underlying the
 * chain lists with a feed (`tokens`), in four blocks mined with `mine`. `deployer` is the seeding
 * account; `impersonated` gives the nonces of an account anvil signs for (the configurator).
 */
export async function deployAave(
  rpcUrl: string,
  chainId: number,
  mine: MineBlock,
  deployer: Deployer,
  record: AaveRecord,
  tokens: readonly TokenInfo[],
  impersonated: (address: Address) => Promise<Deployer>,
): Promise<AaveDeployment> {
  const admin = deployer.address;
  const listed = record.aTokens.flatMap((aToken, index) => {
    const token = tokens.find((candidate) => candidate.address.toLowerCase() === aToken.underlying.toLowerCase());
    const feed = token?.extensions?.priceFeed;
    return token && feed ? [{ reserve: { aToken, variableDebtToken: record.variableDebtTokens[index] }, token, feed }] : [];
  });
  const pool = record.pool.address;

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
  // Admin: the configurator, as every token proxy's.
  const tokenProxyTemplate = deploy(deployer, 'InitializableImmutableAdminUpgradeabilityProxy', [configurator.address]);
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
    tokenProxyTemplate,
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
  const stableDebtProxies = listed.map(() => deploy(deployer, 'InitializableImmutableAdminUpgradeabilityProxy', [configurator.address]));
  await mine([...initializations, aTokenImpl, variableDebtImpl, stableDebtImpl, ...stableDebtProxies]);

  // Block 3: each reserve's token proxies at their real addresses, initialised, and the reserve listed.
  await placeCode(
    rpcUrl,
    tokenProxyTemplate.address,
    listed.flatMap(({ reserve }) => [reserve.aToken.address, reserve.variableDebtToken.address]),
  );
  const asConfigurator = await impersonated(configurator.address);
  const zero = '0x0000000000000000000000000000000000000000';
  const chainTag = chainId === 1 ? 'Ethereum' : 'Base';
  await mine(
    listed.flatMap(({ reserve, token }, index) => {
      const name = (kind: string) => `Aave ${chainTag} ${kind}${token.symbol}`;
      const decimals = token.decimals;
      return [
        initializeProxy(
          reserve.aToken.address,
          aTokenImpl.address,
          encode('AToken', 'initialize', [pool, admin, token.address, zero, decimals, name(''), reserve.aToken.symbol, '0x']),
        ),
        initializeProxy(
          reserve.variableDebtToken.address,
          variableDebtImpl.address,
          encode('VariableDebtToken', 'initialize', [pool, token.address, zero, decimals, name('Variable Debt '), reserve.variableDebtToken.symbol, '0x']),
        ),
        initializeProxy(
          stableDebtProxies[index].address,
          stableDebtImpl.address,
          encode('StableDebtToken', 'initialize', [
            pool,
            token.address,
            zero,
            decimals,
            name('Stable Debt '),
            `stableDebt${reserve.aToken.symbol.slice(1)}`,
            '0x',
          ]),
        ),
        call(
          asConfigurator,
          pool,
          'Pool',
          'initReserve',
          [token.address, reserve.aToken.address, stableDebtProxies[index].address, reserve.variableDebtToken.address, strategy.address],
          configurator.address,
        ),
        call(
          asConfigurator,
          pool,
          'Pool',
          'setConfiguration',
          [token.address, { data: (BigInt(decimals) << DECIMALS_SHIFT) | ACTIVE_BIT }],
          configurator.address,
        ),
      ];
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
    reserves: listed.map(({ reserve, token }) => ({ token, aToken: reserve.aToken.address, variableDebtToken: reserve.variableDebtToken.address })),
  };
}
