/**
 * Compiles the project's Solidity sources (server/contracts/*.sol) with solc-js.
 * The artifacts are cached in server/contracts/build/, keyed by a hash of every
 * input (our sources, the OpenZeppelin version, the compiler version and settings),
 * so only the first start after a change pays for the compiler.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Abi, Hex } from 'viem';

export const CONTRACTS_DIR = path.resolve(__dirname, '../contracts');
const BUILD_DIR = path.join(CONTRACTS_DIR, 'build');
const NODE_MODULES = path.resolve(__dirname, '../../node_modules');
/** Our sources; Multicall3 is mainnet's runtime code (multicall3Code.ts), not compiled. */
const SOURCE_DIRS = ['.'];

export const CONTRACT_NAMES = [
  'DemoToken',
  'HistoricalPriceFeed',
  'PhasedPriceFeedProxy',
  'GasBurningFeed',
  'EnsRegistry',
  'EnsAddrResolver',
  'EnsUniversalResolver',
  'Erc4626Vault',
  'CometStandIn',
  'WstEthStandIn',
  'MisbehavingToken',
] as const;
export type ContractName = (typeof CONTRACT_NAMES)[number];

export interface ContractArtifact {
  abi: Abi;
  /** Creation code, for deployment transactions. */
  bytecode: Hex;
  /** Runtime code, for anvil_setCode. */
  deployedBytecode: Hex;
}

export interface Artifacts {
  /** Hash of every compiler input; the cache key. */
  hash: string;
  contracts: Record<ContractName, ContractArtifact>;
}

const SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  // Cancun is supported by anvil and every chain Ribbit may read.
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
};

type ImportResult = { contents: string } | { error: string };
type StandardJsonCompile = (input: string, callbacks: { import: (importPath: string) => ImportResult }) => string;

interface SolcOutput {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[];
  // A contract that failed to compile is missing from its file's entry, or the file from the output.
  contracts: Partial<Record<string, Partial<Record<string, { abi: Abi; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }>>>>;
}

/** Each source by its path under server/contracts/ (`./DemoToken.sol`), as solc names its units. */
function readSources(): Record<string, { content: string }> {
  const files = SOURCE_DIRS.flatMap((dir) =>
    readdirSync(path.join(CONTRACTS_DIR, dir))
      .filter((file) => file.endsWith('.sol'))
      .map((file) => path.posix.join(dir, file)),
  ).sort();
  return Object.fromEntries(files.map((file) => [file, { content: readFileSync(path.join(CONTRACTS_DIR, file), 'utf8') }]));
}

function packageVersion(name: string): string {
  const manifest = JSON.parse(readFileSync(path.join(NODE_MODULES, name, 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

export function sourcesHash(): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ sources: readSources(), oz: packageVersion('@openzeppelin/contracts'), solc: packageVersion('solc'), settings: SETTINGS }));
  return hash.digest('hex').slice(0, 16);
}

function resolveImport(importPath: string): ImportResult {
  const file = path.join(NODE_MODULES, importPath);
  // Only packages under node_modules may be imported; nothing is fetched.
  if (!file.startsWith(NODE_MODULES + path.sep) || !existsSync(file)) return { error: `Import not found: ${importPath}` };
  return { contents: readFileSync(file, 'utf8') };
}

async function runCompiler(hash: string): Promise<Artifacts> {
  // Loaded only on a cache miss: the compiler is slow to load, and a cached build never needs it.
  const { default: solc } = await import('solc');
  const compileStandardJson = solc.compile as StandardJsonCompile;
  const sources = readSources();
  const input = { language: 'Solidity', sources, settings: SETTINGS };
  const output = JSON.parse(compileStandardJson(JSON.stringify(input), { import: resolveImport })) as SolcOutput;
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length > 0) throw new Error(`Solidity compilation failed:\n${errors.map((error) => error.formattedMessage).join('\n')}`);
  const contracts = Object.fromEntries(
    CONTRACT_NAMES.map((name) => {
      // Each contract sits in a file of its name, in one of the source folders.
      const file = Object.keys(sources).find((source) => path.posix.basename(source) === `${name}.sol`);
      const compiled = file === undefined ? undefined : output.contracts[file]?.[name];
      if (!compiled) throw new Error(`Solidity compilation produced no ${name}`);
      const artifact: ContractArtifact = {
        abi: compiled.abi,
        bytecode: `0x${compiled.evm.bytecode.object}`,
        deployedBytecode: `0x${compiled.evm.deployedBytecode.object}`,
      };
      return [name, artifact];
    }),
  ) as Record<ContractName, ContractArtifact>;
  return { hash, contracts };
}

/** The compiled contracts, from the cache when the sources are unchanged. */
export async function loadArtifacts(): Promise<Artifacts> {
  const hash = sourcesHash();
  const cacheFile = path.join(BUILD_DIR, `artifacts-${hash}.json`);
  if (existsSync(cacheFile)) return JSON.parse(readFileSync(cacheFile, 'utf8')) as Artifacts;
  const artifacts = await runCompiler(hash);
  mkdirSync(BUILD_DIR, { recursive: true });
  // Write then rename, so a concurrent start never reads a half-written file.
  const partial = `${cacheFile}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify(artifacts));
  renameSync(partial, cacheFile);
  return artifacts;
}
