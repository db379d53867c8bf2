/**
 * Every rule a bundled token registry (chains/registry/{chainId}.json) must
 * follow beyond its schema, as a list of readable problems: an empty list is a
 * good registry. Each problem names the chain and the token, so a failing test
 * says which entry to fix.
 */
import { Value } from '@sinclair/typebox/value';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { getAddress } from 'viem';
import { chainDefinition } from '../../src/domain/chains';
import { RegistrySchema, type Registry, type RegistryFeed } from '../../src/chains/registry/schema';
import { NATIVE_TOKEN_ADDRESS } from '../../src/domain/types';

/** Ethereum carries the most held tokens; every other shipped chain at least its majors. */
export const MIN_TOKENS_ON_ETHEREUM = 60;
export const MIN_TOKENS_ON_OTHER_CHAINS = 20;

/** The folder Ribbit serves at /icons/ (cryptocurrency-icons' svg/color). */
export type IconExists = (fileName: string) => boolean;

export function iconsIn(dir: string): IconExists {
  return (fileName) => existsSync(path.join(dir, fileName));
}

/** Problems in `document`, read from `{fileChainId}.json`; [] when it is sound. */
export function registryProblems(document: unknown, fileChainId: number, iconExists: IconExists): string[] {
  const where = `chain ${fileChainId}`;
  if (!Value.Check(RegistrySchema, document)) {
    return [...Value.Errors(RegistrySchema, document)].map((error) => `${where}: ${tokenNamed(document, error.path)}${error.path || '/'} ${error.message}`);
  }
  const registry: Registry = document;
  return [
    ...chainProblems(registry, fileChainId),
    ...addressProblems(registry),
    ...duplicateProblems(registry),
    ...sourceProblems(registry),
    ...feedProblems(registry),
    ...tagProblems(registry),
    ...iconProblems(registry, iconExists),
  ].map((problem) => `${where}: ${problem}`);
}

/** "token USDC " for a schema error under /tokens/{n}/, so the message says which entry. */
function tokenNamed(document: unknown, errorPath: string): string {
  const index = /^\/tokens\/(\d+)/.exec(errorPath)?.[1];
  if (index === undefined || typeof document !== 'object' || document === null || !('tokens' in document) || !Array.isArray(document.tokens)) return '';
  const entry: unknown = document.tokens[Number(index)];
  const symbol = typeof entry === 'object' && entry !== null && 'symbol' in entry ? entry.symbol : undefined;
  return typeof symbol === 'string' ? `token ${symbol} ` : '';
}

function chainProblems(registry: Registry, fileChainId: number): string[] {
  const problems: string[] = [];
  if (registry.chainId !== fileChainId) problems.push(`chainId ${registry.chainId} does not match the file name`);
  const definition = chainDefinition(fileChainId);
  if (!definition) return [...problems, 'is not a chain Ribbit ships (domain/chains.ts)'];
  const minimum = fileChainId === 1 ? MIN_TOKENS_ON_ETHEREUM : MIN_TOKENS_ON_OTHER_CHAINS;
  if (registry.tokens.length < minimum) problems.push(`has ${registry.tokens.length} tokens, fewer than ${minimum}`);
  const natives = registry.tokens.filter((token) => token.tags.includes('native'));
  if (natives.length !== 1) problems.push(`has ${natives.length} tokens tagged native, not exactly one`);
  for (const native of natives) {
    if (native.address !== NATIVE_TOKEN_ADDRESS) problems.push(`native ${native.symbol} is not at ${NATIVE_TOKEN_ADDRESS}`);
    if (native.symbol !== definition.native.symbol) problems.push(`native ${native.symbol} is not ${definition.native.symbol}, the chain's coin`);
  }
  return problems;
}

/** The registry's peg-currency feeds (pegFeeds.EUR …) that are present. */
function pegFeedsOf(registry: Registry): { currency: string; feed: RegistryFeed }[] {
  return Object.entries(registry.pegFeeds ?? {}).map(([currency, feed]) => ({ currency, feed }));
}

/** Every address in the registry with the entry it belongs to, for messages. */
function labelledAddresses(registry: Registry): { label: string; address: string }[] {
  const feeds = registry.tokens.flatMap((token) => (token.feed ? [{ label: `token ${token.symbol} feed`, address: token.feed.address }] : []));
  return [
    ...registry.tokens.map((token) => ({ label: `token ${token.symbol}`, address: token.address })),
    ...feeds,
    ...(registry.ethUsdFeed ? [{ label: 'ethUsdFeed', address: registry.ethUsdFeed.address }] : []),
    ...pegFeedsOf(registry).map(({ currency, feed }) => ({ label: `pegFeeds.${currency}`, address: feed.address })),
    ...(registry.sequencerUptimeFeed ? [{ label: 'sequencerUptimeFeed', address: registry.sequencerUptimeFeed.address }] : []),
  ];
}

