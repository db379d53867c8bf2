/**
 * Which tokens each bundled L2 registry keeps: chosen by hand (docs/registries.md
 * says how), by address, with what the lists cannot say: the asset a token is
 * an exposure to across chains, its tags and peg. Symbol, name and decimals come
 * from the token list at rebuild time; the symbol here only names the entry and
 * guards against an address typo (the rebuild reports a symbol mismatch).
 * The native coin is not listed: it comes from domain/chains.ts.
 *
 * The selection is data, one table a chain in selection.json beside this module,
 * checked against the schema below as it is loaded.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { isAddress, type Address } from 'viem';
import { RegistryTokenSchema } from '../../src/chains/registry/schema';
import selectionFile from './selection.json';

const SelectedTokenSchema = Type.Composite([
  Type.Pick(RegistryTokenSchema, ['symbol', 'address', 'asset', 'tags', 'peg']),
  Type.Object({
    /** The base asset of the token's Chainlink feed when it is not the symbol (WETH → ETH, USDC.e → USDC, WBTC → BTC). */
    feedBase: Type.Optional(Type.String({ minLength: 1 })),
  }),
]);

const SelectionFileSchema = Type.Array(
  Type.Object({
    chainId: Type.Integer({ minimum: 1 }),
    /** The chain's name, for the reader: the registry's own comes from the chain record. */
    name: Type.String({ minLength: 1 }),
    tokens: Type.Array(SelectedTokenSchema),
  }),
);

/** A selected token; its address EIP-55 checksummed. */
export type SelectedToken = Omit<Static<typeof SelectedTokenSchema>, 'address'> & { address: Address };

/** The token as the file has it, once its address is shown to be one (mixed case must be the EIP-55 checksum). */
function withCheckedAddress(token: Static<typeof SelectedTokenSchema>): SelectedToken {
  const { address } = token;
  if (!isAddress(address)) throw new Error(`selection.json: ${token.symbol}'s address ${address} is mixed case that is not its EIP-55 checksum: a typo?`);
  return { ...token, address };
}

/** The selection by chain id, from the file's contents; throws naming the first entry that does not fit. */
export function parseSelection(file: unknown): ReadonlyMap<number, readonly SelectedToken[]> {
  if (!Value.Check(SelectionFileSchema, file)) {
    const problem = Value.Errors(SelectionFileSchema, file).First();
    throw new Error(`selection.json${problem?.path ?? ''}: ${problem?.message ?? 'does not fit the schema'}`);
  }
  return new Map(file.map(({ chainId, tokens }) => [chainId, tokens.map(withCheckedAddress)]));
}

/**
 * The base asset of the native coin's Chainlink feed, by chain id, where it is
 * not the coin's asset (domain/chains.ts). POL replaced MATIC, but the
 * Polygon proxy Aave and Compound read for it, 0xAB59…2dE0, is "MATIC / USD"
 * in Chainlink's lists (docs/registries.md, Polygon). If Chainlink's list
 * renames it, set this and WMATIC's feedBase to the new base.
 */
export const NATIVE_FEED_BASE: ReadonlyMap<number, string> = new Map([[137, 'MATIC']]);

/** The curated selection of every L2 this script rebuilds, by chain id. */
export const L2_SELECTION = parseSelection(selectionFile);
