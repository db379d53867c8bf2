/**
 * How a compact entry is written under `history` (docs/history.md "Storage"): still plain JSON,
 * but without what the entry can rebuild exactly from itself.
 *
 * Since version 6, `tokens` is the specification's list of token entries (symbol, icon, action,
 * description, result, count, price), and what else history keeps of each token (chain, address,
 * volatility, peg band, position) sits beside it in `tokenFacts`, by field (tokenColumns.ts):
 * `{"chainId": [1, 8453, …], "volatilityAnnual": {"3": 0.657}}`.
 * - A token's icon is left out of its entry when it is the service's same-origin default for its
 *   symbol (`/icons/eth.svg` for ETH); a token shown without an icon has `"icon": null` in its facts.
 * - A plan step names its token by index (`"token": 3`) and keeps only what differs from that
 *   token and the entry's chains: action, symbol, chainId and address come from the token, the
 *   chain's name from `chains`. A step whose token is not in the entry is written whole. Its
 *   `cash`, when a card of the entry, is that card's index too. The assets after the plan are by field.
 *
 * Versions 4 and 5 wrote the same without the list: version 4 by token, icons null in the entry
 * and empty texts left out; version 5 `tokens` by field, each distinct result line once in `results`.
 *
 * unpackEntry turns such a value back into the shape the decoder reads; it is given values of
 * versions 4 to 6 (older ones are migrated from their own shape, historyReader.ts). It also reads
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

/** A step's cash given as a card's index, back as the stablecoin it names; anything else as stored. */
function cashFrom(cash: unknown, tokens: unknown[]): unknown {
  if (typeof cash !== 'number') return cash;
  const token = tokens[cash];
  // An index the entry does not have stays a number, so the decoder drops the step.
  return isFields(token) ? { symbol: token.symbol, address: token.address } : cash;
}

function unpackStep(step: unknown, tokens: unknown[], chains: unknown): unknown {
  if (!isFields(step)) return step;
  const withCash = step.cash === undefined ? step : { ...step, cash: cashFrom(step.cash, tokens) };
  if (typeof withCash.token !== 'number') return withCash;
  const { token, ...own } = withCash;
  const source = tokens[token];
  const merged = Object.entries({ ...stepFrom(isFields(source) ? source : undefined, chains), ...own });
  return Object.fromEntries(merged.filter(([, value]) => value !== null));
}

/** The tokens as one object each: a list with its facts beside it (6), by field (5) or by token (4). */
function tokensOf(stored: Fields): unknown[] | null {
  const { tokens, tokenFacts, results } = stored;
  if (isFields(tokens)) return tokensFromColumns(tokens, results);
  if (!Array.isArray(tokens)) return null;
  const list: unknown[] = tokens;
  if (!isFields(tokenFacts)) return list;
  const facts = tokensFromColumns(tokenFacts, undefined, list.length);
  return list.map((token, index) => (isFields(token) ? { ...facts[index], ...token } : token));
}

function unpackPlan(plan: unknown, tokens: unknown[], chains: unknown): unknown {
  if (!isFields(plan) || !Array.isArray(plan.steps)) return plan;
  const { after } = plan;
  return {
    ...plan,
    steps: plan.steps.map((step: unknown) => unpackStep(step, tokens, chains)),
    ...(isFields(after) && isFields(after.assets) ? { after: { ...after, assets: tokensFromColumns(after.assets, undefined) } } : {}),
  };
}

/** A stored entry of version 4, 5 or 6 in the shape the decoder reads; anything unreadable is left for it to judge. */
export function unpackEntry(stored: unknown): unknown {
  if (!isFields(stored)) return stored;
  const tokens = tokensOf(stored);
  if (tokens === null) return stored;
  const { results: _results, tokenFacts: _facts, ...entry } = stored;
  return {
    ...entry,
    tokens: tokens.map(unpackToken),
    ...(entry.plan === undefined ? {} : { plan: unpackPlan(entry.plan, tokens, entry.chains) }),
  };
}
