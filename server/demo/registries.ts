/**
 * Reads a bundled token registry (server/src/chains/registry/{chainId}.json) for
 * the demo chains. A chain whose registry is not bundled yet seeds every token
 * at a demo address; a malformed registry is an error, never silently ignored.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Value } from '@sinclair/typebox/value';
import { chainName } from '../src/domain/chains';
import { RegistrySchema, type Registry } from '../src/chains/registry/schema';

const REGISTRY_DIR = path.resolve(__dirname, '../src/chains/registry');

function registryFile(chainId: number): string {
  return path.join(REGISTRY_DIR, `${chainId}.json`);
}

/** The registry of `chainId`; one with no tokens when none is bundled. */
export function loadRegistry(chainId: number): Registry {
  const file = registryFile(chainId);
  if (!existsSync(file)) return { chainId, name: chainName(chainId), sources: [], tokens: [] };
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Value.Check(RegistrySchema, parsed)) {
    const first = Value.Errors(RegistrySchema, parsed).First();
    throw new Error(`${file} is not a valid registry: ${first ? `${first.path} ${first.message}` : 'unknown error'}`);
  }
  if (parsed.chainId !== chainId) throw new Error(`${file} is the registry of chain ${parsed.chainId}, not ${chainId}`);
  return parsed;
}
