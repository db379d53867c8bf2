/**
 * The demo wallets (server/demo/seed/wallets.ts) as engine inputs, without a chain:
 * the same holdings, token specs and seeded price series the local chains are built from
 * (seed/priceSeries.ts), each asset joined across chains as the registry joins it
 * (seed/tokenEntries.ts: WETH is ETH). The feeds' rounding to their decimals and the
 * registry's own names are left out, so the figures are close to, not equal to, the
 * chain's; server/test/demo/demoWallets.test.ts reads the real ones.
 */
import type { TokenInfo } from '../../src/domain/types';
import { ERC20_TOKENS, NATIVE_TOKEN, feedOf, type TokenSpec } from '../../demo/seed/catalog';
import { priceSeries } from '../../demo/seed/priceSeries';
import { DEMO_WALLETS, type DemoWallet } from '../../demo/seed/wallets';
import type { EngineAsset, EngineInput, UniverseToken } from '../../src/engine';
import { history } from './fixtures';

const SPECS = [NATIVE_TOKEN, ...ERC20_TOKENS];
const ASSETS: Record<string, string> = { WETH: 'ETH' };

function tokenOn(chainId: number, spec: TokenSpec): TokenInfo {
  const hex = Buffer.from(`${chainId}:${spec.symbol}`).toString('hex').slice(0, 40).padEnd(40, '0');
  return {
    chainId,
    address: `0x${hex}`,
    symbol: spec.symbol,
    name: spec.name,
    decimals: spec.decimals,
    ...(spec.tags ? { tags: spec.tags } : {}),
    extensions: { asset: ASSETS[spec.symbol] ?? spec.symbol },
  };
}

/** The seeded closes of the token's feed (WETH reads ETH's), or null for an unpriced token. */
function pricesOf(spec: TokenSpec): EngineAsset['prices'] {
  const feed = feedOf(spec);
  if (feed === null) return null;
  return history(priceSeries({ label: typeof spec.feed === 'string' ? spec.feed : spec.symbol, ...feed }));
}

function specOf(symbol: string): TokenSpec {
  const spec = SPECS.find((candidate) => candidate.symbol === symbol);
  if (!spec) throw new Error(`${symbol} is not in the demo catalog`);
  return spec;
}

/** Every priced Ethereum token of the catalog: what Ribbit may suggest. */
const universe: UniverseToken[] = SPECS.flatMap((spec) => {
  const prices = pricesOf(spec);
  return prices ? [{ token: tokenOn(1, spec), prices }] : [];
});

export interface DemoLikeWallet extends DemoWallet {
  input: EngineInput;
}

export const DEMO_LIKE_WALLETS: DemoLikeWallet[] = DEMO_WALLETS.map(({ holdings, ...wallet }) => ({
  ...wallet,
  input: {
    holdings: Object.entries(holdings).flatMap(([chainId, units]) =>
      Object.entries(units).map(([symbol, amount]) => {
        const spec = specOf(symbol);
        return { token: tokenOn(Number(chainId), spec), amount: Number(amount), prices: pricesOf(spec) };
      }),
    ),
    universe,
  },
}));
