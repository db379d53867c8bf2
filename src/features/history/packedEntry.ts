/**
 * How a compact entry is written under `history` (docs/history.md "Storage"): still plain JSON,
 * but without what the entry can rebuild exactly from itself.
 *
 * Since version 4:
 * - A token's texts are left out when empty (the decoder gives them back).
 * - A token's icon is left out when it is the service's same-origin default for its symbol
 *   (`/icons/eth.svg` for ETH); a token shown without an icon is written `"icon": null`.
 * - A plan step names its token by index (`"token": 3`) and keeps only what differs from that
 *   token and the entry's chains: action, symbol, chainId and address come from the token, the
 *   chain's name from `chains`. A step whose token is not in the entry is written whole.
 *
 * Since version 5, `tokens` is written by field, not by token (tokenColumns.ts): each field once,
 * with its values in token order, and each distinct result line once, in `results`.
 *
 * unpackEntry turns such a value back into the shape the decoder reads; it is given values of
 * versions 4 and 5 (older ones are migrated from their own shape, historyReader.ts). It also reads
 * a compact entry that was not packed, with its missing icons written `null`: what history writes
 * before the packer (entryPacker.ts, a chunk of its own) has loaded.
 */
import { isFields, type Fields } from './fields';
import { tokensFromColumns } from './tokenColumns';

/** The icon path the service gives a token of its list (server/src/chains/registry/*.json). */
export const defaultIconOf = (symbol: string) => `/icons/${symbol.toLowerCase()}.svg`;

function unpackToken(token: unknown): unknown {
  if (!isFields(token) || typeof token.symbol !== 'string') return token;
  const { icon, ...rest } = token;
  if (icon === null) return rest;
  return { ...rest, icon: icon ?? defaultIconOf(token.symbol) };
}

/** What a step of `tokens[index]` says without being told: its token's figures and its chain's name. */
export function stepFrom(token: Fields | undefined, chains: unknown): Fields {
  if (!token) return {};
  const chain: unknown = Array.isArray(chains) ? chains.find((c: unknown) => isFields(c) && c.chainId === token.chainId) : undefined;
  return {
    action: token.action,
    symbol: token.symbol,
    chainId: token.chainId,
    address: token.address,
    ...(isFields(chain) ? { chainName: chain.name } : {}),
  };
}

function unpackStep(step: unknown, tokens: unknown[], chains: unknown): unknown {
  if (!isFields(step) || typeof step.token !== 'number') return step;
  const { token, ...own } = step;
  const source = tokens[token];
  const merged = Object.entries({ ...stepFrom(isFields(source) ? source : undefined, chains), ...own });
  return Object.fromEntries(merged.filter(([, value]) => value !== null));
}

/** A stored entry of version 4 or 5 in the shape the decoder reads; anything unreadable is left for it to judge. */
export function unpackEntry(stored: unknown): unknown {
  if (!isFields(stored)) return stored;
  const { results, ...entry } = stored;
  const tokens = Array.isArray(entry.tokens) ? entry.tokens : isFields(entry.tokens) ? tokensFromColumns(entry.tokens, results) : null;
  if (tokens === null) return stored;
  const { plan, chains } = entry;
  const steps = isFields(plan) && Array.isArray(plan.steps) ? plan.steps : null;
  return {
    ...entry,
    tokens: tokens.map(unpackToken),
    ...(isFields(plan) && steps !== null ? { plan: { ...plan, steps: steps.map((step: unknown) => unpackStep(step, tokens, chains)) } } : {}),
  };
}
