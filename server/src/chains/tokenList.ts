/**
 * Token lists in the Uniswap token-list format, from a file or an https URL.
 * A document that is not a token list at all fails at start with a message
 * naming the first wrong fields. Single entries that are not EVM tokens (real
 * lists carry Solana mints since 2025) or are malformed are skipped and
 * counted, so one odd entry never refuses a whole real-world list.
 */
import { readFile } from 'node:fs/promises';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { getAddress } from 'viem';
import { MIN_HEARTBEAT_SECONDS, tokenKey, type TokenInfo } from '../domain/types';

/** A token list is a few hundred KB at most; a slower host is treated as down. */
export const TOKEN_LIST_FETCH_TIMEOUT_MS = 10_000;
const MAX_REPORTED_PROBLEMS = 5;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

const AddressString = Type.String({ pattern: '^0x[0-9a-fA-F]{40}$' });

const TokenInfoSchema = Type.Object({
  chainId: Type.Integer({ minimum: 1 }),
  address: AddressString,
  symbol: Type.String({ minLength: 1, maxLength: 64 }),
  name: Type.String({ minLength: 1, maxLength: 128 }),
  decimals: Type.Integer({ minimum: 0, maximum: 255 }),
  logoURI: Type.Optional(Type.String()),
  tags: Type.Optional(Type.Array(Type.String())),
  extensions: Type.Optional(
    Type.Object({
      priceFeed: Type.Optional(AddressString),
      feedHeartbeatSeconds: Type.Optional(Type.Integer({ minimum: MIN_HEARTBEAT_SECONDS })),
      asset: Type.Optional(Type.String({ minLength: 1 })),
      peg: Type.Optional(Type.Union([Type.Literal('USD'), Type.Literal('EUR')])),
    }),
  ),
});

/** The envelope only: entries are checked one by one (see above). */
const TokenListSchema = Type.Object({
  name: Type.String({ minLength: 1 }),
  timestamp: Type.String(),
  version: Type.Object({ major: Type.Integer({ minimum: 0 }), minor: Type.Integer({ minimum: 0 }), patch: Type.Integer({ minimum: 0 }) }),
  tokens: Type.Array(Type.Unknown()),
});

export type TokenList = Omit<Static<typeof TokenListSchema>, 'tokens'> & { tokens: TokenInfo[] };

/** The list's usable tokens (every chain), and how many entries were not EVM tokens or were malformed. */
export interface LoadedTokenList {
  tokens: TokenInfo[];
  skipped: number;
}

export class TokenListError extends Error {
  override name = 'TokenListError';
}

/** https: anywhere; plain http: only on this machine (a local list server, tests). */
function listUrl(source: string): URL | null {
  if (!/^https?:\/\//i.test(source)) return null;
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    throw new TokenListError(`Token list URL is not valid: ${source}`);
  }
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    throw new TokenListError(`Token list URL must use https: (got ${source})`);
  }
  return url;
}

async function readSource(source: string): Promise<string> {
  const url = listUrl(source);
  try {
    if (!url) return await readFile(source, 'utf8');
    const response = await fetch(url, { signal: AbortSignal.timeout(TOKEN_LIST_FETCH_TIMEOUT_MS), headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return await response.text();
  } catch (error) {
    throw new TokenListError(`Could not read the token list ${source}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** Icons must be https: or same-origin ("/icons/x.svg"); ipfs: and the like are dropped. */
function usableLogo(logoURI: string | undefined): string | undefined {
  return logoURI && (logoURI.startsWith('https://') || /^\/(?!\/)/.test(logoURI)) ? logoURI : undefined;
}

function normalise(token: Static<typeof TokenInfoSchema>): TokenInfo {
  const logoURI = usableLogo(token.logoURI);
  const { priceFeed, ...otherExtensions } = token.extensions ?? {};
  const extensions = { ...otherExtensions, ...(priceFeed ? { priceFeed: getAddress(priceFeed) } : {}) };
  return {
    chainId: token.chainId,
    address: getAddress(token.address),
    symbol: token.symbol,
    name: token.name,
    decimals: token.decimals,
    ...(logoURI ? { logoURI } : {}),
    ...(token.tags ? { tags: token.tags } : {}),
    ...(Object.keys(extensions).length > 0 ? { extensions } : {}),
  };
}

/** Every chain's tokens, addresses checksummed, duplicates on a chain dropped (first kept); bad entries skipped and counted. */
export async function loadTokenList(source: string): Promise<LoadedTokenList> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readSource(source));
  } catch (error) {
    if (error instanceof TokenListError) throw error;
    throw new TokenListError(`Token list ${source} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!Value.Check(TokenListSchema, parsed)) {
    const problems = [...Value.Errors(TokenListSchema, parsed)].slice(0, MAX_REPORTED_PROBLEMS).map((problem) => `${problem.path || '/'}: ${problem.message}`);
    throw new TokenListError(`Token list ${source} is not a valid token list:\n  ${problems.join('\n  ')}`);
  }
  const tokens = new Map<string, TokenInfo>();
  let skipped = 0;
  for (const entry of parsed.tokens) {
    if (!Value.Check(TokenInfoSchema, entry)) {
      skipped++;
      continue;
    }
    const info = normalise(entry);
    const key = tokenKey(info);
    if (!tokens.has(key)) tokens.set(key, info);
  }
  return { tokens: [...tokens.values()], skipped };
}

/** The Uniswap token-list document for these tokens (the local chain's list, for instance). */
export function toTokenList(tokens: TokenInfo[], now: Date = new Date()): TokenList {
  return { name: 'Ribbit local chain', timestamp: now.toISOString(), version: { major: 1, minor: 0, patch: 0 }, tokens };
}
