/**
 * Compiles a protocol's published Solidity sources with the compiler version it pins, for the local
 * chain and the tests that check Ribbit's readers against the real code. solc-js versions install side
 * by side as npm aliases ("solc-0.6.12": "npm:solc@0.6.12"). Artifacts are cached in
 * server/contracts/build/, keyed by a hash of the sources, the compiler and its settings, so only the
 * first run after a change pays for the compiler.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Abi } from 'viem';
import { CONTRACTS_DIR, type ContractArtifact } from './compile';

const BUILD_DIR = path.join(CONTRACTS_DIR, 'build');
const NODE_MODULES = path.resolve(__dirname, '../../node_modules');

export interface UpstreamBuild {
  /** The npm package of the compiler: "solc-0.6.12". */
  compiler: string;
  /** Source units by the path imports name them with; their text. */
  sources: Record<string, string>;
  /** Where an import not among `sources` is looked for, in order (node_modules first, then these folders). */
  importRoots?: readonly string[];
  /** remappings: solc's `prefix=target`, e.g. a pinned OpenZeppelin installed under another name. */
  /** metadata.bytecodeHash 'none': the CBOR tail names only the compiler, as some projects publish their builds. */
  settings: { optimizer: { enabled: boolean; runs: number }; evmVersion?: string; remappings?: string[]; metadata?: { bytecodeHash: 'none' | 'ipfs' } };
  /** The contracts wanted: [source path, contract name]. */
  contracts: readonly (readonly [file: string, name: string])[];
}

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts?: Partial<Record<string, Partial<Record<string, { abi: Abi; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }>>>>;
}

/** Runs the compiler in a child process (solcChild.cjs) and resolves with its JSON output. */
function runCompiler(compiler: string, input: unknown, roots: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(__dirname, 'solcChild.cjs')], { stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    let errors = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${compiler} exited with ${code ?? 'a signal'}: ${errors.slice(-2000)}`));
    });
    child.stdin.end(JSON.stringify({ compiler: path.join(NODE_MODULES, compiler), input, roots: [NODE_MODULES, ...roots] }));
  });
}

function compilerVersion(compiler: string): string {
  return (JSON.parse(readFileSync(path.join(NODE_MODULES, compiler, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The artifacts of `build.contracts`, by contract name; throws with the compiler's errors. */
export async function compileUpstream(build: UpstreamBuild): Promise<Record<string, ContractArtifact>> {
  const settings = { ...build.settings, outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } } };
  const key = createHash('sha256')
    .update(JSON.stringify({ sources: build.sources, compiler: compilerVersion(build.compiler), settings, contracts: build.contracts }))
    .digest('hex')
    .slice(0, 16);
  const cacheFile = path.join(BUILD_DIR, `upstream-${key}.json`);
  if (existsSync(cacheFile)) return JSON.parse(readFileSync(cacheFile, 'utf8')) as Record<string, ContractArtifact>;
  const input = { language: 'Solidity', sources: Object.fromEntries(Object.entries(build.sources).map(([file, content]) => [file, { content }])), settings };
  const output = JSON.parse(await runCompiler(build.compiler, input, build.importRoots ?? [])) as SolcOutput;
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length > 0) throw new Error(`${build.compiler} failed:\n${errors.map((error) => error.formattedMessage).join('\n')}`);
  const artifacts: Record<string, ContractArtifact> = {};
  for (const [file, name] of build.contracts) {
    const compiled = output.contracts?.[file]?.[name];
    if (!compiled) throw new Error(`${build.compiler} produced no ${name} from ${file}`);
    artifacts[name] = {
      abi: compiled.abi,
      bytecode: `0x${compiled.evm.bytecode.object}`,
      deployedBytecode: `0x${compiled.evm.deployedBytecode.object}`,
    };
  }
  mkdirSync(BUILD_DIR, { recursive: true });
  const partial = `${cacheFile}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify(artifacts));
  renameSync(partial, cacheFile);
  return artifacts;
}