function addressProblems(registry: Registry): string[] {
  return labelledAddresses(registry)
    .filter(({ address }) => getAddress(address) !== address)
    .map(({ label, address }) => `${label} address ${address} is not EIP-55 checksummed (${getAddress(address)})`);
}

function duplicateProblems(registry: Registry): string[] {
  const repeated = (keys: string[]) => keys.filter((key, index) => keys.indexOf(key) !== index);
  return [
    ...repeated(registry.tokens.map((token) => token.address.toLowerCase())).map((address) => `address ${address} is listed twice`),
    ...repeated(registry.tokens.map((token) => token.symbol.toUpperCase())).map((symbol) => `symbol ${symbol} is listed twice`),
    ...repeated(registry.sources.map((source) => source.id)).map((id) => `source id ${id} is declared twice`),
  ];
}

function sourceProblems(registry: Registry): string[] {
  const declared = new Set(registry.sources.map((source) => source.id));
  const cited = [
    ...registry.tokens.flatMap((token) => [
      ...token.sources.map((id) => ({ label: `token ${token.symbol}`, id })),
      ...(token.feed?.sources ?? []).map((id) => ({ label: `token ${token.symbol} feed`, id })),
    ]),
    ...(registry.ethUsdFeed?.sources ?? []).map((id) => ({ label: 'ethUsdFeed', id })),
    ...pegFeedsOf(registry).flatMap(({ currency, feed }) => feed.sources.map((id) => ({ label: `pegFeeds.${currency}`, id }))),
    ...(registry.sequencerUptimeFeed?.sources ?? []).map((id) => ({ label: 'sequencerUptimeFeed', id })),
  ];
  return cited.filter(({ id }) => !declared.has(id)).map(({ label, id }) => `${label} cites source "${id}", which the registry does not declare`);
}

function feedProblems(registry: Registry): string[] {
  const problems: string[] = [];
  if (registry.ethUsdFeed && registry.ethUsdFeed.description !== 'ETH / USD') {
    problems.push(`ethUsdFeed reads "${registry.ethUsdFeed.description}", not "ETH / USD"`);
  }
  // A peg feed prices one unit of its currency in USD: pegFeeds.EUR is "EUR / USD", checked against two sources.
  for (const { currency, feed } of pegFeedsOf(registry)) {
    if (feed.description !== `${currency} / USD`) problems.push(`pegFeeds.${currency} reads "${feed.description}", not "${currency} / USD"`);
    if (feed.sources.length < 2) problems.push(`pegFeeds.${currency} cites ${feed.sources.length} source, not two independent ones`);
  }
  for (const token of registry.tokens) {
    if (!token.feed) continue;
    problems.push(...quoteProblems(`token ${token.symbol} feed`, token.feed, registry.ethUsdFeed !== undefined));
  }
  return problems;
}

/** Ribbit prices in USD: a feed quotes USD, or ETH when the chain's ETH / USD feed converts it. */
function quoteProblems(label: string, feed: RegistryFeed, hasEthUsdFeed: boolean): string[] {
  if (feed.description.endsWith(' / USD')) return [];
  if (feed.description.endsWith(' / ETH')) return hasEthUsdFeed ? [] : [`${label} "${feed.description}" quotes ETH but the registry has no ethUsdFeed`];
  return [`${label} "${feed.description}" quotes neither USD nor ETH`];
}

function tagProblems(registry: Registry): string[] {
  return registry.tokens.flatMap((token) => {
    const stablecoin = token.tags.includes('stablecoin');
    if (stablecoin && !token.peg) return [`token ${token.symbol} is a stablecoin without a peg`];
    if (!stablecoin && token.peg) return [`token ${token.symbol} has a peg but is not tagged stablecoin`];
    return [];
  });
}

function iconProblems(registry: Registry, iconExists: IconExists): string[] {
  return registry.tokens.flatMap((token) => {
    if (!token.icon) return [];
    const fileName = token.icon.slice('/icons/'.length);
    return iconExists(fileName) ? [] : [`token ${token.symbol} icon ${token.icon} is not in cryptocurrency-icons' svg/color`];
  });
}
