/**
 * Aave v3's published contracts, as the npm package @aave/core-v3 ships them
 * (hardhat artifacts: ABI, creation and runtime code). Nothing is compiled: the
 * local chains run the bytes Aave published. The Pool and the PoolConfigurator
 * call external libraries; their creation code carries placeholders that
 * `linked` fills with the libraries' deployed addresses.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Abi, Address, Hex } from 'viem';

const ARTIFACTS_DIR = path.resolve(__dirname, '../../../node_modules/@aave/core-v3/artifacts/contracts');

/** Where each contract's artifact sits under the package's artifacts/contracts. */
const ARTIFACT_PATHS = {
  PoolAddressesProvider: 'protocol/configuration/PoolAddressesProvider.sol',
  ACLManager: 'protocol/configuration/ACLManager.sol',
  Pool: 'protocol/pool/Pool.sol',
  PoolConfigurator: 'protocol/pool/PoolConfigurator.sol',
  DefaultReserveInterestRateStrategy: 'protocol/pool/DefaultReserveInterestRateStrategy.sol',
  AToken: 'protocol/tokenization/AToken.sol',
  VariableDebtToken: 'protocol/tokenization/VariableDebtToken.sol',
  StableDebtToken: 'protocol/tokenization/StableDebtToken.sol',
  InitializableImmutableAdminUpgradeabilityProxy: 'protocol/libraries/aave-upgradeability/InitializableImmutableAdminUpgradeabilityProxy.sol',
  AaveOracle: 'misc/AaveOracle.sol',
  AaveProtocolDataProvider: 'misc/AaveProtocolDataProvider.sol',
  SupplyLogic: 'protocol/libraries/logic/SupplyLogic.sol',
  BorrowLogic: 'protocol/libraries/logic/BorrowLogic.sol',
  LiquidationLogic: 'protocol/libraries/logic/LiquidationLogic.sol',
  EModeLogic: 'protocol/libraries/logic/EModeLogic.sol',
  BridgeLogic: 'protocol/libraries/logic/BridgeLogic.sol',
  FlashLoanLogic: 'protocol/libraries/logic/FlashLoanLogic.sol',
  PoolLogic: 'protocol/libraries/logic/PoolLogic.sol',
  ConfiguratorLogic: 'protocol/libraries/logic/ConfiguratorLogic.sol',
} as const;

export type AaveContractName = keyof typeof ARTIFACT_PATHS;

/** The libraries, in an order where each is deployed after the libraries it links (FlashLoanLogic calls BorrowLogic). */
export const AAVE_LIBRARIES = [
  'SupplyLogic',
  'BorrowLogic',
  'LiquidationLogic',
  'EModeLogic',
  'BridgeLogic',
  'FlashLoanLogic',
  'PoolLogic',
  'ConfiguratorLogic',
] as const;
export type AaveLibrary = (typeof AAVE_LIBRARIES)[number];

type LinkReferences = Record<string, Record<string, Array<{ start: number; length: number }>>>;

export interface AaveArtifact {
  abi: Abi;
  /** Creation code; may hold library placeholders (see `linked`). */
  bytecode: Hex;
  linkReferences: LinkReferences;
}

interface HardhatArtifact {
  abi: Abi;
  bytecode: Hex;
  linkReferences: LinkReferences;
}

const cache = new Map<AaveContractName, AaveArtifact>();

export function aaveArtifact(name: AaveContractName): AaveArtifact {
  const cached = cache.get(name);
  if (cached) return cached;
  const file = path.join(ARTIFACTS_DIR, ARTIFACT_PATHS[name], `${name}.json`);
  const { abi, bytecode, linkReferences } = JSON.parse(readFileSync(file, 'utf8')) as HardhatArtifact;
  const artifact = { abi, bytecode, linkReferences };
  cache.set(name, artifact);
  return artifact;
}

/** The creation code with every library placeholder replaced by that library's address. */
export function linked(artifact: AaveArtifact, libraries: Partial<Record<string, Address>>): Hex {
  let code = artifact.bytecode.slice(2);
  for (const references of Object.values(artifact.linkReferences)) {
    for (const [library, places] of Object.entries(references)) {
      const address = libraries[library];
      if (!address) throw new Error(`Aave's code needs library ${library}, which was not deployed`);
      for (const { start, length } of places) {
        // Offsets are in bytes of code: two hex digits each.
        code = code.slice(0, start * 2) + address.slice(2).toLowerCase() + code.slice((start + length) * 2);
      }
    }
  }
  return `0x${code}`;
}
