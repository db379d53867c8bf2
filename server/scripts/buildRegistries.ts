/**
 * Rebuilds the bundled L2 token registries (server/src/chains/registry/{chainId}.json)
 * from public lists: a Uniswap-format token list (symbol, name, decimals of the
 * curated tokens in registry/selection.json) and Chainlink's feed list of each
 * network (feed proxy, description, decimals, heartbeat). Cross-checks made by
 * hand in the current files are kept (registry/previousRegistry.ts); everything
 * the lists lack or contradict is printed, for a person to review before committing.
 *
 * Not run for real yet: the machine these registries were written on has no
 * internet, so the committed files were assembled by hand from the sources they
 * cite (docs/registries.md). Its test runs it against a local HTTP server.
 *
 *   npm run registries:build -- [--chains 10,8453] [--token-list URL] [--feed-list-base URL] [--out DIR]
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Value } from '@sinclair/typebox/value';
import { chainDefinition } from '../src/domain/chains';
import { RegistrySchema, type Registry } from '../src/chains/registry/schema';
import { ICONS_DIR } from '../src/plugins/staticFiles';
import { loadTokenList } from '../src/chains/tokenList';
import { buildRegistry, type RegistrySource } from './registry/buildRegistry';
import { CHAINLINK_FEED_LIST_URLS, loadChainlinkFeedList } from './registry/chainlinkFeeds';
import { mergeWithPrevious } from './registry/previousRegistry';
import { L2_SELECTION, NATIVE_FEED_BASE, type SelectedToken } from './registry/selection';

/** Uniswap Labs' default list as published (the built file of Uniswap/default-token-list). */
export const UNISWAP_DEFAULT_LIST_URL = 'https://tokens.uniswap.org';
export const REGISTRY_DIR = path.join(__dirname, '..', 'src', 'chains', 'registry');

export interface BuildOptions {
  chainIds: readonly number[];
  tokenListUrl: string;
  /** Chainlink's feed list of a chain. */
  feedListUrl: (chainId: number) => string;
  outDir: string;
  selection: ReadonlyMap<number, readonly SelectedToken[]>;
  /** Per chain, the base asset of the native coin's feed where it is not the coin's asset (registry/selection.ts). */
  nativeFeedBase?: ReadonlyMap<number, string>;
  /** ISO date the lists were read, written into every source. */
  retrieved: string;
}

function sourcesFor(chainId: number, options: BuildOptions): { chain: RegistrySource; tokenList: RegistrySource; feedList: RegistrySource } {
  const { retrieved } = options;
  return {
    chain: {
      id: 'chainlist',
      title: 'Chain record (ethereum-lists/chains)',
      url: `https://github.com/ethereum-lists/chains/blob/master/_data/chains/eip155-${chainId}.json`,
      retrieved,
    },
    tokenList: { id: 'uniswap-default-list', title: 'Uniswap Labs Default token list', url: options.tokenListUrl, retrieved },
    feedList: {
      id: 'chainlink-feed-list',
      title: "Chainlink's feed list of this network (reference data directory behind docs.chain.link)",
      url: options.feedListUrl(chainId),
      retrieved,
    },
  };
}

async function readPrevious(file: string): Promise<Registry | null> {
  if (!existsSync(file)) return null;
  const json: unknown = JSON.parse(await readFile(file, 'utf8'));
  return Value.Check(RegistrySchema, json) ? json : null;
}

/** Rebuilds each chain's file; returns the review notes per chain. Throws before writing an invalid registry. */
export async function buildRegistries(options: BuildOptions): Promise<Map<number, string[]>> {
  const notesByChain = new Map<number, string[]>();
  for (const chainId of options.chainIds) {
    const chain = chainDefinition(chainId);
    const selection = options.selection.get(chainId);
    if (!chain || !selection) throw new Error(`No chain definition or selection for chain ${chainId}`);
    const [listed, feedList] = await Promise.all([loadTokenList(options.tokenListUrl), loadChainlinkFeedList(options.feedListUrl(chainId))]);
    const tokenList = listed.tokens.filter((token) => token.chainId === chainId);
    const built = buildRegistry({
      chain,
      selection,
      nativeFeedBase: options.nativeFeedBase?.get(chainId),
      tokenList,
      feedList,
      sources: sourcesFor(chainId, options),
      iconExists: (fileName) => existsSync(path.join(ICONS_DIR, fileName)),
    });
    const file = path.join(options.outDir, `${chainId}.json`);
    const { registry, notes } = mergeWithPrevious(built, await readPrevious(file), selection);
    if (!Value.Check(RegistrySchema, registry)) {
      const problems = [...Value.Errors(RegistrySchema, registry)].slice(0, 5).map((problem) => `${problem.path}: ${problem.message}`);
      throw new Error(`Chain ${chainId}: the rebuilt registry is not valid:\n  ${problems.join('\n  ')}`);
    }
    await writeFile(file, `${JSON.stringify(registry, null, 2)}\n`);
    notesByChain.set(chainId, notes);
  }
  return notesByChain;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      chains: { type: 'string', default: [...L2_SELECTION.keys()].join(',') },
      'token-list': { type: 'string', default: UNISWAP_DEFAULT_LIST_URL },
      'feed-list-base': { type: 'string' },
      out: { type: 'string', default: REGISTRY_DIR },
    },
  });
  const feedListBase = values['feed-list-base'];
  const notes = await buildRegistries({
    chainIds: values.chains.split(',').map(Number),
    tokenListUrl: values['token-list'],
    // A mirror of the directory keeps Chainlink's file names.
    feedListUrl: (chainId) => {
      const url = CHAINLINK_FEED_LIST_URLS.get(chainId);
      if (!url) throw new Error(`No Chainlink feed list known for chain ${chainId}`);
      return feedListBase ? new URL(path.posix.basename(new URL(url).pathname), feedListBase).href : url;
    },
    outDir: values.out,
    selection: L2_SELECTION,
    nativeFeedBase: NATIVE_FEED_BASE,
    retrieved: new Date().toISOString().slice(0, 10),
  });
  for (const [chainId, lines] of notes) {
    console.log(`chain ${chainId}: ${lines.length ? `\n  ${lines.join('\n  ')}` : 'nothing to review'}`);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
