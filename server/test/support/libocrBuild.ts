/**
 * What libocr's two aggregators share in the tests: their sources, vendored unchanged under
 * server/contracts/vendor/libocr/ (smartcontractkit/libocr at 0a5e2f9), compiled at the version they pin
 * and checked by the CBOR tail solc appends to the runtime code; and the deployment's parameters that
 * switch off what Ribbit never reads (billing, LINK, access and validator controllers).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Address } from 'viem';
import type { ContractArtifact } from '../../demo/compile';
import { compileUpstream } from '../../demo/compileUpstream';

const VENDOR_DIR = path.resolve(__dirname, '../../contracts/vendor/libocr');

export const NO_ACCESS_CONTROLLER: Address = '0x0000000000000000000000000000000000000000';
/** Stands in for the LINK token: with no billing, the aggregator owes nothing and never calls it. */
export const NO_LINK: Address = '0x000000000000000000000000000000000000dEaD';
/** Bounds on a report's median; wide enough for any price with 8 decimals. */
export const MIN_ANSWER = 1n;
export const MAX_ANSWER = 10n ** 30n;

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return sourcesUnder(file);
    return file.endsWith('.sol') ? [file] : [];
  });
}

export interface LibocrBuild {
  /** The vendored folder: `contract` (OCR1) or `contract2` (OCR2). */
  folder: string;
  /** The source file (under the vendored root) and the contract's name. */
  contract: readonly [string, string];
  compiler: 'solc-0.7.6' | 'solc-0.8.19';
  settings: { optimizer: { enabled: boolean; runs: number }; metadata: { bytecodeHash: 'none' } };
  /** The runtime code's CBOR tail naming the pinned compiler. */
  metadataTail: string;
}

/** The compiled aggregator (cached by compileUpstream under server/contracts/build/); throws unless the pinned compiler made it. */
export async function libocrArtifact({ folder, contract, compiler, settings, metadataTail }: LibocrBuild): Promise<ContractArtifact> {
  const files = sourcesUnder(path.join(VENDOR_DIR, folder));
  const sources = Object.fromEntries(files.map((file) => [path.relative(VENDOR_DIR, file), readFileSync(file, 'utf8')]));
  const artifacts = await compileUpstream({ compiler, sources, settings, contracts: [contract] });
  const artifact = artifacts[contract[1]];
  if (!artifact.deployedBytecode.endsWith(metadataTail)) throw new Error(`${contract[1]} was not compiled by ${compiler}`);
  return artifact;
}
