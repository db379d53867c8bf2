/**
 * A rebuild starts from the two downloaded lists, which are one source each.
 * The bundled registry also holds what reviewers cross-checked by hand (a
 * second source per address, tokens missing from the token list). This merge
 * keeps that work: extra source ids stay on every fact whose address did not
 * change, and a selected token the list lacks keeps its previous entry.
 */
import type { Registry, RegistryFeed, RegistryToken } from '../../src/chains/registry/schema';
import type { BuiltRegistry } from './buildRegistry';
import type { SelectedToken } from './selection';

function union(first: readonly string[], second: readonly string[]): string[] {
  return [...new Set([...first, ...second])];
}

/** The next feed, with the previous one's sources when it is the same proxy. */
function mergeFeed<F extends Pick<RegistryFeed, 'address' | 'sources'>>(next: F | undefined, previous: F | undefined): F | undefined {
  if (!next || !previous || next.address !== previous.address) return next;
  return { ...next, sources: union(next.sources, previous.sources) };
}

function mergeToken(next: RegistryToken, previous: RegistryToken | undefined): RegistryToken {
  if (!previous) return next;
  const feed = mergeFeed(next.feed, previous.feed);
  return { ...next, ...(feed ? { feed } : {}), sources: union(next.sources, previous.sources) };
}

/** Keeps the previous registry's cross-checks; previous = null on a first build. */
export function mergeWithPrevious(built: BuiltRegistry, previous: Registry | null, selection: readonly SelectedToken[]): BuiltRegistry {
  if (!previous) return built;
  const notes = [...built.notes];
  const previousByAddress = new Map(previous.tokens.map((token) => [token.address, token]));
  const builtByAddress = new Map(built.registry.tokens.map((token) => [token.address, token]));

  const native = built.registry.tokens.filter((token) => token.tags.includes('native'));
  const tokens: RegistryToken[] = native.map((token) => mergeToken(token, previousByAddress.get(token.address)));
  for (const selected of selection) {
    const next = builtByAddress.get(selected.address);
    const kept = previousByAddress.get(selected.address);
    if (next) {
      tokens.push(mergeToken(next, kept));
      if (kept?.feed && !next.feed)
        notes.push(`${selected.symbol}: feed ${kept.feed.description} ${kept.feed.address} is no longer in Chainlink's list: dropped`);
    } else if (kept) {
      tokens.push(kept);
      notes.push(`${selected.symbol}: kept from the previous registry (its sources: ${kept.sources.join(', ')})`);
    }
  }

  const ethUsdFeed = mergeFeed(built.registry.ethUsdFeed, previous.ethUsdFeed);
  const sequencerUptimeFeed = mergeFeed(built.registry.sequencerUptimeFeed, previous.sequencerUptimeFeed);
  const cited = new Set([
    ...tokens.flatMap((token) => [...token.sources, ...(token.feed?.sources ?? [])]),
    ...(ethUsdFeed?.sources ?? []),
    ...(sequencerUptimeFeed?.sources ?? []),
  ]);
  const sources = [...built.registry.sources, ...previous.sources.filter((source) => !built.registry.sources.some((known) => known.id === source.id))];

  const registry: Registry = {
    chainId: built.registry.chainId,
    name: built.registry.name,
    ...(ethUsdFeed ? { ethUsdFeed } : {}),
    ...(sequencerUptimeFeed ? { sequencerUptimeFeed } : {}),
    sources: sources.filter((source) => cited.has(source.id)),
    tokens,
  };
  return { registry, notes };
}
